#pragma once
// A valid Sudoku grid moved onto its givens by re-solving whole bands and stacks (issue 47's
// "near-solution plus repair", for grids the swap chains of chain_repair.hpp do not reach).
//
// Hold a band's column contents fixed (which R symbols each column has inside the band) and its
// rows are free: the band is an R-regular bipartite graph, columns against symbols, and a
// valid band is a proper edge colouring of it by its R rows (each column holds a symbol of each
// row once, each symbol lies once in each row; boxes hold because the column contents do not
// move). A given (i, j) = v of the band asks for one edge's colour: v lies in one column c of
// j's stack inside the band (the box holds it once), and edge (c, v) must take row i. The
// band is re-coloured one row at a time, each row a perfect matching of the edges left that
// takes the edges asked for that row and none asked for another (warm-started from the old
// row, augmenting paths where it broke; Koenig: without requests a regular bipartite graph
// always has one). A stack is the same, transposed: its rows' contents stay, the columns are
// the colours. After a pass over the bands every given's symbol is in the given's row within
// its box; a pass over the stacks then keeps those rows and puts it in the given's column. A
// request that clashes with another (two givens of one row of a box whose symbols share a
// column) or that no colouring meets waits for the next pass, whose other direction has moved
// the symbols. Rows are matched most-asked first (the last rows have the least choice), a
// band that finds no colouring tries other orders and then leaves its newest requests one by
// one; when two passes miss no fewer givens, a swap chain between each missed given's column
// and another of its stack (chain_repair.hpp's move) changes what the bands hold. Measured on
// random valid grids (BENCHMARKS.md): Sudoku 225 with 500 givens in 0.01 s, where the chains
// alone find nothing; its reach ends near 5% of the cells given.
#include <cstdint>

#include "base/grid.hpp"

namespace gridsat {

// Moves `grid` (a valid Sudoku, values 1..n, boxes box_rows x box_cols; a Latin square: 1 x n)
// through at most `passes` passes (bands, then stacks) until every given (givens: 0 = open)
// holds. True when it does. The grid stays valid throughout. Deterministic in `seed`. A Latin
// square has no bands: its rows are re-coloured in groups of 16, each made of the rows of
// missed givens and the rows that hold their symbols in their columns (then columns alike).
bool repair_by_bands(Grid& grid, const Grid& givens, int box_rows, int box_cols, int passes, uint64_t seed);

}  // namespace gridsat
