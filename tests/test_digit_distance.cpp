// Distance between equal digits (puzzles/common/digit_distance.hpp) proved on small grids: for
// every assignment of digits 1..K, the clauses hold (CaDiCaL under assumptions) exactly when no
// row or column has two equal digits k at most k cells apart, by a scan of its own.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <cstdlib>

#include "cnf/cnf.hpp"
#include "puzzles/common/digit_distance.hpp"

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
  const int n = rows * cols;
  Cnf cnf;
  cnf.reserve(n * K);
  std::vector<std::vector<int>> value(n, std::vector<int>(K));
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < K; ++k) value[i][k] = i * K + k + 1;
  digits_apart(cnf, rows, cols, value);
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  solver.reserve(cnf.num_vars());
  for (int lit : cnf.flat()) solver.add(lit);
  std::vector<int> v(n, 1);
  int accepted = 0;
  for (;;) {
    for (int i = 0; i < n; ++i)
      for (int k = 0; k < K; ++k) solver.assume(v[i] == k + 1 ? value[i][k] : -value[i][k]);
    const bool want = by_hand(rows, cols, v);
    EXPECT_EQ(solver.solve() == 10, want) << rows << "x" << cols << " K " << K;
    accepted += want;
    int k = 0;
    while (k < n && v[k] == K) v[k++] = 1;
    if (k == n) break;
    ++v[k];
  }
  return accepted;
}

}  // namespace

TEST(DigitDistance, EveryDigitAssignmentOfSmallGrids) {
  EXPECT_EQ(prove(1, 3, 2), 1);  // 1 2 1 only: two 1s need a cell between them, two 2s two cells
  EXPECT_GT(prove(1, 6, 3), 0);
  EXPECT_GT(prove(3, 3, 3), 0);
  EXPECT_GT(prove(2, 4, 4), 0);
}
