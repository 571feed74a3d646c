#pragma once
// The independent checker's rules for Ripple Effect (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols of digits) solves the Ripple Effect of rooms `room_of` (per cell its
// room's id, row-major) and `numbers` (0 none): numbered cells keep their digits, a room of n
// cells holds 1..n once each, two equal digits k in a row or column have at least k cells
// between them.
std::optional<std::string> ripple(int rows, int cols, const std::vector<int>& room_of, const std::vector<int>& numbers,
                                  const Grid& solution);

}  // namespace gridsat::check
