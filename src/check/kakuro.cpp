#include "check/kakuro.hpp"

namespace gridsat::check {

std::optional<std::string> kakuro(int rows, int cols, const std::vector<char>& white, const std::vector<int>& down,
                                  const std::vector<int>& across, const Grid& givens, const Grid& solution) {
  if (solution.rows != rows || solution.cols != cols || givens.rows != rows || givens.cols != cols ||
      white.size() != static_cast<size_t>(rows + 1) * (cols + 1))
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  const auto name = [](int r, int c) { return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1); };
  const auto is_white = [&](int fr, int fc) { return fr <= rows && fc <= cols && white[static_cast<size_t>(fr * (cols + 1) + fc)] != 0; };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int v = solution.at(r, c);
      if (!is_white(r + 1, c + 1)) {
        if (v != 1) return "the block at " + name(r, c) + " holds " + std::to_string(v - 1);
        continue;
      }
      if (v < 2 || v > 10) return "the white cell " + name(r, c) + " holds no digit 1..9";
      if (givens.at(r, c) != 0 && givens.at(r, c) != v) return "the given digit at " + name(r, c) + " is changed";
    }
  for (int fr = 0; fr <= rows; ++fr)
    for (int fc = 0; fc <= cols; ++fc) {
      if (is_white(fr, fc)) continue;
      for (int dir = 0; dir < 2; ++dir) {  // 0 across (right), 1 down
        const int dr = dir, dc = 1 - dir;
        const int want = (dir ? down : across)[static_cast<size_t>(fr * (cols + 1) + fc)];
        bool seen[10] = {};
        int total = 0, cells = 0;
        for (int y = fr + dr, x = fc + dc; is_white(y, x); y += dr, x += dc, ++cells) {
          const int d = solution.at(y - 1, x - 1) - 1;
          if (seen[d]) return "the digit " + std::to_string(d) + " twice in the run from the block before " + name(fr + dr - 1, fc + dc - 1);
          seen[d] = true;
          total += d;
        }
        if (want && cells == 0) return "a sum with no run at framed row " + std::to_string(fr + 1);
        if (want && total != want)
          return "the run from " + name(fr + dr - 1, fc + dc - 1) + " totals " + std::to_string(total) + ", not " +
                 std::to_string(want);
      }
    }
  return std::nullopt;
}

}  // namespace gridsat::check
