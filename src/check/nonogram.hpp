#pragma once
// The independent checker's rules for nonograms (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// Every cell is 1 (empty) or 2 (shaded), the givens (0 open) are kept, and each row's and
// each column's runs of shaded cells are its clue: `rows` top to bottom, `cols` left to
// right, each a list of run lengths in reading order (empty: no shaded cell).
std::optional<std::string> nonogram(const Grid& givens, const std::vector<std::vector<int>>& rows,
                                    const std::vector<std::vector<int>>& cols, const Grid& solution);

}  // namespace gridsat::check
