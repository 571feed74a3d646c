#pragma once
// The independent checker's rules for Galaxies (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols, a positive region label per cell: the cells of one label are one
// region) divides the Galaxies of `dots` ((y, x) in half-cell steps: cell (r, c) at (2r, 2c)):
// every dot lies inside one region (the cells around it alike), every region holds exactly one
// dot, is connected, and each of its cells turned half a turn about the dot is in it too.
std::optional<std::string> galaxies(int rows, int cols, const std::vector<std::pair<int, int>>& dots,
                                    const Grid& solution);

}  // namespace gridsat::check
