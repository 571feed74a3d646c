#pragma once
// The classic 9x9 Sudoku's own native search, digit-major (issue 28): for each digit and each
// band of three rows, the 27 cells where the digit may still go, as one 32-bit word. A band's
// word is narrowed with two small tables: which of its three rows reach which of its three
// boxes (a 3x3 pattern), and which of those row-box segments lie on a way of placing the digit
// once in each row and each box of the band (pointing and claiming within the band, for all
// digits at once). A row of a band left with one cell places the digit there (a hidden single
// in a row; a box's hidden single shows up as one). Cells with one digit left are found with
// bit-parallel adders over the nine digits (naked singles). At the fixpoint the search branches
// on the first cell with two digits left (else the first with fewest), smaller digit first.
//
// It shares no code with the per-cell engine (sudoku_bits.cpp), which takes the other box
// shapes and the extra houses; the two, the generic CSP engine and the SAT backend check each
// other (tests/test_sudoku_bits.cpp).
#include <cstdint>
#include <span>

#include "csp/search.hpp"

namespace gridsat::bits {

// Enumerates the solutions of `givens` (81 values, row-major, 0 = blank, else 1..9) as
// sudoku_search does: on_solution (when set) with each, stop after `limit` (0 = all), at the
// deadline, or when on_solution returns false. Givens out of range or in conflict: no
// solution (complete).
NativeResult sudoku9_search(std::span<const int> givens, int64_t limit, Deadline deadline,
                            const ValuesSink& on_solution = nullptr);

}  // namespace gridsat::bits
