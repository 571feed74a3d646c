#pragma once
// The independent checker's rules for Battleship (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols, 1 water, 2 a ship's cell) places the fleet `fleet` (ship lengths):
// the groups of ship cells touching, diagonals included, are each a straight line, their
// lengths the fleet's (as a multiset); `counts` (the columns' then the rows', -1 none) the
// ship cells of each line; `clues` (row-major: -1 none, -2 a ship's cell, 0 water, 1 top end,
// 2 bottom end, 3 left end, 4 right end, 5 a middle, 6 a one-cell ship) met.
std::optional<std::string> battleship(int rows, int cols, const std::vector<int>& counts, const std::vector<int>& clues,
                                      const std::vector<int>& fleet, const Grid& solution);

}  // namespace gridsat::check
