// The one-hot encoding of permutation grids (see permutation_grid.hpp). Candidates ruled
// out before encoding (givens, singles, locked candidates: deductions.cpp) create no
// variables and no clauses; box-line segments are added by segments.cpp.
#include "puzzles/common/permutation_grid.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <span>
#include <string>

#include "base/memory_limit.hpp"
#include "base/saturating.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/amo_plan.hpp"
#include "puzzles/common/deductions.hpp"
#include "puzzles/common/segments.hpp"

namespace gridsat {

using permutation_detail::add_segment_clauses;
using permutation_detail::Candidates;
using permutation_detail::segment_clause_bound;

namespace {

// A group's rule group under EncodeOptions::groups: its kind from its shape ("row", "column",
// a rectangle "box", else "house"), numbered within the kind (`seen` counts them), for value v.
RuleGroup house_group(const std::vector<int>& cells, int n, int v, std::map<std::string, int>& seen, bool first) {
  int r0 = n, r1 = -1, c0 = n, c1 = -1;
  for (int c : cells) r0 = std::min(r0, c / n), r1 = std::max(r1, c / n), c0 = std::min(c0, c % n), c1 = std::max(c1, c % n);
  const bool rect = (r1 - r0 + 1) * (c1 - c0 + 1) == static_cast<int>(cells.size());
  const std::string kind = r0 == r1 ? "row" : c0 == c1 ? "column" : rect ? "box" : "house";
  const int index = seen[kind] + (first ? 1 : 0);
  if (first) seen[kind] = index;
  return RuleGroup{.kind = kind, .label = std::to_string(index) + " holds " + std::to_string(v) + " once", .cells = cells};
}

Encoding encode_full(const Grid& givens, const PermutationLayout& layout, const EncodeOptions& opt) {
  const int N = layout.n;
  Encoding e;
  e.base = Grid(N, N);
  const int first = e.cnf.reserve(N * N * N);
  auto var = [&](int cell, int v) { return first + cell * N + v - 1; };
  for (int cell = 0; cell < N * N; ++cell)
    for (int v = 1; v <= N; ++v) e.primary.push_back({var(cell, v), cell, v});
  std::vector<int64_t> sizes(static_cast<size_t>(N) + 1);  // every group has N literals
  sizes[static_cast<size_t>(N)] = static_cast<int64_t>(N) * N + (opt.drop_groups ? 0 : static_cast<int64_t>(layout.groups.size()) * N);
  const Amo amo = plan_amo(opt, sizes).at(N);
  std::vector<int> lits(N);
  for (int cell = 0; cell < N * N; ++cell) {
    for (int v = 1; v <= N; ++v) lits[v - 1] = var(cell, v);
    exactly_one(e.cnf, lits, amo);
  }
  std::map<std::string, int> seen;  // groups: each kind's count so far
  for (const auto& group : opt.drop_groups ? std::vector<std::vector<int>>{} : layout.groups)
    for (int v = 1; v <= N; ++v) {
      for (int k = 0; k < N; ++k) lits[k] = var(group[k], v);
      GroupScope g(e, opt, [&] { return house_group(group, N, v, seen, v == 1); });
      exactly_one(e.cnf, lits, amo);
    }
  for (int cell = 0; cell < N * N; ++cell) {
    const int v = givens.cells[cell];
    if (v && opt.givens_as_assumptions) e.given_literals.emplace_back(cell, var(cell, v));
    else if (v) e.cnf.add({var(cell, v)});
  }
  e.givens_assumed = opt.givens_as_assumptions;
  return e;
}

// True when cells a and b (both in group g) share a group listed before g: the pair's
// binary clause has been written already.
bool earlier_pair(const PermutationLayout& l, int g, int a, int b) {
  if (!l.first_common.empty()) {
    const int first = l.first_common[static_cast<size_t>(a) * l.cell_groups.size() + static_cast<size_t>(b)];
    return first >= 0 && first < g;
  }
  for (int ga : l.cell_groups[a]) {
    if (ga >= g) break;
    for (int gb : l.cell_groups[b])
      if (gb == ga) return true;
  }
  return false;
}

// Per size, the exactly-one groups encode_permutation_grid writes once `c` is deduced: each
// open cell over its candidates, each (group, value) not yet placed over its cells.
std::vector<int64_t> groups_by_size(const Candidates& c, int N, const EncodeOptions& opt) {
  std::vector<int64_t> count(static_cast<size_t>(N) + 1);
  for (int cell = 0; cell < N * N; ++cell)
    if (!c.value(cell)) ++count[static_cast<size_t>(c.ncand(cell))];
  for (size_t g = 0; g < (opt.drop_groups ? 0 : c.groups.size()); ++g)
    for (int v = 1; v <= N; ++v)
      if (!c.placed(static_cast<int>(g), v)) ++count[static_cast<size_t>(c.count(static_cast<int>(g), v))];
  return count;
}

// Each group: bucket its open cells' variables by value, then exactly one per value.
// With pairwise AMO a group skips the pairs an earlier group already excludes (a Sudoku
// box: the pairs in one of its rows or columns). first_var: per open cell, the variable of
// its smallest candidate (the others follow in increasing value).
void add_group_clauses(Cnf& cnf, const Candidates& c, const PermutationLayout& layout, const EncodeOptions& opt,
                       const AmoPlan& plan, const std::vector<int>& first_var) {
  const int N = layout.n;
  // Per value its variables and cells in the group, in flat slots of N (no vector per value).
  const size_t n = static_cast<size_t>(N);
  std::vector<int> bucket(n * n), cells_of(n * n), size(n);
  for (size_t g = 0; g < (opt.drop_groups ? 0 : c.groups.size()); ++g) {
    std::fill(size.begin(), size.end(), 0);
    for (int cell : c.groups[g]) {
      if (c.value(cell)) continue;
      int var = first_var[cell];
      for (size_t v = 0; v < n; ++v)
        if (c.has(cell, static_cast<int>(v) + 1)) {
          bucket[v * n + static_cast<size_t>(size[v])] = var++;
          cells_of[v * n + static_cast<size_t>(size[v]++)] = cell;
        }
    }
    for (size_t v = 0; v < n; ++v) {
      if (c.placed(static_cast<int>(g), static_cast<int>(v) + 1)) continue;
      const std::span<const int> x(&bucket[v * n], static_cast<size_t>(size[v]));
      if (const Amo amo = plan.at(static_cast<int64_t>(x.size())); amo != Amo::pairwise) {
        exactly_one(cnf, x, amo);
        continue;
      }
      at_least_one(cnf, x);
      const int* cells = &cells_of[v * n];
      for (size_t i = 0; i < x.size(); ++i)
        for (size_t j = i + 1; j < x.size(); ++j)
          if (!earlier_pair(layout, static_cast<int>(g), cells[i], cells[j])) cnf.add({-x[i], -x[j]});
    }
  }
}

}  // namespace

Encoding encode_permutation_grid(const Grid& givens_, const PermutationLayout& layout, const EncodeOptions& opt,
                                 const std::vector<std::pair<int, int>>& bounds) {
  // Givens as assumptions: no deduction may rest on them, so every candidate gets its variable.
  if (opt.simplify == Simplify::none || opt.givens_as_assumptions) return encode_full(givens_, layout, opt);
  const int N = layout.n;
  Candidates c(layout, opt.simplify >= Simplify::singles, opt.simplify >= Simplify::locked);
  Encoding e;
  e.base = Grid(N, N);
  if (!c.run(givens_, bounds)) {
    e.cnf.add(std::span<const int>{});  // the givens contradict each other
    e.base = givens_;
    return e;
  }
  // The size is known now, before any clause: each group's encoding is chosen by its size
  // (--amo auto), and the encoding is refused when it is over the budget. With pairwise a
  // group skips pairs an earlier group excludes, so this is an upper bound.
  const std::vector<int64_t> sizes = groups_by_size(c, N, opt);
  const int64_t segment_clauses = segments_enabled(opt, N) ? segment_clause_bound(c, N) : 0;
  const AmoPlan plan = plan_amo(opt, sizes, segment_clauses);
  const EncodingSize planned = planned_size(plan, sizes);
  check_cnf_budget(sat_add(planned.clauses, segment_clauses));
  int64_t primary = 0;  // the open (cell, value) pairs
  for (int cell = 0; cell < N * N; ++cell)
    if (!c.value(cell)) primary += c.ncand(cell);
  check_solver_memory(sat_add(planned.vars, primary), sat_add(planned.clauses, segment_clauses));  // --max-memory
  // Variables for the open (cell, value) pairs, cell by cell in increasing value. Cells
  // with the fewest candidates get the highest numbers: CaDiCaL's initial decision queue
  // starts from the highest variable, so search begins where the choice is smallest.
  std::vector<int> open;
  for (int cell = 0; cell < N * N; ++cell) {
    if (c.value(cell)) e.base.cells[cell] = c.value(cell);
    else open.push_back(cell);
  }
  std::stable_sort(open.begin(), open.end(), [&](int a, int b) { return c.ncand(a) > c.ncand(b); });
  std::vector<int> first_var(N * N, 0);
  for (int cell : open) {
    first_var[cell] = e.cnf.num_vars() + 1;
    for (int v = 1; v <= N; ++v)
      if (c.has(cell, v)) e.primary.push_back({e.cnf.fresh(), cell, v});
  }
  std::vector<int> lits;
  for (int cell : open) {
    lits.resize(c.ncand(cell));
    for (int k = 0; k < c.ncand(cell); ++k) lits[k] = first_var[cell] + k;
    exactly_one(e.cnf, lits, plan.at(c.ncand(cell)));
  }
  add_group_clauses(e.cnf, c, layout, opt, plan, first_var);
  if (segments_enabled(opt, N)) add_segment_clauses(e.cnf, c, layout, first_var);
  return e;
}

std::string house_rule(const std::vector<std::string>& kinds, bool places) {
  if (kinds.empty()) return "";
  bool box = false, row = false, column = false;
  for (const auto& k : kinds) {
    if (k == "box" || k == "house") box = true;
    else if (k == "row") row = true;
    else if (k == "column") column = true;
    else return "";
  }
  if (kinds.size() == 1) return places ? "single" : "elimination";
  if (box && row && column) return "houses";
  return box ? "box_line" : "crossing_lines";
}

Encoding encode_bounded_grid(const Grid& givens, const PermutationLayout& layout, const EncodeOptions& opt,
                             const std::function<std::vector<std::pair<int, int>>()>& bounds) {
  return encode_permutation_grid(givens, layout, opt,
                                 opt.simplify != Simplify::none ? bounds() : std::vector<std::pair<int, int>>{});
}

CellLits::CellLits(const Encoding& e, int n) : e_(e), n_(n) {
  for (const Primary& p : e.primary) var_[{p.cell, p.value}] = p.var;
}

int CellLits::operator()(int cell, int v) const {
  if (v < 1 || v > n_) return kFalse;
  if (const int b = e_.base.cells[static_cast<size_t>(cell)]) return b == v ? kTrue : kFalse;
  auto it = var_.find({cell, v});
  return it == var_.end() ? kFalse : it->second;
}

bool CellLits::possible(int cell, int v) const { return (*this)(cell, v) != kFalse; }

const OrderInt& CellOrders::operator()(int cell) {
  auto it = ints_.find(cell);
  if (it != ints_.end()) return it->second;
  std::vector<ValueLit> onehot;
  for (int v = 1; v <= x_.n(); ++v) onehot.push_back({v, x_(cell, v)});
  return ints_.emplace(cell, order_from_onehot(sink_, std::move(onehot))).first->second;
}

}  // namespace gridsat
