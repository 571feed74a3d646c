// Components of a given shape (puzzles/common/component_shapes.hpp), proved on every shading
// of small boards (up to 4x4): the clauses are satisfiable exactly when every orthogonally
// connected group of shaded cells (a flood fill here) has two cells.
#include <gtest/gtest.h>

#include "cnf_truth.hpp"
#include "puzzles/common/component_shapes.hpp"

namespace test_component_shapes {

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Whether each group of shaded cells (bit i of truth: cell i shaded) has exactly two cells.
bool all_dominoes(int R, int C, uint32_t truth) {
  uint32_t seen = 0;
  for (int s = 0; s < R * C; ++s) {
    if (!(truth >> s & 1) || (seen >> s & 1)) continue;
    int size = 0;
    std::vector<int> stack{s};
    seen |= 1u << s;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      ++size;
      const int r = i / C, c = i % C;
      for (int j : {r > 0 ? i - C : -1, r + 1 < R ? i + C : -1, c > 0 ? i - 1 : -1, c + 1 < C ? i + 1 : -1})
        if (j >= 0 && (truth >> j & 1) && !(seen >> j & 1)) seen |= 1u << j, stack.push_back(j);
    }
    if (size != 2) return false;
  }
  return true;
}

}  // namespace

TEST(ComponentShapes, SatisfiableExactlyWhenEveryGroupIsADomino) {
  int boards = 0;
  for (int R = 1; R <= 4; ++R)
    for (int C = 1; C <= 4; ++C) {
      Cnf cnf;
      cnf.reserve(R * C);
      std::vector<int> lits(static_cast<size_t>(R * C));
      for (int i = 0; i < R * C; ++i) lits[i] = i + 1;
      every_component_a_domino(cnf, R, C, lits);
      const int held = prove_over_truths(
          cnf, R * C, [&](uint32_t t) { return all_dominoes(R, C, t); }, std::to_string(C) + "x" + std::to_string(R));
      EXPECT_GT(held, R * C >= 2 ? 1 : 0);  // the empty shading and at least one domino
      ++boards;
    }
  EXPECT_EQ(boards, 16);
}

}  // namespace test_component_shapes
