#pragma once
// Distance between equal digits (Ripple Effect's rule): two cells of one row or one column that
// both hold digit k are more than k cells apart (k - 1 cells or fewer between them is too
// close): for each such pair and each k at least their distance, not both k.
//
// Proved exhaustively in tests/test_digit_distance.cpp: on small grids, for every assignment
// of digits, the clauses hold exactly when no two equal digits k are k or fewer cells apart.
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

// `value`: per cell (row-major) its digit literals, value[i][k - 1] "cell i holds k" (cells may
// have different ranges; kTrue / kFalse allowed). Cell i's pairs with the cells right of it
// and below it (a genre can wrap each cell's clauses in a rule group).
void digits_apart_from(ClauseSink& sink, int rows, int cols, const std::vector<std::vector<int>>& value, int i);
// Every cell's.
void digits_apart(ClauseSink& sink, int rows, int cols, const std::vector<std::vector<int>>& value);

}  // namespace gridsat
