#pragma once
// The independent checker's rules for Light Up (check/values.hpp says what the checker is):
// its own walk along the rows and columns, sharing nothing with the encoding.
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `board`: per cell -1 (white), 0..4 (a numbered black cell) or 5 (a black cell); `givens`:
// 2 on the bulbs given. The solution holds 1 or 2 (a bulb) per cell, 1 on black cells, a bulb
// on every given one; every white cell is lit, no bulb sees another, the numbers count the
// bulbs next to them.
std::optional<std::string> lightup(const std::vector<int>& board, const Grid& givens, const Grid& solution);

}  // namespace gridsat::check
