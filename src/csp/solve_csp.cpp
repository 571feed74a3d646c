// The native backtracking solver (see native_csp.hpp).
//
// State: one bitset domain per variable (W = ceil(max_value / 64) words, flat array; bit b
// stands for value b + 1), its size, and the assigned value. Every permutation group (a
// group of exactly max_value distinct variables) keeps, per value, how many of its members
// still hold the value and the XOR of their indices, so a hidden single is found in O(1):
// when the count drops to 1 the XOR is the one place left, when it drops to 0 the group
// cannot be completed.
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
// That search is NativeOptions' default (Inference::fc_singles); VarOrder::static_order
// replaces its MRV choice by the first unassigned variable. The textbook algorithms
// (Inference::none, fc, mac) run in a separate, plainer engine, Classic, so that the tuned
// default path stays exactly as it was: see the comment above Classic.
#include "csp/csp.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "csp/structure.hpp"

namespace gridsat {
namespace {

using Callback = ValuesSink;

using csp_detail::build;
using csp_detail::Structure;

// A vector-backed stack whose push stays inline (growth is the cold path).
template <class T>
class Stack {
 public:
  void push(const T& v) {
    if (top_ == buf_.size()) grow();
    buf_[top_++] = v;
  }
  T pop() { return buf_[--top_]; }
  const T& operator[](std::size_t i) const { return buf_[i]; }
  std::size_t size() const { return top_; }
  bool empty() const { return top_ == 0; }
  void clear() { top_ = 0; }
  void reserve(std::size_t n) {
    if (n > buf_.size()) buf_.resize(n);
  }

 private:
  [[gnu::noinline]] void grow() { buf_.resize(std::max<std::size_t>(64, 2 * buf_.size())); }
  std::vector<T> buf_;
  std::size_t top_ = 0;
};

// Below this size of the changing state, a decision saves the whole state instead of
// trailing each removal (a 9x9 Sudoku has about 3 KB). Only worth it for small states:
// a deep search keeps one copy per open decision.
constexpr std::size_t kCopyBytes = 4 * 1024;

// One = true: max_value <= 64, one word per domain (the common, fast case).
// Static = true: VarOrder::static_order (a template parameter, so that the default MRV
// search compiles exactly as before).
template <bool One, bool Static>
class Search {
 public:
  Search(const Structure& s, const Csp& csp, int64_t limit, Clock::time_point deadline,
         const Callback& on_solution)
      : s_(s), n_(s.n), M_(s.M), W_(One ? 1 : s.W), limit_(limit), deadline_(deadline),
        cb_(on_solution) {
    const std::size_t W = static_cast<std::size_t>(W_);
    dom_.assign(static_cast<std::size_t>(n_) * W, 0);
    std::vector<uint64_t> full(W, ~uint64_t{0});
    if (M_ % 64 != 0) full[W - 1] = (uint64_t{1} << (M_ % 64)) - 1;
    for (int x = 0; x < n_; ++x)
      std::copy(full.begin(), full.end(), dom_.begin() + static_cast<std::ptrdiff_t>(x * W));
    size_.assign(n_, M_);
    val_.assign(n_, 0);
    uvars_.resize(n_);
    pos_.resize(n_);
    for (int x = 0; x < n_; ++x) uvars_[x] = pos_[x] = x;
    unassigned_ = n_;
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
    deg_.assign(n_, 0);  // what for_peers() visits, counted without visiting
    for (int x = 0; x < n_; ++x) {
      if (s.use_peers) {
        deg_[x] = s.peer_off[x + 1] - s.peer_off[x];
      } else {
        for (int k = s.vg_off[x]; k < s.vg_off[x + 1]; ++k)
          deg_[x] += s.g_off[s.vg_list[k] + 1] - s.g_off[s.vg_list[k]] - 1;
      }
    }
    int most = 0;
    for (int x = 0; x < n_; ++x) most = std::max(most, deg_[x]);
    hits_.resize(static_cast<std::size_t>(most) + 1);
    const std::size_t state_bytes = dom_.size() * sizeof(uint64_t) + 2 * size_.size() * sizeof(int) +
                                    cnt_.size() * (sizeof(int) + sizeof(uint32_t));
    copy_mode_ = state_bytes <= kCopyBytes;
  }

  NativeResult run() {
    enum Status { ok, conflict, timeout };
    auto propagate = [this]() -> Status {
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
        if ((++props_ & (One ? 1023 : 63)) == 0 && past(deadline_)) {
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
    };

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
        ++r.count;
        bool go_on = cb_ ? cb_(solution_) : true;
        if (!go_on) {
          r.complete = frames_.empty();
          break;
        }
        if (limit_ > 0 && r.count >= limit_) {
          r.complete = false;
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
        int x = choose();
        int b = lowest(x);
        ++r.decisions;
        if (copy_mode_) save(frames_.size());
        frames_.push_back({rtrail_.size(), atrail_.size(), unassigned_, x, b});
        trailing_ = !copy_mode_;
        queue_.push({x, b});
        st = propagate();
        if (st == conflict) ++r.conflicts;
        continue;
      }
      // Backtrack: close the most recent decision x = v and continue with x != v.
      if (frames_.empty()) {
        r.complete = true;
        break;
      }
      Frame f = frames_.back();
      frames_.pop_back();
      if (copy_mode_) {
        load(frames_.size(), f.unassigned);
      } else {
        undo(f.rmark, f.amark);
        trailing_ = !frames_.empty();
      }
      if (tick()) {
        st = timeout;
        continue;
      }
      st = remove(f.var, f.b) ? propagate() : (clear_queues(), conflict);
      if (st == conflict) ++r.conflicts;
    }
    return r;
  }

 private:
  struct Frame {
    std::size_t rmark, amark;  // trail sizes (trail mode)
    int unassigned;            // open variables (copy mode)
    int var, b;                // the decision var = b
  };
  struct Removal {
    int x, b;
  };

  std::size_t word(int x, int b) const {
    if constexpr (One) {
      (void)b;
      return static_cast<std::size_t>(x);
    } else {
      return static_cast<std::size_t>(x) * W_ + static_cast<std::size_t>(b >> 6);
    }
  }
  bool has(int x, int b) const { return (dom_[word(x, b)] >> (b & 63)) & 1; }
  bool assigned(int x) const { return val_[x] != 0; }
  int lowest(int x) const {
    if constexpr (One) {
      uint64_t w = dom_[x];
      return w ? std::countr_zero(w) : -1;
    } else {
      const uint64_t* d = &dom_[static_cast<std::size_t>(x) * W_];
      for (int w = 0; w < W_; ++w)
        if (d[w]) return w * 64 + std::countr_zero(d[w]);
      return -1;
    }
  }

  // Counts a decision/solution/backtrack; every 256 of them looks at the clock.
  bool tick() {
    return (++events_ & 255) == 0 && past(deadline_);
  }

  // Removes value b from x (the bit must be set). Returns false on a wipe-out: x has no
  // value left, or a permutation group of x has no place left for b. The bookkeeping is
  // always complete, so the trail can undo it either way. Always inlined: it is the hot
  // spot, and the size of this file (Classic below) would otherwise make GCC call it.
  [[gnu::always_inline]] inline bool remove(int x, int b) {
    dom_[word(x, b)] &= ~(uint64_t{1} << (b & 63));
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

  int highest(int x) const {
    if constexpr (One) {
      uint64_t w = dom_[x];
      return w ? 63 - std::countl_zero(w) : -1;
    } else {
      const uint64_t* d = &dom_[static_cast<std::size_t>(x) * W_];
      for (int w = W_ - 1; w >= 0; --w)
        if (d[w]) return w * 64 + 63 - std::countl_zero(d[w]);
      return -1;
    }
  }

  // Removes from y every value whose bit lies in [lo, hi].
  bool remove_range(int y, int lo, int hi) {
    if (lo > hi) return true;
    for (int w = lo >> 6; w <= (hi >> 6); ++w) {
      uint64_t mask = ~uint64_t{0};
      if (w == (lo >> 6)) mask &= ~uint64_t{0} << (lo & 63);
      if (w == (hi >> 6) && (hi & 63) != 63) mask &= (uint64_t{2} << (hi & 63)) - 1;
      uint64_t bits = dom_[word(y, w * 64)] & mask;
      while (bits) {
        int c = w * 64 + std::countr_zero(bits);
        bits &= bits - 1;
        if (!remove(y, c)) return false;
      }
    }
    return true;
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
    dom_[word(x, b)] |= uint64_t{1} << (b & 63);
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
    val_[x] = b + 1;
    int p = pos_[x], last = uvars_[--unassigned_];
    uvars_[p] = last;
    pos_[last] = p;
    uvars_[unassigned_] = x;
    pos_[x] = unassigned_;
    if (trailing_) atrail_.push(x);

    // First collect the peers that hold b, without branching, and update the degrees
    // (this part never fails, so unassign() can always reverse it exactly).
    int* hit = hits_.data();
    int nh = 0;
    for_peers(x, [&](int q) {
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

  void unassign(int x) {
    val_[x] = 0;
    for_peers(x, [&](int q) { ++deg_[q]; });
  }

  // Calls f(q) for every peer q of x: the deduplicated list, or the other members of x's
  // groups (a peer sharing two groups with x comes twice).
  template <class F>
  void for_peers(int x, F&& f) const {
    if (s_.use_peers) {
      const int* pl = s_.peer_list.data();
      for (int k = s_.peer_off[x], e = s_.peer_off[x + 1]; k < e; ++k) f(pl[k]);
    } else {
      for (int k = s_.vg_off[x]; k < s_.vg_off[x + 1]; ++k) {
        int g = s_.vg_list[k];
        for (int i = s_.g_off[g]; i < s_.g_off[g + 1]; ++i)
          if (s_.g_mem[i] != x) f(s_.g_mem[i]);
      }
    }
  }

  void undo(std::size_t rmark, std::size_t amark) {
    while (rtrail_.size() > rmark) {
      Removal rm = rtrail_.pop();
      restore(rm.x, rm.b);
    }
    while (atrail_.size() > amark) {
      unassign(atrail_.pop());
      ++unassigned_;  // x sits at uvars_[unassigned_ - 1]: LIFO keeps the set exact
    }
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

  // MRV: an unassigned variable with the smallest domain; ties go to the most unassigned
  // peers (the "degree" rule: it halves the decisions on hard 9x9 Sudoku), then to the
  // lowest index. Static order: the first unassigned variable by index.
  int choose() const {
    if constexpr (Static) {
      for (int x = 0; x < n_; ++x)
        if (!assigned(x)) return x;
      return -1;
    }
    int best = -1, best_size = INT_MAX, best_deg = -1;
    for (int i = 0; i < unassigned_; ++i) {
      int x = uvars_[i];
      int sz = size_[x];
      if (sz > best_size) continue;
      int dg = deg_[x];
      if (sz < best_size || dg > best_deg || (dg == best_deg && x < best)) {
        best = x;
        best_size = sz;
        best_deg = dg;
      }
    }
    return best;
  }

  const Structure& s_;
  const int n_, M_, W_;
  const int64_t limit_;
  const Clock::time_point deadline_;
  const Callback& cb_;

  std::vector<uint64_t> dom_;
  std::vector<int> size_, val_;
  std::vector<int> uvars_, pos_;  // sparse set of the unassigned variables
  int unassigned_ = 0;
  std::vector<int> cnt_;          // per (permutation group, value): places left
  std::vector<uint32_t> xr_;      // per (permutation group, value): XOR of those places
  Stack<Removal> queue_;          // pending assignments (b < 0: the only value left)
  Stack<Removal> rtrail_;
  Stack<int> atrail_;
  bool trailing_ = false;         // an open decision: changes must be undoable
  bool copy_mode_ = false;        // small state: undo by copying it per level, no trail
  std::vector<uint64_t> snap_dom_;
  std::vector<int> snap_size_, snap_deg_, snap_cnt_;
  std::vector<uint32_t> snap_xr_;
  std::vector<Frame> frames_;
  std::vector<int> solution_;
  std::vector<int> hits_;         // scratch for assign(): the peers that hold the value
  std::vector<int> deg_;          // per variable: its unassigned peers (MRV tie-break)
  std::vector<char> ineq_;        // per variable: has inequalities (empty: none at all)
  std::vector<char> inq_;         // per variable: waiting in bq_
  Stack<int> bq_;                 // variables whose inequalities need a revision
  uint64_t props_ = 0;
  int64_t events_ = 0;
};

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
// Search.
template <bool One>
class Classic {
 public:
  Classic(const Structure& s, const Csp& csp, int64_t limit, Clock::time_point deadline,
          const Callback& on_solution, const NativeOptions& opt)
      : s_(s), csp_(csp), n_(s.n), M_(s.M), W_(One ? 1 : s.W), limit_(limit), deadline_(deadline),
        cb_(on_solution), inf_(opt.inference),
        mrv_(opt.order == VarOrder::mrv) {
    const std::size_t W = static_cast<std::size_t>(W_);
    dom_.assign(static_cast<std::size_t>(n_) * W, 0);
    std::vector<uint64_t> full(W, ~uint64_t{0});
    if (M_ % 64 != 0) full[W - 1] = (uint64_t{1} << (M_ % 64)) - 1;
    for (int x = 0; x < n_; ++x)
      std::copy(full.begin(), full.end(), dom_.begin() + static_cast<std::ptrdiff_t>(x * W));
    size_.assign(n_, M_);
    val_.assign(n_, 0);
    uvars_.resize(n_);
    pos_.resize(n_);
    for (int x = 0; x < n_; ++x) uvars_[x] = pos_[x] = x;
    unassigned_ = n_;
    if (mrv_) {
      deg_.assign(n_, 0);
      for (int x = 0; x < n_; ++x) for_peers(x, [&](int) { ++deg_[x]; });
    }
    if (inf_ == Inference::mac) inq_.assign(n_, 0);
    scratch_.resize(W);
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
          ++r.count;
          if (cb_ && !cb_(solution_)) {
            r.complete = frames_.empty();
            break;
          }
          if (limit_ > 0 && r.count >= limit_) break;
        } else {
          const int x = choose();
          if (x == kTimeout) {
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
      Frame& f = frames_.back();
      undo(f.mark);
      if (assigned(f.x)) unassign(f.x);
      const int b = next_bit(f.x, f.next);
      if (b < 0) {
        frames_.pop_back();
        continue;
      }
      f.next = b + 1;
      Status st;
      if (inf_ == Inference::none) {
        st = consistent(f.x, b) ? (assign(f.x, b), ok) : conflict;
      } else {
        ++r.decisions;
        st = inf_ == Inference::fc ? forward_check(f.x, b) : maintain_arc_consistency(f.x, b);
      }
      if (st == ok) {
        if (inf_ == Inference::none) ++r.decisions;
        descend = true;
      } else if (st == conflict) {
        ++r.conflicts;
      } else {
        r.timed_out = true;
        break;
      }
    }
    if (r.timed_out) r.complete = false;
    return r;
  }

 private:
  enum Status { ok, conflict, timeout };
  static constexpr int kTimeout = -2;
  struct Frame {
    int x;             // the variable of this level
    int next;          // the smallest value (bit) not tried yet
    std::size_t mark;  // trail size before its first value
  };
  struct Removal {
    int x, b;
  };

  uint64_t* dom(int x) { return &dom_[static_cast<std::size_t>(x) * W_]; }
  const uint64_t* dom(int x) const { return &dom_[static_cast<std::size_t>(x) * W_]; }
  bool has(int x, int b) const { return (dom(x)[b >> 6] >> (b & 63)) & 1; }
  bool assigned(int x) const { return val_[x] != 0; }
  int lowest(int x) const { return next_bit(x, 0); }
  int highest(int x) const {
    const uint64_t* d = dom(x);
    for (int w = W_ - 1; w >= 0; --w)
      if (d[w]) return w * 64 + 63 - std::countl_zero(d[w]);
    return -1;
  }
  // The smallest value (bit) >= from in x's domain, or -1.
  int next_bit(int x, int from) const {
    const uint64_t* d = dom(x);
    for (int w = from >> 6; w < W_; ++w) {
      uint64_t bits = d[w];
      if (w == (from >> 6)) bits &= ~uint64_t{0} << (from & 63);
      if (bits) return w * 64 + std::countr_zero(bits);
    }
    return -1;
  }

  bool tick() { return (++events_ & 255) == 0 && past(deadline_); }
  bool busy() { return (++props_ & 1023) == 0 && past(deadline_); }

  template <class F>
  void for_peers(int x, F&& f) const {
    if (s_.use_peers) {
      for (int k = s_.peer_off[x]; k < s_.peer_off[x + 1]; ++k) f(s_.peer_list[k]);
    } else {  // a peer sharing two groups with x comes twice: every use is idempotent
      for (int k = s_.vg_off[x]; k < s_.vg_off[x + 1]; ++k) {
        const int g = s_.vg_list[k];
        for (int i = s_.g_off[g]; i < s_.g_off[g + 1]; ++i)
          if (s_.g_mem[i] != x) f(s_.g_mem[i]);
      }
    }
  }
  bool has_less() const { return !s_.lt_off.empty(); }

  // Removes b (present) from x's domain; false when the domain is now empty.
  bool remove(int x, int b) {
    dom(x)[b >> 6] &= ~(uint64_t{1} << (b & 63));
    trail_.push({x, b});
    return --size_[x] > 0;
  }
  // Removes x's values in [lo, hi]; sets `changed` when one went; false on a wipe-out.
  bool remove_range(int x, int lo, int hi, bool& changed) {
    lo = std::max(lo, 0);
    hi = std::min(hi, M_ - 1);
    for (int w = lo >> 6; lo <= hi && w <= (hi >> 6); ++w) {
      uint64_t mask = ~uint64_t{0};
      if (w == (lo >> 6)) mask &= ~uint64_t{0} << (lo & 63);
      if (w == (hi >> 6) && (hi & 63) != 63) mask &= (uint64_t{2} << (hi & 63)) - 1;
      uint64_t bits = dom(x)[w] & mask;
      while (bits) {
        const int c = w * 64 + std::countr_zero(bits);
        bits &= bits - 1;
        changed = true;
        if (!remove(x, c)) return false;
      }
    }
    return true;
  }
  void undo(std::size_t mark) {
    while (trail_.size() > mark) {
      const Removal rm = trail_.pop();
      dom(rm.x)[rm.b >> 6] |= uint64_t{1} << (rm.b & 63);
      ++size_[rm.x];
    }
  }

  void assign(int x, int b) {
    val_[x] = b + 1;
    const int p = pos_[x], last = uvars_[--unassigned_];
    uvars_[p] = last;
    pos_[last] = p;
    uvars_[unassigned_] = x;
    pos_[x] = unassigned_;
    if (mrv_) for_peers(x, [&](int q) { --deg_[q]; });
  }
  void unassign(int x) {  // the newest assignment: LIFO keeps the sparse set exact
    val_[x] = 0;
    ++unassigned_;
    if (mrv_) for_peers(x, [&](int q) { ++deg_[q]; });
  }

  // Inference none: x = b against the assigned peers and '<' partners.
  bool consistent(int x, int b) const {
    bool good = true;
    for_peers(x, [&](int q) { good = good && val_[q] != b + 1; });
    if (!good || !has_less()) return good;
    for (int k = s_.lt_off[x]; k < s_.lt_off[x + 1]; ++k) {
      const int e = s_.lt_list[k];
      const int y = e > 0 ? e - 1 : -e - 1;
      if (!assigned(y)) continue;
      if (e > 0 ? b + 1 >= val_[y] : val_[y] >= b + 1) return false;
    }
    return true;
  }

  // Inference fc: x = b, then forward checking from x.
  Status forward_check(int x, int b) {
    assign(x, b);
    bool good = true;
    for_peers(x, [&](int q) {
      if (good && !assigned(q) && has(q, b)) good = remove(q, b);
    });
    if (!good) return conflict;
    if (has_less())
      for (int k = s_.lt_off[x]; k < s_.lt_off[x + 1]; ++k) {
        const int e = s_.lt_list[k];
        const int y = e > 0 ? e - 1 : -e - 1;
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
        for_peers(x, [&](int y) {
          if (st != ok || !has(y, a)) return;
          if (!remove(y, a)) st = conflict;
          enqueue(y);
        });
      }
      if (st != ok || !has_less()) continue;
      const int lo = lowest(x), hi = highest(x);
      for (int k = s_.lt_off[x]; k < s_.lt_off[x + 1] && st == ok; ++k) {
        const int e = s_.lt_list[k];
        const int y = e > 0 ? e - 1 : -e - 1;
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
    for_peers(x, [&](int q) {
      if (assigned(q)) v[(val_[q] - 1) >> 6] &= ~(uint64_t{1} << ((val_[q] - 1) & 63));
    });
    auto clear = [&](int lo, int hi) {  // bits lo..hi
      for (int b = std::max(lo, 0); b <= std::min(hi, M_ - 1); ++b) v[b >> 6] &= ~(uint64_t{1} << (b & 63));
    };
    if (has_less())
      for (int k = s_.lt_off[x]; k < s_.lt_off[x + 1]; ++k) {
        const int e = s_.lt_list[k];
        const int y = e > 0 ? e - 1 : -e - 1;
        if (!assigned(y)) continue;
        if (e > 0) clear(val_[y] - 1, M_ - 1);  // x < y: x's bit below val(y) - 1
        else clear(0, val_[y] - 1);             // y < x: x's bit at least val(y)
      }
    int c = 0;
    for (int w = 0; w < W_; ++w) c += std::popcount(v[w]);
    return c;
  }

  // The next variable, or kTimeout (inference none with MRV looks at every variable).
  int choose() {
    if (!mrv_) {
      for (int x = 0; x < n_; ++x)
        if (!assigned(x)) return x;
      return -1;
    }
    int best = -1, best_size = INT_MAX, best_deg = -1;
    for (int i = 0; i < unassigned_; ++i) {
      const int x = uvars_[i];
      int sz;
      if (inf_ == Inference::none) {
        if ((i & 255) == 255 && busy()) return kTimeout;
        sz = legal_count(x);
      } else {
        sz = size_[x];
      }
      if (sz > best_size) continue;
      const int dg = deg_[x];
      if (sz < best_size || dg > best_deg || (dg == best_deg && x < best)) {
        best = x;
        best_size = sz;
        best_deg = dg;
      }
    }
    return best;
  }

  const Structure& s_;
  const Csp& csp_;
  const int n_, M_, W_;
  const int64_t limit_;
  const Clock::time_point deadline_;
  const Callback& cb_;
  const Inference inf_;
  const bool mrv_;

  std::vector<uint64_t> dom_;
  std::vector<int> size_, val_;
  std::vector<int> uvars_, pos_;  // sparse set of the unassigned variables
  int unassigned_ = 0;
  std::vector<int> deg_;          // MRV tie-break: unassigned peers
  std::vector<char> inq_;         // mac: waiting in queue_
  Stack<int> queue_;              // mac: variables whose domain changed
  Stack<Removal> trail_;
  std::vector<Frame> frames_;
  std::vector<uint64_t> scratch_;
  std::vector<int> solution_;
  uint64_t props_ = 0;
  int64_t events_ = 0;
};

}  // namespace

NativeResult solve_csp(const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                       const NativeOptions& options) {
  Structure s = build(csp);
  if (s.unsat) {
    NativeResult r;
    r.complete = true;
    r.conflicts = 1;
    return r;
  }
  if (options.inference != Inference::fc_singles) {
    if (s.M <= 64) return Classic<true>(s, csp, limit, deadline, on_solution, options).run();
    return Classic<false>(s, csp, limit, deadline, on_solution, options).run();
  }
  if (options.order == VarOrder::static_order) {
    if (s.M <= 64) return Search<true, true>(s, csp, limit, deadline, on_solution).run();
    return Search<false, true>(s, csp, limit, deadline, on_solution).run();
  }
  if (s.M <= 64) {
    Search<true, false> search(s, csp, limit, deadline, on_solution);
    return search.run();
  }
  Search<false, false> search(s, csp, limit, deadline, on_solution);
  return search.run();
}

}  // namespace gridsat
