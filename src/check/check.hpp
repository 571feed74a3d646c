#pragma once
// The independent checker. It knows grids and the rules of each family, nothing about
// clauses, encodings or solvers, and shares no code with them: every solution gridsat
// prints has passed through here.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// nullopt when `solution` is a completed Sudoku with boxes of box_rows x box_cols that
// keeps every given of `givens`; otherwise the first rule broken, in words.
std::optional<std::string> sudoku(const Grid& givens, int box_rows, int box_cols, const Grid& solution);

// nullopt when `solution` is a Latin square (each value 1..N once per row and column)
// keeping every given; otherwise the first rule broken.
std::optional<std::string> latin(const Grid& givens, const Grid& solution);

// A Latin square that also keeps value(a) < value(b) for every (a, b) in `less`
// (row-major cell indices).
std::optional<std::string> futoshiki(const Grid& givens, const std::vector<std::pair<int, int>>& less, const Grid& solution);

// nullopt when `solution` is a magic square (1..n^2 each once; every row, column and both
// main diagonals summing to n(n^2+1)/2) keeping every given; with `frenicle`, also in
// Frenicle's standard form as published (a11 < a1n, a11 < an1, a11 < ann, a12 < a21).
std::optional<std::string> magic(const Grid& givens, bool frenicle, const Grid& solution);

// No-three-in-line: `solution` holds 0 (empty) or 1 (piece) per cell of an n x n board,
// exactly 2 pieces per row and per column, no three pieces on one line of the family
// `lines` ("rows": rows and columns; "diagonals": also slopes +1 and -1; "all": every
// line), unchanged by a rotation of `symmetry` degrees (0 = no requirement, 180 or 90;
// kNear90: Flammenkamp's near-rot4 class, unchanged by the quarter turn off the two
// diagonals, with no piece on the anti-diagonal), and keeping the givens (1: a piece,
// -1: no piece, 0: free).
inline constexpr int kNear90 = -90;
std::optional<std::string> pieces(const Grid& givens, const std::string& lines, int symmetry, const Grid& solution);

}  // namespace gridsat::check
