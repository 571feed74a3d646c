#pragma once
// Killer Sudoku inputs and outputs:
//  - Simon Tatham's solo game IDs with the k flag, "3x3k:GIVENS,CAGES,SUMS" (solo.c): GIVENS
//    as in plain solo IDs (runs of blanks a..z, numbers separated by _); CAGES the lines
//    between cells, first the N(N-1) between horizontal neighbours row by row, then the
//    N(N-1) between vertical neighbours column by column, as runs: _ no shared side before a
//    line, a..y 1..25 shared sides then a line, z 25 shared sides and no line, and a last
//    letter for the run before a virtual line at the end; SUMS a grid like GIVENS holding each
//    cage's total in one of its cells (sgt: the first in reading order).
//  - the plain-text form, one block of lines (a blank line ends it): optionally N rows of
//    givens (N characters, . or 0 blank, 1-9 then A-Z; or N integers), then N rows of cage
//    labels (N characters, or N whitespace-separated labels), then the sums as label=total
//    tokens (a=14 b=7 ...) on one or more lines.
// Lines starting with '#' are comments.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

class Killer;

std::vector<Record> read_killer(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_killer(const std::string& text);
// Whether a (trimmed) line is a solo game ID with the killer flag ("3x3k:", "2x3k:", "3k:").
bool is_killer_solo_id(std::string_view line);

// The box shape for side n: --box when given, else R x C with R <= C as square as possible;
// nullopt when only 1 x n exists.
std::optional<std::pair<int, int>> killer_box(int n, const ReadOptions& opt);

}  // namespace gridsat
