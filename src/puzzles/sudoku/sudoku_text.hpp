#pragma once
// Sudoku text formats, detected per block of lines:
//   one puzzle per line: N*N characters (., 0 blank; 1-9, then A-Z = 10..35), or N*N integers;
//   a grid: N lines of N characters (.sdk style) or of N whitespace-separated integers;
//   Simon Tatham's solo game IDs "CxR:desc", one per line.
// Lines starting with '#' are comments; blank lines separate grids.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_sudoku(const std::string& text, const std::string& source, const ReadOptions& opt);

// True when a line looks like a solo game ID ("3x3:", "2x3:", "3:").
bool is_solo_id(std::string_view line);

}  // namespace gridsat
