#pragma once
// Keen inputs and the writers of its forms:
//  - Simon Tatham's keen game IDs, "N:BLOCKS,CLUES" (sgt-keen --generate 3 6dh): BLOCKS the
//    cage borders as run lengths, CLUES one per cage (a, m, s, d + target: + x - /) in the order
//    of each cage's first cell (row-major);
//  - the typed form: an optional "keen N" header, N rows of N cage labels (letters), then clue
//    lines of LABEL=TARGET[OP] (OP: + - x * / or the signs; none: a one-cell cage's value).
#include <iosfwd>
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

class Keen;

std::vector<Record> read_keen(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_keen(const std::string& text);
// Whether read_keen reads this (trimmed) line as a puzzle of its own (an sgt ID).
bool is_keen_id_line(std::string_view line);

}  // namespace gridsat
