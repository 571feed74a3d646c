#pragma once
// The independent checker's rules for Fillomino (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols of sizes) solves the Fillomino of `numbers` (row-major, 0 none): every
// numbered cell keeps its number, and every orthogonally connected area of one value v has
// exactly v cells (so two regions of one size never touch). A flood fill of its own.
std::optional<std::string> fillomino(int rows, int cols, const std::vector<int>& numbers, const Grid& solution);

}  // namespace gridsat::check
