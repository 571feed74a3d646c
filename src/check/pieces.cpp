#include "check/pieces.hpp"

#include <vector>

#include "check/values.hpp"

namespace gridsat::check {

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
    if (solution.at(r, n - 1 - r))
      return cell_name(r, n - 1 - r) + " is on the anti-diagonal, which the near-90 class leaves empty";
  for (int r = 0; r < n && symmetry; ++r)
    for (int c = 0; c < n; ++c) {
      if (near && (r == c || r + c == n - 1)) continue;  // the diagonals are exempt from the quarter turn
      // The image of (r, c): a half turn, or a quarter turn (r, c) -> (c, n-1-r).
      const int ir = symmetry == 180 ? n - 1 - r : c, ic = symmetry == 180 ? n - 1 - c : n - 1 - r;
      if (solution.at(r, c) != solution.at(ir, ic))
        return "not invariant under the " + std::to_string(near ? 90 : symmetry) +
               "-degree rotation: " + cell_name(r, c) + " and " + cell_name(ir, ic) + " differ";
    }
  return std::nullopt;
}

}  // namespace gridsat::check
