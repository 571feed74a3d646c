#pragma once
// The independent checker's rules for Slant (check/values.hpp says what the checker is): its
// own walk over the diagonals, sharing nothing with the encoding.
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `clues`: per corner ((rows + 1) * (cols + 1), row-major) -1 or 0..4; `givens`: 1 '/' or 2
// '\' on given cells. The solution holds 1 or 2 per cell, keeps the givens, each number counts
// the diagonals touching its corner, and no diagonals close a loop.
std::optional<std::string> slant(const std::vector<int>& clues, const Grid& givens, const Grid& solution);

}  // namespace gridsat::check
