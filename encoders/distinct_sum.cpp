#include "encoders/distinct_sum.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>

#include "encoders/constants.hpp"
#include "encoders/table.hpp"

namespace gridsat {

namespace {

// Walks the subsets of values[from..] of `left` more values totalling `rest`, in increasing
// order of position; prunes by the smallest and largest totals still reachable.
void walk_combinations(const std::vector<int>& values, size_t from, int left, long long rest, uint32_t mask,
                       std::vector<uint32_t>& out) {
  if (left == 0) {
    if (rest == 0) out.push_back(mask);
    return;
  }
  if (values.size() - from < static_cast<size_t>(left)) return;
  long long least = 0, most = 0;
  for (int i = 0; i < left; ++i) least += values[from + static_cast<size_t>(i)];
  for (int i = 0; i < left; ++i) most += values[values.size() - 1 - static_cast<size_t>(i)];
  if (rest < least || rest > most) return;
  walk_combinations(values, from + 1, left - 1, rest - values[from], mask | uint32_t{1} << from, out);
  walk_combinations(values, from + 1, left, rest, mask, out);
}

// The distinct values the cells may hold, sorted.
std::vector<int> all_values(const std::vector<std::vector<ValueLit>>& cells) {
  std::vector<int> values;
  for (const auto& cell : cells)
    for (const ValueLit& v : cell)
      if (v.lit != kFalse) values.push_back(v.value);
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
  return values;
}

// Per value of `values`, the literal "some cell holds it": a constant where the cells decide
// it, else a fresh variable tied both ways to the cells' literals for it.
std::vector<int> membership(ClauseSink& sink, const std::vector<std::vector<ValueLit>>& cells,
                            const std::vector<int>& values) {
  std::vector<int> u;
  for (int value : values) {
    std::vector<int> holders;
    bool surely = false;
    for (const auto& cell : cells)
      for (const ValueLit& v : cell)
        if (v.value == value && v.lit != kFalse) {
          holders.push_back(v.lit);
          surely = surely || v.lit == kTrue;
        }
    if (surely) {
      u.push_back(kTrue);
      continue;
    }
    const int lit = sink.fresh();
    for (int h : holders) add_clause(sink, {-h, lit});
    std::vector<int> some{-lit};
    some.insert(some.end(), holders.begin(), holders.end());
    add_clause(sink, some);
    u.push_back(lit);
  }
  return u;
}

// The sum in order encoding, each prefix's total bounded by the distinct values it and the
// rest of the run can take.
void order_total(ClauseSink& sink, const std::vector<std::vector<ValueLit>>& cells, const std::vector<int>& values,
                 long long total) {
  std::vector<OrderInt> ints;
  ints.reserve(cells.size());
  for (const auto& cell : cells) {
    std::vector<ValueLit> open;
    for (const ValueLit& v : cell)
      if (v.lit != kFalse) open.push_back(v);
    if (open.empty()) {
      add_clause(sink, std::span<const int>());
      return;
    }
    ints.push_back(order_from_onehot(sink, std::move(open)));
  }
  // smallest[j] / largest[j]: the least / most that j distinct values of `values` total.
  const size_t m = cells.size();
  std::vector<long long> smallest(m + 1, 0), largest(m + 1, 0);
  for (size_t j = 1; j <= m; ++j) {
    const bool have = j <= values.size();
    smallest[j] = have ? smallest[j - 1] + values[j - 1] : smallest[j - 1] + (1LL << 30);
    largest[j] = have ? largest[j - 1] + values[values.size() - j] : largest[j - 1] - (1LL << 30);
  }
  std::vector<const OrderInt*> terms;
  std::vector<std::pair<int, int>> partial;
  for (size_t j = 0; j < m; ++j) {
    terms.push_back(&ints[j]);
    const long long lo = std::max(smallest[j + 1], total - largest[m - j - 1]);
    const long long hi = std::min(largest[j + 1], total - smallest[m - j - 1]);
    partial.emplace_back(static_cast<int>(std::clamp<long long>(lo, -1, 1LL << 30)),
                         static_cast<int>(std::clamp<long long>(hi, -1, 1LL << 30)));
  }
  sum_equals_order(sink, terms, static_cast<int>(total), partial);
}

}  // namespace

std::vector<uint32_t> sum_combinations(const std::vector<int>& values, int k, long long total) {
  std::vector<uint32_t> out;
  if (k >= 0 && values.size() <= 32) walk_combinations(values, 0, k, total, 0, out);
  return out;
}

void distinct_run_sum(ClauseSink& sink, const std::vector<std::vector<ValueLit>>& cells, std::optional<long long> total,
                      RunSum how) {
  const std::vector<int> values = all_values(cells);
  for (int value : values) {  // distinct: the cells' literals of one value pairwise
    std::vector<int> holders;
    for (const auto& cell : cells)
      for (const ValueLit& v : cell)
        if (v.value == value && v.lit != kFalse) holders.push_back(v.lit);
    for (size_t a = 0; a < holders.size(); ++a)
      for (size_t b = a + 1; b < holders.size(); ++b) add_clause(sink, {-holders[a], -holders[b]});
  }
  if (!total) return;
  if (cells.empty()) {
    if (*total != 0) add_clause(sink, std::span<const int>());
    return;
  }
  const bool table = how != RunSum::order && values.size() <= 32;
  if (table) {
    const std::vector<int> u = membership(sink, cells, values);
    const std::vector<uint32_t> rows = sum_combinations(values, static_cast<int>(cells.size()), *total);
    allowed_rows(sink, u, rows);
  }
  if (!table || how != RunSum::combinations) order_total(sink, cells, values, *total);
}

}  // namespace gridsat
