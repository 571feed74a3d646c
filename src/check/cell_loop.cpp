#include "check/cell_loop.hpp"

#include <vector>

#include "check/values.hpp"

namespace gridsat::check {

namespace {
// Directions 0 up, 1 down, 2 left, 3 right; a piece's sides as a string of them.
const char* const kPieceSides[8] = {"", "", "23", "01", "03", "02", "12", "13"};
constexpr int kRowStep[4] = {-1, 1, 0, 0}, kColStep[4] = {0, 0, -1, 1};
}  // namespace

bool loop_side(const Grid& g, int r, int c, int d) {
  if (r < 0 || r >= g.rows || c < 0 || c >= g.cols) return false;
  const int v = g.at(r, c);
  if (v < 2 || v > 7) return false;
  for (const char* s = kPieceSides[v]; *s; ++s)
    if (*s - '0' == d) return true;
  return false;
}

std::optional<std::string> one_cell_loop(const Grid& g) {
  int on = 0, first = -1;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      if (g.at(r, c) < 2 || g.at(r, c) > 7) continue;
      if (first < 0) first = r * g.cols + c;
      ++on;
      for (int d = 0; d < 4; ++d)
        if (loop_side(g, r, c, d) && !loop_side(g, r + kRowStep[d], c + kColStep[d], d ^ 1))
          return "the loop at " + cell_name(r, c) + " leads nowhere";
    }
  if (first < 0) return "there is no loop";
  // Flood the cells the loop reaches from the first one: all of them when it is one loop.
  std::vector<char> seen(static_cast<size_t>(g.rows) * g.cols, 0);
  std::vector<int> todo{first};
  seen[static_cast<size_t>(first)] = 1;
  int reached = 0;
  while (!todo.empty()) {
    const int i = todo.back();
    todo.pop_back();
    ++reached;
    for (int d = 0; d < 4; ++d) {
      if (!loop_side(g, i / g.cols, i % g.cols, d)) continue;
      const int j = (i / g.cols + kRowStep[d]) * g.cols + i % g.cols + kColStep[d];
      if (!seen[static_cast<size_t>(j)]) seen[static_cast<size_t>(j)] = 1, todo.push_back(j);
    }
  }
  if (reached != on) return "the pieces form more than one loop";
  return std::nullopt;
}

}  // namespace gridsat::check
