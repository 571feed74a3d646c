#include "puzzles/common/sized_partition.hpp"

#include <algorithm>

#include "encoders/amo.hpp"
#include "encoders/constants.hpp"
#include "encoders/sum.hpp"

namespace gridsat {

namespace {

// n literals: the first kTrue when `first_true`, the others fresh (one kTrue alone when n is 1).
std::vector<int> fresh_lits(ClauseSink& sink, int n, bool first_true) {
  std::vector<int> out(static_cast<size_t>(n));
  for (int k = 0; k < n; ++k) out[static_cast<size_t>(k)] = (k == 0 && (first_true || n == 1)) ? kTrue : sink.fresh();
  return out;
}

}  // namespace

SizedPartition::SizedPartition(ClauseSink& sink, int rows, int cols, std::vector<std::vector<int>> size)
    : sink_(sink),
      rows_(rows),
      cols_(cols),
      n_(static_cast<int>(size.at(0).size())),
      mod_r_(std::min(rows, 2 * n_)),
      mod_c_(std::min(cols, 2 * n_)),
      size_(std::move(size)) {
  const int cells = rows * cols;
  right_.assign(static_cast<size_t>(cells), kFalse);
  down_.assign(static_cast<size_t>(cells), kFalse);
  for (int i = 0; i < cells; ++i) {
    if (i % cols + 1 < cols) right_[static_cast<size_t>(i)] = sink.fresh();
    if (i + cols < cells) down_[static_cast<size_t>(i)] = sink.fresh();
  }
  for (int i = 0; i < cells; ++i) {
    subtree_.push_back(fresh_lits(sink, n_, true));
    std::vector<int> p;
    for (size_t k = 0; k < neighbours(i).size(); ++k) p.push_back(sink.fresh());
    parent_.push_back(p);
    root_.push_back(sink.fresh());
    label_r_.push_back(fresh_lits(sink, mod_r_, false));
    label_c_.push_back(fresh_lits(sink, mod_c_, false));
  }
}

std::vector<int> SizedPartition::neighbours(int i) const {
  std::vector<int> out;
  const int r = i / cols_, c = i % cols_;
  if (r > 0) out.push_back(i - cols_);
  if (r + 1 < rows_) out.push_back(i + cols_);
  if (c > 0) out.push_back(i - 1);
  if (c + 1 < cols_) out.push_back(i + 1);
  return out;
}

int SizedPartition::same(int a, int b) const {
  if (a > b) std::swap(a, b);
  return b == a + 1 ? right_[static_cast<size_t>(a)] : down_[static_cast<size_t>(a)];
}

void SizedPartition::encode_cell(int i) {
  const auto u = static_cast<size_t>(i);
  const std::vector<int> next = neighbours(i);
  const std::vector<int>& s = subtree_[u];  // s[k]: subtree size >= k + 1
  std::vector<int> choice{root_[u]};
  for (size_t k = 0; k < next.size(); ++k) {
    choice.push_back(parent_[u][k]);
    add_clause(sink_, {-parent_[u][k], same(i, next[k])});
  }
  exactly_one(sink_, choice, Amo::pairwise);
  for (int k = 1; k + 1 < n_; ++k) add_clause(sink_, {-s[static_cast<size_t>(k + 1)], s[static_cast<size_t>(k)]});
  for (int m = 1; m <= n_; ++m) {
    const int holds = size_[u][static_cast<size_t>(m - 1)];
    if (m < n_) add_clause(sink_, {-holds, -s[static_cast<size_t>(m)]});  // s <= m
    add_clause(sink_, {-holds, -root_[u], s[static_cast<size_t>(m - 1)]});   // a root: s >= m
    add_clause(sink_, {-holds, root_[u], -s[static_cast<size_t>(m - 1)]});   // else s < m
  }
  // s = 1 + the children's subtree sizes; a child's share is 0 unless it names i its parent.
  std::vector<OrderInt> shares;
  for (int j : next) {
    const auto uj = static_cast<size_t>(j);
    const std::vector<int> back = neighbours(j);
    const int p = parent_[uj][static_cast<size_t>(std::find(back.begin(), back.end(), i) - back.begin())];
    add_clause(sink_, {-p, -subtree_[uj][static_cast<size_t>(n_ - 1)]});  // a child's tree is below n
    OrderInt share;
    for (int k = 0; k < n_; ++k) {
      share.values.push_back(k);
      if (k == 0) {
        share.ge.push_back(kTrue);
        continue;
      }
      const int ge = sink_.fresh(), child = subtree_[uj][static_cast<size_t>(k - 1)];
      add_clause(sink_, {-ge, p});
      add_clause(sink_, {-ge, child});
      add_clause(sink_, {-p, -child, ge});
      share.ge.push_back(ge);
    }
    shares.push_back(std::move(share));
  }
  std::vector<const OrderInt*> terms;
  for (const OrderInt& t : shares) terms.push_back(&t);
  const std::optional<OrderInt> sum = terms.empty() ? std::nullopt : order_sum(sink_, terms, 0, n_ - 1);
  for (int k = 1; k < n_; ++k) {
    const int ge = sum ? sum->at_least(k) : kFalse;
    add_clause(sink_, {-s[static_cast<size_t>(k)], ge});
    add_clause(sink_, {s[static_cast<size_t>(k)], -ge});
  }
  encode_labels(i);
}

// Cell i's label: one row and one column, its own when a root; the root first in reading order
// and nearer than the cell's size.
void SizedPartition::encode_labels(int i) {
  const auto u = static_cast<size_t>(i);
  const std::vector<int> next = neighbours(i);
  for (const auto* labels : {&label_r_[u], &label_c_[u]})
    if (labels->size() > 1) exactly_one(sink_, *labels, Amo::pairwise);
  const int r = i / cols_, c = i % cols_;
  const int own_r = label_r_[u][static_cast<size_t>(r % mod_r_)], own_c = label_c_[u][static_cast<size_t>(c % mod_c_)];
  add_clause(sink_, {-root_[u], own_r});
  add_clause(sink_, {-root_[u], own_c});
  add_clause(sink_, {-own_r, -own_c, root_[u]});  // a label of its own: no other root that near
  // The root is its region's first cell in reading order: never below, nor left in its row.
  for (int x = 0; x < mod_r_; ++x)
    if (behind(r, x, mod_r_, rows_)) add_clause(sink_, {-label_r_[u][static_cast<size_t>(x)]});
  for (int y = 0; y < mod_c_; ++y)
    if (behind(c, y, mod_c_, cols_)) add_clause(sink_, {-own_r, -label_c_[u][static_cast<size_t>(y)]});
  // Implied, for propagation: a cell of size m >= 2 has a neighbour of size m, one of size 2
  // only one; its root is fewer than m rows and m columns away.
  for (int m = 1; m <= n_; ++m) {
    const int holds = size_[u][static_cast<size_t>(m - 1)];
    if (holds == kFalse) continue;
    std::vector<int> near{-holds};
    for (int j : next) near.push_back(size_[static_cast<size_t>(j)][static_cast<size_t>(m - 1)]);
    if (m >= 2) add_clause(sink_, near);
    if (m == 2)
      for (size_t a = 1; a < near.size(); ++a)
        for (size_t b = a + 1; b < near.size(); ++b) add_clause(sink_, {-holds, -near[a], -near[b]});
    for (int x = 0; x < mod_r_; ++x)
      if (offset(r, x, mod_r_, rows_) >= m) add_clause(sink_, {-holds, -label_r_[u][static_cast<size_t>(x)]});
    for (int y = 0; y < mod_c_; ++y)
      if (offset(c, y, mod_c_, cols_) >= m) add_clause(sink_, {-holds, -label_c_[u][static_cast<size_t>(y)]});
  }
}

// How far coordinate p is from a root whose coordinate is x modulo `mod` (a board `side` long):
// |p - x| without wrapping, else the nearer of the two ways round.
int SizedPartition::offset(int p, int x, int mod, int side) const {
  if (mod == side) return p > x ? p - x : x - p;
  const int d = ((p - x) % mod + mod) % mod;
  return std::min(d, mod - d);
}

// Whether a root whose coordinate is x modulo `mod` lies after coordinate p (of a board `side`
// long): without wrapping (mod == side) x > p; else the offset p - x modulo mod is N or more,
// which a region of at most N cells reaches only backwards.
bool SizedPartition::behind(int p, int x, int mod, int side) const {
  if (mod == side) return x > p;
  return ((p - x) % mod + mod) % mod >= n_;
}

void SizedPartition::encode_edge(int a, int b) {
  const int e = same(a, b);
  const auto ua = static_cast<size_t>(a), ub = static_cast<size_t>(b);
  for (int m = 0; m < n_; ++m) {
    const int x = size_[ua][static_cast<size_t>(m)], y = size_[ub][static_cast<size_t>(m)];
    add_clause(sink_, {-x, -y, e});
    add_clause(sink_, {-e, -x, y});
    add_clause(sink_, {-e, -y, x});
  }
  for (const auto* labels : {&label_r_, &label_c_})
    for (size_t k = 0; k < (*labels)[ua].size(); ++k) {
      add_clause(sink_, {-e, -(*labels)[ua][k], (*labels)[ub][k]});
      add_clause(sink_, {-e, -(*labels)[ub][k], (*labels)[ua][k]});
    }
}

void SizedPartition::encode_all() {
  const int cells = rows_ * cols_;
  for (int i = 0; i < cells; ++i) encode_cell(i);
  for (int i = 0; i < cells; ++i) {
    if (i % cols_ + 1 < cols_) encode_edge(i, i + 1);
    if (i + cols_ < cells) encode_edge(i, i + cols_);
  }
}

}  // namespace gridsat
