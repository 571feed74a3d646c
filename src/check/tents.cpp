#include "check/tents.hpp"

#include <functional>

namespace gridsat::check {

namespace {

std::string tents_at(int r, int c) { return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1); }

}  // namespace

std::optional<std::string> tents(const std::vector<char>& trees, const std::vector<int>& counts, const Grid& givens,
                                 const Grid& solution) {
  const int R = givens.rows, C = givens.cols;
  if (solution.rows != R || solution.cols != C) return "the grid is not " + std::to_string(C) + "x" + std::to_string(R);
  auto tent = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C && solution.at(r, c) == 2; };
  int ntents = 0, ntrees = 0;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int v = solution.at(r, c);
      if (v != 1 && v != 2) return tents_at(r, c) + " holds " + std::to_string(v) + ", not 1 or 2";
      if (trees[r * C + c] && v == 2) return "a tent on the tree at " + tents_at(r, c);
      if (!trees[r * C + c] && givens.at(r, c) && givens.at(r, c) != v)
        return "the given at " + tents_at(r, c) + " is changed";
      ntents += v == 2;
      ntrees += trees[r * C + c] != 0;
      if (v != 2) continue;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc)
          if ((dr || dc) && tent(r + dr, c + dc))
            return "the tents at " + tents_at(r, c) + " and " + tents_at(r + dr, c + dc) + " touch";
    }
  for (int i = 0; i < C + R; ++i) {
    if (counts[i] < 0) continue;
    int n = 0;
    for (int k = 0; k < (i < C ? R : C); ++k) n += i < C ? tent(k, i) : tent(i - C, k);
    if (n != counts[i])
      return (i < C ? "column " + std::to_string(i + 1) : "row " + std::to_string(i - C + 1)) + " has " +
             std::to_string(n) + " tents, not " + std::to_string(counts[i]);
  }
  if (ntents != ntrees) return std::to_string(ntents) + " tents for " + std::to_string(ntrees) + " trees";
  // Match each tree to a tent beside it, by augmenting paths.
  std::vector<int> tree_of(static_cast<size_t>(R) * C, -1);
  std::vector<char> visited;
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  std::function<bool(int)> find = [&](int t) {
    for (int d = 0; d < 4; ++d) {
      const int r = t / C + dr[d], c = t % C + dc[d];
      if (!tent(r, c) || visited[r * C + c]) continue;
      visited[r * C + c] = 1;
      if (tree_of[r * C + c] < 0 || find(tree_of[r * C + c])) {
        tree_of[r * C + c] = t;
        return true;
      }
    }
    return false;
  };
  for (int t = 0; t < R * C; ++t) {
    if (!trees[t]) continue;
    visited.assign(static_cast<size_t>(R) * C, 0);
    if (!find(t)) return "the tree at " + tents_at(t / C, t % C) + " has no tent of its own";
  }
  return std::nullopt;
}

}  // namespace gridsat::check
