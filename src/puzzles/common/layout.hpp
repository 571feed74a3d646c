#pragma once
// The structure of permutation grids (see permutation_grid.hpp): their houses, built once
// per shape for the deductions and the encoder.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "csp/propagate.hpp"
#include "csp/small_board.hpp"

namespace gridsat {

// The structure of a family of grids, built once and shared by all puzzles of one shape:
// the propagation core's houses (groups, each cell's groups, the intersections that locked
// candidates and segments use).
struct PermutationLayout : prop::Houses {
  PermutationLayout(int side, std::vector<std::vector<int>> groups);
  // Side 32 at most: the bit-mask form of the houses, for the deductions (csp/small_board.hpp).
  std::unique_ptr<prop::SmallShape> small;
  // Side 16 at most: per pair of cells (a * n^2 + b) the first group holding both, -1 for none
  // (the encoder's test for a pair excluded by an earlier group, without a search).
  std::vector<int16_t> first_common;
  // Cached by a key that names the shape (e.g. "sudoku 3x3", "latin 9").
  static const PermutationLayout& get(const std::string& key, int side,
                                      const std::function<std::vector<std::vector<int>>()>& make_groups);
};

// The houses of a side-n grid: the n rows, then the n columns (Latin squares, Futoshiki, Keen,
// Towers).
std::vector<std::vector<int>> latin_groups(int n);
// A Sudoku's houses: row i, column i and box i for each i in turn (boxes of box_rows x box_cols,
// numbered row-major).
std::vector<std::vector<int>> sudoku_groups(int n, int box_rows, int box_cols);

}  // namespace gridsat
