#pragma once
// The independent checker's rules for killer Sudoku (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// One cage: its cells (row-major indices) and the total they must hold.
struct KillerCage {
  std::vector<int> cells;
  int sum = 0;
};

// nullopt when `solution` is a completed Sudoku with boxes of box_rows x box_cols that keeps
// every given, and each cage holds no value twice and totals its sum; otherwise the first
// rule broken, in words.
std::optional<std::string> killer(const Grid& givens, int box_rows, int box_cols, const std::vector<KillerCage>& cages,
                                  const Grid& solution);

}  // namespace gridsat::check
