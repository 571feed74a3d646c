#include "check/sudoku.hpp"

#include <vector>

#include "check/values.hpp"

namespace gridsat::check {

namespace {

// Whether the solution is right, in one pass with a bit set per house (sides up to 63); the
// checks below run only when it is not, to name the fault.
bool right_fast(const Grid& givens, int box_rows, int box_cols, const Grid& solution) {
  const int n = box_rows * box_cols;
  if (n > 63 || solution.rows != n || solution.cols != n || givens.rows != n || givens.cols != n ||
      solution.cells.size() != static_cast<size_t>(n) * n || givens.cells.size() != solution.cells.size())
    return false;
  uint64_t row[64], col[64], box[64];
  for (int i = 0; i < n; ++i) row[i] = col[i] = box[i] = 0;
  const int across = n / box_cols;
  const int *v = solution.cells.data(), *given = givens.cells.data();
  for (int r = 0, band = 0, in_band = 0; r < n; ++r) {  // band = r / box_rows, counted
    for (int c = 0, stack = 0, in_stack = 0; c < n; ++c, ++v, ++given) {
      if (*v < 1 || *v > n || (*given != 0 && *given != *v)) return false;
      const uint64_t bit = uint64_t{1} << *v;
      const int b = band * across + stack;
      if ((row[r] | col[c] | box[b]) & bit) return false;
      row[r] |= bit, col[c] |= bit, box[b] |= bit;
      if (++in_stack == box_cols) in_stack = 0, ++stack;
    }
    if (++in_band == box_rows) in_band = 0, ++band;
  }
  return true;
}

}  // namespace

std::optional<std::string> sudoku(const Grid& givens, int box_rows, int box_cols, const Grid& solution) {
  if (box_rows < 1 || box_cols < 1)
    return "box shape " + std::to_string(box_rows) + "x" + std::to_string(box_cols) + " is empty";
  if (right_fast(givens, box_rows, box_cols, solution)) return std::nullopt;
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
