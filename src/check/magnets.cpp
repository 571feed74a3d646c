#include "check/magnets.hpp"

namespace gridsat::check {

std::optional<std::string> magnets(const std::vector<int>& partner, const std::vector<int>& counts, const Grid& givens,
                                   const Grid& solution) {
  const int R = givens.rows, C = givens.cols;
  if (solution.rows != R || solution.cols != C) return "the grid is not " + std::to_string(C) + "x" + std::to_string(R);
  const auto name = [C](int i) { return "r" + std::to_string(i / C + 1) + "c" + std::to_string(i % C + 1); };
  for (int i = 0; i < R * C; ++i) {
    const int v = solution.cells[static_cast<size_t>(i)], j = partner[static_cast<size_t>(i)];
    if (v < 1 || v > 3) return name(i) + " holds no pole, +, or -";
    if (givens.cells[static_cast<size_t>(i)] && givens.cells[static_cast<size_t>(i)] != v) return "the given at " + name(i) + " is changed";
    if (j < 0 && v != 1) return name(i) + " is in no domino but holds a pole";
    if (j >= 0) {
      const int w = solution.cells[static_cast<size_t>(j)];
      const bool ok = (v == 1 && w == 1) || (v == 2 && w == 3) || (v == 3 && w == 2);
      if (!ok) return "the domino " + name(i) + "-" + name(j) + " is neither a magnet nor blank";
    }
    const int r = i / C, c = i % C;
    if (c + 1 < C && v > 1 && solution.at(r, c + 1) == v) return "equal poles at " + name(i) + " and " + name(i + 1);
    if (r + 1 < R && v > 1 && solution.at(r + 1, c) == v) return "equal poles at " + name(i) + " and " + name(i + C);
  }
  for (size_t k = 0; k < counts.size(); ++k) {
    if (counts[k] < 0) continue;
    const int line = static_cast<int>(k % static_cast<size_t>(R + C));
    const int pole = k < static_cast<size_t>(R + C) ? 2 : 3;
    int n = 0;
    if (line < C)
      for (int r = 0; r < R; ++r) n += solution.at(r, line) == pole;
    else
      for (int c = 0; c < C; ++c) n += solution.at(line - C, c) == pole;
    if (n != counts[k])
      return std::string(line < C ? "column " : "row ") + std::to_string((line < C ? line : line - C) + 1) + " has " +
             std::to_string(n) + (pole == 2 ? " +" : " -") + ", not " + std::to_string(counts[k]);
  }
  return std::nullopt;
}

}  // namespace gridsat::check
