// --amo auto per group size (puzzles/common/amo_plan.hpp): pairwise while the encoding stays
// under the bound, then the largest groups in bimander, then (where even that is too much)
// the product encoding; an explicit --amo for every group. The sizes are counted here with
// the encodings' own formulas (n(n-1)/2 + 1 for pairwise), not with the plan's code.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cctype>
#include <fstream>
#include <string>

#include "helpers.hpp"
#include "mixed_grids.hpp"
#include "puzzles/common/amo_plan.hpp"

namespace gridsat::test {
namespace test_amo_plan {
namespace {

int64_t amo_plan_pairwise_clauses(const std::vector<int64_t>& by_size) {
  int64_t total = 0;
  for (size_t s = 0; s < by_size.size(); ++s) total += by_size[s] * (1 + static_cast<int64_t>(s) * (static_cast<int64_t>(s) - 1) / 2);
  return total;
}

TEST(AmoPlan, PairwiseWhileUnderTheBound) {
  std::vector<int64_t> sudoku9(10);
  sudoku9[9] = 81 + 27 * 9;  // an empty 9x9: every group has 9 literals
  const AmoPlan plan = plan_amo(EncodeOptions{}, sudoku9);
  EXPECT_EQ(plan.at(9), Amo::pairwise);
  EXPECT_EQ(plan.at(1'000'000), Amo::pairwise);
}

TEST(AmoPlan, ExplicitChoiceForEveryGroup) {
  EncodeOptions opt;
  opt.amo = Amo::commander;
  std::vector<int64_t> by_size(65);
  by_size[64] = 4096 * 4;
  const AmoPlan plan = plan_amo(opt, by_size);
  EXPECT_EQ(plan.at(3), Amo::commander);
  EXPECT_EQ(plan.at(64), Amo::commander);
}

// A 64x64 Sudoku's groups (4096 cells and 3 x 4096 (house, value) pairs of 64 literals):
// 33M pairwise clauses. The plan keeps the small sizes pairwise and is the largest such.
TEST(AmoPlan, LargestGroupsLeavePairwiseFirst) {
  std::vector<int64_t> by_size(65);
  for (int s = 2; s <= 64; ++s) by_size[static_cast<size_t>(s)] = 16384 / 63;
  ASSERT_GT(amo_plan_pairwise_clauses(by_size), kAutoPairwiseClauses);
  const AmoPlan plan = plan_amo(EncodeOptions{}, by_size);
  EXPECT_EQ(plan.big, Amo::bimander);
  EXPECT_GT(plan.up_to, 2);
  EXPECT_LT(plan.up_to, 64);
  EXPECT_EQ(plan.at(plan.up_to), Amo::pairwise);
  EXPECT_EQ(plan.at(plan.up_to + 1), Amo::bimander);
  EXPECT_LE(planned_size(plan, by_size).clauses, kAutoPairwiseClauses);
  AmoPlan wider = plan;
  ++wider.up_to;  // one size more in pairwise is over the bound
  EXPECT_GT(planned_size(wider, by_size).clauses, kAutoPairwiseClauses);
}

// Chen's 2-product at-most-one: pairwise up to 4 literals, else the n literals on a p x q grid
// (p = ceil(sqrt n), q = ceil(n / p)), 2n clauses to its row and column variables, and each
// of those at most one, the same way.
int64_t amo_plan_product_clauses(int64_t n) {
  if (n <= 4) return n * (n - 1) / 2;
  int64_t p = 1;
  while (p * p < n) ++p;
  const int64_t q = (n + p - 1) / p;
  return 2 * n + amo_plan_product_clauses(p) + amo_plan_product_clauses(q);
}

TEST(AmoPlan, ProductWhereBimanderCannotFit) {
  std::vector<int64_t> by_size(101);
  by_size[100] = 40000;  // an empty 100x100 Sudoku: 200M pairwise clauses
  const AmoPlan plan = plan_amo(EncodeOptions{}, by_size);
  EXPECT_EQ(plan.at(100), Amo::product);
  EXPECT_EQ(amo_plan_product_clauses(100), 258);  // 200 + (20 + 6 + 3) twice
  EXPECT_EQ(planned_size(plan, by_size).clauses, 40000 * (258 + 1));  // and one at-least-one
  EXPECT_EQ(planned_size(plan, by_size).vars, 40000 * (10 + 10 + 2 * (4 + 3)));
}

// The encoder follows the plan: a 64x64 Sudoku that no pattern completes (a mixed grid's 300
// givens) is planned under the bound (pairwise: 19M clauses, 3.3 GB when solved). The size
// is read from the refusal a tiny --max-clauses gives before any clause is written (the
// whole CNF would be 135 MB, too slow a test).
int64_t amo_plan_refused_size(const std::string& args) {
  const auto r = cli("encode --type sudoku --max-clauses 1000 " + args);
  EXPECT_EQ(r.exit, 2) << r.err;
  const std::string key = "would need about ";
  const size_t at = r.err.find(key);
  if (at == std::string::npos) return -1;
  int64_t n = 0;
  for (size_t i = at + key.size(); i < r.err.size() && (isdigit(static_cast<unsigned char>(r.err[i])) || r.err[i] == ','); ++i)
    if (r.err[i] != ',') n = n * 10 + (r.err[i] - '0');
  return n;
}

TEST(AmoPlan, MixedSudoku64IsPlannedUnderTheBound) {
  const std::string file = std::string(::testing::TempDir()) + "gridsat_amo_plan_" + std::to_string(getpid()) + ".txt";
  std::ofstream(file) << mixed_givens(mixed_grid(8, 8, 1, 2000), 300, 1);
  const int64_t planned = amo_plan_refused_size(file);
  EXPECT_GT(planned, 1'000'000);
  EXPECT_LE(planned, kAutoPairwiseClauses);
  EXPECT_GT(amo_plan_refused_size("--amo pairwise " + file), kAutoPairwiseClauses);
  std::remove(file.c_str());
}

}  // namespace
}  // namespace test_amo_plan
}  // namespace gridsat::test
