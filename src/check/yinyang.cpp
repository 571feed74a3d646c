#include "check/yinyang.hpp"

#include <vector>

namespace gridsat::check {

namespace {

std::string yinyang_cell_at(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

// How many orthogonally connected groups the cells of `colour` form.
int groups_of(const Grid& g, int colour) {
  const int n = g.rows * g.cols;
  std::vector<char> done(static_cast<size_t>(n), 0);
  int groups = 0;
  for (int s = 0; s < n; ++s) {
    if (done[static_cast<size_t>(s)] || g.cells[static_cast<size_t>(s)] != colour) continue;
    ++groups;
    std::vector<int> todo{s};
    done[static_cast<size_t>(s)] = 1;
    while (!todo.empty()) {
      const int i = todo.back();
      todo.pop_back();
      const int r = i / g.cols, c = i % g.cols;
      for (auto [rr, cc] : {std::pair{r - 1, c}, std::pair{r + 1, c}, std::pair{r, c - 1}, std::pair{r, c + 1}}) {
        if (rr < 0 || cc < 0 || rr >= g.rows || cc >= g.cols) continue;
        const int j = rr * g.cols + cc;
        if (!done[static_cast<size_t>(j)] && g.cells[static_cast<size_t>(j)] == colour) {
          done[static_cast<size_t>(j)] = 1;
          todo.push_back(j);
        }
      }
    }
  }
  return groups;
}

}  // namespace

std::optional<std::string> yinyang(const Grid& givens, const Grid& solution) {
  if (solution.rows != givens.rows || solution.cols != givens.cols)
    return "the grid is not " + std::to_string(givens.cols) + "x" + std::to_string(givens.rows);
  const int C = givens.cols;
  for (int i = 0; i < givens.size(); ++i) {
    const int v = solution.cells[static_cast<size_t>(i)], want = givens.cells[static_cast<size_t>(i)];
    if (v != 1 && v != 2) return yinyang_cell_at(C, i) + " is neither black nor white";
    if (want && v != want) return "the circle at " + yinyang_cell_at(C, i) + " changed colour";
  }
  for (int r = 0; r + 1 < givens.rows; ++r)
    for (int c = 0; c + 1 < C; ++c) {
      const int v = solution.at(r, c);
      if (solution.at(r, c + 1) == v && solution.at(r + 1, c) == v && solution.at(r + 1, c + 1) == v)
        return std::string("the 2x2 block at ") + yinyang_cell_at(C, r * C + c) + " is all " + (v == 1 ? "black" : "white");
    }
  if (groups_of(solution, 1) > 1) return "the black cells are not connected";
  if (groups_of(solution, 2) > 1) return "the white cells are not connected";
  return std::nullopt;
}

}  // namespace gridsat::check
