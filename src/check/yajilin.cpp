#include "check/yajilin.hpp"

#include "check/cell_loop.hpp"
#include "check/values.hpp"

namespace gridsat::check {

std::optional<std::string> yajilin(const std::vector<int>& value, const std::vector<int>& dir, const Grid& g) {
  const int R = g.rows, C = g.cols;
  if (R < 1 || C < 1 || value.size() != static_cast<size_t>(R) * C || dir.size() != value.size())
    return "the grid does not match the puzzle's size";
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int v = g.at(r, c);
      const bool clue = value[static_cast<size_t>(r * C + c)] != -1;
      if (clue && v != 8) return "the clue cell at " + cell_name(r, c) + " holds " + std::to_string(v);
      if (!clue && (v < 1 || v > 7)) return cell_name(r, c) + " is neither shaded nor on the loop";
      if (v == 1 && ((r + 1 < R && g.at(r + 1, c) == 1) || (c + 1 < C && g.at(r, c + 1) == 1)))
        return "the shaded cell at " + cell_name(r, c) + " touches another";
    }
  if (auto bad = one_cell_loop(g)) return bad;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int n = value[static_cast<size_t>(r * C + c)], d = dir[static_cast<size_t>(r * C + c)];
      if (n < 0 || d < 1 || d > 4) continue;
      const int dr = d == 1 ? -1 : d == 2 ? 1 : 0, dc = d == 3 ? -1 : d == 4 ? 1 : 0;
      int seen = 0;
      for (int rr = r + dr, cc = c + dc; rr >= 0 && rr < R && cc >= 0 && cc < C; rr += dr, cc += dc)
        seen += g.at(rr, cc) == 1;
      if (seen != n)
        return "the arrow " + std::to_string(n) + " at " + cell_name(r, c) + " sees " + std::to_string(seen) +
               " shaded cells";
    }
  return std::nullopt;
}

}  // namespace gridsat::check
