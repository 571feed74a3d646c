// "Region-uniform shading" (puzzles/common/region_uniform.hpp) proved like the encoders: for
// every region of 1..6 cells inside 8 literals (three placements, constants among them),
// every assignment satisfies the clauses exactly when the region's cells agree; the CSP
// relation admits exactly those assignments.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <set>

#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/region_uniform.hpp"

namespace test_region_uniform {

using namespace gridsat;

namespace {

bool uniform(const std::vector<int>& region, uint32_t truth) {
  for (int c : region)
    if (((truth >> c) & 1) != ((truth >> region[0]) & 1)) return false;
  return true;
}

}  // namespace

TEST(RegionUniform, ClausesHoldExactlyWhenTheRegionAgrees) {
  const int n = 8;
  int checked = 0;
  for (int size = 1; size <= 6; ++size)
    for (int placement = 0; placement < 3; ++placement) {
      std::vector<int> region;  // consecutive, spread, reversed
      for (int j = 0; j < size; ++j)
        region.push_back(placement == 0 ? j : placement == 1 ? (j * 3) % n : n - 1 - j);
      std::sort(region.begin(), region.end());
      region.erase(std::unique(region.begin(), region.end()), region.end());
      for (int constant : {0, kTrue, kFalse}) {  // cell 0 a variable, or decided
        Cnf cnf;
        cnf.reserve(n);
        std::vector<int> lits;
        for (int i = 1; i <= n; ++i) lits.push_back(i == 1 && constant ? constant : i);
        region_uniform(cnf, lits, region);
        CaDiCaL::Solver solver;
        solver.set("quiet", 1);
        solver.reserve(n);
        for (int lit : cnf.flat()) solver.add(lit);
        for (uint32_t truth = 0; truth < (1u << n); ++truth) {
          if (constant && (truth & 1) != (constant == kTrue)) continue;
          for (int i = constant ? 1 : 0; i < n; ++i) solver.assume((truth >> i & 1) ? i + 1 : -(i + 1));
          ASSERT_EQ(solver.solve() == 10, uniform(region, truth)) << size << " " << placement << " " << truth;
          ++checked;
        }
      }
    }
  EXPECT_EQ(checked, 6 * 3 * (256 + 128 + 128));
}

TEST(RegionUniform, CspAdmitsExactlyTheUniformAssignments) {
  const int n = 6;
  for (const std::vector<int>& region : {std::vector<int>{0}, {0, 1}, {1, 3, 5}, {0, 1, 2, 3, 4, 5}}) {
    Csp csp = binary_csp(Grid(1, n));
    add_region_uniform(csp, region);
    std::set<uint32_t> found, want;
    solve_csp(csp, 0, kNoDeadline, [&](const std::vector<int>& v) {
      uint32_t t = 0;
      for (int i = 0; i < n; ++i) t |= static_cast<uint32_t>(v[i] == 2) << i;
      found.insert(t);
      return true;
    });
    for (uint32_t t = 0; t < (1u << n); ++t)
      if (uniform(region, t)) want.insert(t);
    EXPECT_EQ(found, want) << region.size();
  }
}

}  // namespace test_region_uniform
