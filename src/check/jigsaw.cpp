#include "check/jigsaw.hpp"

#include <map>

#include "check/values.hpp"

namespace gridsat::check {

namespace {

// The first repeated value among `cells` (row-major indices), named with `what`.
std::optional<std::string> once(const Grid& s, const std::vector<int>& cells, const std::string& what) {
  std::vector<bool> seen(static_cast<size_t>(s.rows) + 1, false);
  for (int cell : cells) {
    const int v = s.cells[static_cast<size_t>(cell)];
    if (seen[static_cast<size_t>(v)])
      return what + " holds " + std::to_string(v) + " twice (again at " + cell_name(cell / s.cols, cell % s.cols) + ")";
    seen[static_cast<size_t>(v)] = true;
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> jigsaw(const Grid& givens, const std::vector<int>& region_of, const Grid& solution) {
  const int n = givens.rows;
  if (auto e = cells_and_givens(givens, n, solution)) return e;
  if (auto e = rows_and_columns(n, solution)) return e;
  if (region_of.size() != static_cast<size_t>(n) * n) return "the regions do not cover the grid";
  std::map<int, std::vector<int>> regions;
  for (int cell = 0; cell < n * n; ++cell) regions[region_of[static_cast<size_t>(cell)]].push_back(cell);
  if (regions.size() != static_cast<size_t>(n))
    return std::to_string(regions.size()) + " regions, not " + std::to_string(n);
  int k = 0;
  for (const auto& [id, cells] : regions) {
    ++k;
    if (cells.size() != static_cast<size_t>(n))
      return "region " + std::to_string(k) + " has " + std::to_string(cells.size()) + " cells, not " +
             std::to_string(n);
    if (auto e = once(solution, cells, "region " + std::to_string(k))) return e;
  }
  return std::nullopt;
}

std::optional<std::string> extra_houses(bool x, bool windoku, const Grid& solution) {
  const int n = solution.rows;
  if (x) {
    std::vector<int> down, up;
    for (int i = 0; i < n; ++i) {
      down.push_back(i * n + i);
      up.push_back((n - 1 - i) * n + i);
    }
    if (auto e = once(solution, down, "the main diagonal")) return e;
    if (auto e = once(solution, up, "the anti-diagonal")) return e;
  }
  if (!windoku) return std::nullopt;
  int k = 1;
  while (k * k < n) ++k;
  if (k * k != n || k < 2) return "windoku on side " + std::to_string(n) + ", which is not a square";
  for (int top = 1; top + k < n; top += k + 1)
    for (int left = 1; left + k < n; left += k + 1) {
      std::vector<int> cells;
      for (int r = top; r < top + k; ++r)
        for (int c = left; c < left + k; ++c) cells.push_back(r * n + c);
      if (auto e = once(solution, cells, "the window at " + cell_name(top, left))) return e;
    }
  return std::nullopt;
}

}  // namespace gridsat::check
