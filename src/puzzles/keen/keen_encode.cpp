// Keen's encoding: the Latin square from the permutation-grid encoder (its deductions see only
// rows and columns, plus the bounds each cell's cage allows), then each cage of two cells or
// more, in one of two ways (--arith):
//  - tuples: the cage's allowed tuples (keen_cage.cpp), filtered by the candidates left. Two
//    cells: support clauses, x(a) = v -> b in {w : (v, w) allowed} and the converse. More: a
//    selector per tuple, s -> each cell's value, each cell value -> one of its tuples'
//    selectors, and at least one selector. A cage too large to list falls back to order.
//  - order: sums in order encoding (encoders/sum.hpp: order_from_onehot, sum_equals_order);
//    products as one sum per prime p <= N of the cells' exponents of p (unique factorisation);
//    '-' and '/' (two cells) as the support clauses above.
// Cells decided before encoding (Encoding::base) are constants (kTrue / kFalse) in every clause.
// Under EncodeOptions::groups each cage of two cells or more is one clue group (kind "cage",
// clue_index -1: a cage cannot go alone), the rows' and columns' "each value once" the
// permutation grid's groups; one-cell cages are givens (facts). Under groups only, two more
// kinds model sgt-keen's levels (keen.c's solver; family.cpp says which level takes which):
//  - "cage_values", a cage of sgt's easy solver: the cells take their values from the value
//    set of one of its tuples, wherever each value stands, its cells in one line distinct
//    (easy rules a value out of a cage only when no layout left holds it; normal, the "cage"
//    group, knows which cell holds what). Weaker than "cage", and no CNF says sgt's rule
//    exactly: on a two-cell cage it is the cage itself;
//  - "line", a whole row or column as one group (each value once): alone it finds every
//    subset of the line, sgt's hard set elimination.
// sgt's hard clue rule (a value every layout left puts in a line goes from the rest of the
// line) has no group: a cage with a line, the nearest CNF, also rules layouts out by the line's
// other cells, which sgt does not (its extreme puzzles graded hard).
#include <algorithm>
#include <map>
#include <set>

#include "encoders/sum.hpp"
#include "puzzles/common/permutation_grid.hpp"
#include "puzzles/keen/keen.hpp"
#include "puzzles/keen/options.hpp"

namespace gridsat {

namespace {

// The tuples still possible with the candidates left.
std::vector<std::vector<int>> live_tuples(const KeenCage& c, const std::vector<std::vector<int>>& all,
                                          const CellLits& x) {
  std::vector<std::vector<int>> out;
  for (const auto& t : all) {
    bool ok = true;
    for (size_t i = 0; i < t.size() && ok; ++i) ok = x.possible(c.cells[i], t[i]);
    if (ok) out.push_back(t);
  }
  return out;
}

// Two cells: each value of one cell implies the other's values that complete it.
void support_pairs(Cnf& cnf, const KeenCage& c, const std::vector<std::vector<int>>& tuples, const CellLits& x) {
  for (int side = 0; side < 2; ++side)
    for (int v = 1; v <= x.n(); ++v) {
      const int lit = x(c.cells[side], v);
      if (lit == kFalse) continue;
      std::vector<int> clause{-lit};
      for (const auto& t : tuples)
        if (t[side] == v) clause.push_back(x(c.cells[1 - side], t[1 - side]));
      add_clause(cnf, clause);
    }
}

void selectors(Cnf& cnf, const KeenCage& c, const std::vector<std::vector<int>>& tuples, const CellLits& x) {
  const size_t k = c.cells.size();
  std::vector<int> any;
  std::map<std::pair<size_t, int>, std::vector<int>> support;  // (cell index, value) -> selectors
  for (const auto& t : tuples) {
    const int s = cnf.fresh();
    any.push_back(s);
    for (size_t i = 0; i < k; ++i) {
      add_clause(cnf, {-s, x(c.cells[i], t[i])});
      support[{i, t[i]}].push_back(s);
    }
  }
  add_clause(cnf, any);
  for (size_t i = 0; i < k; ++i)
    for (int v = 1; v <= x.n(); ++v) {
      const int lit = x(c.cells[i], v);
      if (lit == kFalse) continue;
      std::vector<int> clause{-lit};
      auto it = support.find({i, v});
      if (it != support.end()) clause.insert(clause.end(), it->second.begin(), it->second.end());
      add_clause(cnf, clause);
    }
}

// The integer f(cell value) as an order-encoded integer: one literal per value of f, the
// disjunction of the cell's literals that map to it (a fresh variable when several do).
OrderInt mapped_int(Cnf& cnf, int cell, const CellLits& x, int (*f)(int, int), int arg) {
  std::map<int, std::vector<int>> by;
  for (int v = 1; v <= x.n(); ++v)
    if (x.possible(cell, v)) by[f(v, arg)].push_back(x(cell, v));
  std::vector<ValueLit> onehot;
  for (auto& [value, lits] : by) {
    if (lits.size() == 1) {
      onehot.push_back({value, lits[0]});
      continue;
    }
    const int y = cnf.fresh();
    std::vector<int> back{-y};
    for (int l : lits) {
      add_clause(cnf, {-l, y});
      back.push_back(l);
    }
    add_clause(cnf, back);
    onehot.push_back({value, y});
  }
  return order_from_onehot(cnf, std::move(onehot));
}

int identity(int v, int) { return v; }
int exponent(int v, int p) {
  int e = 0;
  for (; v % p == 0; v /= p) ++e;
  return e;
}

void order_cage(Cnf& cnf, const KeenCage& c, const CellLits& x) {
  for (int cell : c.cells) {
    bool any = false;
    for (int v = 1; v <= x.n(); ++v) any = any || x.possible(cell, v);
    if (!any) return add_clause(cnf, std::span<const int>{});
  }
  auto sum_of = [&](int (*f)(int, int), int arg, int64_t target) {
    std::vector<OrderInt> ints;
    for (int cell : c.cells) ints.push_back(mapped_int(cnf, cell, x, f, arg));
    std::vector<const OrderInt*> terms;
    for (const OrderInt& i : ints) terms.push_back(&i);
    sum_equals_order(cnf, terms, static_cast<int>(target));
  };
  if (c.op == KeenOp::add) {
    sum_of(identity, 0, c.target);
    return;
  }
  for (int p = 2; p <= x.n(); ++p) {  // products: the exponent of each prime
    bool prime = true;
    for (int d = 2; d * d <= p; ++d) prime = prime && p % d != 0;
    if (!prime) continue;
    int64_t t = c.target;
    int e = 0;
    for (; t % p == 0; t /= p) ++e;
    sum_of(exponent, p, e);
  }
}

// Each cell's smallest and largest value in some tuple of its cage (listed cages only).
std::vector<std::pair<int, int>> cage_bounds(const Keen& k, const std::vector<CageTuples>& tuples) {
  const int n = k.n();
  std::vector<std::pair<int, int>> b(static_cast<size_t>(n) * n, {1, n});
  for (size_t ci = 0; ci < k.cages().size(); ++ci) {
    const KeenCage& c = k.cages()[ci];
    if (!tuples[ci].complete || c.cells.size() < 2) continue;
    for (size_t i = 0; i < c.cells.size(); ++i) {
      int lo = n + 1, hi = 0;
      for (const auto& t : tuples[ci].tuples) lo = std::min(lo, t[i]), hi = std::max(hi, t[i]);
      b[c.cells[i]] = {lo, hi};
    }
  }
  return b;
}

// "cage_values": a selector per distinct value set of the tuples; a set chosen rules out of
// every cell of the cage the values outside it; some set is chosen.
void value_sets(Cnf& cnf, const KeenCage& c, const std::vector<std::vector<int>>& tuples, const CellLits& x) {
  std::set<std::vector<int>> sets;
  for (const auto& t : tuples) {
    std::vector<int> s = t;
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    sets.insert(std::move(s));
  }
  std::vector<int> any;
  for (const auto& s : sets) {
    const int sel = cnf.fresh();
    any.push_back(sel);
    for (int cell : c.cells)
      for (int v = 1; v <= x.n(); ++v)
        if (x.possible(cell, v) && !std::binary_search(s.begin(), s.end(), v)) add_clause(cnf, {-sel, -x(cell, v)});
  }
  add_clause(cnf, any);
  for (size_t i = 0; i < c.cells.size(); ++i)  // cells of the cage in one line differ
    for (size_t j = i + 1; j < c.cells.size(); ++j) {
      const int a = c.cells[i], b = c.cells[j];
      if (a / x.n() != b / x.n() && a % x.n() != b % x.n()) continue;
      for (int v = 1; v <= x.n(); ++v)
        if (x.possible(a, v) && x.possible(b, v)) add_clause(cnf, {-x(a, v), -x(b, v)});
    }
}

// Each value exactly once over `cells`.
void each_once(Cnf& cnf, const std::vector<int>& cells, const CellLits& x) {
  for (int v = 1; v <= x.n(); ++v) {
    std::vector<int> lits;
    for (int cell : cells)
      if (x.possible(cell, v)) lits.push_back(x(cell, v));
    add_clause(cnf, lits);
    for (size_t i = 0; i < lits.size(); ++i)
      for (size_t j = i + 1; j < lits.size(); ++j) add_clause(cnf, {-lits[i], -lits[j]});
  }
}

// The groups only some of sgt's levels take (see the top of this file): "line" per row and
// column, "cage_values" per cage.
void level_groups(Encoding& e, const EncodeOptions& opt, const Keen& k, const std::vector<CageTuples>& tuples,
                  const CellLits& x) {
  const int N = k.n();
  const std::vector<std::vector<int>> lines = k.groups();  // the rows, then the columns
  const auto line_name = [N](size_t li) {
    return (li < static_cast<size_t>(N) ? "row " : "column ") + std::to_string(li % static_cast<size_t>(N) + 1);
  };
  for (size_t li = 0; li < lines.size(); ++li) {
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "line", .label = line_name(li), .cells = lines[li]}; });
    each_once(e.cnf, lines[li], x);
  }
  for (size_t ci = 0; ci < k.cages().size(); ++ci) {
    const KeenCage& c = k.cages()[ci];
    if (c.cells.size() < 2 || !tuples[ci].complete) continue;
    const std::string label = clue_text(c, false) + " at " + cells_label(N, c.cells);
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "cage_values", .label = label, .cells = c.cells, .clue = true}; });
    value_sets(e.cnf, c, live_tuples(c, tuples[ci].tuples, x), x);
  }
}

}  // namespace

Encoding Keen::encode(const EncodeOptions& opt) const {
  const int N = n();
  const auto& layout = PermutationLayout::get("latin " + std::to_string(N), N, [this] { return groups(); });
  const Arith arith = kArithOption.of(opt.choices);
  std::vector<CageTuples> tuples;
  for (const KeenCage& c : cages_) tuples.push_back(c.cells.size() < 2 ? CageTuples{} : cage_tuples(c, N));
  std::vector<std::pair<int, int>> bounds;
  if (opt.simplify != Simplify::none) bounds = cage_bounds(*this, tuples);
  // Keen's givens are its one-cell cages, clues of the cage form rather than cell givens:
  // givens_as_assumptions is not honoured (their clauses stay).
  EncodeOptions grid_opt = opt;
  grid_opt.givens_as_assumptions = false;
  Encoding e = encode_permutation_grid(givens_, layout, grid_opt, bounds);
  if (e.cnf.has_empty_clause()) return e;
  const CellLits x(e, N);
  for (size_t ci = 0; ci < cages_.size(); ++ci) {
    const KeenCage& c = cages_[ci];
    if (c.cells.size() < 2) continue;
    const bool two = c.cells.size() == 2;
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "cage",
                       .label = clue_text(c, false) + " at " + cells_label(N, c.cells),
                       .cells = c.cells,
                       .clue = true};
    });
    if (c.op == KeenOp::sub || c.op == KeenOp::div || (arith == Arith::tuples && tuples[ci].complete)) {
      const auto live = live_tuples(c, tuples[ci].tuples, x);
      if (two) support_pairs(e.cnf, c, live, x);
      else selectors(e.cnf, c, live, x);
    } else {
      order_cage(e.cnf, c, x);
    }
  }
  if (opt.groups) level_groups(e, opt, *this, tuples, x);  // after every other group: their indices stay
  return e;
}

}  // namespace gridsat
