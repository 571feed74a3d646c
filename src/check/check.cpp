#include "check/check.hpp"

#include <vector>

namespace gridsat::check {

namespace {

std::string cell_name(int r, int c) { return "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1); }

}  // namespace

std::optional<std::string> sudoku(const Grid& givens, int box_rows, int box_cols, const Grid& solution) {
  const int n = box_rows * box_cols;
  if (box_rows < 1 || box_cols < 1) return "box shape " + std::to_string(box_rows) + "x" + std::to_string(box_cols) + " is empty";
  if (solution.rows != n || solution.cols != n || static_cast<int>(solution.cells.size()) != n * n)
    return "solution is " + std::to_string(solution.rows) + "x" + std::to_string(solution.cols) + ", expected " +
           std::to_string(n) + "x" + std::to_string(n);
  if (givens.rows != n || givens.cols != n) return "givens grid has the wrong size";
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      int v = solution.at(r, c);
      if (v < 1 || v > n) return cell_name(r, c) + " holds " + std::to_string(v) + ", outside 1.." + std::to_string(n);
      if (givens.at(r, c) != 0 && givens.at(r, c) != v)
        return cell_name(r, c) + " holds " + std::to_string(v) + " but the given is " + std::to_string(givens.at(r, c));
    }
  // Each row, column and box must contain each value exactly once: since each has n
  // cells, "no value twice" is enough.
  std::vector<int> seen(n + 1);
  int stamp = 0;
  auto unit = [&](const char* kind, int index, auto cell_of) -> std::optional<std::string> {
    ++stamp;
    for (int k = 0; k < n; ++k) {
      auto [r, c] = cell_of(k);
      int v = solution.at(r, c);
      if (seen[v] == stamp)
        return std::string(kind) + " " + std::to_string(index + 1) + " holds " + std::to_string(v) + " twice (again at " +
               cell_name(r, c) + ")";
      seen[v] = stamp;
    }
    return std::nullopt;
  };
  for (int i = 0; i < n; ++i) {
    if (auto e = unit("row", i, [&](int k) { return std::pair{i, k}; })) return e;
    if (auto e = unit("column", i, [&](int k) { return std::pair{k, i}; })) return e;
    int r0 = (i / box_rows) * box_rows, c0 = (i % box_rows) * box_cols;
    if (auto e = unit("box", i, [&](int k) { return std::pair{r0 + k / box_cols, c0 + k % box_cols}; })) return e;
  }
  return std::nullopt;
}

}  // namespace gridsat::check
