#pragma once
// Sudoku text formats, detected per block of lines:
//   one puzzle per line: N*N characters (., 0 blank; 1-9, then A-Z = 10..35), or N*N integers;
//   a grid: N lines of N characters (.sdk style) or of N whitespace-separated integers;
//   Simon Tatham's solo game IDs "CxR:desc", one per line;
//   the origin reports' Prolog lists, [8,_,_,2,...] or a list of rows, blanks as _ (or any
//   variable), '.' or 0, over one or more lines, maybe ending in '.'.
//   a list starts a block (the text's start or after a blank line).
// Lines starting with '#' are comments; blank lines separate grids.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "text/lines.hpp"

namespace gridsat {

std::vector<Record> read_sudoku(const std::string& text, const std::string& source, const ReadOptions& opt);

// True when a line looks like a solo game ID ("3x3:", "2x3:", "3:").
bool is_solo_id(std::string_view line);
// True when a line starts a Prolog list ('[' first); prolog_list_end: the index of the line
// after the one closing the list that starts at lines[i] (or of the blank line that ends an
// unclosed one), SIZE_MAX when the lines end first.
bool is_prolog_list(std::string_view line);
size_t prolog_list_end(const std::vector<TextLine>& lines, size_t i);
std::string sudoku_url(const Puzzle& p);  // --format url (Family::url); "" when puzz.link cannot say it

}  // namespace gridsat
