#include "check/values.hpp"

#include <vector>

namespace gridsat::check {

std::string cell_name(int r, int c) { return "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1); }

std::optional<std::string> cells_and_givens(const Grid& givens, int n, const Grid& solution) {
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
  return std::nullopt;
}

std::optional<std::string> rows_and_columns(int n, const Grid& solution) {
  std::vector<int> seen_row(n + 1), seen_col(n + 1);
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < n; ++k) {
      int v = solution.at(i, k);
      if (seen_row[v] == i + 1)
        return "row " + std::to_string(i + 1) + " holds " + std::to_string(v) + " twice (again at " + cell_name(i, k) +
               ")";
      seen_row[v] = i + 1;
      v = solution.at(k, i);
      if (seen_col[v] == i + 1)
        return "column " + std::to_string(i + 1) + " holds " + std::to_string(v) + " twice (again at " +
               cell_name(k, i) + ")";
      seen_col[v] = i + 1;
    }
  }
  return std::nullopt;
}

}  // namespace gridsat::check
