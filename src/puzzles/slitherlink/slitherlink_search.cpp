// Slitherlink's native search (the cross-check of the encoding, --backend native|both): the
// loop genres' edge search (puzzles/common/loop_search.hpp) over the grid's corners and sides,
// each clue a rule over its cell's four sides (exactly that many on), the cells and the outside
// its faces (a side is on where the cells it parts lie on opposite sides). A loop found becomes
// the cells' labels by crossing: along a row, a cell is inside (2) when an odd number of
// the loop's vertical sides lie to its left, else outside (1).
#include <bit>

#include "puzzles/common/loop_search.hpp"
#include "puzzles/slitherlink/slitherlink.hpp"

namespace gridsat {

NativeResult Slitherlink::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                        const NativeOptions&) const {
  const int R = rows(), C = cols();
  // Corners (r, c) are vertices r * (C + 1) + c; side h(r, c) joins (r, c) and (r, c + 1),
  // v(r, c) joins (r, c) and (r + 1, c).
  auto corner = [&](int r, int c) { return r * (C + 1) + c; };
  auto h = [&](int r, int c) { return r * C + c; };
  auto v = [&](int r, int c) { return (R + 1) * C + r * (C + 1) + c; };
  std::vector<std::pair<int, int>> sides;
  for (int r = 0; r <= R; ++r)
    for (int c = 0; c < C; ++c) sides.push_back({corner(r, c), corner(r, c + 1)});
  for (int r = 0; r < R; ++r)
    for (int c = 0; c <= C; ++c) sides.push_back({corner(r, c), corner(r + 1, c)});
  LoopRules rules((R + 1) * (C + 1), std::move(sides));
  // The faces are the cells and the outside (R * C); a side lies between the cells it parts.
  auto face = [&](int r, int c) { return r < 0 || r >= R || c < 0 || c >= C ? R * C : r * C + c; };
  std::vector<std::pair<int, int>> beside;
  for (int r = 0; r <= R; ++r)
    for (int c = 0; c < C; ++c) beside.push_back({face(r - 1, c), face(r, c)});
  for (int r = 0; r < R; ++r)
    for (int c = 0; c <= C; ++c) beside.push_back({face(r, c - 1), face(r, c)});
  rules.faces(R * C + 1, std::move(beside));
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if (const int clue = clues_[r * C + c]; clue >= 0)
        rules.add({h(r, c), h(r + 1, c), v(r, c), v(r, c + 1)},
                  [clue](unsigned m) { return std::popcount(m) == clue; });
  auto cells = [&](const std::vector<char>& on) {
    std::vector<int> g(static_cast<size_t>(R) * C);
    for (int r = 0; r < R; ++r) {
      bool inside = false;
      for (int c = 0; c < C; ++c) {
        inside ^= on[v(r, c)] != 0;
        g[r * C + c] = inside ? 2 : 1;
      }
    }
    return g;
  };
  return search_loops(rules, limit, deadline, on_solution, cells);
}

}  // namespace gridsat
