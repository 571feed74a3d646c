#pragma once
// Towers (skyscrapers) inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-towers): "5:/2///2/.../1//,1q1f": N (and "dX", the level,
//    ignored), ':', the 4N clues separated by '/' (empty: none) above the columns, below
//    them, left of the rows, right of them; then optionally ',' and the given cells, row by
//    row, run-length coded (a-z: 1-26 blank cells, '_' between adjacent values);
//  - puzz.link / pzprjs URLs "https://puzz.link/p?skyscrapers/5/5/<clues><cells>": the clues
//    in the same order, then the cells, in pzprjs' number16 coding;
//  - the block: N+2 lines of N+2 tokens (whitespace-separated, or one character each), the
//    clues on the border ('.' or '-' none), the cells inside ('.' or 0 blank), the corners
//    '+' (or '.'; --type auto knows the block by its '+' corners).
#include <string>
#include <string_view>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_towers(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text looks like one of the Towers formats (for --type auto).
bool looks_like_towers(const std::string& text);
std::string towers_url(const Puzzle& p);  // --format url (Family::url)

}  // namespace gridsat
