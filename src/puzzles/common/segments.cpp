// Box-line segments of permutation grids (--segments): the clauses that make locked
// candidates follow by unit propagation (see segments.hpp).
#include "puzzles/common/segments.hpp"

#include <algorithm>
#include <functional>
#include <tuple>

#include "base/saturating.hpp"

namespace gridsat::permutation_detail {

namespace {

// The partitions of a group into its segments (`ss`, indices into `segs`), found greedily:
// segments pairwise disjoint that cover the group's `size` cells (a box: its rows, its columns).
std::vector<std::vector<int>> partitions(const std::vector<int>& ss, const std::vector<const std::vector<int>*>& segs,
                                         const std::function<bool(int, int)>& disjoint, size_t size) {
  std::vector<std::vector<int>> parts;
  std::vector<bool> used(ss.size(), false);
  for (size_t i = 0; i < ss.size(); ++i) {
    if (used[i]) continue;
    std::vector<int> part{ss[i]};
    size_t cells = segs[ss[i]]->size();
    used[i] = true;
    for (size_t j = i + 1; j < ss.size(); ++j) {
      bool ok = !used[j];
      for (int t : part) ok = ok && disjoint(t, ss[j]);
      if (ok) {
        part.push_back(ss[j]);
        cells += segs[ss[j]]->size();
        used[j] = true;
      }
    }
    if (cells == size) parts.push_back(part);
  }
  return parts;
}

}  // namespace

// An upper bound of the clauses add_segment_clauses writes: per (segment, value) with k >= 2
// open candidates k + 1, per (group, value) with m segments that can take it m + m(m-1)/2.
int64_t segment_clause_bound(const Candidates& c, int N) {
  int64_t clauses = 0;
  std::vector<int64_t> m(c.groups.size() * N, 0);
  for (const auto& x : c.layout.intersections) {
    if (x.a > x.b) continue;
    for (int v = 1; v <= N; ++v) {
      int64_t k = 0;
      for (int cell : x.cells) k += !c.value(cell) && c.has(cell, v);
      if (k >= 2) clauses += k + 1;
      if (k >= 1) ++m[x.a * N + v - 1], ++m[x.b * N + v - 1];
    }
  }
  for (int64_t k : m) clauses += k + k * (k - 1) / 2;
  return clauses;
}

// Segments: where two groups share two or more cells (a Sudoku box and a row or column),
// y(segment, v) says "v lies in the segment". Each group's segments that partition it take
// v exactly once, disjoint segments of a group at most once: locked candidates (pointing
// and claiming) then follow by unit propagation, during the search too.
void add_segment_clauses(Cnf& cnf, const Candidates& c, const PermutationLayout& layout,
                         const std::vector<int>& first_var) {
  const int N = layout.n;
  auto var_of = [&](int cell, int v) {
    int k = first_var[cell];
    for (int u = 1; u < v; ++u) k += c.has(cell, u);
    return k;
  };
  std::vector<const std::vector<int>*> segs;
  std::vector<std::vector<int>> of_group(layout.groups.size());
  for (const auto& x : layout.intersections)
    if (x.a < x.b) {
      of_group[x.a].push_back(static_cast<int>(segs.size()));
      of_group[x.b].push_back(static_cast<int>(segs.size()));
      segs.push_back(&x.cells);
    }
  auto disjoint = [&](int s, int t) {
    for (int a : *segs[s])
      if (std::find(segs[t]->begin(), segs[t]->end(), a) != segs[t]->end()) return false;
    return true;
  };
  // y per (segment, value): 0 when no open cell of the segment can take v.
  std::vector<int> y(segs.size() * N, 0);
  std::vector<int> lits;
  for (size_t s = 0; s < segs.size(); ++s)
    for (int v = 1; v <= N; ++v) {
      lits.clear();
      for (int cell : *segs[s])
        if (!c.value(cell) && c.has(cell, v)) lits.push_back(var_of(cell, v));
      if (lits.empty()) continue;
      if (lits.size() == 1) {
        y[s * N + v - 1] = lits[0];
        continue;
      }
      const int yv = cnf.fresh();
      y[s * N + v - 1] = yv;
      for (int l : lits) cnf.add({-l, yv});
      lits.push_back(-yv);
      cnf.add(lits);
    }
  for (size_t g = 0; g < of_group.size(); ++g) {
    const auto& ss = of_group[g];
    if (ss.size() < 2) continue;
    const auto parts = partitions(ss, segs, disjoint, layout.groups[g].size());
    for (int v = 1; v <= N; ++v) {
      if (c.placed(static_cast<int>(g), v)) continue;
      for (const auto& part : parts) {
        lits.clear();
        for (int s : part)
          if (y[s * N + v - 1]) lits.push_back(y[s * N + v - 1]);
        cnf.add(lits);
      }
      for (size_t i = 0; i < ss.size(); ++i)
        for (size_t j = i + 1; j < ss.size(); ++j) {
          const int a = y[ss[i] * N + v - 1], b = y[ss[j] * N + v - 1];
          if (a && b && disjoint(ss[i], ss[j])) cnf.add({-a, -b});
        }
    }
  }
}

}  // namespace gridsat::permutation_detail
