#pragma once
// Private to src/puzzles/common: the candidates of a permutation grid after the sound
// deductions made before encoding (givens, naked and hidden singles, locked candidates),
// which the propagation core (csp/propagate.hpp) makes. The encoder (permutation_grid.cpp)
// and the segment clauses (segments.cpp) read what is left.
#include <optional>
#include <utility>
#include <vector>

#include "base/grid.hpp"
#include "csp/propagate.hpp"
#include "puzzles/common/layout.hpp"

namespace gridsat::permutation_detail {

class Candidates {
 public:
  Candidates(const PermutationLayout& l, bool hidden_and_naked, bool locked);

  // Removes what the bounds exclude, places the givens and (when deducing) runs the core to
  // a fixpoint: singles, with locked candidates when asked. False on a contradiction.
  bool run(const Grid& givens, const std::vector<std::pair<int, int>>& bounds);

  bool has(int cell, int v) const { return small_ ? (small_->mask(cell) >> (v - 1)) & 1 : board_->has(cell, v); }
  int value(int cell) const { return small_ ? small_->value(cell) : board_->value(cell); }  // decided value or 0
  int ncand(int cell) const { return small_ ? small_->size(cell) : board_->size(cell); }    // its candidates
  int count(int g, int v) const {  // cells of group g that can take v
    return small_ ? small_->count(g, v) : board_->count(g, v);
  }
  bool placed(int g, int v) const { return small_ ? small_->placed(g, v) : board_->placed(g, v); }

  const int N;
  const PermutationLayout& layout;
  const std::vector<std::vector<int>>& groups;

 private:
  const bool deduce_, locked_;
  // One of the two: the bit-mask board for small grids without bounds (the same fixpoint,
  // csp/small_board.hpp), else the propagation core's.
  std::optional<prop::SmallBoard> small_;
  std::optional<prop::Board> board_;
};

}  // namespace gridsat::permutation_detail
