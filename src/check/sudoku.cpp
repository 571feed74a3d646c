#include "check/sudoku.hpp"

#include <vector>

#include "check/values.hpp"

namespace gridsat::check {

std::optional<std::string> sudoku(const Grid& givens, int box_rows, int box_cols, const Grid& solution) {
  if (box_rows < 1 || box_cols < 1)
    return "box shape " + std::to_string(box_rows) + "x" + std::to_string(box_cols) + " is empty";
  const int n = box_rows * box_cols;
  if (auto e = cells_and_givens(givens, n, solution)) return e;
  if (auto e = rows_and_columns(n, solution)) return e;
  // Boxes: box_rows boxes across, box_cols boxes down.
  std::vector<int> seen(n + 1, -1);
  for (int b = 0; b < n; ++b) {
    const int r0 = (b / box_rows) * box_rows, c0 = (b % box_rows) * box_cols;
    for (int k = 0; k < n; ++k) {
      const int r = r0 + k / box_cols, c = c0 + k % box_cols, v = solution.at(r, c);
      if (seen[v] == b)
        return "box " + std::to_string(b + 1) + " holds " + std::to_string(v) + " twice (again at " + cell_name(r, c) +
               ")";
      seen[v] = b;
    }
  }
  return std::nullopt;
}

}  // namespace gridsat::check
