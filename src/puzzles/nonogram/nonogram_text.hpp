#pragma once
// Nonogram inputs, one puzzle each:
//  - Simon Tatham's pattern game IDs (sgt-pattern --generate 3 10x10): "WxH:" (or "N:" for
//    N x N), the W column clues top to bottom then the H row clues left to right, '/'
//    between lines, '.' between runs, an empty line as nothing (or 0); then optionally ','
//    and fixed squares run-length coded (a-y: that many undecided cells then an empty one,
//    A-Y the same then a shaded one, z: 25 undecided);
//  - puzz.link / pzprjs URLs "https://puzz.link/p?nonogram/COLS/ROWS/DATA": the clues in
//    pzprjs' number16 coding, (ROWS+1)/2 slots per column (nearest the grid first), then
//    (COLS+1)/2 per row;
//  - the typed form: a line "rows:", a line per row of its run lengths (whitespace or commas
//    between them; "0" or "-" an empty row), a line "columns:", a line per column; no blank
//    line inside (a blank line ends the puzzle).
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_nonogram(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text looks like one of the nonogram formats (for --type auto).
bool looks_like_nonogram(const std::string& text);
std::string nonogram_url(const Puzzle& p);  // --format url (Family::url)

}  // namespace gridsat
