// count --limit 2's second question for Numberlink (Numberlink::second_query). The paths run
// from each pair's first number to its second. Two parallel steps of one path in a 2x2 square
// a b / c d, a-b and c-d, taken the same way (both left to right, or both right to left) turn
// into a-c and b-d: s..a b..X..c d..t becomes s..a c..reverse(X)..b d..t, a path over the same
// cells (a-c and b-d were no steps: a leaves to b and c leaves to d), and the turned steps go
// the same way too (both down, or both up). The same for two vertical steps.
//  - `first` has such a pair: the move is a second answer.
//  - Else any other answer S2 is turned, pair of horizontal steps by pair, into one with no such
//    pair (each move drops two horizontal steps, so this ends); the last answer is not `first`,
//    which would then hold the vertical pair the last move made. So "no two horizontal steps of
//    one path in a square the same way" (the narrowed model) keeps an answer other than `first`
//    exactly when there is one. It drops answers, so it cannot count past two.
#include <cstdlib>
#include <stdexcept>

#include "puzzles/numberlink/numberlink.hpp"

namespace gridsat {

using numberlink_pieces::kDc;
using numberlink_pieces::kDr;
using numberlink_pieces::kUses;
using numberlink_pieces::piece_of_mask;

namespace {

// Per cell of a solution its path (the pair's index, -1 none) and its place along it from the
// pair's first number.
struct Traced {
  std::vector<int> path, at;
};

Traced trace(const Grid& g, const std::vector<std::pair<int, int>>& ends) {
  const int C = g.cols, N = g.rows * C;
  Traced t{std::vector<int>(static_cast<size_t>(N), -1), std::vector<int>(static_cast<size_t>(N), -1)};
  for (int k = 0; k < static_cast<int>(ends.size()); ++k)
    for (int v = ends[k].first, prev = -1, n = 0; v >= 0 && n < N; ++n) {
      t.path[v] = k, t.at[v] = n;
      int next = -1;
      for (int d = 0; d < 4; ++d) {
        const int p = g.cells[v], w = (v / C + kDr[d]) * C + v % C + kDc[d];
        if (p >= 1 && p <= numberlink_pieces::kPieces && kUses[p][d] && w != prev) next = w;
      }
      prev = v, v = next;
    }
  return t;
}

// The answer the move makes from `g`'s first same-way pair of one path's parallel steps, if any.
std::optional<Grid> turned(const Grid& g, const std::vector<std::pair<int, int>>& ends) {
  const int R = g.rows, C = g.cols;
  const Traced t = trace(g, ends);
  // x-y a step of path k, and whether it runs from x to y.
  const auto step = [&](int x, int y, int k) {
    return t.path[x] == k && t.path[y] == k && std::abs(t.at[x] - t.at[y]) == 1;
  };
  const auto forward = [&](int x, int y) { return t.at[y] == t.at[x] + 1; };
  for (int r = 0; r + 1 < R; ++r)
    for (int c = 0; c + 1 < C; ++c) {
      const int a = r * C + c, b = a + 1, cc = a + C, d = cc + 1, k = t.path[a];
      if (k < 0) continue;
      const bool across = step(a, b, k) && step(cc, d, k) && forward(a, b) == forward(cc, d);
      const bool upright = step(a, cc, k) && step(b, d, k) && forward(a, cc) == forward(b, d);
      if (!across && !upright) continue;
      // Each corner has one of its two sides inside the square (bits as kUses: 0 up, 1 down,
      // 2 left, 3 right) and takes the other.
      Grid out = g;
      const std::pair<int, unsigned> inner[] = {{a, 0b1010u}, {b, 0b0110u}, {cc, 0b1001u}, {d, 0b0101u}};
      for (const auto& [x, sides] : inner) {
        unsigned mask = 0;
        for (int dir = 0; dir < 4; ++dir) mask |= kUses[g.cells[x]][dir] ? 1u << dir : 0u;
        out.cells[x] = piece_of_mask(mask ^ sides);
      }
      return out;
    }
  return std::nullopt;
}

}  // namespace

std::optional<SecondQuery> Numberlink::second_query(const Grid& first, const EncodeOptions& opt) const {
  if (opt.groups || opt.drop_groups) return std::nullopt;
  SecondQuery q;
  q.answer = turned(first, pairs());
  if (q.answer) {
    if (const auto why = check(*q.answer))
      throw std::logic_error("Numberlink's turned answer fails the checker: " + *why);
    return q;
  }
  q.narrowed = encode_paths(opt, Model::narrowed);
  return q;
}

}  // namespace gridsat
