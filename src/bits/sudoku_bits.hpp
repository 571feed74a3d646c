#pragma once
// Sudoku's own native search on candidate bit sets (issue 28): one 16-bit candidate set per
// cell, one placed-digit mask per house, naked and hidden singles, locked candidates (pointing
// and claiming) to a fixpoint, then a branch on a cell with the fewest candidates; counting up
// to a limit. For box shapes of side 16 at most (4x4 .. 16x16, any RxC), with extra houses
// (Sudoku-X's diagonals, windoku's windows) taken as houses for singles. It shares no code
// with the generic CSP engine (csp/) it stands beside: the two and the SAT backend check each
// other (tests/test_sudoku_bits.cpp).
#include <cstdint>
#include <span>
#include <vector>

#include "csp/search.hpp"

namespace gridsat::bits {

inline constexpr int kMaxSide = 16;  // candidate sets are 16-bit words; cell indices fit a byte

// The static structure of one box shape (and its extra houses): houses, peers, the houses of
// each cell. Built once per shape and kept for the process (sudoku_shape).
struct SudokuShape {
  int n = 0, cells = 0, box_rows = 0, box_cols = 0, houses = 0;
  std::vector<uint8_t> house_cells;  // houses * n: rows, columns, boxes, then the extra houses
  std::vector<uint16_t> peer_start;  // cells + 1 offsets into peers
  std::vector<uint8_t> peers;        // each cell's peers (cells sharing a house), each once
  std::vector<uint64_t> peer_bits;   // the same as a set of cells: 4 words per cell
  std::vector<uint8_t> cell_houses;  // cells * 5: the houses of each cell, 0xff after the last
  std::vector<uint64_t> house_mask;  // per cell: its houses as bits (at most 59 houses)
  std::vector<std::vector<int>> extra;
};

// The shape of box_rows x box_cols boxes plus `extra` houses (each n cells), or null when the
// engine does not take it (side over kMaxSide, a house of the wrong size). Thread-safe; the
// shape lives as long as the process.
const SudokuShape* sudoku_shape(int box_rows, int box_cols, const std::vector<std::vector<int>>& extra = {});

// Enumerates the solutions of `givens` (row-major, 0 = blank, else 1..n) on `shape`, in the
// order of a depth-first search that tries the smaller value first; calls on_solution (when
// set) with each, stops after `limit` (0 = all), at the deadline, or when on_solution returns
// false. Givens out of range or in conflict: no solution (complete).
NativeResult sudoku_search(const SudokuShape& shape, std::span<const int> givens, int64_t limit, Deadline deadline,
                           const ValuesSink& on_solution = nullptr);

// The same with the per-cell engine for every shape (sudoku_search hands the classic 9x9
// without extra houses to sudoku9_search): kept callable for the agreement tests.
NativeResult sudoku_search_cells(const SudokuShape& shape, std::span<const int> givens, int64_t limit,
                                 Deadline deadline, const ValuesSink& on_solution = nullptr);

}  // namespace gridsat::bits
