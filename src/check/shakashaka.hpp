#pragma once
// The independent checker's rules for Shakashaka (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols; 1 nothing, 2..5 a black triangle with its right angle in the lower
// left, lower right, upper right, upper left corner) solves the Shakashaka of `board`
// (row-major: -1 a white cell, 5 a black cell, 0..4 a black cell with that number): black cells
// hold nothing, a number counts the triangles beside it (orthogonally), and every white area is
// a rectangle, upright or turned 45 degrees. Its own geometry: each cell cut by both diagonals
// into four quarters, white areas the components of white quarters, each of which must fill its
// bounding box in one of the two orientations.
std::optional<std::string> shakashaka(int rows, int cols, const std::vector<int>& board, const Grid& solution);

}  // namespace gridsat::check
