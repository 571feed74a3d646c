#pragma once
// Slitherlink inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-loopy, square grids only): "7x7t0:a3b12c1...": W x H, the
//    grid type t0 (the square grid; another type is refused, naming it) and optionally "dX"
//    (the level, ignored), ':', then the cells row by row: a clue digit 0-4, or a-z for 1-26
//    cells without a clue;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?slither/W/H/<body>": the cells in pzprjs'
//    4-cell coding ('0'-'4' a clue, '5'-'9' a clue and one blank, 'a'-'e' a clue and two,
//    g-z 1-20 blanks, '.' a clue '?' read as none);
//  - the typed block (--type slitherlink only: digits and dots also read as Sudoku): H lines of
//    W characters, a clue 0-4 or '.' for none (blanks between them are ignored), ended by a
//    blank line or the end.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_slitherlink(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text holds a Slitherlink game ID (a "WxHtN:" prefix) or a ?slither/ URL (--type auto).
bool looks_like_slitherlink(const std::string& text);
std::string slitherlink_url(const Puzzle& p);  // --format url (Family::url)

}  // namespace gridsat
