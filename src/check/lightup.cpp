#include "check/lightup.hpp"

namespace gridsat::check {

namespace {

std::string lightup_at(int r, int c) { return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1); }

}  // namespace

std::optional<std::string> lightup(const std::vector<int>& board, const Grid& givens, const Grid& solution) {
  const int R = givens.rows, C = givens.cols;
  if (solution.rows != R || solution.cols != C || board.size() != static_cast<size_t>(R) * C)
    return "the grid is not " + std::to_string(C) + "x" + std::to_string(R);
  auto white = [&](int r, int c) { return board[static_cast<size_t>(r) * C + c] < 0; };
  auto bulb = [&](int r, int c) { return solution.at(r, c) == 2; };
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int v = solution.at(r, c);
      if (v != 1 && v != 2) return lightup_at(r, c) + " holds " + std::to_string(v) + ", not 1 or 2";
      if (!white(r, c) && v != 1) return "a bulb on the black cell " + lightup_at(r, c);
      if (givens.at(r, c) == 2 && v != 2) return "the given bulb at " + lightup_at(r, c) + " is missing";
    }
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      if (white(r, c)) {
        bool lit = bulb(r, c);
        for (int d = 0; d < 4; ++d)
          for (int y = r + dr[d], x = c + dc[d]; y >= 0 && y < R && x >= 0 && x < C && white(y, x);
               y += dr[d], x += dc[d]) {
            if (bulb(y, x) && bulb(r, c)) return "the bulbs at " + lightup_at(r, c) + " and " + lightup_at(y, x) + " see each other";
            lit = lit || bulb(y, x);
          }
        if (!lit) return "the cell " + lightup_at(r, c) + " is dark";
        continue;
      }
      const int want = board[static_cast<size_t>(r) * C + c];
      if (want > 4) continue;
      int got = 0;
      for (int d = 0; d < 4; ++d) {
        const int y = r + dr[d], x = c + dc[d];
        if (y >= 0 && y < R && x >= 0 && x < C && bulb(y, x)) ++got;
      }
      if (got != want)
        return "the " + std::to_string(want) + " at " + lightup_at(r, c) + " has " + std::to_string(got) + " bulbs next to it";
    }
  return std::nullopt;
}

}  // namespace gridsat::check
