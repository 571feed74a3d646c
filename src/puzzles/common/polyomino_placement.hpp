#pragma once
// Polyomino placement, shared by the genres that place pieces of given shapes on a grid (LITS:
// one tetromino per region; Battleship: a fleet of straight ships): a shape's distinct
// orientations, its placements on a grid (every orientation at every offset whose cells are
// all allowed), and the clauses that make a cell's literal hold exactly when one chosen
// placement covers it. Which placements a genre chooses how many of (one per region, k ships
// of a length) stays the genre's: a cardinality over the placements' literals.
#include <functional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

// A polyomino: its cells as (row, column) offsets, in any order.
using Shape = std::vector<std::pair<int, int>>;

// `s` moved so that its least row and column are 0, its cells sorted.
Shape normalized(Shape s);

// The distinct shapes among the eight images of `s` under rotation and reflection (only the
// four rotations when `reflect` is false), each normalized, the first `s`'s own.
std::vector<Shape> orientations(const Shape& s, bool reflect = true);

// The least of orientations(s) (sorted cells compared lexicographically): two shapes are the
// same free polyomino exactly when their canonical forms are equal.
Shape canonical(const Shape& s);

// A shape's cells given as rows of '#' (a cell) and '.' (none), '/' between rows: "###/.#." is the T.
Shape shape_of(std::string_view rows);

// One way to put a piece on the grid: its cells (row-major indices, sorted), which piece of the
// caller's list it is (`piece`) and, once encoded, its literal.
struct Placement {
  std::vector<int> cells;
  int piece = 0;
  int lit = 0;
};

// Every orientation of `s` (reflections too when `reflect`) at every offset on a rows x cols
// grid where `allowed` holds for each of its cells (null: every cell), as placements of `piece`,
// ordered by orientation, then offset row-major.
std::vector<Placement> placements(const Shape& s, int rows, int cols, const std::function<bool(int)>& allowed,
                                  int piece = 0, bool reflect = true);

// A fresh variable for each placement's `lit`, then: a chosen placement shades its cells; a
// shaded cell of `cells` is covered by a chosen placement; at most one chosen placement
// covers a cell. `cell_lit[i]` is cell i's "shaded" literal (kTrue / kFalse allowed). Cells of
// `cells` that no placement covers are unshaded; placements' cells outside `cells` are shaded
// by them all the same. Holds the cell literals to exactly the covers by the placements.
void exact_cover(ClauseSink& sink, std::span<const int> cell_lit, std::span<const int> cells,
                 std::vector<Placement>& placements);

}  // namespace gridsat
