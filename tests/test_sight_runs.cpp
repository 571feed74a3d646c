// Sight runs across room borders (puzzles/common/sight_runs.hpp), proved on small boards: for
// random room layouts up to 3x4 and 4x3, at most 0, 1 and 2 borders, and every shading, the
// clauses are satisfiable exactly when no straight run of unshaded cells (a maximal one along
// a row or a column, walked here cell by cell) crosses more borders than allowed.
#include <gtest/gtest.h>

#include <random>

#include "cnf_truth.hpp"
#include "puzzles/common/sight_runs.hpp"

namespace test_sight_runs {

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Whether every maximal unshaded straight run of `truth` (bit i: cell i shaded) crosses at most
// `most` room borders.
bool runs_within(const Rooms& rooms, uint32_t truth, int most) {
  const int R = rooms.rows, C = rooms.cols;
  for (int dir = 0; dir < 2; ++dir)
    for (int a = 0; a < (dir ? C : R); ++a) {
      int crossed = 0;
      for (int b = 1; b < (dir ? R : C); ++b) {
        const int i = dir ? b * C + a : a * C + b, prev = dir ? i - C : i - 1;
        if ((truth >> i & 1) || (truth >> prev & 1)) crossed = 0;
        else if (rooms.room_of[i] != rooms.room_of[prev] && ++crossed > most) return false;
      }
    }
  return true;
}

}  // namespace

TEST(SightRuns, SatisfiableExactlyWhenNoUnshadedRunCrossesTooManyBorders) {
  std::mt19937 rng(5);
  int proofs = 0, refused = 0;
  for (auto [R, C] : {std::pair{1, 4}, std::pair{2, 3}, std::pair{3, 3}, std::pair{3, 4}, std::pair{4, 3}})
    for (int trial = 0; trial < 8; ++trial) {
      std::vector<int> labels(static_cast<size_t>(R) * C);
      for (int& l : labels) l = static_cast<int>(rng() % 3);
      const Rooms rooms = rooms_from_labels(R, C, labels);
      for (int most = 0; most <= 2; ++most) {
        Cnf cnf;
        const int n = R * C;
        cnf.reserve(n);
        std::vector<int> lits(static_cast<size_t>(n));
        for (int i = 0; i < n; ++i) lits[i] = i + 1;
        no_unshaded_run_crossing(cnf, lits, rooms, most);
        const int held = prove_over_truths(
            cnf, n, [&](uint32_t t) { return runs_within(rooms, t, most); },
            std::to_string(C) + "x" + std::to_string(R) + " trial " + std::to_string(trial) + " most " +
                std::to_string(most));
        refused += held < (1 << n);
        ++proofs;
      }
    }
  EXPECT_EQ(proofs, 120);
  EXPECT_GT(refused, 60);  // the layouts have borders to cross
}

// Each run named crosses exactly most + 1 borders, from the cell before the first to the cell
// after the last.
TEST(SightRuns, RunsAreTheShortestCrossings) {
  const std::vector<int> labels{0, 0, 1, 2, 2, 3};  // a row: borders after cells 1, 2, 4
  const Rooms rooms = rooms_from_labels(1, 6, labels);
  EXPECT_EQ(runs_crossing_borders(rooms, 1), (std::vector<std::vector<int>>{{1, 2, 3}, {2, 3, 4, 5}}));
  EXPECT_EQ(runs_crossing_borders(rooms, 2), (std::vector<std::vector<int>>{{1, 2, 3, 4, 5}}));
  EXPECT_TRUE(runs_crossing_borders(rooms, 3).empty());
}

}  // namespace test_sight_runs
