#include "check/galaxies.hpp"

#include <map>

namespace gridsat::check {

namespace {

std::string galaxies_where(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

std::string dot_name(std::pair<int, int> d) {
  return "the dot at half-cell row " + std::to_string(d.first + 1) + " column " + std::to_string(d.second + 1);
}

}  // namespace

std::optional<std::string> galaxies(int rows, int cols, const std::vector<std::pair<int, int>>& dots,
                                    const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols) return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  const auto label = [&](int r, int c) { return solution.cells[static_cast<size_t>(r * cols + c)]; };
  for (int i = 0; i < n; ++i)
    if (solution.cells[static_cast<size_t>(i)] <= 0) return galaxies_where(cols, i) + " is in no region";
  std::map<int, std::pair<int, int>> dot_of;  // label -> its dot
  for (const auto& d : dots) {
    const int r0 = d.first / 2, r1 = (d.first + 1) / 2, c0 = d.second / 2, c1 = (d.second + 1) / 2;
    if (d.first < 0 || d.second < 0 || r1 >= rows || c1 >= cols) return dot_name(d) + " is off the grid";
    const int l = label(r0, c0);
    if (label(r0, c1) != l || label(r1, c0) != l || label(r1, c1) != l) return dot_name(d) + " is on a region's border";
    if (!dot_of.try_emplace(l, d).second) return "the region of " + dot_name(d) + " holds another dot";
  }
  std::map<int, int> seen;  // label -> cells reached from its first cell
  for (int i = 0; i < n; ++i) {
    const int l = solution.cells[static_cast<size_t>(i)], r = i / cols, c = i % cols;
    const auto it = dot_of.find(l);
    if (it == dot_of.end()) return "the region of " + galaxies_where(cols, i) + " holds no dot";
    const int r2 = it->second.first - r, c2 = it->second.second - c;
    if (r2 < 0 || r2 >= rows || c2 < 0 || c2 >= cols || label(r2, c2) != l)
      return galaxies_where(cols, i) + " turned about " + dot_name(it->second) + " leaves its region";
    if (seen.count(l)) continue;
    std::vector<int> todo{i};
    std::vector<bool> mark(static_cast<size_t>(n), false);
    mark[static_cast<size_t>(i)] = true;
    for (size_t t = 0; t < todo.size(); ++t) {
      const int j = todo[t], y = j / cols, x = j % cols;
      const int next[4] = {y > 0 ? j - cols : -1, y + 1 < rows ? j + cols : -1, x > 0 ? j - 1 : -1,
                           x + 1 < cols ? j + 1 : -1};
      for (int m : next)
        if (m >= 0 && !mark[static_cast<size_t>(m)] && solution.cells[static_cast<size_t>(m)] == l)
          mark[static_cast<size_t>(m)] = true, todo.push_back(m);
    }
    seen[l] = static_cast<int>(todo.size());
    int size = 0;
    for (int v : solution.cells) size += v == l;
    if (size != seen[l]) return "the region of " + galaxies_where(cols, i) + " is not connected";
  }
  return std::nullopt;
}

}  // namespace gridsat::check
