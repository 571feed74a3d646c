// The "no 2x2 of one value" rule (puzzles/common/no_2x2.hpp) proved on a 3x4 grid: for every
// assignment of its 12 cells, the clauses hold exactly when no 2x2 block is all true (and,
// with the negations, all false too: Yin-Yang's two colours), by a count of its own.
#include <gtest/gtest.h>

#include <cadical.hpp>

#include "cnf/cnf.hpp"
#include "puzzles/common/no_2x2.hpp"

namespace test_no_2x2 {

using namespace gridsat;

namespace {

bool uniform_block(int rows, int cols, uint32_t truth, bool value) {
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) {
      bool all = true;
      for (int cell : {r * cols + c, r * cols + c + 1, (r + 1) * cols + c, (r + 1) * cols + c + 1})
        all = all && (((truth >> cell) & 1) != 0) == value;
      if (all) return true;
    }
  return false;
}

void prove(int rows, int cols, bool both) {
  const int n = rows * cols;
  Cnf cnf;
  cnf.reserve(n);
  std::vector<int> lits(n), negs(n);
  for (int i = 0; i < n; ++i) lits[i] = i + 1, negs[i] = -(i + 1);
  no_2x2(cnf, rows, cols, lits);
  if (both) no_2x2(cnf, rows, cols, negs);
  EXPECT_EQ(blocks_2x2(rows, cols).size(), static_cast<size_t>((rows - 1) * (cols - 1)));
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  for (int lit : cnf.flat()) solver.add(lit);
  int accepted = 0;
  for (uint32_t truth = 0; truth < (1u << n); ++truth) {
    for (int v = 1; v <= n; ++v) solver.assume((truth >> (v - 1)) & 1 ? v : -v);
    const bool want = !uniform_block(rows, cols, truth, true) && !(both && uniform_block(rows, cols, truth, false));
    ASSERT_EQ(solver.solve() == 10, want) << truth;
    accepted += want;
  }
  EXPECT_GT(accepted, 0);
}

}  // namespace

TEST(No2x2, ShadedBlocksOf3x4) { prove(3, 4, false); }
TEST(No2x2, BothValuesOf3x4) { prove(3, 4, true); }

}  // namespace test_no_2x2
