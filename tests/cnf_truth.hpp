#pragma once
// Proving a grid rule's clauses on small boards: for every assignment of the n cell variables
// 1..n (bit i of `truth`: variable i + 1 true), whether the clauses have a satisfying extension
// over their auxiliary variables (CaDiCaL under assumptions), against the rule's definition.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <cstdint>
#include <functional>
#include <string>

#include "cnf/cnf.hpp"

namespace gridsat::test {

// Fails naming `what` and the truth where the clauses and `holds` disagree; the count of
// truths that hold.
inline int prove_over_truths(const Cnf& cnf, int n, const std::function<bool(uint32_t truth)>& holds,
                             const std::string& what) {
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  if (cnf.num_vars() > 0) solver.reserve(cnf.num_vars());
  for (int lit : cnf.flat()) solver.add(lit);
  int held = 0;
  for (uint32_t truth = 0; truth < (1u << n); ++truth) {
    for (int i = 0; i < n; ++i) solver.assume((truth >> i & 1) ? i + 1 : -(i + 1));
    const bool want = holds(truth);
    held += want;
    const bool sat = solver.solve() == 10;
    EXPECT_EQ(sat, want) << what << " truth=" << truth;
    if (sat != want) return held;
  }
  return held;
}

}  // namespace gridsat::test
