#pragma once
// The independent checker's rules for Heyawake and Norinori (check/values.hpp says what the
// checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols, 1 unshaded, 2 shaded) shades the Heyawake whose cells lie in rooms
// `room_of` (row-major, any ids) with `numbers` per cell (-1 none; a number counts its room's
// shaded cells): the counts, no two shaded cells side by side, the unshaded cells connected
// (a flood fill of its own), no straight unshaded run crossing two room borders.
std::optional<std::string> heyawake(int rows, int cols, const std::vector<int>& room_of,
                                    const std::vector<int>& numbers, const Grid& solution);

// `solution` shades the Norinori of rooms `room_of`: two shaded cells in each room, and each
// shaded cell has exactly one shaded neighbour (its group is a domino).
std::optional<std::string> norinori(int rows, int cols, const std::vector<int>& room_of, const Grid& solution);

}  // namespace gridsat::check
