#pragma once
// The independent checker's rules for Masyu (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` holds per cell its piece of the loop: 1 none, 2 left-right, 3 up-down, 4 up-right,
// 5 up-left, 6 down-left, 7 down-right. Valid when the pieces join up (a cell's side is used
// from both cells or neither, never past the border), form exactly one closed loop, and each
// pearl (`pearls`, row-major: 0 none, 1 white, 2 black) is kept: the loop passes straight
// through a white pearl and turns in the cell before or after it; it turns at a black pearl
// and goes straight through the next cell on both sides.
std::optional<std::string> masyu(const std::vector<int>& pearls, const Grid& solution);

}  // namespace gridsat::check
