// The native backend of magic squares: a depth-first search over cells, most constrained
// first, with interval bounds on every line's partial sum, Luby restarts and a seeded random
// order of values (MagicSquare::search_native). One engine per file: the encoding is magic.cpp.
#include <algorithm>
#include <array>
#include <deque>
#include <functional>
#include <map>
#include <numeric>

#include "base/random.hpp"
#include "base/saturating.hpp"
#include "puzzles/magic/magic.hpp"
#include "puzzles/magic/magic_local.hpp"

namespace gridsat {

namespace {

// 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, ...: Luby, Sinclair & Zuckerman's restart sequence.
int64_t luby(int64_t i) {
  for (int64_t k = 1;; ++k) {
    if (i == (int64_t{1} << k) - 1) return int64_t{1} << (k - 1);
    if (i < (int64_t{1} << k) - 1) return luby(i - (int64_t{1} << (k - 1)) + 1);
  }
}

class MagicSearch {
 public:
  MagicSearch(const MagicSquare& p, int64_t limit, Deadline deadline, const ValuesSink& sink, uint64_t seed)
      : N_(p.n()),
        V_(N_ * N_),
        C_(V_ + 1),
        M_(p.magic_sum()),
        assoc_(p.associative()),
        digits_(p.digit_sums()),
        one_(limit == 1),
        budget_(limit, deadline, sink, 1024),
        lines_(p.lines()),
        value_(V_, 0),
        used_(static_cast<size_t>(V_) + 1, 0),
        cell_lines_(V_),
        rng_(seed) {
    for (size_t l = 0; l < lines_.size(); ++l)
      for (int c : lines_[l]) cell_lines_[c].push_back(static_cast<int>(l));
    sum_.assign(lines_.size(), 0);
    digit_sum_.assign(lines_.size(), {0, 0});
    open_.assign(lines_.size(), N_);
    if (p.frenicle())
      for (auto [a, b] : frenicle_pairs(N_)) less_.push_back({a, b});
    const std::optional<Grid> decided = p.forced();  // the givens (and, associative, what they force)
    givens_ok_ = decided.has_value();
    for (int c = 0; givens_ok_ && c < V_; ++c)
      if (int g = decided->cells[c]) {
        if (used_[g]) givens_ok_ = false;
        place(c, g);
      }
  }

  // Looking for one solution, the search restarts with a new random value order after
  // 100 x luby(i) dead ends (magic squares have heavy-tailed search times); a run that ends
  // within its budget has seen the whole space. Counting is one exhaustive run.
  NativeResult run() {
    if (givens_ok_ && consistent()) {
      if (!one_) {
        search();
      } else {
        for (int64_t i = 1;; ++i) {
          dead_ends_left_ = 100 * luby(i);
          aborted_ = false;
          search();
          if (!aborted_ || budget_.stopped()) break;
        }
      }
    }
    return budget_.finish(result_);
  }

 private:
  // The partner placed with c (associative: the opposite cell), or -1.
  int mate(int c) const { return assoc_ && V_ - 1 - c != c ? V_ - 1 - c : -1; }

  void place(int c, int v) {
    value_[c] = v;
    used_[v] = 1;
    for (int l : cell_lines_[c]) {
      sum_[l] += v;
      digit_sum_[l][0] += (v - 1) / N_;
      digit_sum_[l][1] += (v - 1) % N_;
      --open_[l];
    }
  }
  void unplace(int c) {
    const int v = value_[c];
    value_[c] = 0;
    used_[v] = 0;
    for (int l : cell_lines_[c]) {
      sum_[l] -= v;
      digit_sum_[l][0] -= (v - 1) / N_;
      digit_sum_[l][1] -= (v - 1) % N_;
      ++open_[l];
    }
  }
  void place_pair(int c, int v) {
    place(c, v);
    if (int m = mate(c); m >= 0) place(m, C_ - v);
  }
  void unplace_pair(int c) {
    if (int m = mate(c); m >= 0) unplace(m);
    unplace(c);
  }

  // Sorted unused values, their prefix sums and counts, for the bounds of this node.
  void refresh_unused() {
    unused_.clear();
    below_.assign(static_cast<size_t>(V_) + 2, 0);
    for (int v = 1; v <= V_; ++v) {
      if (!used_[v]) unused_.push_back(v);
      below_[v + 1] = static_cast<int>(unused_.size());
    }
    prefix_.assign(unused_.size() + 1, 0);
    for (size_t i = 0; i < unused_.size(); ++i) prefix_[i + 1] = prefix_[i] + unused_[i];
  }
  // Sum of the k smallest / largest unused values other than those in `skip` (ascending,
  // zeros ignored); -1 when there are fewer than k.
  long long smallest(size_t k, std::array<int, 2> skip) const {
    size_t j = k;
    long long minus = 0;
    for (int s : skip)
      if (s && j > 0 && j <= unused_.size() && s <= unused_[j - 1]) {
        ++j;
        minus += s;
      }
    return j > unused_.size() ? -1 : prefix_[j] - minus;
  }
  long long largest(size_t k, std::array<int, 2> skip) const {
    const size_t u = unused_.size();
    size_t j = k;
    long long minus = 0;
    for (auto it = skip.rbegin(); it != skip.rend(); ++it)
      if (*it && j > 0 && j <= u && *it >= unused_[u - j]) {
        ++j;
        minus += *it;
      }
    return j > u ? -1 : prefix_[u] - prefix_[u - j] - minus;
  }
  // Can the k open cells of a line that still lacks `rest` take distinct unused values
  // (other than those in `skip`) summing to it?
  bool feasible(long long rest, size_t k, std::array<int, 2> skip = {0, 0}) const {
    const long long lo = smallest(k, skip), hi = largest(k, skip);
    return lo >= 0 && rest >= lo && rest <= hi;
  }
  // The digits streamliner: can line l, with `placed` more values (their digits added),
  // still reach n(n-1)/2 in both digit sums with digits 0..n-1 on its open cells?
  bool digits_fit(int l, std::initializer_list<int> placed) const {
    if (!digits_) return true;
    const long long k = open_[l] - static_cast<long long>(placed.size()), target = N_ * (N_ - 1LL) / 2;
    long long q = digit_sum_[l][0], r = digit_sum_[l][1];
    for (int v : placed) q += (v - 1) / N_, r += (v - 1) % N_;
    return q <= target && r <= target && target - q <= k * (N_ - 1) && target - r <= k * (N_ - 1);
  }
  bool consistent() {
    refresh_unused();
    for (size_t l = 0; l < lines_.size(); ++l)
      if (!feasible(M_ - sum_[l], static_cast<size_t>(open_[l])) || !digits_fit(static_cast<int>(l), {})) return false;
    for (auto [a, b] : less_)
      if (value_[a] && value_[b] && value_[a] >= value_[b]) return false;
    return true;
  }
  // May open cell c take unused value v (and its mate C - v)?
  bool allowed(int c, int v) const {
    const int m = mate(c), w = C_ - v;
    if (m >= 0 && (w == v || used_[w])) return false;
    const std::array<int, 2> skip =
        m < 0 ? std::array<int, 2>{v, 0} : std::array<int, 2>{std::min(v, w), std::max(v, w)};
    for (int l : cell_lines_[c]) {
      const bool both = m >= 0 && std::find(lines_[l].begin(), lines_[l].end(), m) != lines_[l].end();
      if (!feasible(M_ - sum_[l] - v - (both ? w : 0), static_cast<size_t>(open_[l] - 1 - both), skip)) return false;
      if (!(both ? digits_fit(l, {v, w}) : digits_fit(l, {v}))) return false;
    }
    if (m >= 0)
      for (int l : cell_lines_[m])
        if (std::find(cell_lines_[c].begin(), cell_lines_[c].end(), l) == cell_lines_[c].end() &&
            (!feasible(M_ - sum_[l] - w, static_cast<size_t>(open_[l] - 1), skip) || !digits_fit(l, {w})))
          return false;
    auto at = [&](int x) { return x == c ? v : x == m ? w : value_[x]; };
    for (auto [a, b] : less_)
      if (at(a) && at(b) && at(a) >= at(b)) return false;
    return true;
  }
  // The values cell c may take by the line bounds alone (a superset of allowed(c, .)): an
  // interval [lo, hi]; its unused values are an upper bound of c's domain size, cheap
  // enough to rank every open cell at every node.
  std::pair<int, int> interval(int c) const {
    long long lo = 1, hi = V_;
    auto narrow = [&](int l, int sign, long long shift) {  // value x of this line's cell: v = shift + sign * x
      const size_t k = static_cast<size_t>(open_[l] - 1);
      const long long s = smallest(k, {0, 0}), g = largest(k, {0, 0});
      if (s < 0) {
        lo = V_ + 1;
        return;
      }
      const long long x_lo = M_ - sum_[l] - g, x_hi = M_ - sum_[l] - s;
      if (sign > 0) lo = std::max(lo, x_lo), hi = std::min(hi, x_hi);
      else lo = std::max(lo, shift - x_hi), hi = std::min(hi, shift - x_lo);
    };
    for (int l : cell_lines_[c]) narrow(l, 1, 0);
    if (int m = mate(c); m >= 0)
      for (int l : cell_lines_[m])
        if (std::find(cell_lines_[c].begin(), cell_lines_[c].end(), l) == cell_lines_[c].end()) narrow(l, -1, C_);
    return {static_cast<int>(std::max<long long>(lo, 1)), static_cast<int>(std::min<long long>(hi, V_))};
  }
  int unused_in(std::pair<int, int> r) const { return r.first > r.second ? 0 : below_[r.second + 1] - below_[r.first]; }

  // The open cell with the smallest domain by the line bounds (ties: the first in
  // row-major order), or -1 when every cell holds a value; -2 when the deadline passed.
  int choose() {
    int best = -1, best_size = 0;
    for (int c = 0; c < V_; ++c) {
      if (value_[c] || (assoc_ && V_ - 1 - c < c)) continue;
      if (budget_.late(c + 1, 256)) return -2;
      const int size = unused_in(interval(c));
      if (best < 0 || size < best_size) {
        best = c;
        best_size = size;
        if (size <= 1) break;
      }
    }
    return best;
  }

  // Returns false when the search must stop (limit, deadline, or the sink said so).
  bool search() {
    if (budget_.tick()) return false;
    refresh_unused();
    const int best = choose();
    if (best == -2) return false;  // the deadline
    // best < 0: every cell holds a value, the bounds made every line exact.
    if (best < 0) return budget_.found(result_.count, value_);
    std::vector<int> values;
    const auto [lo, hi] = interval(best);
    for (int v = lo; v <= hi; ++v)
      if (!used_[v] && allowed(best, v)) values.push_back(v);
    if (values.empty()) {
      ++result_.conflicts;
      if (dead_ends_left_ >= 0 && --dead_ends_left_ < 0) {
        aborted_ = true;
        return false;
      }
      return true;
    }
    if (one_) rng_.shuffle(values);
    for (int v : values) {
      ++result_.decisions;
      place_pair(best, v);
      const bool go_on = search();
      unplace_pair(best);
      if (!go_on) return false;
      refresh_unused();
    }
    return true;
  }

  const int N_, V_, C_;
  const long long M_;
  const bool assoc_, digits_;
  const bool one_;  // looking for one solution: random value orders, restarts
  SearchBudget budget_;
  std::vector<std::vector<int>> lines_;
  std::vector<int> value_;
  std::vector<char> used_;
  std::vector<std::vector<int>> cell_lines_;
  std::vector<long long> sum_;
  std::vector<std::array<long long, 2>> digit_sum_;  // per line: the sums of the q and r digits placed
  std::vector<int> open_;
  std::vector<std::pair<int, int>> less_;
  std::vector<int> unused_;
  std::vector<int> below_;  // below_[v]: unused values < v
  std::vector<long long> prefix_;
  bool givens_ok_ = true, aborted_ = false;
  int64_t dead_ends_left_ = -1;  // in this run; -1 = no limit
  Rng rng_;  // a fixed seed (NativeOptions::seed, 1 by default): runs are reproducible on any machine
  NativeResult result_;
};

}  // namespace

NativeResult MagicSquare::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                        const NativeOptions& opt) const {
  const bool free = std::all_of(givens_.cells.begin(), givens_.cells.end(), [](int v) { return v == 0; });
  if (limit == 1 && free && n() >= 3 && rules_.streamline == Streamline::none) {
    // One free square: local search (magic_local.hpp), which reaches orders the tree search
    // does not (BENCHMARKS.md); every order n >= 3 has squares, so it needs no proof.
    MagicLocalStats stats;
    std::optional<std::vector<int>> square = magic_local_search(n(), opt.seed ? opt.seed : 1, deadline, stats);
    if (square && rules_.frenicle) square = frenicle_form(n(), std::move(*square));
    return local_search_answer(square, stats.moves, stats.restarts, on_solution);
  }
  return MagicSearch(*this, limit, deadline, on_solution, opt.seed ? opt.seed : 1).run();
}

}  // namespace gridsat
