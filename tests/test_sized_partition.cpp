// Free partition into sized regions (puzzles/common/sized_partition.hpp) proved on small grids:
// for every assignment of sizes 1..N, the clauses have an extension (CaDiCaL under assumptions)
// exactly when every orthogonally connected set of cells of one size n has n cells, by a flood
// fill of its own. Grids wider than 2N (1x7 and 1x8 with N 3, 2x5 and 3x4 with N 2) wrap the labels.
#include <gtest/gtest.h>

#include "assignments.hpp"
#include "cnf/cnf.hpp"
#include "puzzles/common/sized_partition.hpp"

namespace test_sized_partition {

using namespace gridsat;

namespace {

bool by_hand(int rows, int cols, const std::vector<int>& v) {
  const int n = rows * cols;
  std::vector<int> seen(n, 0);
  for (int s = 0; s < n; ++s) {
    if (seen[s]) continue;
    std::vector<int> area{s};
    seen[s] = 1;
    for (size_t a = 0; a < area.size(); ++a) {
      const int i = area[a], r = i / cols, q = i % cols;
      for (int j : {r > 0 ? i - cols : -1, r + 1 < rows ? i + cols : -1, q > 0 ? i - 1 : -1, q + 1 < cols ? i + 1 : -1})
        if (j >= 0 && !seen[j] && v[j] == v[s]) seen[j] = 1, area.push_back(j);
    }
    if (static_cast<int>(area.size()) != v[s]) return false;
  }
  return true;
}

// Every assignment of sizes 1..N to a rows x cols grid; returns how many are accepted.
int prove(int rows, int cols, int N) {
  Cnf cnf;
  const auto size = test::one_hot_cells(cnf, rows * cols, N);
  SizedPartition part(cnf, rows, cols, size);
  part.encode_all();
  return test::expect_every_assignment(
      cnf, size, [&](const std::vector<int>& v) { return by_hand(rows, cols, v); },
      std::to_string(rows) + "x" + std::to_string(cols) + " N " + std::to_string(N));
}

}  // namespace

TEST(SizedPartition, EverySizeAssignmentOfSmallGrids) {
  EXPECT_EQ(prove(1, 1, 1), 1);
  EXPECT_EQ(prove(1, 3, 3), 3);  // 1 2 2, 2 2 1, 3 3 3
  EXPECT_GT(prove(2, 3, 3), 0);
  EXPECT_GT(prove(3, 3, 3), 0);
  EXPECT_GT(prove(2, 4, 4), 0);
  EXPECT_GT(prove(1, 8, 3), 0);
  EXPECT_GT(prove(1, 7, 3), 0);
  prove(2, 5, 2);  // labels wrap (4 columns); no partition of these sizes may exist
  prove(3, 4, 2);
}

}  // namespace test_sized_partition
