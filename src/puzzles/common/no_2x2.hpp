#pragma once
// No 2x2 block of one value (Nurikabe's and Tapa's shaded cells, LITS' shading, Yin-Yang's
// two colours): per 2x2 block of a rows x cols grid, not all four of its literals true. Proved
// exhaustively in tests/test_no_2x2.cpp (every assignment of a 3x4 grid).
#include <array>
#include <span>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

// The 2x2 blocks of a rows x cols grid, row-major by their top-left cell: each its cells
// top-left, top-right, bottom-left, bottom-right.
std::vector<std::array<int, 4>> blocks_2x2(int rows, int cols);

// Not all four of lits[block cells] true (lits per cell, row-major; kTrue / kFalse allowed:
// encoders/constants.hpp). To forbid a block of the other value, pass the negations.
void no_2x2_block(ClauseSink& sink, std::span<const int> lits, const std::array<int, 4>& block);

// no_2x2_block over every block of the grid.
void no_2x2(ClauseSink& sink, int rows, int cols, std::span<const int> lits);

}  // namespace gridsat
