// Masyu's native search (the cross-check of the encoding, --backend native|both): the loop
// genres' edge search (puzzles/common/loop_search.hpp) over the cells and the steps between
// them, each pearl a rule over the eight steps within two cells of it, in the order up, down,
// left, right, then the step beyond each (bits 0-3 and 4-7):
//  - white: on the loop and straight (up and down, or left and right, and nothing else), and
//    the loop does not go straight on through both cells beside it (the steps beyond);
//  - black: on the loop and turning (one of up and down, one of left and right), and each
//    step it takes goes on straight into the cell beyond (that cell's step beyond is on).
// Pearls must be visited (the reachability check). A loop found becomes the cells' pieces.
#include "puzzles/common/loop_search.hpp"
#include "puzzles/masyu/masyu.hpp"

namespace gridsat {

namespace {

constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};  // up, down, left, right

bool white(unsigned m) {
  const unsigned near = m & 15, beyond = m >> 4;
  if (near == 0b1100) return (beyond & 0b1100) != 0b1100;  // left and right
  if (near == 0b0011) return (beyond & 0b0011) != 0b0011;  // up and down
  return false;
}

bool black(unsigned m) {
  const unsigned near = m & 15, beyond = m >> 4;
  const bool turns = (near == 0b0101 || near == 0b0110 || near == 0b1001 || near == 0b1010);
  return turns && (near & beyond) == near;
}

// The piece (masyu.hpp: 1 none, 2 left-right, 3 up-down, 4 up-right, 5 up-left, 6 down-left,
// 7 down-right) of the directions a cell's loop takes, bit d for direction d.
int piece(unsigned dirs) {
  switch (dirs) {
    case 0b1100: return 2;
    case 0b0011: return 3;
    case 0b1001: return 4;
    case 0b0101: return 5;
    case 0b0110: return 6;
    case 0b1010: return 7;
    default: return 1;
  }
}

}  // namespace

NativeResult Masyu::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                  const NativeOptions&) const {
  const int R = rows(), C = cols();
  // step[i * 4 + d]: the edge from cell i in direction d, or LoopRules::kNoEdge past the border.
  std::vector<int> step(static_cast<size_t>(R) * C * 4, LoopRules::kNoEdge);
  std::vector<std::pair<int, int>> edges;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      for (int d : {1, 3}) {
        const int rr = r + kDr[d], cc = c + kDc[d];
        if (rr >= R || cc >= C) continue;
        const int i = r * C + c, j = rr * C + cc, e = static_cast<int>(edges.size());
        edges.push_back({i, j});
        step[i * 4 + d] = e;
        step[j * 4 + (d ^ 1)] = e;
      }
  // The faces are the squares between four cell centres, one per inner grid corner, and the
  // outside: a step right from (r, c) lies between corners (r, c + 1) and (r + 1, c + 1), a
  // step down between (r + 1, c) and (r + 1, c + 1).
  auto face = [&](int r, int c) {
    return r < 1 || r >= R || c < 1 || c >= C ? (R - 1) * (C - 1) : (r - 1) * (C - 1) + c - 1;
  };
  std::vector<std::pair<int, int>> beside;
  for (const auto& [i, j] : edges) {
    const int r = i / C, c = i % C;
    beside.push_back(j / C == r ? std::pair{face(r, c + 1), face(r + 1, c + 1)}
                                : std::pair{face(r + 1, c), face(r + 1, c + 1)});
  }
  LoopRules rules(R * C, std::move(edges));
  rules.faces((R - 1) * (C - 1) + 1, std::move(beside));
  auto at = [&](int r, int c, int d) {
    return r < 0 || r >= R || c < 0 || c >= C ? LoopRules::kNoEdge : step[(r * C + c) * 4 + d];
  };
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int pearl = pearls_[r * C + c];
      if (!pearl) continue;
      std::vector<int> around;
      for (int d = 0; d < 4; ++d) around.push_back(at(r, c, d));
      for (int d = 0; d < 4; ++d) around.push_back(at(r + kDr[d], c + kDc[d], d));
      rules.add(around, pearl == 1 ? white : black);
      rules.must_visit(r * C + c);
    }
  auto pieces = [&](const std::vector<char>& on) {
    std::vector<int> g(static_cast<size_t>(R) * C);
    for (int i = 0; i < R * C; ++i) {
      unsigned dirs = 0;
      for (int d = 0; d < 4; ++d)
        if (step[i * 4 + d] != LoopRules::kNoEdge && on[step[i * 4 + d]]) dirs |= 1u << d;
      g[i] = piece(dirs);
    }
    return g;
  };
  return search_loops(rules, limit, deadline, on_solution, pieces);
}

}  // namespace gridsat
