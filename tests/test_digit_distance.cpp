// Distance between equal digits (puzzles/common/digit_distance.hpp) proved on small grids: for
// every assignment of digits 1..K, the clauses hold (CaDiCaL under assumptions) exactly when no
// row or column has two equal digits k at most k cells apart, by a scan of its own.
#include <gtest/gtest.h>

#include <cstdlib>

#include "assignments.hpp"
#include "cnf/cnf.hpp"
#include "puzzles/common/digit_distance.hpp"

namespace test_digit_distance {

using namespace gridsat;

namespace {

bool by_hand(int rows, int cols, const std::vector<int>& v) {
  for (int a = 0; a < rows * cols; ++a)
    for (int b = a + 1; b < rows * cols; ++b) {
      const bool line = a / cols == b / cols || a % cols == b % cols;
      const int d = std::abs(a / cols - b / cols) + std::abs(a % cols - b % cols);
      if (line && v[a] == v[b] && d <= v[a]) return false;
    }
  return true;
}

int prove(int rows, int cols, int K) {
  Cnf cnf;
  const auto value = test::one_hot_cells(cnf, rows * cols, K);
  digits_apart(cnf, rows, cols, value);
  return test::expect_every_assignment(
      cnf, value, [&](const std::vector<int>& v) { return by_hand(rows, cols, v); },
      std::to_string(rows) + "x" + std::to_string(cols) + " K " + std::to_string(K));
}

}  // namespace

TEST(DigitDistance, EveryDigitAssignmentOfSmallGrids) {
  EXPECT_EQ(prove(1, 3, 2), 1);  // 1 2 1 only: two 1s need a cell between them, two 2s two cells
  EXPECT_GT(prove(1, 6, 3), 0);
  EXPECT_GT(prove(3, 3, 3), 0);
  EXPECT_GT(prove(2, 4, 4), 0);
}

}  // namespace test_digit_distance
