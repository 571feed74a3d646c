#pragma once
// Grids whose cells take values 1..N and whose groups each hold every value exactly once:
// Sudoku (rows, columns, boxes), Latin squares and Futoshiki (rows, columns). One encoder
// serves them all: one-hot variables x(cell, value) and the "extended" encoding (each
// cell exactly one value, each group each value exactly once), after sound deductions
// (EncodeOptions::simplify) that remove candidates before any variable is made.
// One concern per file: layout.cpp (PermutationLayout), deductions.cpp (the deductions,
// private deductions.hpp), permutation_grid.cpp (the encoding), segments.cpp (box-line
// segments, private segments.hpp), estimate.cpp (the size before encoding), native.cpp
// (the CSP, the sparse grid's native slice, the empty grid's patterns).
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "csp/propagate.hpp"
#include "csp/small_board.hpp"
#include "model/puzzle.hpp"

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

// A grid with no givens, rows and columns and boxes of box_rows x box_cols (a Latin square:
// 1 x n) has solutions by construction: value(i, j) = (c (i mod r) + i div r + j) mod n + 1,
// and the same with the values 1 and 2 exchanged (n >= 2). Empty when a cell is given.
std::vector<Grid> empty_grid_patterns(const Grid& givens, int box_rows, int box_cols);

// A sparse grid (side 16 or more, at most 20% of the cells given; counts to 2 or fewer):
// the native search's forward checking completes it in milliseconds and megabytes, where
// the encoding of every open candidate takes seconds and gigabytes (a 64x64 Latin square
// with 400 givens: 0.02 s and 11 MB against 7.7 s and 2 GB: BENCHMARKS.md). Its search is
// heavy-tailed, so it gets a slice (seconds) and sat the rest; 0 for other grids.
double sparse_native_slice(const Grid& givens, int64_t limit);

// The CSP of a permutation grid for the native backend: cell i is variable i.
Csp permutation_csp(const Grid& givens, std::vector<std::vector<int>> groups);

// `bounds`, when given, holds per cell the (min, max) value that other constraints allow
// (e.g. Futoshiki chains); values outside are removed before the deductions start.
Encoding encode_permutation_grid(const Grid& givens, const PermutationLayout& layout, const EncodeOptions& opt,
                                 const std::vector<std::pair<int, int>>& bounds = {});

// An upper estimate of encode_permutation_grid's size before encoding: the encoding after
// Kwon & Jain's filtering (a given value leaves its peers' candidates). Exact without
// simplification. With singles or locked candidates (the default) it is given only for a
// grid without givens, where they deduce nothing: with givens they may remove nearly
// everything (400x400 puzzles solved by singles), so nullopt, and the encoder itself
// checks the budget after its deductions, before writing a clause (check_cnf_budget).
// The (group, value) buckets are counted exactly unless that costs more than 5e7 steps
// (huge grids); then each is bounded by its group's open cells. The layout (num_groups
// groups) is only fetched when the filter by givens needs it: without givens or without
// simplification the estimate follows from the size, so a huge grid is refused at once.
// `segments`: the size of the box-line segment encoding with every candidate open (a
// Sudoku's sudoku_segments_size), counted when segments_enabled.
std::optional<EncodingSize> estimate_permutation_grid(const Grid& givens, int64_t num_groups,
                                                      const std::function<const PermutationLayout&()>& get_layout,
                                                      const EncodeOptions& opt, EncodingSize segments = {});

// Whether the encoder adds box-line segment variables (--segments) to a grid of side n.
bool segments_enabled(const EncodeOptions& opt, int n);
// The segment encoding of an n x n Sudoku with box_rows x box_cols boxes and every candidate
// open: an upper bound of what encode_permutation_grid adds for it.
EncodingSize sudoku_segments_size(int64_t n, int64_t box_rows, int64_t box_cols);

}  // namespace gridsat
