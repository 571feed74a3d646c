#include "check/slant.hpp"

#include <functional>

namespace gridsat::check {

namespace {

std::string slant_cell_at(int r, int c) { return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1); }
std::string corner_at(int r, int c) { return "the corner " + std::to_string(r) + "," + std::to_string(c); }

}  // namespace

std::optional<std::string> slant(const std::vector<int>& clues, const Grid& givens, const Grid& solution) {
  const int R = givens.rows, C = givens.cols, W = C + 1;
  if (solution.rows != R || solution.cols != C || clues.size() != static_cast<size_t>((R + 1) * W))
    return "the grid is not " + std::to_string(C) + "x" + std::to_string(R);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int v = solution.at(r, c);
      if (v != 1 && v != 2) return slant_cell_at(r, c) + " holds " + std::to_string(v) + ", not 1 ('/') or 2 ('\\')";
      if (givens.at(r, c) && givens.at(r, c) != v) return "the given diagonal at " + slant_cell_at(r, c) + " is changed";
    }
  // Corner (y, x) is touched by cell (y-1, x-1) and (y, x) when they hold '\', by (y-1, x) and
  // (y, x-1) when they hold '/'.
  const auto holds = [&](int r, int c, int v) { return r >= 0 && r < R && c >= 0 && c < C && solution.at(r, c) == v; };
  for (int y = 0; y <= R; ++y)
    for (int x = 0; x <= C; ++x) {
      const int want = clues[static_cast<size_t>(y * W + x)];
      if (want < 0) continue;
      const int got = holds(y - 1, x - 1, 2) + holds(y, x, 2) + holds(y - 1, x, 1) + holds(y, x - 1, 1);
      if (got != want)
        return corner_at(y, x) + " numbered " + std::to_string(want) + " is touched by " + std::to_string(got) +
               " diagonals";
    }
  // No loop: walk the corners' graph depth first; reaching a visited corner other than the one
  // just left closes a loop.
  std::vector<std::vector<int>> next(static_cast<size_t>((R + 1) * W));
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int a = solution.at(r, c) == 2 ? r * W + c : r * W + c + 1;
      const int b = solution.at(r, c) == 2 ? (r + 1) * W + c + 1 : (r + 1) * W + c;
      next[static_cast<size_t>(a)].push_back(b);
      next[static_cast<size_t>(b)].push_back(a);
    }
  std::vector<char> seen(next.size(), 0);
  std::function<bool(int, int)> loops = [&](int v, int from) {
    seen[static_cast<size_t>(v)] = 1;
    for (int w : next[static_cast<size_t>(v)]) {
      if (w == from) continue;
      if (seen[static_cast<size_t>(w)] || loops(w, v)) return true;
    }
    return false;
  };
  for (int v = 0; v < static_cast<int>(next.size()); ++v)
    if (!seen[static_cast<size_t>(v)] && loops(v, -1))
      return "the diagonals close a loop (reached from " + corner_at(v / W, v % W) + ")";
  return std::nullopt;
}

}  // namespace gridsat::check
