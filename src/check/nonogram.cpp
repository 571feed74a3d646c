#include "check/nonogram.hpp"

namespace gridsat::check {

namespace {

std::string list(const std::vector<int>& runs) {
  if (runs.empty()) return "none";
  std::string s;
  for (int r : runs) s += (s.empty() ? "" : " ") + std::to_string(r);
  return s;
}

}  // namespace

std::optional<std::string> nonogram(const Grid& givens, const std::vector<std::vector<int>>& rows,
                                    const std::vector<std::vector<int>>& cols, const Grid& solution) {
  const int h = givens.rows, w = givens.cols;
  if (solution.rows != h || solution.cols != w)
    return "the solution is not " + std::to_string(h) + "x" + std::to_string(w);
  if (static_cast<int>(rows.size()) != h || static_cast<int>(cols.size()) != w)
    return "the puzzle does not have a clue per row and per column";
  for (int i = 0; i < h * w; ++i) {
    const int v = solution.cells[i];
    if (v != 1 && v != 2)
      return "row " + std::to_string(i / w + 1) + " column " + std::to_string(i % w + 1) +
             " is neither empty nor shaded";
    if (givens.cells[i] && givens.cells[i] != v)
      return "row " + std::to_string(i / w + 1) + " column " + std::to_string(i % w + 1) + " differs from its given";
  }
  // Line k: rows 0..h-1, then columns; its cells by index along it.
  for (int k = 0; k < h + w; ++k) {
    const bool row = k < h;
    const int len = row ? w : h, at = row ? k : k - h;
    std::vector<int> seen;
    int run = 0;
    for (int j = 0; j <= len; ++j) {
      const bool shaded = j < len && solution.cells[row ? at * w + j : j * w + at] == 2;
      if (shaded) {
        ++run;
      } else if (run) {
        seen.push_back(run);
        run = 0;
      }
    }
    const auto& want = row ? rows[at] : cols[at];
    if (seen != want)
      return std::string(row ? "row " : "column ") + std::to_string(at + 1) + " shows runs " + list(seen) +
             ", its clue is " + list(want);
  }
  return std::nullopt;
}

}  // namespace gridsat::check
