#pragma once
// count --explain's forms: the JSON fields beside count's record, the text lines under its
// grid, and what the SVG picture marks (README: Uniqueness for setters).
#include <nlohmann/json.hpp>
#include <string>

#include "model/puzzle.hpp"
#include "picture/svg.hpp"
#include "uniqueness/uniqueness.hpp"

namespace gridsat::cli {

// Adds fixed, open, repair, repair_proved_smallest, redundant, redundant_cost,
// removable_together, clash, explain_scope and explain_stats (those that apply) to `j`.
void add_explanation(nlohmann::ordered_json& j, const Puzzle& p, const Explanation& ex);
// The readable lines (each ends in '\n').
std::string explanation_text(const Puzzle& p, const Explanation& ex);
// "r3c4": 1-based row and column of a row-major cell of p.
std::string cell_name(const Puzzle& p, int cell);

}  // namespace gridsat::cli
