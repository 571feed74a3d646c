#pragma once
// Local search for Latin-square completion on the square itself (not on its CNF): the
// winner's ground for quasigroups with holes (QWH), balanced ones above all, which CDCL does
// not settle. The model:
//   - propagation first: naked and hidden singles of rows and columns (each fixed value is
//     a consequence of the givens, so a found square keeps every given);
//   - each row is a permutation of its missing values over its holes, so rows hold by
//     construction; the first one is a perfect matching of holes to values not given in
//     their columns (a row without one proves that the square has no completion);
//   - the cost: the duplicates in the columns, givens included (sum over column c and value v
//     of max(0, count - 1)), each (c, v) weighted (all 1 at first);
//   - a move swaps the values of two holes of one row. Keeping every hole within its domain
//     (no value given in its column) was measured worse: the swaps left were too few to
//     connect the squares (qwh.order30.holes316 not in 20 s against 0.07 s).
// Each step takes the best swap of a duplicated hole value (weighted cost; tabu: a hole may
// not take back a value it gave up for 10 random + 0.6 x duplicates steps, unless the plain
// cost would beat the best seen), ties at random; at a strict local minimum the duplicated
// (c, v) weigh one more (breakout), so that the same duplicates cost more until they go.
// Incomplete: a completed square or nothing, never "no solution" (except the singles' and
// the matching's proofs above, reported in the stats).
#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "base/stop.hpp"

namespace gridsat {

struct LatinLocalStats {
  int64_t moves = 0;           // swaps made
  int64_t fixed = 0;           // holes fixed by propagation before the search
  int64_t best = -1;           // the fewest column duplicates seen
  bool contradiction = false;  // propagation or a row's matching found that no completion exists
};

// A completion of the n x n square `givens` (row-major, 0 = hole, values 1..n; a partial
// Latin square), or nullopt when the deadline passed, `stop` was set, or no completion
// exists (stats.contradiction). The same seed gives the same square on every machine.
std::optional<std::vector<int>> latin_local_search(int n, const std::vector<int>& givens, uint64_t seed,
                                                   Deadline deadline, LatinLocalStats& stats,
                                                   const std::atomic<bool>* stop = nullptr);

}  // namespace gridsat
