#pragma once
// Latin-square completion inputs: Gomes' .pls ("order N" then N rows, symbols 0..N-1,
// -1 blank), a "latin N" header then N rows of 0..N (0 or . blank), or (with --type latin)
// any grid the Sudoku reader accepts.
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_latin(const std::string& text, const std::string& source, const ReadOptions& opt);

}  // namespace gridsat
