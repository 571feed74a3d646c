#pragma once
// Polarity with counts (Magnets): every cell holds a pole, + or -, or none; the cells are
// paired into dominoes, each a magnet (one + and one -) or blank (no poles); equal poles are
// never orthogonally adjacent; lines count their + and their - poles.
//
// Cells: value 1 none, 2 plus, 3 minus. Per cell the literals "holds +" and "holds -" (both
// false: none); constants for a decided cell. Proved exhaustively in tests/test_polarity.cpp.
#include <vector>

#include "model/puzzle.hpp"

namespace gridsat {

struct Poles {
  std::vector<int> plus, minus;  // per cell
};

// The poles of every cell of enc.base (0 open, else 1..3 decided), with the primaries (three a
// cell: none, +, -) and "exactly one" for the open cells.
Poles pole_cells(Encoding& enc);

// Cells a and b are one domino: both without poles, or one + and the other -.
void domino_poles(ClauseSink& sink, const Poles& p, int a, int b);

// Neighbours a and b never hold the same pole.
void unlike_neighbours(ClauseSink& sink, const Poles& p, int a, int b);

}  // namespace gridsat
