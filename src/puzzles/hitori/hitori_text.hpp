#pragma once
// Hitori inputs, one puzzle each (a line may go on with a space and a shading, rows of 0/1
// joined by '/', as --format line prints a solution; it is checked for shape and ignored):
//  - Simon Tatham's game IDs (sgt-singles): "WxH:" (or "WxHdX:", the level, ignored) and a
//    character per cell, row by row: 1-9, a-z for 10-35, A-Z for 36-61;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?hitori/COLS/ROWS/BODY": a base-36 character
//    per cell ('-' and two for 36 and above), '.' a cell with no number;
//  - the block (with --type hitori; --type auto reads a block of numbers as a Latin square):
//    one row a line, whitespace-separated numbers ('.' no number, a trailing '#' a shaded
//    cell, ignored: --format grid's output reads back), or one character a cell as in sgt IDs.
// Numbers are 1..max(W, H).
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_hitori(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text holds an sgt-singles game ID or a puzz.link hitori URL (for --type auto).
bool looks_like_hitori(const std::string& text);
std::string hitori_url(const Puzzle& p);  // --format url (Family::url)

}  // namespace gridsat
