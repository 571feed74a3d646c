#pragma once
// Light Up inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-lightup): "7x7:b11p2Bb0b01pBBb": WxH (then parameters,
//    ignored), ':', the cells row by row: a-z 1..26 white cells, 'B' a black cell, 0-4 a
//    black cell with that number;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?lightup/COLS/ROWS/DATA" (also ?akari/);
//  - the typed form: an optional "lightup" line, then a row per line, '.' a white cell, 'X'
//    a black cell, 0-4 a numbered black cell, '*' a bulb given; a blank line ends it. The same
//    rows on one line with '/' between them (the line form of a solution) read too.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_lightup(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_lightup(const std::string& text);  // for --type auto
std::string lightup_url(const Puzzle& p);          // --format url (Family::url)

}  // namespace gridsat
