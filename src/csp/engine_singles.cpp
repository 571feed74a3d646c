// The default engine of the native solver: Search (Inference::fc_singles).
//
// State: the bitset domains of Domains (domains.hpp). Every permutation group (a group of
// exactly max_value distinct variables) keeps, per value, how many of its members still
// hold the value and the XOR of their indices, so a hidden single is found in O(1): when
// the count drops to 1 the XOR is the one place left, when it drops to 0 the group cannot
// be completed.
//
// Every change is a single removal (variable, value). Below the root each one is pushed on
// a trail and undone in reverse order; when the whole changing state is small (9x9 Sudoku:
// about 3 KB) a decision saves a copy of it instead, which is cheaper than the trail.
// Removals at the root (no open decision) are never undone and are not recorded, so
// instances solved by propagation alone need no trail.
//
// Search: an explicit stack of decisions, no recursion. A decision assigns the smallest
// value of an unassigned variable with the smallest domain (MRV; ties go to the variable
// with the most unassigned peers, then to the lowest index). When its subtree is exhausted
// the decision is undone and the value is removed from the variable (two-way branching:
// x = v, then x != v), so the stack depth is bounded by the number of open decisions and
// the next variable is chosen afresh by MRV. Propagation (forward checking, naked and
// hidden singles) runs to a fixpoint from an explicit queue.
//
// Why this inner loop is not the propagation core's prop::Board (csp/propagate.hpp), whose
// layout it shares (Domains: W words of bits per variable, counters per (group, value)):
// search needs what the core's other users do not, and the core carries what search does
// not need. Here a hidden single's place is the XOR of the group's holders (O(1); the Board
// scans the house), every change can be undone (trail, or a preallocated copy per level),
// the MRV degree is kept per peer, '<' is revised per changed variable, and groups may be
// any all-different set (the generic Csp), not only houses of n cells; the Board keeps
// what the ladder and its cap need (per-house open counts for full houses, placed flags,
// the rule of each queued item). Measured (issue 23, same process, 9x9 count to 2): a
// search driven by the Board (a copy per decision, MRV without the degree rule) took
// 0.77-0.80 s on the 1465 magictour puzzles x3 against this engine's 0.30-0.35 s (3.8 us
// against 2.2 us per decision), and 0.29-0.59 s against 0.13-0.18 s on 10000 17-clue puzzles.
//
// VarOrder::static_order replaces the MRV choice by the first unassigned variable. The
// textbook algorithms (Inference::none, fc, mac) run in a separate, plainer engine,
// Classic (engine_classic.cpp), so that this tuned path stays exactly as it was.
#include "csp/engine_singles.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "base/random.hpp"
#include "csp/domains.hpp"

namespace gridsat::csp_detail {
namespace {

// Below this size of the changing state, a decision saves the whole state instead of
// trailing each removal (a 9x9 Sudoku has about 3 KB). Only worth it for small states:
// a deep search keeps one copy per open decision.
constexpr std::size_t kCopyBytes = 4 * 1024;

// One = true: max_value <= 64, one word per domain (the common, fast case).
// Static = true: VarOrder::static_order (a template parameter, so that the default MRV
// search compiles exactly as before).
template <bool One, bool Static>
class Search : Domains<One> {
  using Base = Domains<One>;
  using Base::n_, Base::M_, Base::W_, Base::dom_, Base::size_, Base::val_, Base::uvars_, Base::unassigned_;
  using Base::word, Base::dom, Base::has, Base::clear_bit, Base::set_bit, Base::assigned, Base::lowest, Base::highest,
      Base::take, Base::release;

 public:
  Search(const Structure& s, const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution,
         uint64_t seed)
      : Base(s.n, s.M, s.W), s_(s), budget_(limit, deadline, on_solution), seed_(seed), rng_(seed) {
    const std::size_t np = s.perm_xor.size();
    cnt_.assign(np * static_cast<std::size_t>(M_), M_);
    xr_.resize(np * static_cast<std::size_t>(M_));
    for (std::size_t p = 0; p < np; ++p)
      std::fill(xr_.begin() + static_cast<std::ptrdiff_t>(p * M_),
                xr_.begin() + static_cast<std::ptrdiff_t>((p + 1) * M_), s.perm_xor[p]);
    for (int x = 0; x < n_ && x < static_cast<int>(csp.fixed.size()); ++x)
      if (csp.fixed[x] != 0) queue_.push({x, csp.fixed[x] - 1});
    if (M_ == 1)
      for (int x = 0; x < n_; ++x) queue_.push({x, -1});
    if (!s.lt_off.empty()) {
      inq_.assign(n_, 0);
      for (int x = 0; x < n_; ++x) {
        ineq_.push_back(s.lt_off[x] != s.lt_off[x + 1]);
        if (ineq_[x]) {
          inq_[x] = 1;
          bq_.push(x);
        }
      }
    }
    solution_.resize(n_);
    deg_ = peer_counts(s);
    int most = 0;
    for (int x = 0; x < n_; ++x) most = std::max(most, deg_[x]);
    hits_.resize(static_cast<std::size_t>(most) + 1);
    const std::size_t state_bytes = dom_.size() * sizeof(uint64_t) + 2 * size_.size() * sizeof(int) +
                                    cnt_.size() * (sizeof(int) + sizeof(uint32_t));
    copy_mode_ = state_bytes <= kCopyBytes;
  }

  NativeResult run() {
    NativeResult r;
    Status st = propagate();
    if (st == conflict) ++r.conflicts;
    for (;;) {
      if (st == timeout) {
        r.timed_out = true;
        r.complete = false;
        break;
      }
      if (st == ok && unassigned_ == 0) {
        for (int x = 0; x < n_; ++x) solution_[x] = val_[x];
        if (!budget_.found(r.count, solution_)) {
          r.complete = budget_.declined() && frames_.empty();
          break;
        }
        if (tick()) {
          st = timeout;
          continue;
        }
        st = conflict;  // nothing below: backtrack (not a dead end, not counted)
      } else if (st == ok) {
        if (tick()) {
          st = timeout;
          continue;
        }
        ++r.decisions;
        st = decide();
        if (st == conflict) ++r.conflicts;
        continue;
      }
      if (frames_.empty()) {
        r.complete = true;
        break;
      }
      st = backtrack();
      if (st == conflict) ++r.conflicts;
    }
    return r;
  }

 private:
  enum Status { ok, conflict, timeout };
  struct Frame {
    std::size_t rmark, amark;  // trail sizes (trail mode)
    int unassigned;            // open variables (copy mode)
    int var, b;                // the decision var = b
  };

  // Counts a decision/solution/backtrack; every 256 of them looks at the clock.
  bool tick() { return budget_.tick(); }

  // Propagates the pending assignments (queue_) and the inequalities to revise (bq_) to a
  // fixpoint. On a conflict or a timeout both queues are left empty.
  Status propagate() {
    std::size_t head = 0;
    for (;;) {
      if (head == queue_.size()) {
        // No assignment pending: revise the inequalities of a variable whose domain
        // changed, if any.
        if (bq_.empty()) break;
        int x = bq_.pop();
        inq_[x] = 0;
        if (!bounds(x)) {
          clear_queues();
          return conflict;
        }
        continue;
      }
      auto [x, b] = queue_[head++];
      // An assignment costs about max_value + #peers steps: look at the clock every
      // 1024 of them with small domains, every 64 with large ones.
      if (budget_.late(++props_, One ? 1024 : 64)) {
        clear_queues();
        return timeout;
      }
      bool good;
      if (assigned(x)) {
        good = b < 0 || val_[x] == b + 1;
      } else {
        if (b < 0) {
          b = lowest(x);
          good = b >= 0;
        } else {
          good = has(x, b);
        }
        if (good) good = assign(x, b);
      }
      if (!good) {
        clear_queues();
        return conflict;
      }
    }
    queue_.clear();
    return ok;
  }

  // Opens a decision: the smallest value of the chosen variable (with a seed: a random one),
  // then propagation.
  Status decide() {
    int x = choose();
    int b = seed_ ? random_value(x) : lowest(x);
    if (copy_mode_) save(frames_.size());
    frames_.push_back({rtrail_.size(), atrail_.size(), unassigned_, x, b});
    trailing_ = !copy_mode_;
    queue_.push({x, b});
    return propagate();
  }

  // Closes the most recent decision x = v (there is one) and continues with x != v.
  Status backtrack() {
    Frame f = frames_.back();
    frames_.pop_back();
    if (copy_mode_) {
      load(frames_.size(), f.unassigned);
    } else {
      undo(f.rmark, f.amark);
      trailing_ = !frames_.empty();
    }
    if (tick()) return timeout;
    if (!remove(f.var, f.b)) {
      clear_queues();
      return conflict;
    }
    return propagate();
  }

  // Removes value b from x (the bit must be set). Returns false on a wipe-out: x has no
  // value left, or a permutation group of x has no place left for b. The bookkeeping is
  // always complete, so the trail can undo it either way. Always inlined: it is the hot
  // spot, and GCC called it instead once the old single file had grown (with Classic in it).
  [[gnu::always_inline]] inline bool remove(int x, int b) {
    clear_bit(x, b);
    if (trailing_) rtrail_.push({x, b});
    bool good = true;
    for (int k = s_.vp_off[x]; k < s_.vp_off[x + 1]; ++k) {
      std::size_t i = static_cast<std::size_t>(s_.vp_list[k] + b);
      int c = --cnt_[i];
      xr_[i] ^= static_cast<uint32_t>(x);
      if (c == 0) {
        good = false;
      } else if (c == 1) {
        int h = static_cast<int>(xr_[i]);
        if (!assigned(h)) queue_.push({h, b});  // hidden single
      }
    }
    int left = --size_[x];
    if (left == 0) good = false;
    else if (left == 1 && !assigned(x)) queue_.push({x, -1});  // naked single
    if (!ineq_.empty() && ineq_[x] && !inq_[x]) {
      inq_[x] = 1;
      bq_.push(x);
    }
    return good;
  }

  // Removes from y every value whose bit lies in [lo, hi].
  bool remove_range(int y, int lo, int hi) {
    return each_bit_in(dom(y), lo, hi, [this, y](int c) { return remove(y, c); });
  }

  // Bounds consistency of x's inequalities: x < y needs y > min(x), y < x needs y < max(x).
  bool bounds(int x) {
    for (int k = s_.lt_off[x]; k < s_.lt_off[x + 1]; ++k) {
      const int lo = lowest(x), hi = highest(x);
      if (lo < 0) return false;
      const int e = s_.lt_list[k];
      if (e > 0) {
        if (!remove_range(e - 1, 0, lo)) return false;
      } else {
        if (!remove_range(-e - 1, hi, M_ - 1)) return false;
      }
    }
    return true;
  }

  void clear_queues() {
    queue_.clear();
    while (!bq_.empty()) inq_[bq_.pop()] = 0;
  }

  void restore(int x, int b) {
    set_bit(x, b);
    ++size_[x];
    for (int k = s_.vp_off[x]; k < s_.vp_off[x + 1]; ++k) {
      std::size_t i = static_cast<std::size_t>(s_.vp_list[k] + b);
      ++cnt_[i];
      xr_[i] ^= static_cast<uint32_t>(x);
    }
  }

  // x = b (b is in the domain of the unassigned x): drop x's other values, then b from
  // every peer.
  bool assign(int x, int b) {
    take(x, b);
    if (trailing_) atrail_.push(x);

    // First collect the peers that hold b, without branching, and update the degrees
    // (this part never fails, so unassign() can always reverse it exactly).
    int* hit = hits_.data();
    int nh = 0;
    for_peers(s_, x, [&](int q) {
      --deg_[q];
      hit[nh] = q;
      nh += has(q, b);
    });

    if constexpr (One) {
      uint64_t bits = dom_[x] & ~(uint64_t{1} << b);
      while (bits) {
        int c = std::countr_zero(bits);
        bits &= bits - 1;
        if (!remove(x, c)) return false;
      }
    } else {
      for (int w = 0; w < W_; ++w) {
        uint64_t bits = dom_[static_cast<std::size_t>(x) * W_ + w];
        if (w == (b >> 6)) bits &= ~(uint64_t{1} << (b & 63));
        while (bits) {
          int c = w * 64 + std::countr_zero(bits);
          bits &= bits - 1;
          if (!remove(x, c)) return false;
        }
      }
    }

    // remove() changes no other domain, so the list is still right. Without peer lists a
    // peer can be listed twice (it shares two groups with x): check the bit again.
    if (s_.use_peers) {
      for (int k = 0; k < nh; ++k)
        if (!remove(hit[k], b)) return false;
    } else {
      for (int k = 0; k < nh; ++k)
        if (has(hit[k], b) && !remove(hit[k], b)) return false;
    }
    return true;
  }

  // Undoes the newest assign(x) (its removals are undone separately).
  void unassign(int x) {
    release(x);
    for_peers(s_, x, [&](int q) { ++deg_[q]; });
  }

  void undo(std::size_t rmark, std::size_t amark) {
    while (rtrail_.size() > rmark) {
      Removal rm = rtrail_.pop();
      restore(rm.x, rm.b);
    }
    while (atrail_.size() > amark) unassign(atrail_.pop());
  }

  // Copy mode: the changing state of decision level `level` is saved whole.
  void save(std::size_t level) {
    const std::size_t nd = dom_.size(), ns = size_.size(), nc = cnt_.size();
    if (snap_dom_.size() < (level + 1) * nd) {
      snap_dom_.resize((level + 1) * nd);
      snap_size_.resize((level + 1) * ns);
      snap_deg_.resize((level + 1) * ns);
      snap_cnt_.resize((level + 1) * nc);
      snap_xr_.resize((level + 1) * nc);
    }
    std::copy(dom_.begin(), dom_.end(), snap_dom_.begin() + static_cast<std::ptrdiff_t>(level * nd));
    std::copy(size_.begin(), size_.end(), snap_size_.begin() + static_cast<std::ptrdiff_t>(level * ns));
    std::copy(deg_.begin(), deg_.end(), snap_deg_.begin() + static_cast<std::ptrdiff_t>(level * ns));
    std::copy(cnt_.begin(), cnt_.end(), snap_cnt_.begin() + static_cast<std::ptrdiff_t>(level * nc));
    std::copy(xr_.begin(), xr_.end(), snap_xr_.begin() + static_cast<std::ptrdiff_t>(level * nc));
  }
  void load(std::size_t level, int unassigned) {
    const std::size_t nd = dom_.size(), ns = size_.size(), nc = cnt_.size();
    auto from = [level](const auto& snap, std::size_t len) {
      return snap.begin() + static_cast<std::ptrdiff_t>(level * len);
    };
    std::copy(from(snap_dom_, nd), from(snap_dom_, nd) + static_cast<std::ptrdiff_t>(nd), dom_.begin());
    std::copy(from(snap_size_, ns), from(snap_size_, ns) + static_cast<std::ptrdiff_t>(ns), size_.begin());
    std::copy(from(snap_deg_, ns), from(snap_deg_, ns) + static_cast<std::ptrdiff_t>(ns), deg_.begin());
    std::copy(from(snap_cnt_, nc), from(snap_cnt_, nc) + static_cast<std::ptrdiff_t>(nc), cnt_.begin());
    std::copy(from(snap_xr_, nc), from(snap_xr_, nc) + static_cast<std::ptrdiff_t>(nc), xr_.begin());
    // The variables assigned since the save sit at uvars_[unassigned_ .. unassigned).
    for (int i = unassigned_; i < unassigned; ++i) val_[uvars_[i]] = 0;
    unassigned_ = unassigned;
  }

  // A value of x drawn uniformly (NativeOptions::seed: generation's random full grids).
  int random_value(int x) {
    int k = rng_.below(size_[x]);
    for (int b = lowest(x);; b = this->next_bit(x, b + 1))
      if (k-- == 0) return b;
  }

  // MRV by the current domain size (Domains::choose_mrv), or the first unassigned variable.
  int choose() const {
    if constexpr (Static) return this->first_unassigned();
    return this->choose_mrv(
        deg_, [this](int x) { return size_[x]; }, [](int) { return false; });
  }

  const Structure& s_;
  SearchBudget budget_;
  const uint64_t seed_;  // 0: smallest value first; else random values from rng_
  Rng rng_;

  std::vector<int> cnt_;      // per (permutation group, value): places left
  std::vector<uint32_t> xr_;  // per (permutation group, value): XOR of those places
  Stack<Removal> queue_;      // pending assignments (b < 0: the only value left)
  Stack<Removal> rtrail_;
  Stack<int> atrail_;
  bool trailing_ = false;   // an open decision: changes must be undoable
  bool copy_mode_ = false;  // small state: undo by copying it per level, no trail
  std::vector<uint64_t> snap_dom_;
  std::vector<int> snap_size_, snap_deg_, snap_cnt_;
  std::vector<uint32_t> snap_xr_;
  std::vector<Frame> frames_;
  std::vector<int> solution_;
  std::vector<int> hits_;   // scratch for assign(): the peers that hold the value
  std::vector<int> deg_;    // per variable: its unassigned peers (MRV tie-break)
  std::vector<char> ineq_;  // per variable: has inequalities (empty: none at all)
  std::vector<char> inq_;   // per variable: waiting in bq_
  Stack<int> bq_;           // variables whose inequalities need a revision
  uint64_t props_ = 0;
};

template <bool One, bool Static>
NativeResult run_search(const Structure& s, const Csp& csp, int64_t limit, Deadline deadline,
                        const ValuesSink& on_solution, uint64_t seed) {
  Search<One, Static> search(s, csp, limit, deadline, on_solution, seed);
  return search.run();
}

}  // namespace

NativeResult solve_singles(const Structure& s, const Csp& csp, int64_t limit, Deadline deadline,
                           const ValuesSink& on_solution, VarOrder order, uint64_t seed) {
  if (order == VarOrder::static_order) {
    if (s.M <= 64) return run_search<true, true>(s, csp, limit, deadline, on_solution, seed);
    return run_search<false, true>(s, csp, limit, deadline, on_solution, seed);
  }
  if (s.M <= 64) return run_search<true, false>(s, csp, limit, deadline, on_solution, seed);
  return run_search<false, false>(s, csp, limit, deadline, on_solution, seed);
}

}  // namespace gridsat::csp_detail
