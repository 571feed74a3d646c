#pragma once
// A loop through cell centres over some of a grid's cells (Yajilin's loop through every
// unshaded cell, Country Road's loop through some cells of each region): steps between
// orthogonal neighbours, each cell's piece of the loop, one closed loop.
//
// Pieces, per cell a value (as Masyu's): 1 off the loop, 2 ─, 3 │, 4 └, 5 ┘, 6 ┐, 7 ┌. A piece's
// sides are bits: 1 up, 2 down, 4 left, 8 right (direction d is bit 1 << d: 0 up, 1 down, 2
// left, 3 right).
#include <functional>
#include <iosfwd>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "base/grid.hpp"
#include "cnf/cnf.hpp"
#include "cnf/lazy.hpp"
#include "encoders/connected.hpp"
#include "model/figure.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

namespace cell_loop {
inline constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};
inline constexpr int kSides[8] = {0, 0, 4 | 8, 1 | 2, 1 | 8, 1 | 4, 2 | 4, 2 | 8};
// The piece of a side mask (1 for none, 0 for a mask of no piece: one side, three, four).
int piece_of(int sides);
}  // namespace cell_loop

struct CellLoop {
  int rows = 0, cols = 0;
  std::vector<int> right, down;  // step literals: right[i] (r, c)-(r, c + 1), down[i] (r, c)-(r + 1, c); kFalse none
  std::vector<int> piece;        // piece[i * 8 + p], p = 1..7; kFalse where the cell may not hold p
  // The step from cell i in direction d (0 up, 1 down, 2 left, 3 right); kFalse past the border.
  int step(int i, int d) const;
  int off(int i) const { return piece[static_cast<size_t>(i) * 8 + 1]; }
};

// The loop over the cells where `may[i]` (others stay off, their piece 1 kTrue): a fresh
// literal per step between two such cells, per such cell seven pieces each the conjunction of
// its sides (exactly one holds: every cell meets 0 or 2 steps), and encoders/connected.hpp's
// single_cycle over the steps (nonempty: some cell is on the loop; lazy or eager by `mode`).
// With `cycle` false the pieces are written but not the single_cycle rule (a caller that puts
// it inside a rule group calls cell_loop_cycle itself).
CellLoop encode_cell_loop(Cnf& cnf, LazyConstraints& lazy, int rows, int cols, std::span<const char> may,
                          Connectivity mode, bool cycle = true);
void cell_loop_cycle(Cnf& cnf, LazyConstraints& lazy, const CellLoop& loop, Connectivity mode);
// A genre's encoding around the loop: cell i's pieces as its primary variables (value p:
// piece p), and the one-loop rule in its group "loop" over every cell (none with drop_groups).
void add_piece_primaries(Encoding& e, const CellLoop& loop, int i);
void add_loop_rule(Encoding& e, const EncodeOptions& opt, const CellLoop& loop, Connectivity mode);

// The steps of a grid of pieces (values 2..7; other values off the loop), each once, as
// [r1, c1, r2, c2] between cell centres, row-major by their first cell, right before down.
std::vector<std::vector<int>> cell_loop_edges(const Grid& g);
// The pieces of a grid whose loop is `edges` (as cell_loop_edges writes them, in any order):
// per cell its piece, `off` where no step meets it. Empty when a cell meets one or three steps.
Grid pieces_of_edges(int rows, int cols, const std::vector<std::vector<int>>& edges, int off);
// The loop as text: each cell's character (`cell(i)`), '-' between cells joined across, and
// a line of '|' below each row (but the last) where cells are joined down.
void print_cell_loop(std::ostream& out, const Grid& g, const std::function<char(int)>& cell);
// explain's `edges_on` / `edges_off`: the steps between neighbours neither of whose cells was
// known in `before` (0 open) and one of which is in `after`, used or not by its piece.
std::vector<std::pair<std::string, std::vector<std::vector<int>>>> cell_loop_decided(const Grid& before,
                                                                                     const Grid& after);
// The loop's segments between cell centres, for a Figure.
void add_loop_segments(Figure& f, const Grid& g);

// A genre whose solution is per cell a piece of the loop (2..7) or another value off it: the
// JSON record's `edges` (cell_loop_edges) and explain's `edges_on` / `edges_off`.
class CellLoopPuzzle : public Puzzle {
 public:
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override {
    return {{"edges", cell_loop_edges(g)}};
  }
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> decided_fields(const Grid& before,
                                                                                    const Grid& after) const override {
    return cell_loop_decided(before, after);
  }

 protected:
  using Puzzle::Puzzle;
};

}  // namespace gridsat
