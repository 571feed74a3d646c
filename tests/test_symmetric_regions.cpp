// Regions symmetric about their centres (puzzles/common/symmetric_regions.hpp) against the
// independent checker's plain definition (check::galaxies: each region holds one centre, is
// connected and turns onto itself about it): on boards up to 3x3, for every placement of one
// or two centres (three on 2x3 and 3x2), every labelling of the cells by the centres is allowed
// by the clauses (connectivity eager) exactly when it is a division into such regions, and the
// backtracking search finds exactly as many; with the unreachable cells dropped and without.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <functional>
#include <vector>

#include "check/galaxies.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/symmetric_regions.hpp"

namespace test_symmetric_regions {

using namespace gridsat;

namespace {

// Whether the centres touch no cell twice (a puzzle's dots never do).
bool apart(int cols, const std::vector<HalfPoint>& centres) {
  std::vector<int> seen;
  for (const HalfPoint& p : centres)
    for (int i : touched_cells(cols, p)) {
      for (int j : seen)
        if (i == j) return false;
      seen.push_back(i);
    }
  return true;
}

// Every labelling compared; the number of divisions.
int64_t compare(int rows, int cols, const std::vector<HalfPoint>& centres, bool reach) {
  const int n = rows * cols, K = static_cast<int>(centres.size());
  Cnf cnf;
  LazyConstraints lazy;
  SymmetricRegions regions(cnf, rows, cols, centres, reach);
  for (int i = 0; i < n; ++i) regions.encode_cell(i);
  for (int k = 0; k < K; ++k) regions.encode_symmetry(k);
  for (int k = 0; k < K; ++k) regions.encode_connected(k, lazy, Connectivity::eager);
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  for (int lit : cnf.flat()) solver.add(lit);
  std::vector<std::pair<int, int>> dots;
  for (const HalfPoint& p : centres) dots.push_back({p.y, p.x});
  Grid g(rows, cols);
  int64_t good = 0, total = 1;
  for (int i = 0; i < n; ++i) total *= K;
  for (int64_t code = 0; code < total; ++code) {
    int64_t x = code;
    bool possible = true;
    for (int i = 0; i < n; ++i, x /= K) {
      const int k = static_cast<int>(x % K);
      g.cells[static_cast<size_t>(i)] = k + 1;
      possible = possible && regions.cell_lit(i, k) != kFalse;
    }
    bool own = true;  // each centre's cells carry its label
    for (int k = 0; k < K; ++k)
      for (int i : touched_cells(cols, centres[static_cast<size_t>(k)])) own = own && g.cells[static_cast<size_t>(i)] == k + 1;
    const bool division = own && !check::galaxies(rows, cols, dots, g).has_value();
    bool sat = false;
    if (possible) {
      for (int i = 0; i < n; ++i)
        for (int k : regions.centres_at(i)) {
          const int lit = regions.cell_lit(i, k);
          if (lit != kTrue) solver.assume(g.cells[static_cast<size_t>(i)] == k + 1 ? lit : -lit);
        }
      sat = solver.solve() == 10;
    }
    EXPECT_EQ(sat, division) << rows << "x" << cols << " labelling " << code;
    if (sat != division) return -1;
    good += division;
  }
  const NativeResult r = search_symmetric_regions(rows, cols, centres, 0, Deadline{}, {});
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.count, good) << rows << "x" << cols;
  return good;
}

int64_t all_placements(int rows, int cols, int count) {
  const int points = (2 * rows - 1) * (2 * cols - 1);
  int64_t total = 0;
  std::vector<HalfPoint> centres;
  std::function<void(int)> place = [&](int from) {
    if (static_cast<int>(centres.size()) == count) {
      if (!apart(cols, centres)) return;
      const int64_t pruned = compare(rows, cols, centres, true);  // unreachable cells dropped
      EXPECT_EQ(compare(rows, cols, centres, false), pruned);     // as explain's groups build it
      total += pruned;
      return;
    }
    for (int s = from; s < points; ++s) {
      centres.push_back({s / (2 * cols - 1), s % (2 * cols - 1)});
      place(s + 1);
      centres.pop_back();
    }
  };
  place(0);
  return total;
}

}  // namespace

TEST(SymmetricRegions, ProvedOnEveryCentreOfSmallBoards) {
  for (auto [r, c] : {std::pair{1, 1}, {1, 3}, {2, 2}, {2, 3}, {3, 2}, {3, 3}}) {
    EXPECT_GT(all_placements(r, c, 1), 0) << r << "x" << c;
    if (r * c >= 2) {
      EXPECT_GT(all_placements(r, c, 2), 0) << r << "x" << c;
    }
  }
  EXPECT_GT(all_placements(2, 3, 3), 0);
  EXPECT_GT(all_placements(3, 2, 3), 0);
}

TEST(SymmetricRegions, TouchedCells) {
  EXPECT_EQ(touched_cells(3, {0, 0}), (std::vector<int>{0}));
  EXPECT_EQ(touched_cells(3, {0, 1}), (std::vector<int>{0, 1}));
  EXPECT_EQ(touched_cells(3, {1, 0}), (std::vector<int>{0, 3}));
  EXPECT_EQ(touched_cells(3, {3, 3}), (std::vector<int>{4, 5, 7, 8}));
}

// On a 1x7 board the dot at cell 3 cannot reach cells 0 and 6 past the dot at cell 1 (cell 5
// is cell 1's turn): their literals are kFalse, unless unreachable cells are kept.
TEST(SymmetricRegions, UnreachableCellsAreDropped) {
  for (bool reach : {true, false}) {
    Cnf cnf;
    SymmetricRegions regions(cnf, 1, 7, {{0, 6}, {0, 2}}, reach);
    EXPECT_EQ(regions.cell_lit(0, 0) == kFalse, reach);
    EXPECT_EQ(regions.cell_lit(6, 0) == kFalse, reach);
    EXPECT_EQ(regions.cell_lit(5, 0), kFalse);  // the turn of the other dot's cell: always out
    EXPECT_NE(regions.cell_lit(2, 0), kFalse);
  }
}

}  // namespace test_symmetric_regions
