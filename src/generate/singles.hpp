#pragma once
// generate.cpp's fast filter of the lowest levels (solves_with_singles, Generator::human_solves).
#include <algorithm>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "base/grid.hpp"
#include "csp/propagate.hpp"
#include "csp/small_board.hpp"
#include "human/human.hpp"
#include "model/family.hpp"

namespace gridsat::gen {

// The human solver capped at rank 1, 2 or 3 (with signs: 1 or 2), as the propagation
// core's fixpoint under that cap (prop::Cap::rank: rank 1 with boxes: full houses and hidden
// singles in boxes; without boxes every single; rank 2: every single, and the inequality
// bounds across each sign; rank 3: also pointing and claiming). The rules only add
// information and stay applicable as it grows, so the capped ladder (which tries every rule
// of rank <= L before any above it) solves a puzzle exactly when this closure does, and the
// grade is the least rank whose closure solves (tested against human::solve). About 10x
// faster than human::solve.
// Without signs, on a grid of side 32 at most, the closure runs on bit masks
// (csp/small_board.hpp: the same fixpoint, tested), a fraction of the core's cost: the
// trivial level's generation spent three quarters of its time in the core (issue 28).
class Singles {
 public:
  explicit Singles(const HumanForm& form)
      : houses_(human::houses_of(form)), board_(*houses_, true), boxes_(form.has_boxes()) {
    const bool regular = std::all_of(houses_->groups.begin(), houses_->groups.end(),
                                     [this](const auto& g) { return static_cast<int>(g.size()) == houses_->n; });
    if (houses_->n <= prop::SmallShape::kMaxSide && regular) {
      shape_ = std::make_unique<prop::SmallShape>(*houses_);
      small_ = std::make_unique<prop::SmallBoard>(*shape_);
    }
  }

  bool solves(const Grid& givens, int rank, const std::vector<std::pair<int, int>>& less = {}) {
    on_small_ = small_ && less.empty();
    if (on_small_)
      return small_->load(givens.cells) && small_->propagate(prop::Cap::rank(rank, boxes_)) &&
             small_->open_cells() == 0;
    board_.set_less(less);
    if (!board_.load(givens.cells)) return false;
    board_.seed();
    return board_.propagate(prop::Cap::rank(rank, boxes_)) && board_.open_cells() == 0;
  }

  // The candidates after the last solves() (bit v-1; a placed cell: its value's bit).
  std::vector<uint64_t> candidates() const {
    std::vector<uint64_t> out(static_cast<size_t>(houses_->n) * houses_->n);
    for (size_t c = 0; c < out.size(); ++c)
      out[c] = on_small_ ? small_->mask(static_cast<int>(c)) : board_.mask(static_cast<int>(c));
    return out;
  }

 private:
  const std::shared_ptr<const prop::Houses> houses_;
  prop::Board board_;
  const bool boxes_;
  std::unique_ptr<prop::SmallShape> shape_;
  std::unique_ptr<prop::SmallBoard> small_;
  bool on_small_ = false;
};

}  // namespace gridsat::gen
