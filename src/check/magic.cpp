#include "check/magic.hpp"

#include <vector>

#include "check/values.hpp"

namespace gridsat::check {

std::optional<std::string> magic(const Grid& givens, bool frenicle, const Grid& solution) {
  const int n = givens.rows;
  const long long nn = static_cast<long long>(n) * n;
  if (solution.rows != n || solution.cols != n || static_cast<long long>(solution.cells.size()) != nn)
    return "solution is " + std::to_string(solution.rows) + "x" + std::to_string(solution.cols) + ", expected " +
           std::to_string(n) + "x" + std::to_string(n);
  if (givens.cols != n) return "givens grid has the wrong size";
  std::vector<int> where(static_cast<size_t>(nn) + 1, -1);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int v = solution.at(r, c);
      if (v < 1 || v > nn)
        return cell_name(r, c) + " holds " + std::to_string(v) + ", outside 1.." + std::to_string(nn);
      if (where[v] >= 0)
        return "the value " + std::to_string(v) + " appears twice (" + cell_name(where[v] / n, where[v] % n) + " and " +
               cell_name(r, c) + ")";
      where[v] = r * n + c;
      if (givens.at(r, c) != 0 && givens.at(r, c) != v)
        return cell_name(r, c) + " holds " + std::to_string(v) + " but the given is " + std::to_string(givens.at(r, c));
    }
  const long long target = static_cast<long long>(n) * (nn + 1) / 2;
  long long diagonal = 0, anti = 0;
  for (int i = 0; i < n; ++i) {
    long long row = 0, column = 0;
    for (int k = 0; k < n; ++k) {
      row += solution.at(i, k);
      column += solution.at(k, i);
    }
    if (row != target)
      return "row " + std::to_string(i + 1) + " sums to " + std::to_string(row) + ", not " + std::to_string(target);
    if (column != target)
      return "column " + std::to_string(i + 1) + " sums to " + std::to_string(column) + ", not " +
             std::to_string(target);
    diagonal += solution.at(i, i);
    anti += solution.at(i, n - 1 - i);
  }
  if (diagonal != target)
    return "the main diagonal sums to " + std::to_string(diagonal) + ", not " + std::to_string(target);
  if (anti != target) return "the anti-diagonal sums to " + std::to_string(anti) + ", not " + std::to_string(target);
  if (frenicle && n >= 2) {
    const int a11 = solution.at(0, 0), a1n = solution.at(0, n - 1), an1 = solution.at(n - 1, 0),
              ann = solution.at(n - 1, n - 1);
    const int a12 = solution.at(0, 1), a21 = solution.at(1, 0);
    if (!(a11 < a1n && a11 < an1 && a11 < ann))
      return "not in Frenicle's standard form: the top-left corner " + std::to_string(a11) +
             " is not the smallest corner";
    if (!(a12 < a21))
      return "not in Frenicle's standard form: a12 = " + std::to_string(a12) +
             " is not less than a21 = " + std::to_string(a21);
  }
  return std::nullopt;
}

}  // namespace gridsat::check
