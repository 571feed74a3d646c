#include "check/masyu.hpp"

#include "check/values.hpp"

namespace gridsat::check {

namespace {

// Directions: 0 up, 1 down, 2 left, 3 right; per piece value 1..7, the directions it uses.
constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};
constexpr bool kUses[8][4] = {{},           {},           {0, 0, 1, 1}, {1, 1, 0, 0},
                              {1, 0, 0, 1}, {1, 0, 1, 0}, {0, 1, 1, 0}, {0, 1, 0, 1}};

bool straight(int v) { return v == 2 || v == 3; }

}  // namespace

std::optional<std::string> masyu(const std::vector<int>& pearls, const Grid& g) {
  const int R = g.rows, C = g.cols;
  if (R < 1 || C < 1 || pearls.size() != static_cast<size_t>(R) * C) return "the grid does not match the puzzle's size";
  auto uses = [&](int r, int c, int d) { return r >= 0 && r < R && c >= 0 && c < C && kUses[g.at(r, c)][d]; };
  int on = 0, r0 = -1, c0 = -1;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      if (g.at(r, c) < 1 || g.at(r, c) > 7) return cell_name(r, c) + " holds no piece of the loop (1..7)";
      for (int d = 0; d < 4; ++d)
        if (kUses[g.at(r, c)][d] && !uses(r + kDr[d], c + kDc[d], d ^ 1))
          return "the loop at " + cell_name(r, c) + " leads nowhere";
      if (g.at(r, c) > 1 && !on++) r0 = r, c0 = c;
    }
  if (!on) return "there is no loop";
  int r = r0, c = c0, from = -1, steps = 0;
  do {
    int d = 0;
    while (!kUses[g.at(r, c)][d] || d == from) ++d;
    r += kDr[d], c += kDc[d], from = d ^ 1, ++steps;
  } while (r != r0 || c != c0);
  if (steps != on) return "the pieces form more than one loop";
  for (r = 0; r < R; ++r)
    for (c = 0; c < C; ++c) {
      const int p = pearls[r * C + c], v = g.at(r, c);
      if (p == 1) {
        if (!straight(v)) return "the loop does not pass straight through the white pearl at " + cell_name(r, c);
        const int d = v == 2 ? 2 : 0;  // the two neighbours along the loop
        if (straight(g.at(r + kDr[d], c + kDc[d])) && straight(g.at(r + kDr[d ^ 1], c + kDc[d ^ 1])))
          return "the loop turns next to neither side of the white pearl at " + cell_name(r, c);
      } else if (p == 2) {
        if (v == 1 || straight(v)) return "the loop does not turn at the black pearl at " + cell_name(r, c);
        for (int d = 0; d < 4; ++d)
          if (kUses[v][d] && !straight(g.at(r + kDr[d], c + kDc[d])))
            return "the loop turns next to the black pearl at " + cell_name(r, c);
      }
    }
  return std::nullopt;
}

}  // namespace gridsat::check
