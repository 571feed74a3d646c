#pragma once
// Masyu inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-pearl): "6x6:eBbWcBbBaBBbWkWaB": W x H (and the level's
//    letters, ignored), ':', then the cells row by row: B a black pearl, W a white one, a-z
//    1-26 cells without one;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?mashu/W/H/<body>": three cells a base-27
//    digit (0-9a-q, weights 9, 3, 1; 1 white, 2 black);
//  - the typed block (--type masyu): H lines of W characters, '.' none, W or o white, B or x
//    black (blanks between them ignored), ended by a blank line or the end.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_masyu(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text holds an sgt-pearl game ID or a ?mashu/ URL (--type auto).
bool looks_like_masyu(const std::string& text);
std::string masyu_url(const Puzzle& p);  // --format url (Family::url)

}  // namespace gridsat
