#pragma once
// Proofs of a shared rule over one-hot cells (tests/test_sized_partition.cpp,
// tests/test_digit_distance.cpp): for every assignment of values 1..K to the cells, CaDiCaL
// under assumptions finds the rule's clauses satisfiable exactly when a judge of the test's
// own accepts the assignment.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <functional>
#include <string>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat::test {

// `lits[i][k]`: "cell i holds k + 1" in `cnf`. Returns how many assignments `judge` accepts.
inline int expect_every_assignment(const Cnf& cnf, const std::vector<std::vector<int>>& lits,
                                   const std::function<bool(const std::vector<int>&)>& judge, const std::string& what) {
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  solver.reserve(cnf.num_vars());
  for (int lit : cnf.flat()) solver.add(lit);
  const size_t n = lits.size(), K = lits[0].size();
  std::vector<int> v(n, 1);
  int accepted = 0;
  for (;;) {
    for (size_t i = 0; i < n; ++i)
      for (size_t k = 0; k < K; ++k) solver.assume(v[i] == static_cast<int>(k) + 1 ? lits[i][k] : -lits[i][k]);
    const bool want = judge(v);
    EXPECT_EQ(solver.solve() == 10, want) << what;
    accepted += want;
    size_t i = 0;
    while (i < n && v[i] == static_cast<int>(K)) v[i++] = 1;
    if (i == n) return accepted;
    ++v[i];
  }
}

// One-hot literals 1..n*K for n cells of K values, reserved in `cnf`.
inline std::vector<std::vector<int>> one_hot_cells(Cnf& cnf, int n, int K) {
  cnf.reserve(n * K);
  std::vector<std::vector<int>> lits(static_cast<size_t>(n), std::vector<int>(static_cast<size_t>(K)));
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < K; ++k) lits[static_cast<size_t>(i)][static_cast<size_t>(k)] = i * K + k + 1;
  return lits;
}

}  // namespace gridsat::test
