#pragma once
// Hashi inputs, one puzzle each (a line may go on with a space and a solution's block rows
// joined by '/', as --format line prints one; checked for shape and ignored):
//  - Simon Tatham's game IDs (sgt-bridges): "WxH" and the generator's options (iN, eN, mM the
//    most bridges between two islands, default 2; L: no loops; dN), ':', then the cells row by
//    row, run-length coded: a-z 1-26 water cells, 1-9 and A-G islands of 1-16;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?hashikake/COLS/ROWS/BODY": pzprjs' number16
//    coding of the cells ('.' an island of any number), at most 2 bridges;
//  - the block (with --type hashi): a row a line, a character a cell: 1-9 and A-G islands, '?' an island of any
//    number, '.' water (and the bridge marks --format grid prints, read as water); at most 2
//    bridges, or "mM" (M = 1..4) alone on the line before the block.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_hashi(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text holds an sgt-bridges game ID or a puzz.link hashikake URL (for --type auto).
bool looks_like_hashi(const std::string& text);
std::string hashi_url(const Puzzle& p);  // --format url (Family::url); "" when puzz.link cannot say it

}  // namespace gridsat
