// Cells as literal sets, the counted session, and the backbone (the standard incremental
// algorithm: the models seen so far filter the candidates, each remaining one is tested
// once under its assumption).
#include "uniqueness/sat.hpp"

#include <algorithm>
#include <stdexcept>

namespace gridsat::uniqueness {

namespace {

void insert_sorted(std::vector<int>& v, int x) {
  const auto it = std::lower_bound(v.begin(), v.end(), x);
  if (it == v.end() || *it != x) v.insert(it, x);
}

bool holds(const std::vector<int>& v, int x) { return std::binary_search(v.begin(), v.end(), x); }

}  // namespace

CellLits::CellLits(const Encoding& enc)
    : one_hot_(enc.one_hot), base_(enc.base.cells), values_(enc.base.cells.size()), prim_(enc.base.cells.size()) {
  for (const Primary& p : enc.primary) {
    prim_[static_cast<size_t>(p.cell)].emplace_back(p.value, p.var);
    insert_sorted(values_[static_cast<size_t>(p.cell)], p.value);
  }
  for (size_t c = 0; c < values_.size(); ++c)
    if (!one_hot_ || prim_[c].empty()) insert_sorted(values_[c], base_[c]);
}

std::vector<int> CellLits::lits(int cell, int value) const {
  std::vector<int> out;
  for (const auto& [v, lit] : prim_[static_cast<size_t>(cell)]) {
    if (v == value) out.push_back(lit);
    else if (!one_hot_) out.push_back(-lit);
  }
  return out;
}

Sat::Sat(const Encoding& enc, const CadicalSettings& settings, Deadline deadline)
    : enc_(enc), s_(settings, deadline), top_(enc.cnf.num_vars()) {
  s_.load(enc.cnf, &enc.lazy);
}

CadicalSession::Result Sat::solve(const std::vector<int>& assumptions, int conflicts) {
  for (int lit : assumptions) s_.assume(lit);
  if (conflicts >= 0) s_.limit_conflicts(conflicts, true);
  ++calls_;
  return s_.solve();
}

Grid Sat::grid() const {
  Decoded d = decode(enc_, [this](int var) { return s_.value(var); });
  if (!d.grid) throw std::logic_error("CaDiCaL model does not decode: " + d.error);
  return std::move(*d.grid);
}

Sat::Sample Sat::enumerate(const std::vector<int>& assumptions, int max) {
  Sample out;
  const int selector = fresh();
  std::vector<int> with = assumptions;
  with.push_back(selector);
  for (;;) {
    const auto r = solve(with);
    if (r == CadicalSession::Result::unsat) {
      out.complete = true;
      break;
    }
    if (r == CadicalSession::Result::stopped) {
      out.stopped = true;
      break;
    }
    out.solutions.push_back(grid());
    if (static_cast<int>(out.solutions.size()) >= max) break;
    std::vector<int> clause = blocking_clause(enc_, out.solutions.back());
    clause.push_back(-selector);
    s_.block(clause);
  }
  s_.block({-selector});  // retired: its blocking clauses are satisfied from now on
  return out;
}

void witness(const Grid& g, std::vector<std::vector<int>>& seen) {
  for (size_t c = 0; c < g.cells.size(); ++c) insert_sorted(seen[c], g.cells[c]);
}

bool backbone(Sat& sat, const CellLits& cl, const std::vector<int>& assumptions, std::vector<std::vector<int>>& seen) {
  for (int cell = 0; cell < cl.cells(); ++cell) {
    for (int v : cl.values(cell)) {
      if (holds(seen[static_cast<size_t>(cell)], v)) continue;
      std::vector<int> with = assumptions;
      for (int lit : cl.lits(cell, v)) with.push_back(lit);
      const auto r = sat.solve(with);
      if (r == CadicalSession::Result::stopped) return false;
      if (r == CadicalSession::Result::sat) witness(sat.grid(), seen);
    }
  }
  return true;
}

// One call per cell asks for any value not seen yet (a clause of their literals under a fresh
// selector, retired after): UNSAT settles every candidate of the cell at once, SAT is a new
// model whose values all cells gain. A value said by several literals (boolean maps) cannot
// join such a clause: that cell falls back to one call per value.
bool backbone_by_cells(Sat& sat, const CellLits& cl, std::vector<std::vector<int>>& seen) {
  for (int cell = 0; cell < cl.cells(); ++cell) {
    for (;;) {
      std::vector<int> unseen;
      bool single = true;
      for (int v : cl.values(cell)) {
        if (holds(seen[static_cast<size_t>(cell)], v)) continue;
        const std::vector<int> lits = cl.lits(cell, v);
        single = single && lits.size() == 1;
        if (lits.size() == 1) unseen.push_back(lits.front());
      }
      if (!single) {
        if (!backbone(sat, cl, {}, seen)) return false;
        break;
      }
      if (unseen.empty()) break;
      const int selector = sat.fresh();
      unseen.push_back(-selector);
      sat.add(unseen);
      const auto r = sat.solve({selector});
      if (r == CadicalSession::Result::sat) witness(sat.grid(), seen);  // before a clause clears the model
      sat.add({-selector});                                               // retired
      if (r != CadicalSession::Result::sat) {
        if (r == CadicalSession::Result::stopped) return false;
        break;
      }
    }
  }
  return true;
}

}  // namespace gridsat::uniqueness
