#pragma once
// The independent checker's rules for Sudoku (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// nullopt when `solution` is a completed Sudoku with boxes of box_rows x box_cols that
// keeps every given of `givens`; otherwise the first rule broken, in words.
std::optional<std::string> sudoku(const Grid& givens, int box_rows, int box_cols, const Grid& solution);

}  // namespace gridsat::check
