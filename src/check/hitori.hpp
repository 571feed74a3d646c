#pragma once
// The independent checker's rules for Hitori (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols, 1 unshaded, 2 shaded) shades the Hitori of `numbers` (row-major,
// 0: a cell with no number): no number twice unshaded in a row or column, no two shaded
// cells side by side, the unshaded cells connected (a flood fill of its own).
std::optional<std::string> hitori(int rows, int cols, const std::vector<int>& numbers, const Grid& solution);

}  // namespace gridsat::check
