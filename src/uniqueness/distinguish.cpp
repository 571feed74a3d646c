// The exact part of the repair: once every solution of the puzzle is known, a smallest set of
// cells whose values in one solution tell it from all the others is a smallest hitting set
// (each other solution differs from the target in some chosen cell). A greedy hitting set per
// target bounds it; iterative deepening over the targets then proves or improves the bound.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "uniqueness/sat.hpp"

namespace gridsat::uniqueness {

namespace {

using Bits = std::vector<uint64_t>;

struct Target {
  std::vector<Bits> differ;  // per cell: the solutions that differ from the target there
  Bits all;                  // every solution but the target
};

Target target_of(const std::vector<Grid>& sols, size_t t) {
  const size_t n = sols.size(), words = (n + 63) / 64, cells = sols[t].cells.size();
  Target x{std::vector<Bits>(cells, Bits(words, 0)), Bits(words, 0)};
  for (size_t u = 0; u < n; ++u) {
    if (u == t) continue;
    x.all[u / 64] |= uint64_t{1} << (u % 64);
    for (size_t c = 0; c < cells; ++c)
      if (sols[u].cells[c] != sols[t].cells[c]) x.differ[c][u / 64] |= uint64_t{1} << (u % 64);
  }
  return x;
}

// The first solution not yet told apart, or -1.
int64_t first_open(const Bits& covered, const Bits& all) {
  for (size_t w = 0; w < all.size(); ++w)
    if (const uint64_t left = all[w] & ~covered[w]) return static_cast<int64_t>(w * 64) + __builtin_ctzll(left);
  return -1;
}

std::vector<int> greedy(const Target& x) {
  Bits covered(x.all.size(), 0);
  std::vector<int> chosen;
  while (first_open(covered, x.all) >= 0) {
    int best = -1, best_gain = -1;
    for (size_t c = 0; c < x.differ.size(); ++c) {
      int gain = 0;
      for (size_t w = 0; w < covered.size(); ++w) gain += __builtin_popcountll(x.differ[c][w] & ~covered[w]);
      if (gain > best_gain) best = static_cast<int>(c), best_gain = gain;
    }
    chosen.push_back(best);
    for (size_t w = 0; w < covered.size(); ++w) covered[w] |= x.differ[static_cast<size_t>(best)][w];
  }
  return chosen;
}

// A hitting set of at most `left` more cells; false when none (or the budget ran out: `nodes` < 0).
bool deepen(const Target& x, Bits& covered, int left, std::vector<int>& chosen, int64_t& nodes) {
  const int64_t u = first_open(covered, x.all);
  if (u < 0) return true;
  if (left == 0 || --nodes < 0) return false;
  const uint64_t bit = uint64_t{1} << (u % 64);
  for (size_t c = 0; c < x.differ.size(); ++c) {
    if (!(x.differ[c][static_cast<size_t>(u / 64)] & bit)) continue;
    Bits saved = covered;
    for (size_t w = 0; w < covered.size(); ++w) covered[w] |= x.differ[c][w];
    chosen.push_back(static_cast<int>(c));
    if (deepen(x, covered, left - 1, chosen, nodes)) return true;
    chosen.pop_back();
    covered = std::move(saved);
    if (nodes < 0) return false;
  }
  return false;
}

}  // namespace

Distinguisher smallest_distinguisher(const std::vector<Grid>& sols, int64_t nodes) {
  Distinguisher best;
  if (sols.size() <= 1) {
    best.proved = true;
    return best;
  }
  std::vector<Target> targets;
  for (size_t t = 0; t < sols.size(); ++t) {
    targets.push_back(target_of(sols, t));
    std::vector<int> g = greedy(targets.back());
    if (t == 0 || g.size() < best.cells.size()) best.target = t, best.cells = std::move(g);
  }
  // Iterative deepening: no target has a set of k cells, for k below the best found.
  for (int k = 1; k < static_cast<int>(best.cells.size()); ++k) {
    for (size_t t = 0; t < targets.size(); ++t) {
      Bits covered(targets[t].all.size(), 0);
      std::vector<int> chosen;
      if (deepen(targets[t], covered, k, chosen, nodes)) {
        best.target = t;
        best.cells = std::move(chosen);
        best.proved = true;
        return best;
      }
      if (nodes < 0) return best;
    }
  }
  best.proved = true;
  return best;
}

}  // namespace gridsat::uniqueness
