// Sparse grids completed by construction: the search of pattern_completion.hpp.
#include "puzzles/common/pattern_completion.hpp"

#include <algorithm>
#include <utility>

#include "base/random.hpp"
#include "puzzles/common/band_repair.hpp"
#include "puzzles/common/chain_repair.hpp"

namespace gridsat {
namespace {

// The repair's moves per puzzle, over all restarts: where no completion is found this costs
// 0.07 s at side 64, 0.2 s for a Latin square of side 100 (BENCHMARKS.md).
constexpr int64_t kRepairMoves = 50000;
// Passes of band and stack re-colouring (band_repair.hpp) before the chains, per restart.
constexpr int kBandPasses = 30;
// Cells asked to change, one at a time, for a second solution the cheap ways do not give.
constexpr int kSecondTries = 4;

struct Given {
  int i, j, v;  // v 0-based
};

// The pattern and the same with 1 and 2 exchanged: an empty grid's two solutions.
std::vector<Grid> empty_grid_patterns(int n, int box_rows, int box_cols) {
  Grid first(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) first.at(i, j) = (box_cols * (i % box_rows) + i / box_rows + j) % n + 1;
  std::vector<Grid> out{first};
  if (n >= 2) {
    Grid second = first;
    for (int& v : second.cells) v = v == 1 ? 2 : v == 2 ? 1 : v;
    out.push_back(std::move(second));
  }
  return out;
}

// One side's map (rows to keys K, or columns to keys C) with its block structure: `block` of an
// index is its source band (stack), `target` of a key the band (stack) it lies in.
class KeyMap {
 public:
  KeyMap(int n, int block_size, bool target_by_mod, int targets)
      : n_(n), block_size_(block_size), by_mod_(target_by_mod), targets_(targets), key_(n, -1), owner_(n, -1),
        block_target_(n / block_size, -1), target_block_(targets, -1), block_count_(n / block_size, 0) {}

  int key(int x) const { return key_[x]; }
  bool can(int x, int k) const {
    if (owner_[k] >= 0) return false;
    const int b = x / block_size_, t = target(k);
    return block_count_[b] > 0 ? block_target_[b] == t : target_block_[t] < 0;
  }
  void set(int x, int k) {
    key_[x] = k;
    owner_[k] = x;
    const int b = x / block_size_;
    if (block_count_[b]++ == 0) {
      block_target_[b] = target(k);
      target_block_[target(k)] = b;
    }
  }
  void unset(int x) {
    const int k = key_[x], b = x / block_size_;
    key_[x] = -1;
    owner_[k] = -1;
    if (--block_count_[b] == 0) {
      target_block_[block_target_[b]] = -1;
      block_target_[b] = -1;
    }
  }
  // After the search: every index without a key gets one (its block's target where the block
  // has one, the free targets for the others), so that the map is a structure-keeping bijection.
  void fill() {
    for (int b = 0; b < static_cast<int>(block_target_.size()); ++b) {
      if (block_target_[b] >= 0) continue;
      for (int t = 0; t < targets_; ++t)
        if (target_block_[t] < 0) {
          block_target_[b] = t;
          target_block_[t] = b;
          break;
        }
    }
    for (int x = 0; x < n_; ++x) {
      if (key_[x] >= 0) continue;
      for (int k = 0; k < n_; ++k)
        if (owner_[k] < 0 && target(k) == block_target_[x / block_size_]) {
          key_[x] = k;
          owner_[k] = x;
          break;
        }
    }
  }

 private:
  int target(int k) const { return by_mod_ ? k % targets_ : k / (n_ / targets_); }
  int n_, block_size_;
  bool by_mod_;
  int targets_;
  std::vector<int> key_, owner_, block_target_, target_block_, block_count_;
};

// The pattern's keys and symbol map, chosen given by given.
class Search {
 public:
  // Rows: bands of r rows, a row's key K = c (R mod r) + R div r, its band K mod c (c bands).
  // Columns: stacks of c columns, a column's key C = its target column, its stack C div c.
  Search(int n, int r, int c, uint64_t seed)
      : n_(n), rows_(n, r, true, c), cols_(n, c, false, r), sigma_(n, -1), symbol_of_(n, -1), rng_(seed) {}

  // Given x met if the keys and symbol map so far allow, with keys drawn at random where free;
  // else left to the repair.
  void place(const Given& x) {
    if (rows_.key(x.i) < 0) {
      if (cols_.key(x.j) >= 0 && sigma_[x.v] >= 0) {  // the row's key is forced
        const int k = mod(sigma_[x.v] - cols_.key(x.j));
        if (rows_.can(x.i, k)) rows_.set(x.i, k);
        return;
      }
      const int k = first(n_, [&](int k) { return rows_.can(x.i, k); });
      if (k < 0) return;
      rows_.set(x.i, k);
    }
    const int k = rows_.key(x.i);
    if (cols_.key(x.j) >= 0) {
      const int p = mod(k + cols_.key(x.j));
      if (sigma_[x.v] < 0 && symbol_of_[p] < 0) bind(x.v, p);
      return;
    }
    if (sigma_[x.v] >= 0) {
      if (const int cc = mod(sigma_[x.v] - k); cols_.can(x.j, cc)) cols_.set(x.j, cc);
      return;
    }
    const int cc = first(n_, [&](int cc) { return cols_.can(x.j, cc) && symbol_of_[mod(k + cc)] < 0; });
    if (cc < 0) return;
    cols_.set(x.j, cc);
    bind(x.v, mod(k + cc));
  }

  Grid grid() {
    rows_.fill();
    cols_.fill();
    std::vector<int> free_symbols;
    for (int v = 0; v < n_; ++v)
      if (sigma_[v] < 0) free_symbols.push_back(v);
    size_t next = 0;
    for (int p = 0; p < n_; ++p)
      if (symbol_of_[p] < 0) symbol_of_[p] = free_symbols[next++];
    Grid g(n_, n_);
    for (int i = 0; i < n_; ++i)
      for (int j = 0; j < n_; ++j) g.at(i, j) = symbol_of_[mod(rows_.key(i) + cols_.key(j))] + 1;
    return g;
  }

 private:
  int mod(int x) const { return (x % n_ + n_) % n_; }
  // The first of 0..m-1 from a random start that passes `ok`, or -1.
  template <class Ok>
  int first(int m, Ok ok) {
    const int start = static_cast<int>(rng_.below(static_cast<uint64_t>(m)));
    for (int t = 0; t < m; ++t)
      if (ok((start + t) % m)) return (start + t) % m;
    return -1;
  }
  void bind(int v, int p) {
    sigma_[v] = p;
    symbol_of_[p] = v;
  }

  int n_;
  KeyMap rows_, cols_;
  std::vector<int> sigma_, symbol_of_;  // symbol -> pattern value, and back
  Rng rng_;
};

// The givens in an order that propagates: next the one whose row, column and symbol were
// seen most (a seen row fixes the column's key through the symbol).
std::vector<Given> search_order(const Grid& givens) {
  std::vector<Given> left;
  const int n = givens.rows;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (int v = givens.at(i, j); v > 0) left.push_back({i, j, v - 1});
  std::vector<char> row(n, 0), col(n, 0), sym(n, 0);
  std::vector<Given> order;
  while (!left.empty()) {
    size_t best = 0;
    int best_score = -1;
    for (size_t g = 0; g < left.size(); ++g) {
      const int score = row[left[g].i] + col[left[g].j] + sym[left[g].v];
      if (score > best_score) best = g, best_score = score;
    }
    const Given x = left[best];
    left.erase(left.begin() + static_cast<std::ptrdiff_t>(best));
    row[x.i] = col[x.j] = sym[x.v] = 1;
    order.push_back(x);
  }
  return order;
}

// Whether two givens of one row, column or box are equal (no walk can meet them).
bool clash(const Grid& givens, int box_rows, int box_cols) {
  const int n = givens.rows;
  std::vector<char> seen(static_cast<size_t>(3) * n * (n + 1), 0);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      const int v = givens.at(i, j);
      if (v == 0) continue;
      const int box = i / box_rows * (n / box_cols) + j / box_cols;
      for (int house : {i, n + j, 2 * n + box})
        if (std::exchange(seen[static_cast<size_t>(house) * (n + 1) + v], 1)) return true;
    }
  return false;
}

// A second solution made from `first` without search, or an empty grid.
Grid second_solution(const Grid& givens, const Grid& first, int box_rows, int box_cols) {
  const int n = givens.rows;
  std::vector<char> used(n + 1, 0), row_given(n, 0), col_given(n, 0);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (int v = givens.at(i, j); v > 0) used[v] = row_given[i] = col_given[j] = 1;
  std::vector<int> unused;
  for (int v = 1; v <= n; ++v)
    if (!used[v]) unused.push_back(v);
  Grid second = first;
  if (unused.size() >= 2) {
    const int a = unused[0], b = unused[1];
    for (int& v : second.cells) v = v == a ? b : v == b ? a : v;
    return second;
  }
  for (int i = 0; i < n; ++i)  // two rows of one band with no given
    for (int i2 = i + 1; i2 < n && i2 / box_rows == i / box_rows; ++i2)
      if (!row_given[i] && !row_given[i2]) {
        for (int j = 0; j < n; ++j) std::swap(second.at(i, j), second.at(i2, j));
        return second;
      }
  for (int j = 0; j < n; ++j)  // two columns of one stack with no given
    for (int j2 = j + 1; j2 < n && j2 / box_cols == j / box_cols; ++j2)
      if (!col_given[j] && !col_given[j2]) {
        for (int i = 0; i < n; ++i) std::swap(second.at(i, j), second.at(i, j2));
        return second;
      }
  // Denser givens: the band repair from the first solution, asked for one more cell to hold
  // another value (that of its neighbour in the row, if no given of its column or box has it).
  Rng rng(n);
  for (int attempt = 0; attempt < kSecondTries; ++attempt) {
    const int i = rng.below(n), j = rng.below(n), v = first.at(i, (j + 1) % n);
    if (givens.at(i, j) > 0 || givens.at(i, (j + 1) % n) > 0) continue;
    Grid asked = givens;
    asked.at(i, j) = v;
    if (clash(asked, box_rows, box_cols)) continue;
    second = first;
    if (repair_by_bands(second, asked, box_rows, box_cols, kBandPasses, rng.next())) return second;
  }
  return {};
}

}  // namespace

Grid complete_pattern(const Grid& givens, int box_rows, int box_cols, int64_t moves, uint64_t seed) {
  const int n = givens.rows;
  if (n == 0 || box_rows * box_cols != n) return {};
  const std::vector<Given> order = search_order(givens);
  // Restarts with a growing budget: a fresh pattern and walk help a heavy-tailed search.
  int64_t spent = 0;
  for (int64_t slice = 20 * static_cast<int64_t>(order.size()) + 1000; spent < moves; slice *= 2) {
    const int64_t budget = std::min(slice, moves - spent);
    Search s(n, box_rows, box_cols, splitmix64(seed));
    for (const Given& x : order) s.place(x);
    Grid g = s.grid();
    if (repair_by_bands(g, givens, box_rows, box_cols, kBandPasses, splitmix64(seed))) return g;
    if (repair_by_chains(g, givens, box_rows, box_cols, budget, splitmix64(seed))) return g;
    spent += budget;
  }
  return {};
}

std::vector<Grid> pattern_solutions(const Grid& givens, int box_rows, int box_cols) {
  const int n = givens.rows;
  if (n == 0) return {};
  const int64_t cells = static_cast<int64_t>(givens.cells.size());
  const int64_t given = cells - std::count(givens.cells.begin(), givens.cells.end(), 0);
  if (given == 0) return empty_grid_patterns(n, box_rows, box_cols);
  if (n < 16 || given * 5 > cells || given > 8 * static_cast<int64_t>(n) || clash(givens, box_rows, box_cols)) return {};
  Grid first = complete_pattern(givens, box_rows, box_cols, kRepairMoves, 1);
  if (first.cells.empty()) return {};
  std::vector<Grid> out{first};
  if (Grid second = second_solution(givens, first, box_rows, box_cols); !second.cells.empty())
    out.push_back(std::move(second));
  return out;
}

}  // namespace gridsat
