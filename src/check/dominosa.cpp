#include "check/dominosa.hpp"

#include <set>
#include <utility>

namespace gridsat::check {

namespace {

std::string dominosa_cell_at(int r, int c) { return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1); }

}  // namespace

std::optional<std::string> dominosa(int n, const std::vector<int>& numbers, const Grid& givens, const Grid& solution) {
  const int R = givens.rows, C = givens.cols;
  if (solution.rows != R || solution.cols != C || numbers.size() != static_cast<size_t>(R) * C)
    return "the grid is not " + std::to_string(C) + "x" + std::to_string(R);
  const int dr[] = {0, 0, 1, 0, -1}, dc[] = {0, 1, 0, -1, 0};
  std::set<std::pair<int, int>> seen;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int v = solution.at(r, c);
      if (v < 1 || v > 4) return dominosa_cell_at(r, c) + " has no partner (" + std::to_string(v) + ")";
      if (givens.at(r, c) && givens.at(r, c) != v) return "the given partner of " + dominosa_cell_at(r, c) + " is changed";
      const int y = r + dr[v], x = c + dc[v];
      if (y < 0 || y >= R || x < 0 || x >= C) return dominosa_cell_at(r, c) + "'s partner is off the grid";
      const int back = solution.at(y, x);
      if (y + dr[back] != r || x + dc[back] != c)
        return dominosa_cell_at(r, c) + " pairs with " + dominosa_cell_at(y, x) + ", which pairs elsewhere";
      if (v != 1 && v != 2) continue;  // each domino once, from its top or left cell
      const int a = numbers[static_cast<size_t>(r * C + c)], b = numbers[static_cast<size_t>(y * C + x)];
      if (!seen.insert({std::min(a, b), std::max(a, b)}).second)
        return "the domino " + std::to_string(std::min(a, b)) + "-" + std::to_string(std::max(a, b)) +
               " is placed twice (again at " + dominosa_cell_at(r, c) + ")";
    }
  if (seen.size() != static_cast<size_t>((n + 1) * (n + 2) / 2))
    return std::to_string(seen.size()) + " dominoes of the " + std::to_string((n + 1) * (n + 2) / 2) + " placed";
  return std::nullopt;
}

}  // namespace gridsat::check
