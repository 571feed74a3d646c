#pragma once
// Futoshiki inputs:
//  - the aligned grid: a line of cells (0 or . blank) with < or > between neighbours,
//    then a line of signs under cells (^ or ∧: the upper cell is smaller; v or ∨: larger),
//    alternating; a vertical sign belongs to the cell whose characters stand above it, so
//    two-digit cells simply take two columns (e.g. cells every 5 columns);
//  - Simon Tatham's unequal game IDs "N:cell,cell,...," (digit, then flags U R D L:
//    greater than the neighbour above / right / below / left);
//  - janko files: n, n rows (-1 blank), k, then k lines "a>b" (0-based cells);
//  - bkoelman lines: (2n-1)^2 characters for the puzzle then as many for the solution.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_futoshiki(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether read_futoshiki reads this (trimmed) line as a puzzle of its own: an unequal game ID
// or a bkoelman line. Streaming cuts a source after such lines.
bool is_one_line_futoshiki(std::string_view line);

// Whether a text looks like one of the Futoshiki formats (for --type auto).
bool looks_like_futoshiki(const std::string& text);

}  // namespace gridsat
