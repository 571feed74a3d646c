#pragma once
// Jigsaw Sudoku text forms, detected per line or block of lines:
//   Simon Tatham's solo game IDs with the j flag: "9j:GRID,BLOCKS" (also "3x3j:", and "9jx:"
//   with the X diagonals), one per line: GRID as solo's run-length givens, BLOCKS the region
//   borders (solo.c's spec_to_dsf);
//   a grid that a person can type: N lines, each N characters of givens (. or 0 blank, 1-9
//   then A-Z for 10..35), a blank, then N region labels (any characters; each label one
//   region of N cells), e.g. "3.......4  AAABBBCCC";
//   one line: the N*N givens, '/', the N*N labels ("3......./AAAB...", the line form).
// Lines starting with '#' are comments; blank lines separate grids.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_jigsaw(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_jigsaw(const std::string& text);

}  // namespace gridsat
