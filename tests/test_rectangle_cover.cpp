// Exact cover by rectangles (puzzles/common/rectangle_cover.hpp) against the independent
// checker's plain definition (check::shikaku: every region fills its bounding box, holds one
// number and has its area): on boards up to 2x3 and 3x3, for every placement of one to three
// clues (areas: every value for one and two clues, '?' or 2 for three), every labelling of the
// cells by the clues is allowed by the clauses exactly when it is an exact cover, and the
// backtracking search finds exactly as many covers.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <functional>
#include <vector>

#include "check/shikaku.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/rectangle_cover.hpp"

namespace test_rectangle_cover {

using namespace gridsat;

namespace {

// Every labelling compared; the number of exact covers.
int64_t compare(int rows, int cols, const std::vector<RectClue>& clues) {
  const int n = rows * cols, K = static_cast<int>(clues.size());
  Cnf cnf;
  RectangleCover cover(cnf, rows, cols, clues);
  for (int k = 0; k < K; ++k) cover.encode_clue(k);
  for (int i = 0; i < n; ++i) cover.encode_cell(i);
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  for (int lit : cnf.flat()) solver.add(lit);
  std::vector<int> numbers(static_cast<size_t>(n), 0);
  for (const RectClue& c : clues) numbers[static_cast<size_t>(c.cell)] = c.area == 0 ? -1 : c.area;
  Grid g(rows, cols);
  int64_t covers = 0, total = 1;
  for (int i = 0; i < n; ++i) total *= K;
  for (int64_t code = 0; code < total; ++code) {
    int64_t x = code;
    bool possible = true;  // every cell's label may cover it (else the clauses hold kFalse there)
    for (int i = 0; i < n; ++i, x /= K) {
      const int k = static_cast<int>(x % K);
      g.cells[static_cast<size_t>(i)] = k + 1;
      possible = possible && cover.cell_lit(i, k) != kFalse;
    }
    // A cover in which each clue's own cell carries the clue's label.
    bool own = true;
    for (int k = 0; k < K; ++k) own = own && g.cells[static_cast<size_t>(clues[static_cast<size_t>(k)].cell)] == k + 1;
    const bool is_cover = own && !check::shikaku(rows, cols, numbers, g).has_value();
    bool sat = false;
    if (possible) {
      for (int i = 0; i < n; ++i)
        for (int k : cover.clues_at(i)) {
          const int lit = cover.cell_lit(i, k);
          if (lit != kTrue) solver.assume(g.cells[static_cast<size_t>(i)] == k + 1 ? lit : -lit);
        }
      sat = solver.solve() == 10;
    }
    EXPECT_EQ(sat, is_cover) << rows << "x" << cols << " labelling " << code;
    if (sat != is_cover) return -1;
    covers += is_cover;
  }
  const NativeResult r = search_rectangle_cover(rows, cols, clues, 0, Deadline{}, {});
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.count, covers) << rows << "x" << cols;
  return covers;
}

// Every placement of `count` clues (cells increasing) on the board, with every choice of areas
// from `areas`; the total of covers found.
int64_t all_placements(int rows, int cols, int count, const std::vector<int>& areas) {
  const int n = rows * cols;
  int64_t total = 0;
  std::function<void(int, std::vector<RectClue>&)> place = [&](int from, std::vector<RectClue>& clues) {
    if (static_cast<int>(clues.size()) == count) {
      total += compare(rows, cols, clues);
      return;
    }
    for (int i = from; i < n; ++i)
      for (int a : areas) {
        clues.push_back({i, a});
        place(i + 1, clues);
        clues.pop_back();
      }
  };
  std::vector<RectClue> clues;
  place(0, clues);
  return total;
}

}  // namespace

TEST(RectangleCover, ProvedOnEveryClueOfSmallBoards) {
  for (auto [r, c] : {std::pair{1, 1}, {1, 3}, {2, 2}, {2, 3}, {3, 2}}) {
    std::vector<int> every{0};
    for (int a = 1; a <= r * c; ++a) every.push_back(a);
    EXPECT_GT(all_placements(r, c, 1, every), 0) << r << "x" << c;
    if (r * c >= 2) {
      EXPECT_GT(all_placements(r, c, 2, every), 0) << r << "x" << c;
    }
  }
  EXPECT_GT(all_placements(2, 3, 3, {0, 2}), 0);
  EXPECT_GT(all_placements(3, 3, 3, {3}), 0);
}

TEST(RectangleCover, CandidatesHoldTheirClueAndNoOther) {
  // A 3x3 with 3 in the centre and 2 in a corner: the centre's rows and columns of three.
  const auto cand = rectangle_candidates(3, 3, {{4, 3}, {0, 2}});
  ASSERT_EQ(cand.size(), 2u);
  EXPECT_EQ(cand[0].size(), 2u);  // row 2 and column 2 (the corner is another clue's)
  EXPECT_EQ(cand[1].size(), 2u);  // right and down from the corner
  for (const Rect& q : cand[0]) EXPECT_TRUE(q.covers(1, 1));
}

}  // namespace test_rectangle_cover
