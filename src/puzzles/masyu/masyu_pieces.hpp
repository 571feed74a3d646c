#pragma once
// Masyu's pieces (1 none, 2 ─, 3 │, 4 └, 5 ┘, 6 ┐, 7 ┌) and the four directions (up, down,
// left, right), shared by the encodings, the edges and the generator.
namespace gridsat::masyu_pieces {

inline constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};
inline constexpr int kOpposite[4] = {1, 0, 3, 2};
// kUses[p][d]: piece p has a side in direction d.
inline constexpr bool kUses[8][4] = {{},           {},           {0, 0, 1, 1}, {1, 1, 0, 0},
                                     {1, 0, 0, 1}, {1, 0, 1, 0}, {0, 1, 1, 0}, {0, 1, 0, 1}};

}  // namespace gridsat::masyu_pieces
