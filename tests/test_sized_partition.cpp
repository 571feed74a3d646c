// Free partition into sized regions (puzzles/common/sized_partition.hpp) proved on small grids:
// for every assignment of sizes 1..N, the clauses have an extension (CaDiCaL under assumptions)
// exactly when every orthogonally connected set of cells of one size n has n cells, by a flood
// fill of its own. Grids wider than 2N (1x8 with N 3, 2x6 with N 2) wrap the labels.
#include <gtest/gtest.h>

#include <cadical.hpp>

#include "cnf/cnf.hpp"
#include "puzzles/common/sized_partition.hpp"

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
  const int n = rows * cols;
  Cnf cnf;
  cnf.reserve(n * N);
  std::vector<std::vector<int>> size(n, std::vector<int>(N));
  for (int i = 0; i < n; ++i)
    for (int m = 0; m < N; ++m) size[i][m] = i * N + m + 1;
  SizedPartition part(cnf, rows, cols, size);
  part.encode_all();
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  solver.reserve(cnf.num_vars());
  for (int lit : cnf.flat()) solver.add(lit);
  std::vector<int> v(n, 1);
  int accepted = 0;
  for (;;) {
    for (int i = 0; i < n; ++i)
      for (int m = 0; m < N; ++m) solver.assume(v[i] == m + 1 ? size[i][m] : -size[i][m]);
    const bool want = by_hand(rows, cols, v);
    EXPECT_EQ(solver.solve() == 10, want) << rows << "x" << cols << " N " << N;
    accepted += want;
    int k = 0;
    while (k < n && v[k] == N) v[k++] = 1;
    if (k == n) break;
    ++v[k];
  }
  return accepted;
}

}  // namespace

TEST(SizedPartition, EverySizeAssignmentOfSmallGrids) {
  EXPECT_EQ(prove(1, 1, 1), 1);
  EXPECT_EQ(prove(1, 3, 3), 3);  // 1 2 2, 2 2 1, 3 3 3
  EXPECT_GT(prove(2, 3, 3), 0);
  EXPECT_GT(prove(3, 3, 3), 0);
  EXPECT_GT(prove(2, 4, 4), 0);
  EXPECT_GT(prove(1, 8, 3), 0);
  EXPECT_GT(prove(2, 6, 2), 0);
  EXPECT_GT(prove(3, 4, 2), 0);
}
