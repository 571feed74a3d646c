#pragma once
// The independent checker's rules for jigsaw Sudoku (irregular regions) and for the extra
// houses of Sudoku-X (both main diagonals) and windoku (the windows), which Sudoku and
// jigsaw puzzles may both have (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// nullopt when `solution` is n x n (n = givens.rows) with rows, columns and every region
// holding each value 1..n once, keeping every given; region_of[cell] numbers the regions.
std::optional<std::string> jigsaw(const Grid& givens, const std::vector<int>& region_of, const Grid& solution);

// nullopt when the n x n `solution` has no value twice on a main diagonal (when x) or in a
// windoku window (when windoku: side k*k, the k x k squares at rows and columns
// 1 + i(k+1), i < k-1, counted from 0).
std::optional<std::string> extra_houses(bool x, bool windoku, const Grid& solution);

}  // namespace gridsat::check
