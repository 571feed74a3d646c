// Bands and stacks re-coloured onto the givens: band_repair.hpp.
#include "puzzles/common/band_repair.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "base/random.hpp"

namespace gridsat {
namespace {

// The tries of one band: the colour order drawn anew each time, and after kExtraTries one more
// of the requests that the grid does not meet yet left for a later pass each time.
constexpr int kExtraTries = 8;
// Passes (bands and stacks) without fewer givens missed before a kick (kick()).
constexpr int kStall = 2;
// A Latin square's passes without a new best before the repair gives up (six kicks in vain):
// its passes re-colour a group per missed given, seconds at side 400 (a Sudoku's cost less).
constexpr int kLatinGiveUp = 12;
// The rows of a Latin square re-coloured together.
constexpr int kLatinRows = 16;

Grid transposed(const Grid& g) {
  Grid t(g.cols, g.rows);
  for (int i = 0; i < g.rows; ++i)
    for (int j = 0; j < g.cols; ++j) t.at(j, i) = g.at(i, j);
  return t;
}

bool holds(const Grid& g, const Grid& givens) {
  for (size_t k = 0; k < g.cells.size(); ++k)
    if (givens.cells[k] > 0 && givens.cells[k] != g.cells[k]) return false;
  return true;
}

int missed(const Grid& g, const Grid& givens) {
  int m = 0;
  for (size_t k = 0; k < g.cells.size(); ++k) m += givens.cells[k] > 0 && givens.cells[k] != g.cells[k];
  return m;
}

// Columns a and b (of one stack) exchange their values on the chain through row k0: the rows
// where the two columns' values close up (the grid stays valid).
void column_chain(Grid& g, int a, int b, int k0) {
  const int n = g.rows;
  std::vector<int> row_of(static_cast<size_t>(n) + 1);
  for (int k = 0; k < n; ++k) row_of[static_cast<size_t>(g.at(k, a))] = k;
  int k = k0;
  do {
    const int next = row_of[static_cast<size_t>(g.at(k, b))];
    std::swap(g.at(k, a), g.at(k, b));
    k = next;
  } while (k != k0);
}

// For each given missed, a chain between its column and another of its stack through its row:
// the bands' column contents change, so the next band pass meets other obstacles.
void kick(Grid& g, const Grid& givens, int C, Rng& rng) {
  const int n = g.rows;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      if (givens.at(i, j) == 0 || givens.at(i, j) == g.at(i, j)) continue;
      const int other = j / C * C + rng.below(C - 1);
      column_chain(g, j, other >= j ? other + 1 : other, i);
    }
}

// Rows `rows` of `g` (a Sudoku's band, or any rows of a Latin square) as their bipartite graph:
// edge e = c*R + t is column c's value in row rows[t] before the move, sym_[e]. A given's symbol
// may move within the given's stack of C columns (C = 1: a Latin square, no boxes).
class Band {
 public:
  Band(Grid& g, std::vector<int> rows, int C)
      : g_(g), n_(g.rows), R_(static_cast<int>(rows.size())), C_(C), rows_(std::move(rows)) {
    sym_.resize(static_cast<size_t>(n_) * R_);
    first_.assign(static_cast<size_t>(n_) + 2, 0);
    for (int c = 0; c < n_; ++c)
      for (int t = 0; t < R_; ++t) sym_[edge(c, t)] = g_.at(rows_[static_cast<size_t>(t)], c);
    // Each symbol's R edges, by counting sort.
    for (int v : sym_) ++first_[static_cast<size_t>(v) + 1];
    for (int v = 1; v <= n_ + 1; ++v) first_[static_cast<size_t>(v)] += first_[static_cast<size_t>(v) - 1];
    edges_of_.resize(sym_.size());
    std::vector<int> fill(first_.begin(), first_.end() - 1);
    for (size_t e = 0; e < sym_.size(); ++e) edges_of_[static_cast<size_t>(fill[static_cast<size_t>(sym_[e])]++)] = static_cast<int>(e);
  }

  int rows() const { return R_; }

  struct Request {
    int e, colour;
    bool met;  // the edge has that colour now
  };

  // The requests of the band's givens: the edge of the given's symbol in the given's box,
  // and the given's row.
  std::vector<Request> requests(const Grid& givens) const {
    std::vector<Request> out;
    for (int t = 0; t < R_; ++t)
      for (int j = 0; j < n_; ++j) {
        const int v = givens.at(rows_[static_cast<size_t>(t)], j);
        if (v <= 0 || v > n_) continue;
        for (int k = first_[static_cast<size_t>(v)]; k < first_[static_cast<size_t>(v) + 1]; ++k) {
          const int e = edges_of_[static_cast<size_t>(k)];
          if (e / R_ / C_ == j / C_) out.push_back({e, t, e % R_ == t});
        }
      }
    return out;
  }

  // Re-colours the band so that each request in `asked` holds (skipping one that clashes with
  // an earlier one at its column or symbol), rows in `order`. False (grid unchanged) when a
  // row finds no perfect matching.
  bool recolour(const std::vector<Request>& asked, const std::vector<int>& order) {
    const size_t edges = sym_.size();
    want_.assign(edges, -1);
    std::vector<char> col_taken(edges, 0), sym_taken(static_cast<size_t>(n_ + 1) * R_, 0);
    std::vector<std::vector<int>> by_colour(static_cast<size_t>(R_));
    for (const Request& q : asked) {
      const size_t at_col = static_cast<size_t>(q.e / R_) * R_ + q.colour;
      const size_t at_sym = static_cast<size_t>(sym_[static_cast<size_t>(q.e)]) * R_ + q.colour;
      if (want_[static_cast<size_t>(q.e)] >= 0 || col_taken[at_col] || sym_taken[at_sym]) continue;
      want_[static_cast<size_t>(q.e)] = q.colour;
      col_taken[at_col] = sym_taken[at_sym] = 1;
      by_colour[static_cast<size_t>(q.colour)].push_back(q.e);
    }
    used_.assign(edges, 0);
    colour_.assign(edges, -1);
    match_col_.resize(static_cast<size_t>(n_));
    match_sym_.resize(static_cast<size_t>(n_) + 1);
    locked_.resize(static_cast<size_t>(n_) + 1);
    seen_.assign(static_cast<size_t>(n_) + 1, 0);
    for (int k : order) {
      if (!match_row(k, by_colour[static_cast<size_t>(k)])) return false;
      for (int c = 0; c < n_; ++c) {
        const int e = match_col_[static_cast<size_t>(c)];
        used_[static_cast<size_t>(e)] = 1;
        colour_[static_cast<size_t>(e)] = k;
      }
    }
    for (int c = 0; c < n_; ++c)
      for (int t = 0; t < R_; ++t) {
        const size_t e = edge(c, t);
        g_.at(rows_[static_cast<size_t>(colour_[e])], c) = sym_[e];
      }
    return true;
  }

 private:
  size_t edge(int c, int t) const { return static_cast<size_t>(c) * R_ + t; }
  bool allowed(size_t e, int k) const { return !used_[e] && (want_[e] < 0 || want_[e] == k); }

  // Row k: a perfect matching of columns to symbols over the edges left, with the edges asked
  // for k and none asked for another row.
  bool match_row(int k, const std::vector<int>& asked) {
    std::fill(match_col_.begin(), match_col_.end(), -1);
    std::fill(match_sym_.begin(), match_sym_.end(), -1);
    std::fill(locked_.begin(), locked_.end(), 0);
    for (int e : asked) {
      const int v = sym_[static_cast<size_t>(e)];
      match_col_[static_cast<size_t>(e / R_)] = e;
      match_sym_[static_cast<size_t>(v)] = e;
      locked_[static_cast<size_t>(v)] = 1;
    }
    for (int c = 0; c < n_; ++c) {  // the old row where it still fits
      const size_t e = edge(c, k);
      const int v = sym_[e];
      if (match_col_[static_cast<size_t>(c)] < 0 && allowed(e, k) && match_sym_[static_cast<size_t>(v)] < 0) {
        match_col_[static_cast<size_t>(c)] = static_cast<int>(e);
        match_sym_[static_cast<size_t>(v)] = static_cast<int>(e);
      }
    }
    for (int c = 0; c < n_; ++c) {
      if (match_col_[static_cast<size_t>(c)] >= 0) continue;
      ++stamp_;
      if (!augment(c, k)) return false;
    }
    return true;
  }

  // An augmenting path from unmatched column c (Kuhn's algorithm).
  bool augment(int c, int k) {
    for (int t = 0; t < R_; ++t) {
      const size_t e = edge(c, t);
      if (!allowed(e, k)) continue;
      const int v = sym_[e];
      if (locked_[static_cast<size_t>(v)] || seen_[static_cast<size_t>(v)] == stamp_) continue;
      seen_[static_cast<size_t>(v)] = stamp_;
      const int held = match_sym_[static_cast<size_t>(v)];
      if (held < 0 || augment(held / R_, k)) {
        match_col_[static_cast<size_t>(c)] = static_cast<int>(e);
        match_sym_[static_cast<size_t>(v)] = static_cast<int>(e);
        return true;
      }
    }
    return false;
  }

  Grid& g_;
  int n_, R_, C_;
  std::vector<int> rows_;
  std::vector<int> sym_, first_, edges_of_;
  std::vector<int> want_, colour_, match_col_, match_sym_, seen_;
  std::vector<char> used_, locked_;
  int stamp_ = 0;
};

// Every band of g re-coloured towards the givens.
// The rows of `b` re-coloured towards the givens (grid unchanged where no try succeeds).
void recolour(const Grid& givens, Band b, Rng& rng) {
  std::vector<Band::Request> all = b.requests(givens), met, open;
  for (const Band::Request& q : all) (q.met ? met : open).push_back(q);
  if (open.empty()) return;
  rng.shuffle(open);
  const int R = b.rows();
  std::vector<int> order(static_cast<size_t>(R));
  for (int attempt = 0; attempt <= kExtraTries + static_cast<int>(open.size()); ++attempt) {
    const size_t drop = attempt > kExtraTries ? static_cast<size_t>(attempt - kExtraTries) : 0;
    std::vector<Band::Request> asked = met;
    asked.insert(asked.end(), open.begin(), open.end() - static_cast<std::ptrdiff_t>(drop));
    for (int k = 0; k < R; ++k) order[static_cast<size_t>(k)] = k;
    rng.shuffle(order);  // then the rows asked for most first: the last rows have the least choice
    std::vector<int> count(static_cast<size_t>(R), 0);
    for (const Band::Request& q : asked) ++count[static_cast<size_t>(q.colour)];
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int c) { return count[static_cast<size_t>(a)] > count[static_cast<size_t>(c)]; });
    if (b.recolour(asked, order)) return;
  }
}

// Every band of a Sudoku (R rows, stacks of C columns) re-coloured towards the givens.
void band_pass(Grid& g, const Grid& givens, int R, int C, Rng& rng) {
  for (int band = 0; band < g.rows / R; ++band) {
    std::vector<int> rows(static_cast<size_t>(R));
    for (int t = 0; t < R; ++t) rows[static_cast<size_t>(t)] = band * R + t;
    recolour(givens, Band(g, std::move(rows), C), rng);
  }
}

// A Latin square has no bands: a given (i, j) = v can be met by rows that hold i and the row
// where column j holds v. Groups of kLatinRows rows are made of such pairs, given by given
// (the givens missed, in random order), topped up with random rows, and each re-coloured.
void latin_pass(Grid& g, const Grid& givens, Rng& rng) {
  const int n = g.rows, k = std::min(n, kLatinRows);
  std::vector<int> cells;
  for (int c = 0; c < n * n; ++c)
    if (givens.cells[static_cast<size_t>(c)] > 0 && givens.cells[static_cast<size_t>(c)] != g.cells[static_cast<size_t>(c)])
      cells.push_back(c);
  rng.shuffle(cells);
  std::vector<int> in_group(static_cast<size_t>(n), -1);
  int group = 0;
  const auto row_holding = [&](int j, int v) {
    for (int r = 0; r < n; ++r)
      if (g.at(r, j) == v) return r;
    return -1;
  };
  for (size_t next = 0; next < cells.size(); ++group) {
    std::vector<int> rows;
    const auto add = [&](int r) {
      if (in_group[static_cast<size_t>(r)] == group) return;
      in_group[static_cast<size_t>(r)] = group;
      rows.push_back(r);
    };
    for (; next < cells.size() && static_cast<int>(rows.size()) + 2 <= k; ++next) {
      const int i = cells[next] / n, j = cells[next] % n, v = givens.cells[static_cast<size_t>(cells[next])];
      if (g.at(i, j) == v) continue;
      add(i);
      add(row_holding(j, v));
    }
    while (static_cast<int>(rows.size()) < k) add(rng.below(n));
    recolour(givens, Band(g, std::move(rows), 1), rng);
  }
}

}  // namespace

bool repair_by_bands(Grid& grid, const Grid& givens, int box_rows, int box_cols, int passes, uint64_t seed) {
  const bool latin = box_rows == 1 || box_cols == 1;
  Rng rng(seed);
  const Grid givens_t = transposed(givens);
  int best = missed(grid, givens), stalled = 0;
  const int give_up = latin ? kLatinGiveUp : passes;
  for (int p = 0, since_best = 0; p < passes && best > 0 && since_best < give_up; ++p, ++since_best) {
    if (stalled >= kStall) {  // stuck: move the columns of the givens missed, then go on
      kick(grid, givens, latin ? grid.rows : box_cols, rng);
      stalled = 0;
    }
    if (latin) latin_pass(grid, givens, rng);
    else band_pass(grid, givens, box_rows, box_cols, rng);
    if (holds(grid, givens)) return true;
    Grid t = transposed(grid);
    if (latin) latin_pass(t, givens_t, rng);
    else band_pass(t, givens_t, box_cols, box_rows, rng);
    grid = transposed(t);
    if (const int m = missed(grid, givens); m < best) best = m, stalled = 0, since_best = -1;
    else ++stalled;
  }
  return holds(grid, givens);
}

}  // namespace gridsat
