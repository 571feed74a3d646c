#pragma once
// The independent checker's rules for Shikaku (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols, a positive region label per cell: the cells of one label are one
// region) divides the Shikaku of `numbers` (row-major, 0 none, -1 a '?' of any area): every
// region fills its bounding box (a rectangle, so connected), holds exactly one number, and has
// as many cells as that number says.
std::optional<std::string> shikaku(int rows, int cols, const std::vector<int>& numbers, const Grid& solution);

}  // namespace gridsat::check
