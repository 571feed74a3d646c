#pragma once
// The independent checker's rules for LITS (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols, 1 unshaded, 2 shaded) shades the LITS whose cells lie in regions
// `region` (row-major, a region id per cell): four shaded cells in each region, connected
// inside it (a tetromino, named by its own tests: I a straight line, T a cell with three
// shaded neighbours, L three in a line, else S), no two tetrominoes of one letter side by side
// across regions, no 2x2 block shaded, all shaded cells connected (a flood fill of its own).
std::optional<std::string> lits(int rows, int cols, const std::vector<int>& region, const Grid& solution);

}  // namespace gridsat::check
