#pragma once
// A solution of numbers after a line form (Fillomino's sizes, Ripple Effect's digits): rows of
// numbers, ',' between the cells and '/' between the rows; and the check of one read back
// (ignored beyond its shape).
#include <string>
#include <string_view>
#include <vector>

#include "base/grid.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

// `line` (a URL or an ID), and for a solved grid (every cell a value) other than `givens`, a
// space and its rows.
std::string with_number_rows(std::string line, const Grid& g, const Grid& givens);
// ParseError at `line` unless `text` is `rows` groups of `cols` numbers in that shape.
void check_number_rows(std::string_view text, int rows, int cols, int line);

// generate's clues when they are the numbers of cells (0 none): how many, and those that `keep`
// keeps (keep[k] for the k-th number in reading order; the others become 0).
int numbers_given(const std::vector<int>& numbers);
std::vector<int> numbers_kept(std::vector<int> numbers, const std::vector<bool>& keep);

// Under EncodeOptions::groups: per number a clue group ("number", "3 at r2c4", clue_index in
// reading order) whose one clause is value[cell][number - 1] (per cell its one-hot literals).
void number_clue_groups(Encoding& e, const EncodeOptions& opt, int cols, const std::vector<int>& numbers,
                        const std::vector<std::vector<int>>& value);

}  // namespace gridsat
