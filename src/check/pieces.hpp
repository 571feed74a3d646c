#pragma once
// The independent checker's rules for no-three-in-line (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

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
