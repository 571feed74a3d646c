#include "check/numberlink.hpp"

#include "check/values.hpp"

namespace gridsat::check {

namespace {

// Directions: 0 up, 1 down, 2 left, 3 right; per piece 1..11 the directions it uses.
constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};
constexpr bool kUses[12][4] = {{},           {},           {0, 0, 1, 1}, {1, 1, 0, 0}, {1, 0, 0, 1}, {1, 0, 1, 0},
                               {0, 1, 1, 0}, {0, 1, 0, 1}, {1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};

}  // namespace

std::optional<std::string> numberlink(const std::vector<int>& numbers, bool cover_all, const Grid& g) {
  const int R = g.rows, C = g.cols;
  if (R < 1 || C < 1 || numbers.size() != static_cast<size_t>(R) * C) return "the grid does not match the puzzle's size";
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int v = g.at(r, c);
      if (v < 1 || v > 11) return cell_name(r, c) + " holds no piece (1..11)";
      if ((v >= 8) != (numbers[r * C + c] > 0))
        return numbers[r * C + c] ? "the number at " + cell_name(r, c) + " is not a path's end"
                                  : "a path ends at " + cell_name(r, c) + ", which holds no number";
      if (v == 1 && cover_all) return cell_name(r, c) + " lies on no path";
      for (int d = 0; d < 4; ++d) {
        if (!kUses[v][d]) continue;
        const int rr = r + kDr[d], cc = c + kDc[d];
        if (rr < 0 || rr >= R || cc < 0 || cc >= C || !kUses[g.at(rr, cc)][d ^ 1])
          return "the path at " + cell_name(r, c) + " leads nowhere";
      }
    }
  std::vector<char> seen(numbers.size());
  for (int start = 0; start < R * C; ++start) {
    if (!numbers[start] || seen[start]) continue;
    int r = start / C, c = start % C, from = -1;
    seen[start] = 1;
    for (;;) {
      int d = 0;
      while (!kUses[g.at(r, c)][d] || d == from) ++d;
      r += kDr[d], c += kDc[d], from = d ^ 1;
      seen[r * C + c] = 1;
      if (g.at(r, c) >= 8) break;
    }
    if (numbers[r * C + c] != numbers[start])
      return "the path from the " + std::to_string(numbers[start]) + " at " + cell_name(start / C, start % C) +
             " ends at a " + std::to_string(numbers[r * C + c]);
  }
  for (int i = 0; i < R * C; ++i)
    if (g.cells[i] > 1 && !seen[i]) return "a loop apart from the paths passes " + cell_name(i / C, i % C);
  return std::nullopt;
}

}  // namespace gridsat::check
