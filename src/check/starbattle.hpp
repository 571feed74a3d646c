#pragma once
// The independent checker's rules for Star Battle (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols, 1 empty, 2 a star) places `stars` stars in every row, every column
// and every region of `region_of` (row-major, any ids), no two stars touching, not even
// diagonally.
std::optional<std::string> starbattle(int rows, int cols, const std::vector<int>& region_of, int stars,
                                      const Grid& solution);

}  // namespace gridsat::check
