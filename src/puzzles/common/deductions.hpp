#pragma once
// Private to src/puzzles/common: the candidates of a permutation grid and the sound
// deductions made on them before encoding (givens, naked and hidden singles, locked
// candidates). The encoder (permutation_grid.cpp) and the segment clauses (segments.cpp)
// read what is left; deductions.cpp makes the deductions.
#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

#include "puzzles/common/permutation_grid.hpp"

namespace gridsat::permutation_detail {

// Candidate bookkeeping for sound pre-encoding deductions.
class Candidates {
 public:
  Candidates(const PermutationLayout& l, bool hidden_and_naked, bool locked)
      : N(l.n), deduce(hidden_and_naked), locked_(locked), layout(l), groups(layout.groups),
        value(N * N, 0), cand(static_cast<size_t>(N) * N * N, 1), ncand(N * N, N), count(groups.size() * N, N),
        placed(groups.size() * N, 0), cell_groups(layout.cell_groups) {}

  // Places the givens and (when deducing) propagates singles, then alternates locked
  // candidates with singles until neither finds anything. False on a contradiction.
  bool run(const Grid& givens, const std::vector<std::pair<int, int>>& bounds);

  bool has(int cell, int v) const { return cand[static_cast<size_t>(cell) * N + v - 1]; }

  bool singles();

  // Locked candidates: when every place for v in group A lies in A's intersection with
  // group B (a box and a row or column), v leaves the rest of B. Covers pointing and
  // claiming. True when something was removed.
  bool locked_pass();

  const int N;
  const bool deduce;
  const bool locked_;
  bool ok_ = true;
  const PermutationLayout& layout;
  const std::vector<std::vector<int>>& groups;
  std::vector<int> value;     // per cell: decided value or 0
  std::vector<uint8_t> cand;  // per (cell, value)
  std::vector<int> ncand;     // per cell: number of candidates
  std::vector<int> count;     // per (group, value): open cells that can take it
  std::vector<uint8_t> placed;
  const std::vector<std::vector<int>>& cell_groups;

 private:
  struct Item {
    int kind, a, v;
  };
  int64_t steps_ = 0;
  std::deque<Item> queue;
  bool remove(int cell, int v);
  bool assign(int cell, int v);
};

}  // namespace gridsat::permutation_detail
