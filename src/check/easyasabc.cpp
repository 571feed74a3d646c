#include "check/easyasabc.hpp"

namespace gridsat::check {

std::optional<std::string> easyasabc(int letters, const std::vector<int>& clues, const Grid& givens, const Grid& solution) {
  const int R = givens.rows, C = givens.cols;
  if (solution.rows != R || solution.cols != C) return "the grid is not " + std::to_string(C) + "x" + std::to_string(R);
  for (int i = 0; i < R * C; ++i) {
    const int v = solution.cells[static_cast<size_t>(i)];
    if (v < 1 || v > letters + 1) return "cell " + std::to_string(i) + " holds " + std::to_string(v - 1);
    if (givens.cells[static_cast<size_t>(i)] && givens.cells[static_cast<size_t>(i)] != v)
      return "the given at r" + std::to_string(i / C + 1) + "c" + std::to_string(i % C + 1) + " is changed";
  }
  // Lines: row r is (r, 0..C-1), column c is (0..R-1, c).
  for (int line = 0; line < R + C; ++line) {
    std::vector<int> count(static_cast<size_t>(letters) + 2, 0);
    const int len = line < R ? C : R;
    for (int j = 0; j < len; ++j) ++count[static_cast<size_t>(line < R ? solution.at(line, j) : solution.at(j, line - R))];
    for (int l = 2; l <= letters + 1; ++l)
      if (count[static_cast<size_t>(l)] != 1)
        return std::string(line < R ? "row " : "column ") + std::to_string((line < R ? line : line - R) + 1) + " holds " +
               static_cast<char>('A' + l - 2) + " " + std::to_string(count[static_cast<size_t>(l)]) + " times";
  }
  for (size_t i = 0; i < clues.size(); ++i) {
    const int want = clues[i];
    if (want < 1) continue;
    const int side = static_cast<int>(i) < C ? 0 : static_cast<int>(i) < 2 * C ? 1 : static_cast<int>(i) < 2 * C + R ? 2 : 3;
    const int at = static_cast<int>(i) - (side == 0 ? 0 : side == 1 ? C : side == 2 ? 2 * C : 2 * C + R);
    int first = 0;
    const int len = side < 2 ? R : C;
    for (int s = 0; s < len && !first; ++s) {
      const int r = side == 0 ? s : side == 1 ? R - 1 - s : at;
      const int c = side == 2 ? s : side == 3 ? C - 1 - s : at;
      if (solution.at(r, c) > 1) first = solution.at(r, c) - 1;
    }
    if (first != want) return "clue " + std::to_string(i + 1) + " (" + static_cast<char>('A' + want - 1) + ") sees another letter first";
  }
  return std::nullopt;
}

}  // namespace gridsat::check
