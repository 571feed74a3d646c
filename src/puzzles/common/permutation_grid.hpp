#pragma once
// Grids whose cells take values 1..N and whose groups each hold every value exactly once:
// Sudoku (rows, columns, boxes), Latin squares and Futoshiki (rows, columns). One encoder
// serves them all: one-hot variables x(cell, value) and the "extended" encoding (each
// cell exactly one value, each group each value exactly once), after sound deductions
// (EncodeOptions::simplify) that remove candidates before any variable is made.
// One concern per file: layout.hpp (PermutationLayout), deductions.cpp (the deductions,
// private deductions.hpp), permutation_grid.cpp (the encoding), segments.cpp (box-line
// segments, private segments.hpp), estimate.cpp (the size before encoding), native.cpp
// (the CSP, the sparse grid's native slice); pattern_completion.hpp the solutions by
// construction.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "encoders/sum.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/layout.hpp"
#include "puzzles/common/segment_size.hpp"

namespace gridsat {

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
// Under EncodeOptions::groups (which comes with Simplify::none) each group's "value v once"
// is a rule group of kind "row", "column", "box" (a rectangle) or "house", labelled
// "3 holds 5 once"; a cell's one value and the givens hold always.
Encoding encode_permutation_grid(const Grid& givens, const PermutationLayout& layout, const EncodeOptions& opt,
                                 const std::vector<std::pair<int, int>>& bounds = {});

// explain's rule name (Family::explain.rule) of a step whose groups are all houses of the
// encoding above (sorted distinct kinds): "single" (it places), "elimination" (one kind),
// "box_line" (a box with rows or columns), "crossing_lines" (rows with columns), "houses";
// "" when a kind is not a house's.
std::string house_rule(const std::vector<std::string>& kinds, bool places);

// The same, the bounds computed by `bounds` only when opt simplifies (without simplification
// no candidate is removed before encoding): for grids with rules beside their groups
// (Futoshiki's chains, Towers' clues, Killer's cage sums).
Encoding encode_bounded_grid(const Grid& givens, const PermutationLayout& layout, const EncodeOptions& opt,
                             const std::function<std::vector<std::pair<int, int>>()>& bounds);

// The literal "cell holds v" of an encoding of a grid of values 1..n, for the clauses of the
// rules beside the groups: its primary variable, else kTrue or kFalse (a decided cell, a
// candidate removed before encoding, v outside 1..n).
class CellLits {
 public:
  CellLits(const Encoding& e, int n);
  int operator()(int cell, int v) const;
  bool possible(int cell, int v) const;
  int n() const { return n_; }

 private:
  const Encoding& e_;
  std::map<std::pair<int, int>, int> var_;
  int n_;
};

// Per cell its value as an order-encoded integer (encoders/sum.hpp) channelled to x's
// one-hot literals: made on first use, then shared by every rule that asks for the cell.
class CellOrders {
 public:
  CellOrders(ClauseSink& sink, const CellLits& x) : sink_(sink), x_(x) {}
  const OrderInt& operator()(int cell);

 private:
  ClauseSink& sink_;
  const CellLits& x_;
  std::map<int, OrderInt> ints_;
};

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

}  // namespace gridsat
