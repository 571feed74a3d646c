// The classic algorithms of a CSP course, for comparing them (Inference::none, fc, mac).
// The constraints are binary: every all-different group is read as pairwise != between
// its members (the peers), and each Csp::less pair as x < y.
//
// Search: d-way branching, the textbook backtracking: the chosen variable tries each value
// of its current domain in ascending order; chronological backtracking undoes the
// removals of a value through a trail. An explicit stack of frames, no recursion.
//  - none: a value is tried only when it is consistent with the assigned peers (no peer
//    holds it) and the assigned '<' partners. Domains never shrink, so MRV counts the
//    values consistent with the current assignment (as AIMA's num_legal_values does).
//  - fc:   after x = v, v leaves the domain of every unassigned peer; an unassigned partner
//    y of x < y loses the values <= v (of y < x: the values >= v). A wiped-out domain
//    fails the value. Nothing else: a domain of size 1 is not assigned by propagation.
//  - mac:  after x = v (x's domain becomes {v}), AC-3 to a fixpoint over all constraints and
//    all variables (assigned ones keep a singleton domain). It keeps a queue of variables
//    whose domain changed; revising the arcs into a changed variable x: a peer loses x's
//    value when x's domain is a singleton, a partner of x < y keeps only values
//    > min(x), of y < x only values < max(x). At the root the givens are assigned the same
//    way and AC-3 starts from every variable.
// Givens are assigned at the root (none: checked against the earlier ones; fc: forward
// checked). MRV ties go to the most unassigned peers, then to the lowest index, as in
// Search (engine_singles.cpp): both use Domains::choose_mrv.
#include "csp/engine_classic.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "csp/domains.hpp"

namespace gridsat::csp_detail {
namespace {

template <bool One>
class Classic : Domains<One> {
  using Base = Domains<One>;
  using Base::dom, Base::has, Base::clear_bit, Base::set_bit, Base::assigned, Base::lowest, Base::highest,
      Base::next_bit, Base::take, Base::release, Base::kStopped;
  using Base::n_, Base::M_, Base::W_, Base::size_, Base::val_, Base::uvars_, Base::unassigned_;

 public:
  Classic(const Structure& s, const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution,
          const NativeOptions& opt)
      : Base(s.n, s.M, s.W),
        s_(s),
        csp_(csp),
        budget_(limit, deadline, on_solution),
        inf_(opt.inference),
        mrv_(opt.order == VarOrder::mrv) {
    if (mrv_) deg_ = peer_counts(s);
    if (inf_ == Inference::mac) inq_.assign(n_, 0);
    scratch_.resize(static_cast<std::size_t>(W_));
    solution_.resize(n_);
  }

  NativeResult run() {
    NativeResult r;
    const Status root_st = root();
    if (root_st == timeout) {
      r.timed_out = true;
      return r;
    }
    if (root_st == conflict) {
      r.complete = true;
      r.conflicts = 1;
      return r;
    }
    bool descend = true;  // false: try the next value of the newest frame
    for (;;) {
      if (descend) {
        if (unassigned_ == 0) {
          for (int x = 0; x < n_; ++x) solution_[x] = val_[x];
          if (!budget_.found(r.count, solution_)) {
            r.complete = budget_.declined() && frames_.empty();
            break;
          }
        } else {
          const int x = choose();
          if (x == kStopped) {
            r.timed_out = true;
            break;
          }
          frames_.push_back({x, 0, trail_.size()});
        }
        descend = false;
      }
      if (frames_.empty()) {
        r.complete = true;
        break;
      }
      if (tick()) {
        r.timed_out = true;
        break;
      }
      const Status st = next_value(r);
      if (st == ok) {
        descend = true;
      } else if (st == conflict) {
        ++r.conflicts;
      } else if (st == timeout) {
        r.timed_out = true;
        break;
      }  // exhausted: the frame is gone, its parent tries its next value
    }
    if (r.timed_out) r.complete = false;
    return r;
  }

 private:
  enum Status { ok, conflict, timeout, exhausted };
  struct Frame {
    int x;             // the variable of this level
    int next;          // the smallest value (bit) not tried yet
    std::size_t mark;  // trail size before its first value
  };

  bool tick() { return budget_.tick(); }
  bool busy() { return budget_.late(++props_, 1024); }
  bool has_less() const { return !s_.lt_off.empty(); }

  // The newest frame's variable takes its next value (counted as a decision), with the
  // inference; exhausted (and the frame popped) when no value is left.
  Status next_value(NativeResult& r) {
    Frame& f = frames_.back();
    undo(f.mark);
    if (assigned(f.x)) unassign(f.x);
    const int b = next_bit(f.x, f.next);
    if (b < 0) {
      frames_.pop_back();
      return exhausted;
    }
    f.next = b + 1;
    if (inf_ == Inference::none) {
      if (!consistent(f.x, b)) return conflict;
      assign(f.x, b);
      ++r.decisions;
      return ok;
    }
    ++r.decisions;
    return inf_ == Inference::fc ? forward_check(f.x, b) : maintain_arc_consistency(f.x, b);
  }

  // Removes b (present) from x's domain; false when the domain is now empty.
  bool remove(int x, int b) {
    clear_bit(x, b);
    trail_.push({x, b});
    return --size_[x] > 0;
  }
  // Removes x's values in [lo, hi]; sets `changed` when one went; false on a wipe-out.
  bool remove_range(int x, int lo, int hi, bool& changed) {
    return each_bit_in(dom(x), std::max(lo, 0), std::min(hi, M_ - 1), [&](int c) {
      changed = true;
      return remove(x, c);
    });
  }
  void undo(std::size_t mark) {
    while (trail_.size() > mark) {
      const Removal rm = trail_.pop();
      set_bit(rm.x, rm.b);
      ++size_[rm.x];
    }
  }

  void assign(int x, int b) {
    take(x, b);
    if (mrv_) for_peers(s_, x, [&](int q) { --deg_[q]; });
  }
  void unassign(int x) {  // the newest assignment
    release(x);
    if (mrv_) for_peers(s_, x, [&](int q) { ++deg_[q]; });
  }

  // Inference none: x = b against the assigned peers and '<' partners.
  bool consistent(int x, int b) const {
    bool good = true;
    for_peers(s_, x, [&](int q) { good = good && val_[q] != b + 1; });
    if (!good || !has_less()) return good;
    for (int k = s_.lt_off[x]; k < s_.lt_off[x + 1]; ++k) {
      const int e = s_.lt_list[k];
      const int y = less_partner(e);
      if (!assigned(y)) continue;
      if (e > 0 ? b + 1 >= val_[y] : val_[y] >= b + 1) return false;
    }
    return true;
  }

  // Inference fc: x = b, then forward checking from x.
  Status forward_check(int x, int b) {
    assign(x, b);
    bool good = true;
    for_peers(s_, x, [&](int q) {
      if (good && !assigned(q) && has(q, b)) good = remove(q, b);
    });
    if (!good) return conflict;
    if (has_less())
      for (int k = s_.lt_off[x]; k < s_.lt_off[x + 1]; ++k) {
        const int e = s_.lt_list[k];
        const int y = less_partner(e);
        if (assigned(y)) continue;
        bool changed = false;
        if (!(e > 0 ? remove_range(y, 0, b, changed) : remove_range(y, b, M_ - 1, changed))) return conflict;
      }
    return ok;
  }

  // Inference mac: x = b (its domain becomes {b}), then AC-3 from x.
  Status maintain_arc_consistency(int x, int b) {
    assign(x, b);
    bool changed = false;
    remove_range(x, 0, b - 1, changed);  // never empties: b stays
    remove_range(x, b + 1, M_ - 1, changed);
    enqueue(x);
    return ac3();
  }
  void enqueue(int x) {
    if (!inq_[x]) {
      inq_[x] = 1;
      queue_.push(x);
    }
  }
  Status ac3() {
    Status st = ok;
    while (!queue_.empty() && st == ok) {
      const int x = queue_.pop();
      inq_[x] = 0;
      if (busy()) {
        st = timeout;
        break;
      }
      // Arcs (y, x) for the peers y: only a singleton domain of x removes support.
      if (size_[x] == 1) {
        const int a = lowest(x);
        for_peers(s_, x, [&](int y) {
          if (st != ok || !has(y, a)) return;
          if (!remove(y, a)) st = conflict;
          enqueue(y);
        });
      }
      if (st != ok || !has_less()) continue;
      const int lo = lowest(x), hi = highest(x);
      for (int k = s_.lt_off[x]; k < s_.lt_off[x + 1] && st == ok; ++k) {
        const int e = s_.lt_list[k];
        const int y = less_partner(e);
        bool changed = false;
        // x < y: y needs a value > min(x); y < x: y needs a value < max(x).
        const bool good = e > 0 ? remove_range(y, 0, lo, changed) : remove_range(y, hi, M_ - 1, changed);
        if (!good) st = conflict;
        else if (changed) enqueue(y);
      }
    }
    if (st != ok)
      while (!queue_.empty()) inq_[queue_.pop()] = 0;
    return st;
  }

  // The givens, then (mac) arc consistency of the whole problem.
  Status root() {
    for (int x = 0; x < n_ && x < static_cast<int>(csp_.fixed.size()); ++x) {
      if (csp_.fixed[x] == 0) continue;
      const int b = csp_.fixed[x] - 1;
      if (inf_ == Inference::none) {
        if (!consistent(x, b)) return conflict;
        assign(x, b);
      } else if (!has(x, b)) {
        return conflict;
      } else if (inf_ == Inference::fc) {
        if (forward_check(x, b) != ok) return conflict;
      } else {
        assign(x, b);
        bool changed = false;
        remove_range(x, 0, b - 1, changed);
        remove_range(x, b + 1, M_ - 1, changed);
      }
    }
    if (inf_ != Inference::mac) return ok;
    for (int x = 0; x < n_; ++x) enqueue(x);
    return ac3();
  }

  // Inference none: how many values of x are consistent with the assignment.
  int legal_count(int x) {
    uint64_t* v = scratch_.data();
    std::copy(dom(x), dom(x) + W_, v);
    for_peers(s_, x, [&](int q) {
      if (assigned(q)) v[(val_[q] - 1) >> 6] &= ~(uint64_t{1} << ((val_[q] - 1) & 63));
    });
    auto clear = [&](int lo, int hi) {  // bits lo..hi
      for (int b = std::max(lo, 0); b <= std::min(hi, M_ - 1); ++b) v[b >> 6] &= ~(uint64_t{1} << (b & 63));
    };
    if (has_less())
      for (int k = s_.lt_off[x]; k < s_.lt_off[x + 1]; ++k) {
        const int e = s_.lt_list[k];
        const int y = less_partner(e);
        if (!assigned(y)) continue;
        if (e > 0) clear(val_[y] - 1, M_ - 1);  // x < y: x's bit below val(y) - 1
        else clear(0, val_[y] - 1);             // y < x: x's bit at least val(y)
      }
    int c = 0;
    for (int w = 0; w < W_; ++w) c += std::popcount(v[w]);
    return c;
  }

  // The next variable, or kStopped at the deadline (inference none with MRV looks at every
  // variable's legal values: it looks at the clock every 256 of them). Two calls, so that
  // the fc/mac scan is the plain loop over size_ (one loop testing the inference cost fc
  // 8% more instructions).
  int choose() {
    if (!mrv_) return this->first_unassigned();
    if (inf_ == Inference::none)
      return this->choose_mrv(
          deg_, [this](int x) { return legal_count(x); }, [this](int i) { return (i & 255) == 255 && busy(); });
    return this->choose_mrv(
        deg_, [this](int x) { return size_[x]; }, [](int) { return false; });
  }

  const Structure& s_;
  const Csp& csp_;
  SearchBudget budget_;
  const Inference inf_;
  const bool mrv_;

  std::vector<int> deg_;   // MRV tie-break: unassigned peers
  std::vector<char> inq_;  // mac: waiting in queue_
  Stack<int> queue_;       // mac: variables whose domain changed
  Stack<Removal> trail_;
  std::vector<Frame> frames_;
  std::vector<uint64_t> scratch_;
  std::vector<int> solution_;
  uint64_t props_ = 0;
};

}  // namespace

NativeResult solve_classic(const Structure& s, const Csp& csp, int64_t limit, Deadline deadline,
                           const ValuesSink& on_solution, const NativeOptions& options) {
  if (s.M <= 64) return Classic<true>(s, csp, limit, deadline, on_solution, options).run();
  return Classic<false>(s, csp, limit, deadline, on_solution, options).run();
}

}  // namespace gridsat::csp_detail
