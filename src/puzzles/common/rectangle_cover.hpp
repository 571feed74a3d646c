#pragma once
// Exact cover of a grid by rectangles, one per clue (Shikaku): each clue cell is in exactly one
// rectangle of the area it names (0: any area), no rectangle holds two clue cells, and every
// cell of the grid is in exactly one rectangle.
//
// The rule on literals: a choice variable per candidate rectangle of a clue (a rectangle
// holding the clue's cell and no other, of the clue's area), exactly one chosen per clue; a
// cell literal (cell i is in clue k's rectangle) per cell a candidate of clue k covers, defined
// as the disjunction of the chosen candidates that cover it; a cell holds exactly one clue.
// tests/test_rectangle_cover.cpp proves the encoding on every clue placement of small boards:
// its models, counted on the cell literals, are the exact covers a plain enumeration finds.
#include <cstdint>
#include <functional>
#include <vector>

#include "cnf/cnf.hpp"
#include "csp/search.hpp"

namespace gridsat {

struct RectClue {
  int cell = 0;  // row-major
  int area = 0;  // 0: any area
};

struct Rect {
  int top = 0, left = 0, height = 0, width = 0;
  bool covers(int r, int c) const { return r >= top && r < top + height && c >= left && c < left + width; }
};

// The candidate rectangles of each clue on a rows x cols board, in a fixed order.
std::vector<std::vector<Rect>> rectangle_candidates(int rows, int cols, const std::vector<RectClue>& clues);

class RectangleCover {
 public:
  RectangleCover(ClauseSink& sink, int rows, int cols, std::vector<RectClue> clues);

  int clue_count() const { return static_cast<int>(clues_.size()); }
  const std::vector<std::vector<Rect>>& candidates() const { return cand_; }
  // Clue k's rectangle covers cell i: a variable, kTrue (its own clue cell) or kFalse.
  int cell_lit(int i, int k) const;
  // The clues that may cover cell i (those whose cell_lit is not kFalse).
  const std::vector<int>& clues_at(int i) const { return at_[static_cast<size_t>(i)]; }

  // Clue k: exactly one of its candidates, and its cell literals defined by them.
  void encode_clue(int k);
  // Clue k's area is `area` after all: its candidates of another area are not chosen (a clue
  // read with area 0, its number in a group of its own: explain, generate).
  void encode_area(int k, int area);
  // Cell i: in exactly one clue's rectangle (an empty clause when no candidate covers it).
  void encode_cell(int i);

 private:
  ClauseSink& sink_;
  int rows_, cols_;
  std::vector<RectClue> clues_;
  std::vector<std::vector<Rect>> cand_;
  std::vector<std::vector<int>> choice_;  // [k][j]: candidate j of clue k chosen
  std::vector<std::vector<int>> at_;      // [i]: clues that may cover i
  std::vector<std::vector<int>> lit_;     // [i][n]: the literal of at_[i][n]
};

// The exact covers themselves, by backtracking (the native searches of the genres built on
// it): the clue with the fewest candidates that still fit goes first, and a partial cover with
// a free cell no fitting candidate reaches is refused; a cover goes to `on_cover` as row-major
// cell values, clue index + 1. Stops when on_cover returns false.
NativeResult search_rectangle_cover(int rows, int cols, const std::vector<RectClue>& clues, int64_t limit,
                                    Deadline deadline, const ValuesSink& on_cover);

}  // namespace gridsat
