// The Sudoku CNF: one-hot cell variables and the "extended" encoding (each cell exactly
// one value; each row, column and box holds each value exactly once). Candidates ruled
// out before encoding (givens, singles) create no variables and no clauses.
#include <deque>

#include "puzzles/sudoku/sudoku.hpp"

namespace gridsat {

namespace {

// Candidate bookkeeping for sound pre-encoding deductions.
class Candidates {
 public:
  Candidates(const Sudoku& s, bool hidden_and_naked)
      : N(s.n()), deduce(hidden_and_naked), groups(s.groups()), value(N * N, 0), cand(static_cast<size_t>(N) * N * N, 1),
        ncand(N * N, N), count(groups.size() * N, N), placed(groups.size() * N, 0), cell_groups(N * N) {
    for (size_t g = 0; g < groups.size(); ++g)
      for (int cell : groups[g]) cell_groups[cell].push_back(static_cast<int>(g));
  }

  // Places the givens and (when deducing) propagates singles. False on a contradiction.
  bool run(const Grid& givens) {
    for (int cell = 0; cell < N * N; ++cell)
      if (givens.cells[cell] && !assign(cell, givens.cells[cell])) return false;
    while (deduce && !queue.empty()) {
      auto [kind, a, v] = queue.front();
      queue.pop_front();
      if (kind == 0) {  // naked single: cell a has one candidate left
        if (value[a] || ncand[a] != 1) continue;
        int only = 1;
        while (!has(a, only)) ++only;
        if (!assign(a, only)) return false;
      } else {  // hidden single: value v has one place left in group a
        if (placed[a * N + v - 1] || count[a * N + v - 1] != 1) continue;
        for (int cell : groups[a])
          if (!value[cell] && has(cell, v)) {
            if (!assign(cell, v)) return false;
            break;
          }
      }
    }
    return true;
  }

  bool has(int cell, int v) const { return cand[static_cast<size_t>(cell) * N + v - 1]; }

  const int N;
  const bool deduce;
  const std::vector<std::vector<int>> groups;
  std::vector<int> value;     // per cell: decided value or 0
  std::vector<uint8_t> cand;  // per (cell, value)
  std::vector<int> ncand;     // per cell: number of candidates
  std::vector<int> count;     // per (group, value): open cells that can take it
  std::vector<uint8_t> placed;
  std::vector<std::vector<int>> cell_groups;

 private:
  struct Item {
    int kind, a, v;
  };
  std::deque<Item> queue;

  bool remove(int cell, int v) {
    uint8_t& c = cand[static_cast<size_t>(cell) * N + v - 1];
    if (!c) return true;
    c = 0;
    --ncand[cell];
    for (int g : cell_groups[cell]) {
      int k = --count[g * N + v - 1];
      if (!placed[g * N + v - 1]) {
        if (k == 0) return false;
        if (k == 1 && deduce) queue.push_back({1, g, v});
      }
    }
    if (value[cell] == 0) {
      if (ncand[cell] == 0) return false;
      if (ncand[cell] == 1 && deduce) queue.push_back({0, cell, 0});
    }
    return true;
  }

  bool assign(int cell, int v) {
    if (value[cell]) return value[cell] == v;
    if (!has(cell, v)) return false;
    value[cell] = v;
    for (int u = 1; u <= N; ++u)
      if (u != v && !remove(cell, u)) return false;
    for (int g : cell_groups[cell]) {
      if (placed[g * N + v - 1]) return false;
      placed[g * N + v - 1] = 1;
    }
    for (int g : cell_groups[cell])
      for (int peer : groups[g])
        if (peer != cell && !remove(peer, v)) return false;
    return true;
  }
};

Encoding encode_full(const Sudoku& s, const EncodeOptions& opt) {
  const int N = s.n();
  Encoding e;
  e.base = Grid(N, N);
  const int first = e.cnf.reserve(N * N * N);
  auto var = [&](int cell, int v) { return first + cell * N + v - 1; };
  for (int cell = 0; cell < N * N; ++cell)
    for (int v = 1; v <= N; ++v) e.primary.push_back({var(cell, v), cell, v});
  std::vector<int> lits(N);
  for (int cell = 0; cell < N * N; ++cell) {
    for (int v = 1; v <= N; ++v) lits[v - 1] = var(cell, v);
    exactly_one(e.cnf, lits, opt.amo);
  }
  for (const auto& group : s.groups())
    for (int v = 1; v <= N; ++v) {
      for (int k = 0; k < N; ++k) lits[k] = var(group[k], v);
      exactly_one(e.cnf, lits, opt.amo);
    }
  for (int cell = 0; cell < N * N; ++cell)
    if (int v = s.givens().cells[cell]) e.cnf.add({var(cell, v)});
  return e;
}

}  // namespace

Encoding Sudoku::encode(const EncodeOptions& opt) const {
  if (opt.simplify == Simplify::none) return encode_full(*this, opt);
  const int N = n();
  Candidates c(*this, opt.simplify == Simplify::singles);
  Encoding e;
  e.base = Grid(N, N);
  if (!c.run(givens_)) {
    e.cnf.add(std::span<const int>{});  // the givens contradict each other
    e.base = givens_;
    return e;
  }
  // Variables for the open (cell, value) pairs, cell by cell in increasing value.
  std::vector<int> first_var(N * N, 0);
  for (int cell = 0; cell < N * N; ++cell) {
    if (c.value[cell]) {
      e.base.cells[cell] = c.value[cell];
      continue;
    }
    first_var[cell] = e.cnf.num_vars() + 1;
    for (int v = 1; v <= N; ++v)
      if (c.has(cell, v)) e.primary.push_back({e.cnf.fresh(), cell, v});
  }
  std::vector<int> lits;
  for (int cell = 0; cell < N * N; ++cell) {
    if (c.value[cell]) continue;
    lits.resize(c.ncand[cell]);
    for (int k = 0; k < c.ncand[cell]; ++k) lits[k] = first_var[cell] + k;
    exactly_one(e.cnf, lits, opt.amo);
  }
  // Each group: bucket its open cells' variables by value, then exactly one per value.
  std::vector<std::vector<int>> bucket(N);
  for (size_t g = 0; g < c.groups.size(); ++g) {
    for (auto& b : bucket) b.clear();
    for (int cell : c.groups[g]) {
      if (c.value[cell]) continue;
      int var = first_var[cell];
      for (int v = 1; v <= N; ++v)
        if (c.has(cell, v)) bucket[v - 1].push_back(var++);
    }
    for (int v = 1; v <= N; ++v)
      if (!c.placed[g * N + v - 1]) exactly_one(e.cnf, bucket[v - 1], opt.amo);
  }
  return e;
}

}  // namespace gridsat
