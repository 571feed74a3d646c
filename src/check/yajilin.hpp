#pragma once
// The independent checker's rules for Yajilin (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// Per cell (row-major) `value` -1 an open cell, else a clue cell (-2 without a number), `dir` its arrow
// (1 up, 2 down, 3 left, 4 right, 0 none). `solution` per cell: 8 on exactly the clue cells,
// else 1 shaded or the cell's piece of the loop 2..7 (2 left-right, 3 up-down, 4 up-right,
// 5 up-left, 6 down-left, 7 down-right). Valid when the pieces join up into exactly one
// closed loop, no two shaded cells share an edge, and each numbered arrow sees that many
// shaded cells in its direction.
std::optional<std::string> yajilin(const std::vector<int>& value, const std::vector<int>& dir, const Grid& solution);

}  // namespace gridsat::check
