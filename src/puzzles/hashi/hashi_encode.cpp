// Hashi's encoding. Per pair of islands that see each other, its bridge count one-hot
// (x[p][0..most]), and in unary u[p][j] = [count >= j]; an island's number is exactly that many
// of its pairs' unary literals (a sequential counter); a horizontal and a vertical pair whose
// bridges would cross are not both used; the islands are connected through the used pairs
// (encoders/connected.hpp: islands always active, an edge per pair with the literal "at least
// one bridge"); with sgt's "L" option, exactly islands - 1 pairs are used (a connected graph
// with that many edges is a tree: no loop). The cells show the counts (the primary variables):
// a crossed cell's "water" literal is true when neither pair through it is used.
//
// With rule groups (EncodeOptions::groups, explain and generate) three things change, so that
// every fact is one literal of one cell and every group speaks of the cells it constrains:
//  - each cell a pair passes over has its own literals, equivalent to the pair's (src/deduce
//    reads a literal as the fact of one cell: shared ones would decide only one of the cells);
//  - a pair may hold up to max_bridges whatever its islands' numbers (the numbers' caps would
//    be a deduction from clues before any step, and a removed clue would still cap);
//  - each group also states, for every pair it uses, "the pair is used: each of its cells shows
//    a bridge of it" (implied by the cells' definitions: it adds nothing, but puts those cells
//    in the group's scope, which deduce reads off the group's clauses).
#include <algorithm>

#include "base/saturating.hpp"
#include "encoders/card.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/hashi/hashi.hpp"

namespace gridsat {

namespace {

// x[p][k]: pair p holds k bridges (k = 0..most), one-hot.
struct PairVars {
  std::vector<int> x;  // x[0..most]
  std::vector<int> u;  // u[j - 1] = [count >= j], j = 1..most
  int used;            // = u[0]
  // With groups: per cell that shows the pair (those it passes over, or the island whose
  // value carries it), the cell's literals that say "at least one bridge of this pair".
  std::vector<std::vector<int>> shown;
};

// The one-hot count (x[0..most]) and its unary form (u[j - 1] <-> some x[k], k >= j) of a pair.
PairVars pair_vars(Cnf& cnf, int most) {
  PairVars pv;
  for (int k = 0; k <= most; ++k) pv.x.push_back(cnf.fresh());
  add_clause(cnf, pv.x);
  for (size_t i = 0; i < pv.x.size(); ++i)
    for (size_t j = i + 1; j < pv.x.size(); ++j) add_clause(cnf, {-pv.x[i], -pv.x[j]});
  for (int j = 1; j <= most; ++j) {
    const int u = cnf.fresh();
    std::vector<int> some{-u};
    for (int k = j; k <= most; ++k) {
      add_clause(cnf, {-pv.x[k], u});
      some.push_back(pv.x[k]);
    }
    add_clause(cnf, some);
    pv.u.push_back(u);
  }
  pv.used = pv.u[0];
  return pv;
}

// A literal of its own for cell c equivalent to `x` (own: with groups), else x itself.
int cell_literal(Cnf& cnf, int x, bool own) {
  if (!own) return x;
  const int y = cnf.fresh();
  add_clause(cnf, {-y, x});
  add_clause(cnf, {y, -x});
  return y;
}

// Long: the island cells' values (products of two pairs' counts) and the crossed cells', in one pass.
// The primary variables of the cells: crossed cells' water literal and bridge values; the
// islands that touch a neighbour (their value carries that pair's count). `own`: each crossed
// cell gets literals of its own, and v[p].shown lists them.
void add_cell_primaries(const Hashi& h, Encoding& e, std::vector<PairVars>& v, bool own) {
  const int n = h.rows() * h.cols();
  std::vector<std::vector<int>> through(n);    // the pairs whose bridges pass over a cell
  std::vector<int> right(n, -1), down(n, -1);  // a pair to a touching island
  for (size_t p = 0; p < h.pairs().size(); ++p) {
    const auto& pair = h.pairs()[p];
    for (int c : pair.between) through[c].push_back(static_cast<int>(p));
    if (pair.between.empty()) (pair.horizontal ? right : down)[pair.a] = static_cast<int>(p);
  }
  for (int c = 0; c < n; ++c) {
    if (h.counts()[c]) {
      // value 10 + r + 5d from the touching pairs' counts (r, d = 0 when none)
      const std::vector<int> none{kTrue};
      const auto& xr = right[c] >= 0 ? v[right[c]].x : none;
      const auto& xd = down[c] >= 0 ? v[down[c]].x : none;
      if (xr.size() == 1 && xd.size() == 1) {
        e.base.cells[c] = hashi::kIsland;
        continue;
      }
      std::vector<int> shows_r, shows_d;
      for (size_t r = 0; r < xr.size(); ++r)
        for (size_t d = 0; d < xd.size(); ++d) {
          int lit = xr[r] == kTrue ? xd[d] : xd[d] == kTrue ? xr[r] : 0;
          if (!lit) {
            lit = e.cnf.fresh();  // lit <-> xr[r] and xd[d]
            add_clause(e.cnf, {-lit, xr[r]});
            add_clause(e.cnf, {-lit, xd[d]});
            add_clause(e.cnf, {lit, -xr[r], -xd[d]});
          } else if (own) {
            lit = cell_literal(e.cnf, lit, true);
          }
          if (r > 0) shows_r.push_back(lit);
          if (d > 0) shows_d.push_back(lit);
          e.primary.push_back({lit, c, hashi::kIsland + static_cast<int>(r + 5 * d)});
        }
      if (own && right[c] >= 0) v[right[c]].shown.push_back(shows_r);
      if (own && down[c] >= 0) v[down[c]].shown.push_back(shows_d);
      continue;
    }
    if (through[c].empty()) {
      e.base.cells[c] = hashi::kWater;
      continue;
    }
    const int water = e.cnf.fresh();  // water <-> no pair through c is used
    std::vector<int> any{water};
    for (int p : through[c]) {
      add_clause(e.cnf, {-water, -v[p].used});
      any.push_back(v[p].used);
      const bool horizontal = h.pairs()[p].horizontal;
      std::vector<int> shows;
      for (size_t k = 1; k < v[p].x.size(); ++k) {
        const int lit = cell_literal(e.cnf, v[p].x[k], own);
        shows.push_back(lit);
        e.primary.push_back(
            {lit, c, horizontal ? hashi::horizontal(static_cast<int>(k)) : hashi::vertical(static_cast<int>(k))});
      }
      if (own) v[p].shown.push_back(shows);
    }
    add_clause(e.cnf, any);
    e.primary.push_back({water, c, hashi::kWater});
    if (own && through[c].size() > 1) {  // the cell holds one value: a horizontal or a vertical bridge
      std::vector<int> lits;
      for (int p : through[c]) lits.insert(lits.end(), v[p].shown.back().begin(), v[p].shown.back().end());
      for (size_t i = 0; i < lits.size(); ++i)
        for (size_t j = i + 1; j < lits.size(); ++j) add_clause(e.cnf, {-lits[i], -lits[j]});
    }
  }
}

// With groups, inside a group that uses pair p: "p used: each of its cells shows it".
void mention(Cnf& cnf, const PairVars& pv) {
  for (const auto& lits : pv.shown) {
    std::vector<int> clause{-pv.used};
    clause.insert(clause.end(), lits.begin(), lits.end());
    add_clause(cnf, clause);
  }
}

std::string cell_name(const Hashi& h, int c) { return cells_label(h.cols(), {c}); }

}  // namespace

// Long: the four rules (crossings, numbers, loops, connectivity), each a group under explain.
Encoding Hashi::encode(const EncodeOptions& opt) const {
  const int n = rows() * cols();
  const bool own = opt.groups;
  Encoding e;
  e.base = Grid(rows(), cols());
  std::vector<PairVars> v;
  for (const auto& pair : pairs_) v.push_back(pair_vars(e.cnf, own ? max_bridges_ : pair.most));
  add_cell_primaries(*this, e, v, own);
  if (opt.drop_groups) return e;
  // Crossings: a horizontal pair and a vertical pair over the same cell.
  std::vector<int> h_over(n, -1);
  for (size_t p = 0; p < pairs_.size(); ++p)
    if (pairs_[p].horizontal)
      for (int c : pairs_[p].between) h_over[c] = static_cast<int>(p);
  for (size_t p = 0; p < pairs_.size(); ++p)
    if (!pairs_[p].horizontal)
      for (int c : pairs_[p].between)
        if (h_over[c] >= 0) {
          GroupScope g(e, opt, [&] { return RuleGroup{.kind = "crossing", .label = cell_name(*this, c), .cells = {c}}; });
          add_clause(e.cnf, {-v[p].used, -v[h_over[c]].used});
          if (own) mention(e.cnf, v[p]), mention(e.cnf, v[h_over[c]]);
        }
  // Each island's number.
  std::vector<std::vector<int>> units(n), at(n);
  for (size_t p = 0; p < pairs_.size(); ++p)
    for (int end : {pairs_[p].a, pairs_[p].b}) {
      units[end].insert(units[end].end(), v[p].u.begin(), v[p].u.end());
      at[end].push_back(static_cast<int>(p));
    }
  std::vector<int> node(n, -1);
  int islands = 0, clue = 0;
  for (int c = 0; c < n; ++c) {
    if (!counts_[c]) continue;
    node[c] = islands++;
    if (counts_[c] == hashi::kUnknown) continue;
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "number",
                       .label = std::to_string(counts_[c]) + " at " + cell_name(*this, c),
                       .cells = {c},
                       .clue = true,
                       .clue_index = clue};
    });
    ++clue;
    if (own)
      for (int p : at[c]) mention(e.cnf, v[p]);
    if (counts_[c] > static_cast<int>(units[c].size())) {
      add_clause(e.cnf, {});  // more than its pairs can hold (the readers refuse this)
      continue;
    }
    exactly_k(e.cnf, units[c], counts_[c], CardEncoding::sequential);
  }
  std::vector<int> used, all_cells;
  for (const auto& pv : v) used.push_back(pv.used);
  for (int c = 0; c < n; ++c)
    if (counts_[c]) all_cells.push_back(c);
  if (no_loops_ && islands > 0) {
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "no loop", .label = "", .cells = all_cells}; });
    exactly_k(e.cnf, used, islands - 1, CardEncoding::sequential);
    if (own)
      for (const auto& pv : v) mention(e.cnf, pv);
  }
  GroupScope g(e, opt, [&] { return RuleGroup{.kind = "connected", .label = "", .cells = all_cells}; });
  NodeGraph graph;
  graph.active.assign(islands, 0);
  for (size_t p = 0; p < pairs_.size(); ++p) graph.edges.push_back({node[pairs_[p].a], node[pairs_[p].b], v[p].used});
  connected(e.cnf, e.lazy, graph, opt.connectivity.value_or(Connectivity::lazy));
  if (own)
    for (const auto& pv : v) mention(e.cnf, pv);
  return e;
}

std::optional<EncodingSize> Hashi::estimate(const EncodeOptions&) const {
  int64_t islands = 0;
  for (int v : counts_) islands += v != 0;
  const int64_t pairs = static_cast<int64_t>(pairs_.size()), m = max_bridges_;
  int64_t bits = 1;
  while ((int64_t{1} << bits) < islands + 1) ++bits;
  EncodingSize s;
  // per pair: one-hot and unary (2m + 2 variables, about m^2 + 2m clauses), crossings; per
  // island a counter over up to 4m literals; the spanning tree about 3 bits + 8 per pair.
  s.vars = sat_add(sat_mul(pairs, 2 * m + 2 + 3 * bits + 8), sat_mul(islands, 16 * m + bits));
  s.clauses = sat_add(sat_mul(pairs, m * m + 4 * m + 6 * bits + 16), sat_mul(islands, 40 * m));
  s.vars = sat_add(s.vars, static_cast<int64_t>(rows()) * cols());
  s.clauses = sat_add(s.clauses, sat_mul(static_cast<int64_t>(rows()) * cols(), 4));
  return s;
}

}  // namespace gridsat
