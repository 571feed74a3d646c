#include "puzzles/magic/magic.hpp"

#include <algorithm>
#include <deque>
#include <numeric>
#include <ostream>

#include "base/random.hpp"
#include "base/saturating.hpp"
#include "check/check.hpp"
#include "encoders/sum.hpp"
#include "text/grid_text.hpp"

namespace gridsat {

MagicSquare::MagicSquare(Grid givens, bool frenicle) : givens_(std::move(givens)), frenicle_(frenicle) {}

std::string MagicSquare::describe() const {
  int givens = 0;
  for (int v : givens_.cells) givens += v != 0;
  return "magic square " + std::to_string(n()) + "x" + std::to_string(n()) + " (sum " + std::to_string(magic_sum()) + "), " +
         std::to_string(givens) + " givens" + (frenicle_ ? ", Frenicle standard form" : "");
}

std::vector<std::vector<int>> MagicSquare::lines() const {
  const int N = n();
  std::vector<std::vector<int>> out(2 * static_cast<size_t>(N) + 2);
  for (int i = 0; i < N; ++i)
    for (int k = 0; k < N; ++k) {
      out[i].push_back(i * N + k);
      out[N + i].push_back(k * N + i);
    }
  for (int i = 0; i < N; ++i) {
    out[2 * N].push_back(i * N + i);
    out[2 * N + 1].push_back(i * N + (N - 1 - i));
  }
  return out;
}

namespace {

// The four strict inequalities of Frenicle's standard form as published (Wikipedia, the
// lists of the 880 order-4 squares; 2 7 6 / 9 5 1 / 4 3 8 for order 3), as (smaller,
// larger) cells: a11 the smallest corner (a11 < a1n, a11 < an1, a11 < ann) and a12 < a21.
// None for n = 1 (the corners coincide).
std::vector<std::pair<int, int>> frenicle_pairs(int n) {
  if (n < 2) return {};
  const int a11 = 0, a1n = n - 1, an1 = (n - 1) * n, ann = n * n - 1, a12 = 1, a21 = n;
  return {{a11, a1n}, {a11, an1}, {a11, ann}, {a12, a21}};
}

}  // namespace

namespace {

Amo amo_for(const EncodeOptions& opt, size_t size) {
  return opt.amo ? *opt.amo : size <= 16 ? Amo::pairwise : Amo::sequential;
}

// The one-hot part: per cell its candidates as (value, variable), each cell exactly one
// value and each value exactly one cell. With `fix` the givens are decided before encoding
// (into enc.base): their cells and values get no variables; else each given is a unit clause.
std::vector<std::vector<ValueLit>> encode_one_hot(Encoding& enc, const Grid& givens, const std::vector<char>& given_value,
                                                  bool fix, const EncodeOptions& opt) {
  const int V = givens.size();
  Cnf& cnf = enc.cnf;
  std::vector<std::vector<ValueLit>> cand(V);
  std::vector<std::vector<int>> value_cells(static_cast<size_t>(V) + 1);
  for (int c = 0; c < V; ++c) {
    if (fix && givens.cells[c]) continue;
    for (int v = 1; v <= V; ++v) {
      if (fix && given_value[v]) continue;
      const int var = cnf.fresh();
      cand[c].push_back({v, var});
      value_cells[v].push_back(var);
      enc.primary.push_back({var, c, v});
    }
  }
  if (!fix)
    for (int c = 0; c < V; ++c)
      if (int g = givens.cells[c]) cnf.add({cand[c][g - 1].lit});
  std::vector<int> lits;
  for (int c = 0; c < V; ++c) {
    if (cand[c].empty()) continue;
    lits.clear();
    for (const auto& vl : cand[c]) lits.push_back(vl.lit);
    exactly_one(cnf, lits, amo_for(opt, lits.size()));
  }
  for (int v = 1; v <= V; ++v)
    if (!value_cells[v].empty()) exactly_one(cnf, value_cells[v], amo_for(opt, value_cells[v].size()));
  if (!fix)
    for (int v = 1; v <= V; ++v)
      if (value_cells[v].empty() && !given_value[v]) cnf.add(std::span<const int>{});
  return cand;
}

// The values still free for the open cells, sorted: the distinctness bounds on partial
// sums. low[k] / high[k]: the sum of the k smallest / largest free values.
struct PartialSums {
  std::vector<long long> low, high;

  PartialSums(int V, const std::vector<char>& given_value, bool fix) {
    std::vector<long long> free_values;
    for (int v = 1; v <= V; ++v)
      if (!fix || !given_value[v]) free_values.push_back(v);
    low.assign(free_values.size() + 1, 0);
    high.assign(free_values.size() + 1, 0);
    for (size_t k = 0; k < free_values.size(); ++k) {
      low[k + 1] = low[k] + free_values[k];
      high[k + 1] = high[k] + free_values[free_values.size() - 1 - k];
    }
  }

  // For a line of m open cells summing to target: the range of each prefix sum (of the
  // first j+1 cells), or none when the line has more open cells than free values.
  std::vector<std::pair<int, int>> for_line(size_t m, long long target) const {
    std::vector<std::pair<int, int>> partial;
    for (size_t j = 0; j < m && m <= low.size() - 1; ++j) {
      const size_t k = j + 1, rest = m - k;
      partial.emplace_back(static_cast<int>(std::max(low[k], target - high[rest])),
                           static_cast<int>(std::min(high[k], target - low[rest])));
    }
    return partial;
  }
};

}  // namespace

Encoding MagicSquare::encode(const EncodeOptions& opt) const {
  const int N = n(), V = N * N;
  const long long M = magic_sum();
  Encoding enc;
  enc.base = Grid(N, N);
  Cnf& cnf = enc.cnf;
  const bool fix = opt.simplify != Simplify::none;  // givens decided before encoding
  std::vector<char> given_value(static_cast<size_t>(V) + 1, 0);
  for (int c = 0; c < V; ++c)
    if (int g = givens_.cells[c]) {
      given_value[g] = 1;
      if (fix) enc.base.cells[c] = g;
    }
  const std::vector<std::vector<ValueLit>> cand = encode_one_hot(enc, givens_, given_value, fix, opt);
  const PartialSums sums(V, given_value, fix);

  // Order-encoded cells, made on first use.
  std::deque<OrderInt> order_store;
  std::vector<const OrderInt*> order_of(V, nullptr);
  auto order = [&](int c) -> const OrderInt& {
    if (!order_of[c]) {
      if (cand[c].empty()) order_of[c] = &order_store.emplace_back(OrderInt{{enc.base.cells[c]}, {kTrue}});
      else order_of[c] = &order_store.emplace_back(order_from_onehot(cnf, cand[c]));
    }
    return *order_of[c];
  };

  if (!opt.drop_groups) {
    for (const auto& line : lines()) {
      long long target = M;
      std::vector<int> open;
      for (int c : line) {
        if (cand[c].empty()) target -= enc.base.cells[c];
        else open.push_back(c);
      }
      if (opt.sum == SumEncoding::order) {
        std::vector<const OrderInt*> terms;
        for (int c : open) terms.push_back(&order(c));
        sum_equals_order(cnf, terms, static_cast<int>(target), sums.for_line(open.size(), target));
      } else if (opt.sum == SumEncoding::digits) {
        std::vector<std::vector<ValueLit>> terms;
        for (int c : open) terms.push_back(cand[c]);
        sum_equals_digits(cnf, terms, target, N, 1);
      } else {
        std::vector<Bits> terms;
        for (int c : open) terms.push_back(bits_from_onehot(cnf, cand[c]));
        sum_equals_binary(cnf, terms, target);
      }
    }
  }
  if (frenicle_)
    for (auto [a, b] : frenicle_pairs(N)) order_less(cnf, order(a), order(b));
  return enc;
}

// An upper estimate of encode(opt): the one-hot variables and both exactly-one families,
// plus the line sums (order: |dom s_j| x |dom x_j| twice per step; digits: the two digit
// chains; binary: about 20 clauses per bit of every adder).
std::optional<EncodingSize> MagicSquare::estimate(const EncodeOptions& opt) const {
  const int64_t N = n(), V = N * N;
  int64_t given = 0;
  for (int v : givens_.cells) given += v != 0;
  const bool fix = opt.simplify != Simplify::none;
  const int64_t open = fix ? V - given : V, values = fix ? V - given : V;
  auto amo_for = [&](int64_t size) { return opt.amo ? *opt.amo : size <= 16 ? Amo::pairwise : Amo::sequential; };
  // Saturating arithmetic: from order ~490 the order encoding's count passes INT64_MAX.
  EncodingSize e;
  e.vars = open * values;
  const EncodingSize cell = exactly_one_size(static_cast<int>(values), amo_for(values));
  const EncodingSize value = exactly_one_size(static_cast<int>(open), amo_for(open));
  sat_add_to(e.vars, open, cell.vars);
  sat_add_to(e.vars, values, value.vars);
  e.clauses = given;
  sat_add_to(e.clauses, open, cell.clauses);
  sat_add_to(e.clauses, values, value.clauses);
  const int64_t lines = 2 * N + 2, M = magic_sum();
  int64_t per_line = 0;
  switch (opt.sum) {
    case SumEncoding::order:
      per_line = 3 * N * values;  // the cells' ladders and channels
      for (int64_t j = 1; j < N; ++j) sat_add_to(per_line, 2 * std::min<int64_t>(j * V, M), values);
      break;
    case SumEncoding::digits: per_line = sat_add(6 * N * values, sat_mul(4 * N * N, N * N)); break;
    case SumEncoding::binary: per_line = N * values * 2 * 64 / 64 + 20 * N * 64; break;
  }
  sat_add_to(e.clauses, lines, per_line);
  sat_add_to(e.vars, lines, per_line / 2);
  return e;
}

std::optional<std::string> MagicSquare::check(const Grid& solution) const {
  return check::magic(givens_, frenicle_, solution);
}

void MagicSquare::print_grid(std::ostream& out, const Grid& g) const {
  print_plain_grid(out, g, static_cast<int>(std::to_string(n() * n()).size()));
}

std::string MagicSquare::line(const Grid& g) const {
  std::string s;
  for (size_t i = 0; i < g.cells.size(); ++i) {
    if (i) s += ' ';
    s += std::to_string(g.cells[i]);
  }
  return s;
}

// ---------------------------------------------------------------------------------------
// Native search.

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
      : N_(p.n()), V_(N_ * N_), M_(p.magic_sum()), limit_(limit), deadline_(deadline), sink_(sink),
        lines_(p.lines()), value_(V_, 0), used_(static_cast<size_t>(V_) + 1, 0), cell_lines_(V_), rng_(seed) {
    for (size_t l = 0; l < lines_.size(); ++l)
      for (int c : lines_[l]) cell_lines_[c].push_back(static_cast<int>(l));
    sum_.assign(lines_.size(), 0);
    open_.assign(lines_.size(), N_);
    if (p.frenicle())
      for (auto [a, b] : frenicle_pairs(N_)) less_.push_back({a, b});
    givens_ok_ = true;
    for (int c = 0; c < V_; ++c)
      if (int g = p.givens().cells[c]) {
        if (used_[g]) givens_ok_ = false;
        place(c, g);
      }
  }

  // Looking for one solution, the search restarts with a new random value order after
  // 100 x luby(i) dead ends (magic squares have heavy-tailed search times); a run that ends
  // within its budget has seen the whole space. Counting is one exhaustive run.
  NativeResult run() {
    if (givens_ok_ && consistent()) {
      if (limit_ != 1) {
        search();
      } else {
        for (int64_t i = 1;; ++i) {
          budget_ = 100 * luby(i);
          aborted_ = false;
          search();
          if (!aborted_ || stopped_) break;
        }
      }
    }
    result_.complete = !stopped_;
    result_.timed_out = timed_out_;
    return result_;
  }

 private:
  void place(int c, int v) {
    value_[c] = v;
    used_[v] = 1;
    for (int l : cell_lines_[c]) {
      sum_[l] += v;
      --open_[l];
    }
  }
  void unplace(int c) {
    const int v = value_[c];
    value_[c] = 0;
    used_[v] = 0;
    for (int l : cell_lines_[c]) {
      sum_[l] -= v;
      ++open_[l];
    }
  }

  // Sorted unused values and their prefix sums, for the bounds of this node.
  void refresh_unused() {
    unused_.clear();
    for (int v = 1; v <= V_; ++v)
      if (!used_[v]) unused_.push_back(v);
    prefix_.assign(unused_.size() + 1, 0);
    for (size_t i = 0; i < unused_.size(); ++i) prefix_[i + 1] = prefix_[i] + unused_[i];
  }
  // Sum of the k smallest / largest unused values other than `skip` (0: none skipped).
  long long smallest(size_t k, int skip) const {
    if (k == 0) return 0;
    if (skip && k < unused_.size() && unused_[k - 1] >= skip) return prefix_[k + 1] - skip;
    return prefix_[k];
  }
  long long largest(size_t k, int skip) const {
    const size_t u = unused_.size();
    if (k == 0) return 0;
    if (skip && k < u && unused_[u - k] <= skip) return prefix_[u] - prefix_[u - k - 1] - skip;
    return prefix_[u] - prefix_[u - k];
  }
  // Can the k open cells of a line that still lacks `rest` take distinct unused values
  // (other than `skip`) summing to it?
  bool feasible(long long rest, size_t k, int skip) const {
    if (k > unused_.size() - (skip ? 1 : 0)) return false;
    return rest >= smallest(k, skip) && rest <= largest(k, skip);
  }
  bool consistent() {
    refresh_unused();
    for (size_t l = 0; l < lines_.size(); ++l)
      if (!feasible(M_ - sum_[l], static_cast<size_t>(open_[l]), 0)) return false;
    for (auto [a, b] : less_)
      if (value_[a] && value_[b] && value_[a] >= value_[b]) return false;
    return true;
  }
  // May open cell c take unused value v?
  bool allowed(int c, int v) const {
    for (int l : cell_lines_[c])
      if (!feasible(M_ - sum_[l] - v, static_cast<size_t>(open_[l] - 1), v)) return false;
    for (auto [a, b] : less_) {
      if (a == c && value_[b] && v >= value_[b]) return false;
      if (b == c && value_[a] && value_[a] >= v) return false;
    }
    return true;
  }

  bool out_of_time() {
    if ((++ticks_ & 1023) == 0 && past(deadline_)) timed_out_ = true;
    return timed_out_;
  }

  // Returns false when the search must stop (limit, deadline, or the sink said so).
  bool search() {
    if (out_of_time()) {
      stopped_ = true;
      return false;
    }
    refresh_unused();
    // Minimum remaining values over the open cells.
    int best = -1;
    std::vector<int> best_values, values;
    for (int c = 0; c < V_; ++c) {
      if (value_[c]) continue;
      // One node costs O(V^2) (2.6e9 steps at order 200): look at the clock inside it too.
      if ((c & 63) == 63 && past(deadline_)) {
        timed_out_ = stopped_ = true;
        return false;
      }
      values.clear();
      for (int v : unused_)
        if (allowed(c, v)) values.push_back(v);
      if (best < 0 || values.size() < best_values.size()) {
        best = c;
        best_values = values;
        if (best_values.size() <= 1) break;
      }
    }
    if (best < 0) {  // every cell holds a value: the bounds made every line exact
      ++result_.count;
      if (!sink_(value_) || (limit_ > 0 && result_.count >= limit_)) {
        stopped_ = true;
        return false;
      }
      return true;
    }
    if (best_values.empty()) {
      ++result_.conflicts;
      if (budget_ >= 0 && --budget_ < 0) {
        aborted_ = true;
        return false;
      }
      return true;
    }
    if (limit_ == 1) rng_.shuffle(best_values);
    for (int v : best_values) {
      ++result_.decisions;
      place(best, v);
      const bool go_on = search();
      unplace(best);
      if (!go_on) return false;
      refresh_unused();
    }
    return true;
  }

  const int N_, V_;
  const long long M_;
  const int64_t limit_;
  const Deadline deadline_;
  const ValuesSink& sink_;
  std::vector<std::vector<int>> lines_;
  std::vector<int> value_;
  std::vector<char> used_;
  std::vector<std::vector<int>> cell_lines_;
  std::vector<long long> sum_;
  std::vector<int> open_;
  std::vector<std::pair<int, int>> less_;
  std::vector<int> unused_;
  std::vector<long long> prefix_;
  bool givens_ok_ = true, stopped_ = false, timed_out_ = false, aborted_ = false;
  int64_t budget_ = -1;      // dead ends left in this run; -1 = no limit
  Rng rng_;  // a fixed seed (NativeOptions::seed, 1 by default): runs are reproducible on any machine
  uint64_t ticks_ = 0;
  NativeResult result_;
};

}  // namespace

NativeResult MagicSquare::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                        const NativeOptions& opt) const {
  return MagicSearch(*this, limit, deadline, on_solution, opt.seed ? opt.seed : 1).run();
}

}  // namespace gridsat

namespace gridsat {

Figure MagicSquare::figure(const Grid&) const {
  Figure f;
  f.line_sums = true;
  f.largest = n() * n();
  return f;
}

}  // namespace gridsat
