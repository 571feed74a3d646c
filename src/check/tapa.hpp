#pragma once
// The independent checker's rules for Tapa (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols, 1 unshaded, 2 shaded) solves the Tapa of `clues` (row-major; per
// cell its numbers, -2 a '?', empty: no clue): clue cells unshaded; around each clue the
// shaded cells of the 8 neighbours (clockwise, off the board unshaded) form runs whose
// lengths are the clue's numbers in some order ('?' any length, "0": no run); at least one
// shaded cell, all of them connected; no 2x2 block all shaded.
std::optional<std::string> tapa(int rows, int cols, const std::vector<std::vector<int>>& clues, const Grid& solution);

}  // namespace gridsat::check
