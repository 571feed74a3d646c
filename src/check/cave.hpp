#pragma once
// The independent checker's rules for Cave (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (1 unshaded, 2 shaded) solves the Cave of `numbers` (row-major, 0 none, -1 a
// '?' number, k > 0 a count): the numbers (check/kurodoko.hpp's sight_numbers), the unshaded
// cells connected, every shaded cell joined to the border through shaded cells.
std::optional<std::string> cave(int rows, int cols, const std::vector<int>& numbers, const Grid& solution);

}  // namespace gridsat::check
