#pragma once
// The independent checker's rules for Easy as ABC (check/values.hpp says what the checker is):
// its own count per line and its own walk from each clue, sharing nothing with the encoding.
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `clues`: 2 * (rows + cols), above the columns, below them, left of the rows, right of them:
// 1..letters a letter, otherwise none (or "some letter"). Cells 1 blank, 1 + j letter j; every
// row and column holds each letter once, a clue is the first letter from its side, givens kept.
std::optional<std::string> easyasabc(int letters, const std::vector<int>& clues, const Grid& givens, const Grid& solution);

}  // namespace gridsat::check
