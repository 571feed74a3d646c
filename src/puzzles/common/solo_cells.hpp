#pragma once
// The cell lists of Simon Tatham's solo game IDs (solo.c's grid descriptions), shared by the
// families that read them (Sudoku, jigsaw, killer): a letter a..z is that many blank cells (1..26),
// '_' separates two numbers, a number is one cell's value.
#include <string_view>
#include <vector>

namespace gridsat {

// The `area` cells that `s` describes (0 = blank), values 1..max. Throws ParseError at `line`
// naming `what` ("description", "givens", "sums") for an unexpected character, a value above
// max, or a count of cells other than area ("a NxN grid has AREA": side n).
std::vector<int> solo_cells(std::string_view s, int n, long long area, long long max, int line, std::string_view what);

}  // namespace gridsat
