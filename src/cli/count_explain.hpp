#pragma once
// count --explain's forms: the JSON fields beside count's record, the text lines under its
// grid, and what the SVG picture marks (README: Uniqueness for setters).
#include <nlohmann/json.hpp>
#include <string>

#include "model/puzzle.hpp"
#include "picture/svg.hpp"
#include "uniqueness/uniqueness.hpp"

namespace gridsat::cli {

// Adds fixed, open, repair, repair_proved_smallest, repair_change, redundant, redundant_cost,
// removable_together, clash (givens), redundant_clues, redundant_clues_cost,
// removable_clues_together, clashing_clues (clue groups), explain_scope and explain_stats
// (those that apply) to `j`.
void add_explanation(nlohmann::ordered_json& j, const Puzzle& p, const Explanation& ex);
// The readable lines (each ends in '\n').
std::string explanation_text(const Puzzle& p, const Explanation& ex);
// The SVG picture's view (--format svg): multiple: the fixed cells' values, the open cells
// tinted with their values as pencil marks (`masks` holds them), the repair's values in their
// colour, the given to change (repair_change) outlined; none: the givens, the clashing givens'
// and clues' cells outlined; unique: the solution, the cells of the givens and clues removable
// together tinted. Returns the grid to show.
Grid explanation_picture(const Puzzle& p, const Grid& solution, const Explanation& ex, picture::SvgOptions& opt,
                         std::vector<uint64_t>& masks);
// "r3c4": 1-based row and column of a row-major cell of p.
std::string cell_name(const Puzzle& p, int cell);

}  // namespace gridsat::cli
