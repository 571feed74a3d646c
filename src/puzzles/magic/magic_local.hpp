#pragma once
// Local search for free magic squares (no givens), the known winner at large orders (the
// min-conflicts / two-phase methods of the magic-square literature: Xie & Kang; the IOC 2011
// competition's 400x400 squares in about a minute). Three phases on one permutation of
// 1..n^2, each keeping what the earlier ones made:
//   1. rows: swaps of two values in different rows, the rows' |sum - M| as the cost;
//   2. columns: swaps of two values within one row (the row sums stay), the columns' cost;
//   3. diagonals: swaps of two whole rows, of two whole columns, or of both with the same
//      indices (every row and column sum stays; the last keeps the main diagonal's set of
//      values), the two diagonals' |sum - M| as the cost.
// Each phase takes the best move (ties at random), and a random one when none improves;
// a phase that stalls starts the whole search again from a new random permutation.
// Incomplete by nature: it finds a square of every order n >= 3 (they all exist) and
// never proves anything; the tree search (magic_search.cpp) stays for counts, givens and
// streamliners.
#include <cstdint>
#include <optional>
#include <vector>

#include "base/stop.hpp"

namespace gridsat {

struct MagicLocalStats {
  int64_t moves = 0;     // swaps made, all phases
  int64_t restarts = 0;  // stalled phases that started again
};

// A magic square of order n >= 3 (row-major values), or nullopt when the deadline passed.
// The same seed gives the same square on every machine (base/random.hpp).
std::optional<std::vector<int>> magic_local_search(int n, uint64_t seed, Deadline deadline, MagicLocalStats& stats);

// The square turned by one of its 8 symmetries into Frenicle's standard form (the smallest
// corner top left, a12 < a21): any magic square's class has exactly one such member.
std::vector<int> frenicle_form(int n, std::vector<int> square);

}  // namespace gridsat
