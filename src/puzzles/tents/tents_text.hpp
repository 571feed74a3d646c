#pragma once
// Tents inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-tents): "8x8:a_liciba_ehaa,2,0,3,0,2,1,1,3,2,1,1,2,2,1,2,1":
//    WxH (then parameters, ignored), ':', the trees (a-y: 1-25 empty cells then a tree, '_' a
//    tree, 'z' 25 empty cells, one last tree past the end; '!' after a letter makes its tree
//    a tent, '-' a cell given empty), then ',' and the W column counts and H row counts;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?tents/COLS/ROWS/DATA": the counts (columns,
//    then rows; a count may be absent), then the trees;
//  - the typed form: a "tents" line, then a row per line, its cells ('.' empty, 'T' a tree,
//    'A' a tent given) and its count ('.' none), then a line of the column counts.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_tents(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_tents(const std::string& text);  // for --type auto
std::string tents_url(const Puzzle& p);          // --format url (Family::url)

}  // namespace gridsat
