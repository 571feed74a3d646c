// generate's random loops: a region grown cell by cell (loop_region.hpp).
#include "puzzles/slitherlink/loop_region.hpp"

#include <algorithm>
#include <vector>

#include "base/random.hpp"
#include "encoders/constants.hpp"

namespace gridsat {

namespace {

bool in_region(const Grid& g, int r, int c) { return r >= 0 && r < g.rows && c >= 0 && c < g.cols && g.at(r, c) == 2; }

// No corner around cell (r, c) alternates inside, outside (a checkerboard of four).
bool corners_ok(const Grid& g, int r, int c) {
  for (int dr : {0, 1})
    for (int dc : {0, 1}) {
      const int r0 = r - 1 + dr, c0 = c - 1 + dc;  // the corner's top-left cell
      const bool a = in_region(g, r0, c0), b = in_region(g, r0, c0 + 1), d = in_region(g, r0 + 1, c0),
                 f = in_region(g, r0 + 1, c0 + 1);
      if (a == f && b == d && a != b) return false;
    }
  return true;
}

// Every outside cell reaches the border through outside cells.
bool no_hole(const Grid& g) {
  const int R = g.rows, C = g.cols;
  std::vector<char> seen(static_cast<size_t>(R) * C, 0);
  std::vector<int> todo;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if ((r == 0 || c == 0 || r == R - 1 || c == C - 1) && g.at(r, c) != 2) seen[r * C + c] = 1, todo.push_back(r * C + c);
  while (!todo.empty()) {
    const int i = todo.back();
    todo.pop_back();
    const int r = i / C, c = i % C;
    for (const auto& [rr, cc] : {std::pair{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}})
      if (rr >= 0 && rr < R && cc >= 0 && cc < C && !seen[rr * C + cc] && g.at(rr, cc) != 2)
        seen[rr * C + cc] = 1, todo.push_back(rr * C + cc);
  }
  for (int i = 0; i < R * C; ++i)
    if (g.cells[i] != 2 && !seen[i]) return false;
  return true;
}

}  // namespace

Grid random_loop_region(int rows, int cols, double fill, uint64_t seed) {
  Rng rng(seed);
  Grid g(rows, cols, 1);
  const int N = rows * cols;
  g.cells[rng.below(N)] = 2;
  const int target = std::max(1, static_cast<int>(fill * N));
  for (int size = 1; size < target;) {
    std::vector<int> frontier;
    for (int i = 0; i < N; ++i) {
      const int r = i / cols, c = i % cols;
      if (g.cells[i] == 1 && (in_region(g, r - 1, c) || in_region(g, r + 1, c) || in_region(g, r, c - 1) ||
                              in_region(g, r, c + 1)))
        frontier.push_back(i);
    }
    rng.shuffle(frontier);
    bool grown = false;
    for (int i : frontier) {
      g.cells[i] = 2;
      if (corners_ok(g, i / cols, i % cols) && no_hole(g)) {
        grown = true;
        ++size;
        break;
      }
      g.cells[i] = 1;
    }
    if (!grown) break;
  }
  return g;
}

void copy_literals(ClauseSink& sink, std::vector<int>& lits) {
  for (int& v : lits) {
    if (v == kFalse || v == -kFalse) continue;
    const int y = sink.fresh();
    add_clause(sink, {-v, y});
    add_clause(sink, {v, -y});
    v = y;
  }
}

RuleGroup loop_group(int cells) {
  std::vector<int> all(static_cast<size_t>(cells));
  for (int i = 0; i < cells; ++i) all[static_cast<size_t>(i)] = i;
  return RuleGroup{.kind = "loop", .label = "one loop", .cells = all};
}

}  // namespace gridsat
