#pragma once
// The independent checker (one file per family: check/sudoku.hpp, ...) knows grids and the
// rules of each family, nothing about clauses, encodings or solvers, and shares no code with
// them: every solution gridsat prints has passed through here. This file: the parts that
// the families whose cells hold values 1..n share.
#include <optional>
#include <string>

#include "base/grid.hpp"

namespace gridsat::check {

std::string cell_name(int r, int c);  // "row 3 column 2" (0-based arguments)
// Size, range 1..n and givens: nullopt when `solution` is n x n of values 1..n keeping
// every given; otherwise the first rule broken, in words.
std::optional<std::string> cells_and_givens(const Grid& givens, int n, const Grid& solution);
// Each row and column holds no value twice (with n cells each: each value exactly once).
std::optional<std::string> rows_and_columns(int n, const Grid& solution);

}  // namespace gridsat::check
