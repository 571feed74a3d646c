#include "check/slitherlink.hpp"

#include "check/values.hpp"

namespace gridsat::check {

namespace {

// The loop's sides as corner-graph edges: h[r][c] the side from corner (r, c) to (r, c + 1),
// v[r][c] the side from (r, c) to (r + 1, c); corners are 0..H x 0..W.
struct Sides {
  int rows, cols;
  std::vector<char> h, v;
  bool hor(int r, int c) const { return c >= 0 && c < cols && r >= 0 && r <= rows && h[r * cols + c]; }
  bool ver(int r, int c) const { return r >= 0 && r < rows && c >= 0 && c <= cols && v[r * (cols + 1) + c]; }
  int degree(int r, int c) const { return hor(r, c - 1) + hor(r, c) + ver(r - 1, c) + ver(r, c); }
};

Sides sides_of(const Grid& g) {
  const int R = g.rows, C = g.cols;
  auto in = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C && g.at(r, c) == 2; };
  Sides s{R, C, std::vector<char>(static_cast<size_t>(R + 1) * C), std::vector<char>(static_cast<size_t>(R) * (C + 1))};
  for (int r = 0; r <= R; ++r)
    for (int c = 0; c < C; ++c) s.h[r * C + c] = in(r - 1, c) != in(r, c);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c <= C; ++c) s.v[r * (C + 1) + c] = in(r, c - 1) != in(r, c);
  return s;
}

std::string corner(int r, int c) { return "corner (" + std::to_string(r) + ", " + std::to_string(c) + ")"; }

// One walk from the first side: the number of sides it passes before it closes.
long walk(const Sides& s, int r0, int c0) {
  int r = r0, c = c0, pr = -1, pc = -1;
  long steps = 0;
  do {
    const int nr[4] = {r, r, r - 1, r + 1}, nc[4] = {c - 1, c + 1, c, c};
    const bool on[4] = {s.hor(r, c - 1), s.hor(r, c), s.ver(r - 1, c), s.ver(r, c)};
    int k = 0;
    while (k < 4 && (!on[k] || (nr[k] == pr && nc[k] == pc))) ++k;
    if (k == 4) return -1;
    pr = r, pc = c, r = nr[k], c = nc[k];
    ++steps;
  } while (r != r0 || c != c0);
  return steps;
}

}  // namespace

std::optional<std::string> slitherlink(const std::vector<int>& clues, const Grid& solution) {
  const int R = solution.rows, C = solution.cols;
  if (R < 1 || C < 1 || clues.size() != static_cast<size_t>(R) * C) return "the grid does not match the puzzle's size";
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if (solution.at(r, c) != 1 && solution.at(r, c) != 2)
        return cell_name(r, c) + " is neither inside (2) nor outside (1) the loop";
  const Sides s = sides_of(solution);
  long total = 0;
  int r0 = -1, c0 = -1;
  for (int r = 0; r <= R; ++r)
    for (int c = 0; c <= C; ++c) {
      const int d = s.degree(r, c);
      if (d != 0 && d != 2) return "the loop meets itself at " + corner(r, c) + " (" + std::to_string(d) + " lines)";
      total += d;
      if (d && r0 < 0) r0 = r, c0 = c;
    }
  if (total == 0) return "there is no loop";
  if (walk(s, r0, c0) != total / 2) return "the lines form more than one loop";
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int clue = clues[r * C + c];
      if (clue < 0) continue;
      const int n = s.hor(r, c) + s.hor(r + 1, c) + s.ver(r, c) + s.ver(r, c + 1);
      if (n != clue)
        return "the clue " + std::to_string(clue) + " at " + cell_name(r, c) + " has " + std::to_string(n) +
               " sides on the loop";
    }
  return std::nullopt;
}

}  // namespace gridsat::check
