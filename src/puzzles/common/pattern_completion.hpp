#pragma once
// Sparse Sudoku and Latin grids completed by construction (issue 47): a pattern solution
// permuted until it agrees with the givens. The pattern of an r x c-box grid (n = r c; a
// Latin square is 1 x n) is
//     P(x, y) = (c (x mod r) + x div r + y) mod n,
// and every grid made from it by permuting the bands, the rows inside a band, the stacks,
// the columns inside a stack and the symbols is valid too. Write K(i) = c (R(i) mod r) +
// R(i) div r for the row that row i is sent to, and C(j) for column j's: cell (i, j) holds
// sigma((K(i) + C(j)) mod n). The band structure says: rows of one band share K mod c and
// differ in K; rows of different bands differ in K mod c; columns of one stack share C div c
// and differ in C; columns of different stacks differ in C div c. A given (i, j, v) asks
// sigma(v) = (K(i) + C(j)) mod n with sigma a bijection. The keys and sigma are chosen given by
// given (at random where free) so that each given holds if the choices so far allow; the
// pattern grid they make is then re-solved band by band and stack by stack (band_repair.hpp;
// a Latin square by groups of rows and columns) and walked by swap chains (chain_repair.hpp),
// all of which keep it valid, until the givens it missed hold: a near-solution and its repair, where CDCL on the
// one-hot encoding of a 64x64 Sudoku with 40 givens builds 29M clauses and gets nowhere in a
// minute. When the walk ends without (dense givens, or a grid it cannot reach) the puzzle
// goes to the backends as before.
#include <cstdint>
#include <vector>

#include "base/grid.hpp"

namespace gridsat {

// Up to two distinct solutions of the n x n grid `givens` (0 = open) with boxes of box_rows x
// box_cols (a Latin square: 1 x n), by construction: an empty grid gets the pattern and the
// pattern with 1 and 2 exchanged; a sparse grid (side 16 or more, at most 20% of the cells
// given) a completed pattern and a second one that differs from it (two symbols no given
// uses exchanged, else two rows of one band, or two columns of one stack, that hold no given
// exchanged, else the band repair asked to change one cell of the first). Empty when none
// was found within the search's budget; one grid when no second could be made that way.
// Deterministic.
std::vector<Grid> pattern_solutions(const Grid& givens, int box_rows, int box_cols);

// The search alone, for the tests and the benchmarks: a completion of `givens` within `moves`
// chain swaps (restarts included), or an empty grid (no cells).
Grid complete_pattern(const Grid& givens, int box_rows, int box_cols, int64_t moves, uint64_t seed);

}  // namespace gridsat
