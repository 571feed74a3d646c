#pragma once
// Proving a grid rule's clauses on small boards: for every assignment of the n cell variables
// 1..n (bit i of `truth`: variable i + 1 true), whether the clauses have a satisfying extension
// over their auxiliary variables (CaDiCaL under assumptions), against the rule's definition.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <cstdint>
#include <functional>
#include <set>
#include <string>

#include "cnf/cnf.hpp"
#include "cnf/lazy.hpp"
#include "solve/cadical_session.hpp"

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

// The models of `cnf` with the lazy constraints `lazy` that the session's loop gives (solve, cut,
// solve again), projected on variables 1..n (as truths) and each blocked once found; a model
// found twice fails the test.
inline std::set<uint32_t> lazy_truths(const Cnf& cnf, const LazyConstraints& lazy, int n) {
  CadicalSession s(CadicalSettings{}, kNoDeadline);
  s.load(cnf, &lazy);
  std::set<uint32_t> out;
  while (s.solve() == CadicalSession::Result::sat) {
    uint32_t truth = 0;
    std::vector<int> block;
    for (int v = 1; v <= n; ++v) {
      if (s.value(v)) truth |= 1u << (v - 1);
      block.push_back(s.value(v) ? -v : v);
    }
    EXPECT_TRUE(out.insert(truth).second) << "found twice: " << truth;
    s.block(block);
  }
  return out;
}

}  // namespace gridsat::test
