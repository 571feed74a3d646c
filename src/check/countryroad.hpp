#pragma once
// The independent checker's rules for Country Road (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `room_of` per cell (row-major) its room 0..; `counts` per room its number (-1 none);
// `solution` per cell its piece of the loop: 1 none, 2 left-right, 3 up-down, 4 up-right,
// 5 up-left, 6 down-left, 7 down-right. Valid when the pieces join up into exactly one closed
// loop that visits every room and crosses each room's border at most twice (one visit), a
// numbered room has that many cells on the loop, and no two cells off the loop share an edge
// across a room border.
std::optional<std::string> countryroad(const std::vector<int>& room_of, const std::vector<int>& counts,
                                       const Grid& solution);

}  // namespace gridsat::check
