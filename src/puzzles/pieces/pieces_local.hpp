#pragma once
// Local search for a free no-three-in-line board (issue 29): min-conflicts with tabu over
// the symmetry's orbits (the orbit model's variables), the cost being the number of
// collinear triples of pieces on the family's lines, rows and columns included. With 2n
// pieces, no triple means exactly 2 in every row and column, so cost 0 is a board.
//   state: a set of orbits holding 2n pieces (90 degrees: n/2 orbits of 4);
//   move:  one chosen orbit out (the one in the most triples, or a random one in some), one
//          orbit of the same size in (the one that would make the fewest triples), neither
//          moved again for a tabu tenure;
//   cost:  kept exact, incrementally: every line's piece count, and for every cell the pairs
//          of pieces it is collinear with (a new piece there makes that many triples).
// Incomplete: it finds boards, never proves that a class has none.
#include <cstdint>
#include <optional>
#include <vector>

#include "base/stop.hpp"

namespace gridsat {

class PiecesPuzzle;

struct PiecesLocalStats {
  int64_t moves = 0;
  int64_t restarts = 0;
};

// A board of p (free: no givens) as row-major 0/1 cells, or nullopt at the deadline, or at
// once when the symmetry's orbits cannot hold 2n pieces. The same seed gives the same board.
std::optional<std::vector<int>> pieces_local_search(const PiecesPuzzle& p, uint64_t seed, Deadline deadline,
                                                    PiecesLocalStats& stats);

}  // namespace gridsat
