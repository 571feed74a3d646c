// The runs encoder (encoders/runs.hpp) is proved like the cardinality encoders: for every
// n <= 8, every clue that fits a line of n cells (and one that does not), three sign patterns
// of the literals and every assignment of them, the clauses have a satisfying extension over
// the auxiliary variables exactly when the line's runs are the clue (CaDiCaL under
// assumptions). Then its propagation: for n <= 6 and every partial assignment, unit
// propagation alone refutes every value that no completion supports (arc consistency on the
// line), and a conflict when none exists.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <vector>

#include "cnf/cnf.hpp"
#include "encoders/runs.hpp"

namespace test_runs {

using namespace gridsat;

namespace {

// The runs of shaded cells in `truth` (bit i: cell i), in order.
std::vector<int> runs_of(uint32_t truth, int n) {
  std::vector<int> r;
  int len = 0;
  for (int i = 0; i <= n; ++i) {
    if (i < n && (truth >> i & 1)) {
      ++len;
    } else if (len) {
      r.push_back(len);
      len = 0;
    }
  }
  return r;
}

// Every clue that fits n cells: the runs of every line (each clue once).
std::vector<std::vector<int>> clues(int n) {
  std::vector<std::vector<int>> all;
  for (uint32_t t = 0; t < (1u << n); ++t) {
    auto r = runs_of(t, n);
    bool seen = false;
    for (const auto& c : all) seen = seen || c == r;
    if (!seen) all.push_back(r);
  }
  return all;
}

std::vector<int> literals(int n, int pattern) {
  std::vector<int> lits;
  for (int i = 1; i <= n; ++i) lits.push_back(pattern == 0 ? i : pattern == 1 ? -i : (i % 2 ? i : -i));
  return lits;
}

// Unit propagation over a clause list: false at a conflict; `value` per variable (0 unset).
bool propagate(const std::vector<int>& flat, std::vector<int>& value) {
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t k = 0; k < flat.size();) {
      size_t end = k;
      while (flat[end] != 0) ++end;
      int open = 0, unit = 0;
      bool sat = false;
      for (size_t q = k; q < end && !sat; ++q) {
        const int l = flat[q], v = value[std::abs(l)];
        if (v == 0) ++open, unit = l;
        else sat = (v > 0) == (l > 0);
      }
      k = end + 1;
      if (sat) continue;
      if (open == 0) return false;
      if (open == 1) {
        value[std::abs(unit)] = unit > 0 ? 1 : -1;
        changed = true;
      }
    }
  }
  return true;
}

}  // namespace

TEST(RunsProof, SatisfiableExactlyWhenTheRunsMatch) {
  for (int n = 0; n <= 8; ++n) {
    auto all = clues(n);
    all.push_back(std::vector<int>(1, n + 1));  // does not fit
    for (const auto& clue : all)
      for (int pattern = 0; pattern < 3; ++pattern) {
        Cnf cnf;
        cnf.reserve(n);
        const auto lits = literals(n, pattern);
        runs(cnf, lits, clue);
        CaDiCaL::Solver solver;
        solver.set("quiet", 1);
        if (cnf.num_vars() > 0) solver.reserve(cnf.num_vars());
        for (int lit : cnf.flat()) solver.add(lit);
        for (uint32_t truth = 0; truth < (1u << n); ++truth) {  // bit i: literal i true (cell i shaded)
          for (int i = 0; i < n; ++i) solver.assume((truth >> i & 1) ? lits[i] : -lits[i]);
          ASSERT_EQ(solver.solve() == 10, runs_of(truth, n) == clue)
              << "n=" << n << " clue size " << clue.size() << " pattern=" << pattern << " truth=" << truth;
        }
      }
  }
}

TEST(RunsProof, EmptyClueMeansEveryCellEmpty) {
  Cnf cnf;
  cnf.reserve(3);
  const std::vector<int> lits{1, 2, 3};
  runs(cnf, lits, {});
  std::vector<int> value(static_cast<size_t>(cnf.num_vars()) + 1, 0);
  ASSERT_TRUE(propagate(cnf.flat(), value));
  for (int v = 1; v <= 3; ++v) EXPECT_EQ(value[v], -1);
}

TEST(RunsProof, UnitPropagationIsArcConsistent) {
  for (int n = 1; n <= 6; ++n)
    for (const auto& clue : clues(n)) {
      Cnf cnf;
      cnf.reserve(n);
      const auto lits = literals(n, 0);
      runs(cnf, lits, clue);
      // matches[t]: the full line t has the clue's runs.
      std::vector<bool> matches(1u << n);
      for (uint32_t t = 0; t < (1u << n); ++t) matches[t] = runs_of(t, n) == clue;
      uint32_t pow3 = 1;
      for (int i = 0; i < n; ++i) pow3 *= 3;
      for (uint32_t code = 0; code < pow3; ++code) {  // per cell: 0 open, 1 shaded, 2 empty
        std::vector<int> partial(static_cast<size_t>(n));
        for (uint32_t c = code, i = 0; i < static_cast<uint32_t>(n); ++i, c /= 3) partial[i] = static_cast<int>(c % 3);
        // support[i][a]: some matching line agrees with the partial one and has cell i = a.
        bool any = false, support[8][2] = {};
        for (uint32_t t = 0; t < (1u << n); ++t) {
          bool agrees = matches[t];
          for (int i = 0; i < n && agrees; ++i) agrees = partial[i] == 0 || (partial[i] == 1) == bool(t >> i & 1);
          if (!agrees) continue;
          any = true;
          for (int i = 0; i < n; ++i) support[i][t >> i & 1] = true;
        }
        std::vector<int> value(static_cast<size_t>(cnf.num_vars()) + 1, 0);
        for (int i = 0; i < n; ++i)
          if (partial[i]) value[i + 1] = partial[i] == 1 ? 1 : -1;
        const bool ok = propagate(cnf.flat(), value);
        ASSERT_EQ(ok, any) << "n=" << n << " code=" << code;
        if (!ok) continue;
        for (int i = 0; i < n; ++i) {
          if (partial[i]) continue;
          const int want = support[i][1] && support[i][0] ? 0 : support[i][1] ? 1 : -1;
          ASSERT_EQ(value[i + 1], want) << "n=" << n << " code=" << code << " cell " << i;
        }
      }
    }
}

TEST(Runs, SizeIsLinearInCellsTimesStates) {
  CountingSink s;
  s.vars = 50;
  std::vector<int> lits;
  for (int i = 1; i <= 50; ++i) lits.push_back(i);
  const std::vector<int> clue{5, 3, 10, 2, 7};
  runs(s, lits, clue);
  // m = 31 symbols: states per layer at most 50 - 31 + 1 = 20, two transitions each.
  EXPECT_LE(s.vars - 50, 50 * 20 * 3);
  EXPECT_LE(s.clauses, 50 * 20 * 11);
}

}  // namespace test_runs
