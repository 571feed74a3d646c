#include "check/check.hpp"

#include <vector>

namespace gridsat::check {

namespace {

std::string cell_name(int r, int c) { return "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1); }

// Size, range and givens: the part every value grid shares.
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

// Each row and column holds no value twice (with n cells each: each value exactly once).
std::optional<std::string> rows_and_columns(int n, const Grid& solution) {
  std::vector<int> seen_row(n + 1), seen_col(n + 1);
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < n; ++k) {
      int v = solution.at(i, k);
      if (seen_row[v] == i + 1)
        return "row " + std::to_string(i + 1) + " holds " + std::to_string(v) + " twice (again at " + cell_name(i, k) + ")";
      seen_row[v] = i + 1;
      v = solution.at(k, i);
      if (seen_col[v] == i + 1)
        return "column " + std::to_string(i + 1) + " holds " + std::to_string(v) + " twice (again at " + cell_name(k, i) + ")";
      seen_col[v] = i + 1;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> latin(const Grid& givens, const Grid& solution) {
  const int n = givens.rows;
  if (auto e = cells_and_givens(givens, n, solution)) return e;
  return rows_and_columns(n, solution);
}

std::optional<std::string> futoshiki(const Grid& givens, const std::vector<std::pair<int, int>>& less, const Grid& solution) {
  if (auto e = latin(givens, solution)) return e;
  const int n = givens.cols;
  for (auto [a, b] : less) {
    if (a < 0 || b < 0 || a >= n * n || b >= n * n) return "an inequality names a cell outside the grid";
    if (!(solution.cells[a] < solution.cells[b]))
      return cell_name(a / n, a % n) + " holds " + std::to_string(solution.cells[a]) + ", not less than " +
             std::to_string(solution.cells[b]) + " at " + cell_name(b / n, b % n);
  }
  return std::nullopt;
}

std::optional<std::string> sudoku(const Grid& givens, int box_rows, int box_cols, const Grid& solution) {
  if (box_rows < 1 || box_cols < 1) return "box shape " + std::to_string(box_rows) + "x" + std::to_string(box_cols) + " is empty";
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
        return "box " + std::to_string(b + 1) + " holds " + std::to_string(v) + " twice (again at " + cell_name(r, c) + ")";
      seen[v] = b;
    }
  }
  return std::nullopt;
}

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
      if (v < 1 || v > nn) return cell_name(r, c) + " holds " + std::to_string(v) + ", outside 1.." + std::to_string(nn);
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
    if (row != target) return "row " + std::to_string(i + 1) + " sums to " + std::to_string(row) + ", not " + std::to_string(target);
    if (column != target)
      return "column " + std::to_string(i + 1) + " sums to " + std::to_string(column) + ", not " + std::to_string(target);
    diagonal += solution.at(i, i);
    anti += solution.at(i, n - 1 - i);
  }
  if (diagonal != target) return "the main diagonal sums to " + std::to_string(diagonal) + ", not " + std::to_string(target);
  if (anti != target) return "the anti-diagonal sums to " + std::to_string(anti) + ", not " + std::to_string(target);
  if (frenicle && n >= 2) {
    const int a11 = solution.at(0, 0), a1n = solution.at(0, n - 1), an1 = solution.at(n - 1, 0), ann = solution.at(n - 1, n - 1);
    const int a12 = solution.at(0, 1), a21 = solution.at(1, 0);
    if (!(a11 < a1n && a11 < an1 && a11 < ann))
      return "not in Frenicle's standard form: the top-left corner " + std::to_string(a11) + " is not the smallest corner";
    if (!(a12 < a21))
      return "not in Frenicle's standard form: a12 = " + std::to_string(a12) + " is not less than a21 = " + std::to_string(a21);
  }
  return std::nullopt;
}

std::optional<std::string> pieces(const Grid& givens, const std::string& lines, int symmetry, const Grid& solution) {
  const int n = givens.rows;
  if (givens.cols != n) return "givens grid is not square";
  if (solution.rows != n || solution.cols != n || static_cast<int>(solution.cells.size()) != n * n)
    return "solution is " + std::to_string(solution.rows) + "x" + std::to_string(solution.cols) + ", expected " +
           std::to_string(n) + "x" + std::to_string(n);
  if (lines != "rows" && lines != "diagonals" && lines != "all") return "unknown line family '" + lines + "'";
  std::vector<std::pair<int, int>> at;  // the pieces, in row-major order
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int v = solution.at(r, c), g = givens.at(r, c);
      if (v != 0 && v != 1) return cell_name(r, c) + " holds " + std::to_string(v) + ", not 0 or 1";
      if (g == 1 && v != 1) return cell_name(r, c) + " is given a piece but has none";
      if (g == -1 && v != 0) return cell_name(r, c) + " is given empty but holds a piece";
      if (v) at.emplace_back(r, c);
    }
  for (int i = 0; i < n; ++i) {
    int in_row = 0, in_col = 0;
    for (int k = 0; k < n; ++k) {
      in_row += solution.at(i, k);
      in_col += solution.at(k, i);
    }
    if (in_row != 2) return "row " + std::to_string(i + 1) + " holds " + std::to_string(in_row) + " pieces, not 2";
    if (in_col != 2) return "column " + std::to_string(i + 1) + " holds " + std::to_string(in_col) + " pieces, not 2";
  }
  // Every triple of pieces: collinear when the cross product of (b - a) and (c - a) is 0.
  const size_t m = at.size();
  for (size_t i = 0; i < m; ++i)
    for (size_t j = i + 1; j < m; ++j) {
      const long dr = at[j].first - at[i].first, dc = at[j].second - at[i].second;
      bool counts = dr == 0 || dc == 0;  // a row or a column
      if (lines == "diagonals") counts = counts || dr == dc || dr == -dc;
      if (lines == "all") counts = true;
      if (!counts) continue;
      for (size_t k = j + 1; k < m; ++k) {
        const long er = at[k].first - at[i].first, ec = at[k].second - at[i].second;
        if (dr * ec - dc * er == 0)
          return "three pieces in line: " + cell_name(at[i].first, at[i].second) + ", " +
                 cell_name(at[j].first, at[j].second) + " and " + cell_name(at[k].first, at[k].second);
      }
    }
  if (symmetry != 0 && symmetry != 90 && symmetry != 180 && symmetry != kNear90)
    return "unknown symmetry " + std::to_string(symmetry);
  const bool near = symmetry == kNear90;
  for (int r = 0; r < n && near; ++r)
    if (solution.at(r, n - 1 - r)) return cell_name(r, n - 1 - r) + " is on the anti-diagonal, which the near-90 class leaves empty";
  for (int r = 0; r < n && symmetry; ++r)
    for (int c = 0; c < n; ++c) {
      if (near && (r == c || r + c == n - 1)) continue;  // the diagonals are exempt from the quarter turn
      // The image of (r, c): a half turn, or a quarter turn (r, c) -> (c, n-1-r).
      const int ir = symmetry == 180 ? n - 1 - r : c, ic = symmetry == 180 ? n - 1 - c : n - 1 - r;
      if (solution.at(r, c) != solution.at(ir, ic))
        return "not invariant under the " + std::to_string(near ? 90 : symmetry) + "-degree rotation: " + cell_name(r, c) + " and " +
               cell_name(ir, ic) + " differ";
    }
  return std::nullopt;
}

}  // namespace gridsat::check
