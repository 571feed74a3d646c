#pragma once
// Latin with blanks and first-seen clues (Easy as ABC): every row and column of a grid holds
// each of the letters 1..k exactly once and blanks in its other cells; a clue beside a line
// names the first letter met from its side (blanks are passed over).
//
// Cells: value 1 a blank, 1 + j letter j (shown from zero: 0 blank, 1..k the letters). Per
// cell the one-hot literals x[cell][v - 1] for v = 1..k+1 (constants for a decided cell).
//
// First seen along a ray c_0, c_1, ... from the clue: prefix literals s_i = "one of
// c_0..c_i holds a letter" (s_i <-> s_{i-1} or not blank_i); a letter other than the clue's at
// c_i needs s_{i-1}, and the clue's letter is on the ray. Proved exhaustively in
// tests/test_latin_blanks.cpp.
#include <span>
#include <vector>

#include "model/puzzle.hpp"

namespace gridsat {

// The one-hot literals of every cell of enc.base (values 1..k+1; 0 open, else decided), with
// the primaries and "exactly one value" for the open cells.
std::vector<std::vector<int>> letter_cells(Encoding& enc, int k);

// The line (cells in order) holds each letter 1..k exactly once, blanks elsewhere.
void each_letter_once(ClauseSink& sink, const std::vector<std::vector<int>>& x, std::span<const int> line, int k);

// The first letter along `ray` (cells from the clue outwards) is `letter` (1..k).
void first_seen(ClauseSink& sink, const std::vector<std::vector<int>>& x, std::span<const int> ray, int letter);

}  // namespace gridsat
