// The deductions made before encoding a permutation grid (see deductions.hpp): the givens
// and the bounds remove candidates, then naked and hidden singles and locked candidates
// (pointing, claiming) until nothing changes. What they rule out costs no variable and no clause.
#include "puzzles/common/deductions.hpp"

#include <algorithm>

namespace gridsat::permutation_detail {

bool Candidates::run(const Grid& givens, const std::vector<std::pair<int, int>>& bounds) {
  for (size_t cell = 0; cell < bounds.size(); ++cell)
    for (int v = 1; v <= N; ++v)
      if ((v < bounds[cell].first || v > bounds[cell].second) && !remove(static_cast<int>(cell), v)) return false;
  for (int cell = 0; cell < N * N; ++cell)
    if (givens.cells[cell] && !assign(cell, givens.cells[cell])) return false;
  do {
    if (!singles()) return false;
  } while (locked_ && locked_pass());
  return ok_;
}

bool Candidates::singles() {
  while (deduce && !queue.empty()) {
    if ((++steps_ & 0xFFFF) == 0) check_cnf_limits();  // the time limit and Ctrl-C
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

bool Candidates::locked_pass() {
  bool changed = false;
  for (const PermutationLayout::Intersection& x : layout.intersections) {
    check_cnf_limits();  // the time limit and Ctrl-C
    for (int v = 1; v <= N; ++v) {
      const int k = count[x.a * N + v - 1];
      if (placed[x.a * N + v - 1] || k == 0) continue;
      int inside = 0;
      for (int cell : x.cells) inside += !value[cell] && has(cell, v);
      if (inside != k) continue;
      for (int cell : groups[x.b]) {
        if (value[cell] || !has(cell, v) || std::find(x.cells.begin(), x.cells.end(), cell) != x.cells.end()) continue;
        changed = true;
        if (!remove(cell, v)) {
          ok_ = false;
          return false;
        }
      }
    }
  }
  return changed;
}

bool Candidates::remove(int cell, int v) {
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

bool Candidates::assign(int cell, int v) {
  if ((++steps_ & 1023) == 0) check_cnf_limits();  // the time limit and Ctrl-C (an assignment is O(N + peers))
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

}  // namespace gridsat::permutation_detail
