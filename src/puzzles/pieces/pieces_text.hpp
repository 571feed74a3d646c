#pragma once
// No-three-in-line ("pieces") inputs. Cells: X (or x) a piece, . no piece, ? free.
//  - a header line "pieces N": a bare N x N board, or, when N rows of N cells follow
//    directly (no blank line), that board;
//  - a block of N lines of N cells each;
//  - one line of N*N cells (when it does not start an N*N-line block).
// Blank lines separate puzzles; lines starting with # are comments. N is 2..100.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_pieces(const std::string& text, const std::string& source, const ReadOptions& opt);
// --type pieces --size N: the bare board.
Record blank_pieces(int n, const ReadOptions& opt);
// For --type auto: every meaningful line is a "pieces N" header or a row of X x . ? cells,
// and at least one header, X or ? appears (a text of dots alone stays a Sudoku).
bool looks_like_pieces(const std::string& text);

}  // namespace gridsat
