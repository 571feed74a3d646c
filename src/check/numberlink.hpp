#pragma once
// The independent checker's rules for Numberlink (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` holds per cell its piece: 1 none, 2 left-right, 3 up-down, 4 up-right, 5 up-left,
// 6 down-left, 7 down-right, and a path's end 8 up, 9 down, 10 left, 11 right (the way it
// leaves). Valid when the pieces join up (a side used from both cells or neither, never past
// the border), the ends are exactly the numbered cells (`numbers`, row-major, 0 none), each
// path runs from a number to the other cell of the same number, every used cell lies on such
// a path (no loop apart), and, with `cover_all`, no cell is empty.
std::optional<std::string> numberlink(const std::vector<int>& numbers, bool cover_all, const Grid& solution);

}  // namespace gridsat::check
