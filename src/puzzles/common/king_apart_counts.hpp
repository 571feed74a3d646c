#pragma once
// Cardinality per region with no king-touch: k marked cells in every house (a row, a column,
// a region), and no two marked cells touching, not even diagonally (Star Battle's stars; any
// genre that places k apart per house). Proved exhaustively on small boards in
// tests/test_king_apart_counts.cpp, the CNF and the CSP side both.
#include <span>
#include <vector>

#include "cnf/cnf.hpp"
#include "csp/csp.hpp"

namespace gridsat {

// The houses of a rows x cols board cut into regions (room_of: per cell, row-major, its
// region 0..regions-1): the rows, then the columns, then the regions, each its cells in order.
std::vector<std::vector<int>> line_and_region_houses(int rows, int cols, std::span<const int> room_of);

// The cells of the 2x2 block whose top-left cell is `top_left` (its row and column not the
// last): any two touching cells share at least one such block.
std::vector<int> king_block(int cols, int top_left);

// CNF: at most one of `marked` (per cell, row-major; kTrue / kFalse allowed) in each 2x2
// block, which is "no two marked cells touch" (no_king_touch: every block; the one-block form
// for a rule group per block).
void no_king_touch_block(ClauseSink& sink, int cols, std::span<const int> marked, int top_left);
void no_king_touch(ClauseSink& sink, int rows, int cols, std::span<const int> marked);

// CNF: exactly k of `marked` in the house's cells.
void house_count(ClauseSink& sink, std::span<const int> marked, std::span<const int> house, int k);

// The native engine's relation "exactly k of these two-state cells hold 2" (value 2 marked).
void add_house_count(Csp& csp, const std::vector<int>& house, int k);

// The same rules for the native engine over two-state cells (value 2 marked, 1 not; the
// variables are the cells): a relation per house (exactly k), a relation per 2x2 block (at most one).
void add_king_apart_counts(Csp& csp, int rows, int cols, const std::vector<std::vector<int>>& houses, int k);

}  // namespace gridsat
