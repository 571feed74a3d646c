// Swap-chain repair of a valid grid towards its givens: chain_repair.hpp.
#include "puzzles/common/chain_repair.hpp"

#include <utility>
#include <vector>

#include "base/random.hpp"

namespace gridsat {
namespace {

constexpr uint64_t kNoise = 10;  // one move in kNoise is a random chain

class Walk {
 public:
  Walk(Grid& grid, const Grid& givens, int box_rows, int box_cols)
      : g_(grid), givens_(givens), n_(grid.rows), r_(box_rows), c_(box_cols),
        in_row_(static_cast<size_t>(n_) * (n_ + 1)), in_col_(static_cast<size_t>(n_) * (n_ + 1)),
        slot_(static_cast<size_t>(n_) * n_, -1) {
    for (int i = 0; i < n_; ++i)
      for (int j = 0; j < n_; ++j) {
        in_row_[idx(i, g_.at(i, j))] = j;
        in_col_[idx(j, g_.at(i, j))] = i;
        if (givens.at(i, j) > 0 && givens.at(i, j) != g_.at(i, j)) add(i * n_ + j);
      }
  }

  bool done() const { return missed_.empty(); }
  // One move for a missed given chosen at random.
  void move(Rng& rng) {
    const int cell = missed_[rng.below(missed_.size())];
    const int i = cell / n_, j = cell % n_, v = givens_.at(i, j);
    const int i2 = in_col_[idx(j, v)], j2 = in_row_[idx(i, v)];
    const bool by_row = rows_swap(i, i2), by_col = cols_swap(j, j2);
    if (rng.below(kNoise) == 0) {  // a random chain through the cell's row or column: off a plateau
      if (rng.below(2) == 0) chain(false, i, partner(i, r_, rng), static_cast<int>(rng.below(n_)));
      else chain(true, j, partner(j, c_, rng), static_cast<int>(rng.below(n_)));
      return;
    }
    if (!by_row && !by_col) {  // v elsewhere in the cell's box: one chain brings it into the row or column
      const auto [bi, bj] = in_box(i, j, v);
      if (bi < 0) return;
      if (rng.below(2) == 0) chain(false, i, bi, bj);
      else chain(true, j, bj, bi);
      return;
    }
    bool use_col = !by_row;
    if (by_row && by_col)
      use_col = rng.below(5) == 0 ? rng.below(2) == 0 : cost(true, j, j2, i) < cost(false, i, i2, j);
    if (use_col) chain(true, j, j2, i);
    else chain(false, i, i2, j);
  }

 private:
  size_t idx(int line, int v) const { return static_cast<size_t>(line) * (n_ + 1) + v; }
  // Rows (columns) whose chains keep the boxes: one band (stack), or any when boxes are lines.
  bool rows_swap(int a, int b) const { return a != b && (r_ == 1 || a / r_ == b / r_); }
  bool cols_swap(int a, int b) const { return a != b && (c_ == 1 || a / c_ == b / c_); }
  int partner(int line, int block, Rng& rng) const {
    const int size = block == 1 ? n_ : block, base = block == 1 ? 0 : line / block * block;
    const int other = base + static_cast<int>(rng.below(static_cast<uint64_t>(size - 1)));
    return other >= line ? other + 1 : other;
  }
  // Where v lies in the box of cell (i, j), or (-1, -1) (no boxes: a Latin square).
  std::pair<int, int> in_box(int i, int j, int v) const {
    if (r_ == 1 || c_ == 1) return {-1, -1};
    for (int row = i / r_ * r_; row < i / r_ * r_ + r_; ++row)
      if (const int col = in_row_[idx(row, v)]; col / c_ == j / c_) return {row, col};
    return {-1, -1};
  }
  int value(bool cols, int line, int k) const { return cols ? g_.at(k, line) : g_.at(line, k); }
  int given(bool cols, int line, int k) const { return cols ? givens_.at(k, line) : givens_.at(line, k); }
  int where(bool cols, int line, int v) const { return cols ? in_col_[idx(line, v)] : in_row_[idx(line, v)]; }

  // The chain of lines a and b (rows, or columns when `cols`) through position k0.
  const std::vector<int>& links(bool cols, int a, int b, int k0) {
    chain_.assign(1, k0);
    for (int k = where(cols, a, value(cols, b, k0)); k != k0; k = where(cols, a, value(cols, b, k)))
      chain_.push_back(k);
    return chain_;
  }
  // Givens missed after the swap minus before, on the chain.
  int cost(bool cols, int a, int b, int k0) {
    int d = 0;
    for (int k : links(cols, a, b, k0))
      for (auto [x, y] : {std::pair{a, b}, std::pair{b, a}})
        if (int v = given(cols, x, k); v > 0) d += (value(cols, y, k) != v) - (value(cols, x, k) != v);
    return d;
  }
  void chain(bool cols, int a, int b, int k0) {
    for (int k : std::vector<int>(links(cols, a, b, k0))) {
      const int va = value(cols, a, k), vb = value(cols, b, k);
      put(cols, a, k, vb);
      put(cols, b, k, va);
    }
  }
  void put(bool cols, int line, int k, int v) {
    const int i = cols ? k : line, j = cols ? line : k;
    g_.at(i, j) = v;
    in_row_[idx(i, v)] = j;
    in_col_[idx(j, v)] = i;
    const int want = givens_.at(i, j);
    if (want == 0) return;
    if (want == v) drop(i * n_ + j);
    else add(i * n_ + j);
  }
  void add(int cell) {
    if (slot_[static_cast<size_t>(cell)] >= 0) return;
    slot_[static_cast<size_t>(cell)] = static_cast<int>(missed_.size());
    missed_.push_back(cell);
  }
  void drop(int cell) {
    const int s = slot_[static_cast<size_t>(cell)];
    if (s < 0) return;
    missed_[static_cast<size_t>(s)] = missed_.back();
    slot_[static_cast<size_t>(missed_.back())] = s;
    missed_.pop_back();
    slot_[static_cast<size_t>(cell)] = -1;
  }

  Grid& g_;
  const Grid& givens_;
  int n_, r_, c_;
  std::vector<int> in_row_, in_col_;  // (row, value) -> column; (column, value) -> row
  std::vector<int> missed_, slot_;    // the givens the grid misses, and each one's slot there
  std::vector<int> chain_;
};

}  // namespace

bool repair_by_chains(Grid& grid, const Grid& givens, int box_rows, int box_cols, int64_t moves, uint64_t seed) {
  Walk walk(grid, givens, box_rows, box_cols);
  Rng rng(seed);
  for (int64_t m = 0; m < moves && !walk.done(); ++m) walk.move(rng);
  return walk.done();
}

}  // namespace gridsat
