// Local search for Latin-square completion: latin_local.hpp says what it does.
#include "puzzles/latin/latin_local.hpp"

#include <algorithm>
#include <cstdlib>

#include "base/random.hpp"

namespace gridsat {

namespace {

// Naked and hidden singles on g (0 = hole) until nothing changes. False: a contradiction.
// Long: three passes (cells, rows, columns) that share the bookkeeping of one loop.
bool propagate(int n, std::vector<int>& g, int64_t& fixed) {
  std::vector<char> row_has(static_cast<size_t>(n) * (n + 1)), col_has(static_cast<size_t>(n) * (n + 1));
  auto set = [&](int r, int c, int v) {
    g[static_cast<size_t>(r) * n + c] = v;
    row_has[static_cast<size_t>(r) * (n + 1) + v] = 1;
    col_has[static_cast<size_t>(c) * (n + 1) + v] = 1;
  };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (int v = g[static_cast<size_t>(r) * n + c]) set(r, c, v);
  auto free_at = [&](int r, int c, int v) {
    return g[static_cast<size_t>(r) * n + c] == 0 && !row_has[static_cast<size_t>(r) * (n + 1) + v] &&
           !col_has[static_cast<size_t>(c) * (n + 1) + v];
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        if (g[static_cast<size_t>(r) * n + c]) continue;
        int count = 0, last = 0;
        for (int v = 1; v <= n && count < 2; ++v)
          if (free_at(r, c, v)) ++count, last = v;
        if (count == 0) return false;
        if (count == 1) set(r, c, last), ++fixed, changed = true;
      }
    for (int line = 0; line < 2 * n; ++line)
      for (int v = 1; v <= n; ++v) {
        const int i = line % n;
        const bool row = line < n;
        if ((row ? row_has : col_has)[static_cast<size_t>(i) * (n + 1) + v]) continue;
        int count = 0, last = 0;
        for (int j = 0; j < n && count < 2; ++j)
          if (row ? free_at(i, j, v) : free_at(j, i, v)) ++count, last = j;
        if (count == 0) return false;
        if (count == 1) {
          if (row) set(i, last, v);
          else set(last, i, v);
          ++fixed, changed = true;
        }
      }
  }
  return true;
}

class LatinLocal {
 public:
  LatinLocal(int n, std::vector<int> g, uint64_t seed) : n_(n), g_(std::move(g)), rng_(seed) {}

  // Holes, domains and a first assignment (one perfect matching per row). False: no completion.
  bool start() {
    const size_t nn = static_cast<size_t>(n_) * n_;
    dom_.assign(nn * (n_ + 1), 0);
    std::vector<char> col_has(static_cast<size_t>(n_) * (n_ + 1));
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        if (int v = at(r, c)) col_has[static_cast<size_t>(c) * (n_ + 1) + v] = 1;
    holes_.assign(n_, {});
    hole_.assign(nn, 0);
    for (int r = 0; r < n_; ++r) {
      std::vector<char> in_row(n_ + 1);
      for (int c = 0; c < n_; ++c) in_row[at(r, c)] = 1;
      for (int c = 0; c < n_; ++c) {
        if (at(r, c)) continue;
        holes_[r].push_back(c);
        hole_[cell(r, c)] = 1;
        for (int v = 1; v <= n_; ++v)
          dom_[cell(r, c) * (n_ + 1) + v] = !in_row[v] && !col_has[static_cast<size_t>(c) * (n_ + 1) + v];
      }
      if (!match_row(r, in_row)) return false;
    }
    count_.assign(static_cast<size_t>(n_) * (n_ + 1), 0);
    weight_.assign(count_.size(), 1);
    where_.assign(count_.size(), -1);
    tabu_.assign(nn * (n_ + 1), 0);
    for (int r = 0; r < n_; ++r)
      for (int c : holes_[r]) add(c, at(r, c));
    for (int r = 0; r < n_; ++r)  // the givens count: a hole's value given in its column is a duplicate
      for (int c = 0; c < n_; ++c)
        if (!is_hole(r, c)) add(c, at(r, c));
    return true;
  }

  // The search until no duplicate is left (true) or the clock or `stop` ends it.
  bool run(Deadline deadline, const std::atomic<bool>* stop, LatinLocalStats& stats) {
    int64_t best = dups_;
    stats.best = best;
    for (int64_t it = 1; dups_ > 0; ++it) {
      if ((it & 255) == 0 && (past(deadline) || (stop && stop->load()))) return false;
      step(it, best);
      ++stats.moves;
      if (dups_ < best) best = dups_, stats.best = best;
    }
    return true;
  }

  const std::vector<int>& grid() const { return g_; }

 private:
  size_t cell(int r, int c) const { return static_cast<size_t>(r) * n_ + c; }
  int& at(int r, int c) { return g_[cell(r, c)]; }
  bool allowed(int r, int c, int v) const { return dom_[cell(r, c) * (n_ + 1) + v] != 0; }
  size_t cv(int c, int v) const { return static_cast<size_t>(c) * (n_ + 1) + v; }

  // Kuhn's augmenting paths from the holes in random order: every hole of row r gets a
  // missing value in its domain, each value once.
  bool match_row(int r, const std::vector<char>& in_row) {
    std::vector<int> owner(n_ + 1, -1), order = holes_[r];
    for (size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng_.below(i)]);
    std::vector<int> values;
    for (int v = 1; v <= n_; ++v)
      if (!in_row[v]) values.push_back(v);
    for (int c : order) {
      std::vector<char> seen(n_ + 1);
      if (!augment(r, c, values, owner, seen)) return false;
    }
    for (int v : values)
      if (owner[v] >= 0) at(r, owner[v]) = v;
    return true;
  }
  bool augment(int r, int c, const std::vector<int>& values, std::vector<int>& owner, std::vector<char>& seen) {
    for (int v : values) {
      if (!allowed(r, c, v) || seen[v]) continue;
      seen[v] = 1;
      if (owner[v] < 0 || augment(r, owner[v], values, owner, seen)) {
        owner[v] = c;
        return true;
      }
    }
    return false;
  }

  void add(int c, int v) {
    if (++count_[cv(c, v)] >= 2) {
      ++dups_;
      if (count_[cv(c, v)] == 2) where_[cv(c, v)] = static_cast<int>(conflicts_.size()), conflicts_.push_back(cv(c, v));
    }
  }
  void remove(int c, int v) {
    if (count_[cv(c, v)]-- >= 2) {
      --dups_;
      if (count_[cv(c, v)] == 1) {
        const int i = where_[cv(c, v)];
        where_[conflicts_.back()] = i;
        conflicts_[i] = conflicts_.back();
        conflicts_.pop_back();
        where_[cv(c, v)] = -1;
      }
    }
  }
  // The weighted change of the cost when value x leaves column c and y enters it.
  int64_t change(int c, int x, int y) const {
    int64_t d = 0;
    if (count_[cv(c, x)] >= 2) d -= weight_[cv(c, x)];
    if (count_[cv(c, y)] >= 1) d += weight_[cv(c, y)];
    return d;
  }
  int plain_change(int c, int x, int y) const { return -(count_[cv(c, x)] >= 2) + (count_[cv(c, y)] >= 1); }

  struct Move {
    int r = -1, a = -1, b = -1;  // row, the two columns
  };

  // Long: the neighbourhood scan (every swap of a duplicated hole) with tabu, aspiration and ties.
  void step(int64_t it, int64_t best) {
    Move pick;
    int64_t pick_delta = INT64_MAX;
    int ties = 0;
    for (size_t k = 0; k < conflicts_.size(); ++k) {
      const int c = static_cast<int>(conflicts_[k] / (n_ + 1)), x = static_cast<int>(conflicts_[k] % (n_ + 1));
      for (int r = 0; r < n_; ++r) {
        if (g_[cell(r, c)] != x || !is_hole(r, c)) continue;  // (a given's duplicate moves through the hole)
        for (int b : holes_[r]) {
          if (b == c) continue;
          const int y = at(r, b);
          const int64_t d = change(c, x, y) + change(b, y, x);
          const bool tabu = tabu_[cell(r, c) * (n_ + 1) + y] > it || tabu_[cell(r, b) * (n_ + 1) + x] > it;
          if (tabu && dups_ + plain_change(c, x, y) + plain_change(b, y, x) >= best) continue;
          if (d < pick_delta) pick_delta = d, pick = {r, c, b}, ties = 1;
          else if (d == pick_delta && rng_.below(++ties) == 0) pick = {r, c, b};
        }
      }
    }
    if (pick.r < 0) pick = random_move();
    if (pick.r < 0) return;
    if (pick_delta > 0)  // a strict local minimum: the duplicates there weigh more (breakout)
      for (size_t k : conflicts_) ++weight_[k];
    apply(pick, it);
  }

  bool is_hole(int r, int c) const { return hole_[cell(r, c)] != 0; }

  Move random_move() {
    for (int tries = 0; tries < 100 && !conflicts_.empty(); ++tries) {
      const size_t k = conflicts_[rng_.below(conflicts_.size())];
      const int c = static_cast<int>(k / (n_ + 1)), x = static_cast<int>(k % (n_ + 1));
      const int r = static_cast<int>(rng_.below(n_));
      if (at(r, c) != x || !is_hole(r, c) || holes_[r].size() < 2) continue;
      const int b = holes_[r][rng_.below(holes_[r].size())];
      if (b != c) return {r, c, b};
    }
    return {};
  }

  void apply(const Move& m, int64_t it) {
    const int x = at(m.r, m.a), y = at(m.r, m.b);
    remove(m.a, x), remove(m.b, y);
    at(m.r, m.a) = y, at(m.r, m.b) = x;
    add(m.a, y), add(m.b, x);
    const int64_t tenure = static_cast<int64_t>(rng_.below(10)) + static_cast<int64_t>(conflicts_.size()) * 6 / 10 + 1;
    tabu_[cell(m.r, m.a) * (n_ + 1) + x] = it + tenure;
    tabu_[cell(m.r, m.b) * (n_ + 1) + y] = it + tenure;
  }

  const int n_;
  std::vector<int> g_;
  Rng rng_;
  std::vector<std::vector<int>> holes_;
  std::vector<char> hole_;              // per cell
  std::vector<char> dom_;               // dom_[cell * (n + 1) + v]
  std::vector<int> count_, where_;      // per (column, value): holes holding it; index in conflicts_
  std::vector<int64_t> weight_, tabu_;  // per (column, value); per (cell, value): tabu until
  std::vector<size_t> conflicts_;       // the duplicated (column, value)s
  int64_t dups_ = 0;
};

}  // namespace

std::optional<std::vector<int>> latin_local_search(int n, const std::vector<int>& givens, uint64_t seed,
                                                   Deadline deadline, LatinLocalStats& stats,
                                                   const std::atomic<bool>* stop) {
  std::vector<int> g = givens;
  if (!propagate(n, g, stats.fixed)) {
    stats.contradiction = true;
    return std::nullopt;
  }
  LatinLocal search(n, std::move(g), seed);
  if (!search.start()) {
    stats.contradiction = true;
    return std::nullopt;
  }
  if (!search.run(deadline, stop, stats)) return std::nullopt;
  return search.grid();
}

}  // namespace gridsat
