#pragma once
// A valid Sudoku or Latin grid walked towards agreeing with givens (issue 47's "near-solution
// plus repair"): the moves are swap chains, which keep every row, column and box valid.
// Rows a and b (of one band, or any two when the boxes are single rows) exchange their values
// on the columns of the chain through column y: y, then the column where row a holds b's value
// at y, and so on until the chain closes; columns likewise, transposed. A given that the grid
// misses, (i, j) = v, is met by the chain between row i and the row holding v in column j (when
// it lies in i's band) or between column j and the column holding v in row i (in j's stack);
// among the two the one that breaks the fewest other givens is taken, with some noise, and a
// random chain through the cell where neither applies (min-conflicts; Minton et al. 1992).
#include <cstdint>

#include "base/grid.hpp"

namespace gridsat {

// Moves `grid` (valid, values 1..n, boxes box_rows x box_cols; Latin: 1 x n) until every given
// (givens: 0 = open) holds, within `moves` chain swaps. True when it does.
bool repair_by_chains(Grid& grid, const Grid& givens, int box_rows, int box_cols, int64_t moves, uint64_t seed);

}  // namespace gridsat
