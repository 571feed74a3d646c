// Local search (issue 29): the CNF engine (src/sls/) against CaDiCaL's verdicts on random
// 3-SAT near the threshold (every model it reports satisfies the formula; on unsatisfiable
// formulas it never reports one), its reproducibility, the sls backend and the portfolio's
// local-search workers through the CLI, and the magic-square local search against the plain
// checker for the small orders (3..8 and n = 2 mod 4) and large ones.
#include <gtest/gtest.h>

#include <cadical.hpp>

#include "base/random.hpp"
#include "check/magic.hpp"
#include "check/pieces.hpp"
#include "helpers.hpp"
#include "puzzles/magic/magic_local.hpp"
#include "puzzles/pieces/pieces.hpp"
#include "puzzles/pieces/pieces_local.hpp"
#include "sls/sls.hpp"

namespace test_sls {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

// A random 3-SAT formula (flat DIMACS), three distinct variables a clause.
std::vector<int> random_3sat(int vars, int clauses, uint64_t seed) {
  Rng rng(seed);
  std::vector<int> flat;
  for (int c = 0; c < clauses; ++c) {
    int v[3];
    for (int k = 0; k < 3; ++k) {
      do v[k] = 1 + rng.below(vars);
      while ((k > 0 && v[k] == v[0]) || (k > 1 && v[k] == v[1]));
      flat.push_back(rng.below(2) ? v[k] : -v[k]);
    }
    flat.push_back(0);
  }
  return flat;
}

bool cadical_sat(const std::vector<int>& flat) {
  CaDiCaL::Solver s;
  for (int lit : flat) s.add(lit);
  return s.solve() == 10;
}

// The test's own check of a model: every clause has a true literal.
bool model_satisfies(const std::vector<int>& flat, const std::vector<char>& model) {
  bool clause_true = false;
  for (int lit : flat) {
    if (lit == 0) {
      if (!clause_true) return false;
      clause_true = false;
      continue;
    }
    const int v = lit > 0 ? lit : -lit;
    if (static_cast<size_t>(v) < model.size() && (model[v] != 0) == (lit > 0)) clause_true = true;
  }
  return true;
}

}  // namespace

// 60 formulas of 70 variables at ratio 4.26 (about half satisfiable): each verdict is
// CaDiCaL's; the local search finds every satisfiable one within its flips, and never claims
// a model of an unsatisfiable one.
TEST(Sls, RandomThreeSatAgreesWithCadical) {
  int sat = 0, unsat = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    const std::vector<int> flat = random_3sat(70, 298, seed);
    const bool expected = cadical_sat(flat);
    sls::Options o;
    o.seed = seed;
    o.max_flips = expected ? 2'000'000 : 50'000;
    const sls::Result r = sls::solve(70, flat, o);
    if (expected) {
      ++sat;
      EXPECT_TRUE(r.found) << "seed " << seed;
      if (r.found) {
        EXPECT_TRUE(model_satisfies(flat, r.model)) << "seed " << seed;
      }
    } else {
      ++unsat;
      EXPECT_FALSE(r.found) << "seed " << seed << ": a model of an unsatisfiable formula";
      EXPECT_GT(r.min_falsified, 0);
    }
  }
  EXPECT_GT(sat, 10);
  EXPECT_GT(unsat, 10);
}

// The second engine (configuration checking) on the same formulas: every model it reports is
// one, and none of an unsatisfiable formula.
TEST(Sls, CcanrIsSoundToo) {
  int found = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const std::vector<int> flat = random_3sat(70, 298, seed);
    sls::Options o;
    o.method = sls::Method::ccanr;
    o.seed = seed;
    o.max_flips = 50'000;
    const sls::Result r = sls::solve(70, flat, o);
    if (!r.found) continue;
    ++found;
    EXPECT_TRUE(cadical_sat(flat)) << "seed " << seed << ": a model of an unsatisfiable formula";
    EXPECT_TRUE(model_satisfies(flat, r.model)) << "seed " << seed;
  }
  EXPECT_GT(found, 3);
}

TEST(Sls, SameSeedSameModelAndWeightsStaySound) {
  const std::vector<int> flat = random_3sat(100, 400, 7);
  ASSERT_TRUE(cadical_sat(flat));
  for (int variant = 0; variant < 3; ++variant) {
    const bool weights = variant == 1;
    sls::Options o;
    o.seed = 42;
    o.weights = weights;
    if (variant == 2) o.method = sls::Method::ccanr;
    o.max_flips = 5'000'000;
    const sls::Result a = sls::solve(100, flat, o), b = sls::solve(100, flat, o);
    ASSERT_TRUE(a.found) << weights;
    EXPECT_EQ(a.model, b.model);
    EXPECT_EQ(a.flips, b.flips);
    EXPECT_TRUE(model_satisfies(flat, a.model));
  }
}

// Repeated literals, tautologies, units and an empty clause.
TEST(Sls, OddClauses) {
  const std::vector<int> flat{1, 1, 0, -1, 1, 0, -2, -2, -3, 0, 3, 0};
  const sls::Result r = sls::solve(3, flat, {});
  ASSERT_TRUE(r.found);
  EXPECT_TRUE(model_satisfies(flat, r.model));
  EXPECT_TRUE(r.model[1] && !r.model[2] && r.model[3]);
  const std::vector<int> contradiction{1, 0, -1, 0};
  sls::Options o;
  o.max_flips = 10000;
  EXPECT_FALSE(sls::solve(1, contradiction, o).found);
  EXPECT_FALSE(sls::solve(2, {1, 0, 0}, {}).found);  // an empty clause: gives up at once
}

TEST(Sls, BackendAndPortfolioThroughTheCli) {
  const std::string escargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
  // Seed 1 finds it in 0.04 s, seed 3 in 1.7 s (23 s under ASan): the test's time, not its point.
  test::Run r = cli("solve --backend sls --format line --seed 1", escargot + "\n");
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(r.out, cli("solve --backend sls --format line --seed 1", escargot + "\n").out);
  test::Run both = cli("solve --threads 1 --sls-workers 1 --format line", escargot + "\n");
  EXPECT_EQ(both.exit, 0) << both.err;
  EXPECT_EQ(both.out, cli("solve --format line", escargot + "\n").out);  // unique: the same grid
  // Counts and proofs stay with CDCL; the native backend has no portfolio.
  EXPECT_EQ(cli("count --backend sls", escargot + "\n").exit, 2);
  EXPECT_EQ(cli("solve --backend sls --proof /dev/null", escargot + "\n").exit, 2);
  EXPECT_EQ(cli("solve --backend native --sls-workers 1", escargot + "\n").exit, 2);
  EXPECT_EQ(cli("solve --seed x", escargot + "\n").exit, 2);
  // Never "no solution": an unsatisfiable puzzle is unknown at the time limit (exit 3).
  test::Run none = cli("solve --backend sls --type magic --size 2 --time-limit 0.2 --format json");
  EXPECT_EQ(none.exit, 3) << none.out << none.err;
  EXPECT_NE(none.out.find("\"unknown\""), std::string::npos) << none.out;
}

// Issue 46: Towers and Futoshiki are Latin squares with more rules; the Latin square's own
// local search (which knows only rows and columns) must not answer for them. Every puzzle of
// their instance files: the sls backend's grid passes the checker and is the sat backend's
// (they are unique).
TEST(Sls, SquaresWithMoreRulesThanLatinKeepTheirRules) {
  for (const char* file : {"instances/towers/sample5.txt", "instances/towers/sgt.txt", "instances/towers/puzzlink.txt",
                           "instances/futoshiki/notebook5.txt"}) {
    const std::string text = slurp(source(file));
    test::Run sls = cli("solve --backend sls --seed 1 --format line", text);
    EXPECT_EQ(sls.exit, 0) << file << ": " << sls.err;
    EXPECT_EQ(sls.out, cli("solve --backend sat --format line", text).out) << file;
  }
}

// The magic-square local search: a magic square for every order, by the plain checker, the
// same square for the same seed; Frenicle's form by the checker's own rule.
TEST(MagicLocal, SquaresPassThePlainChecker) {
  for (int n : {3, 4, 5, 6, 7, 8, 10, 14, 18, 31, 64, 100})
    for (uint64_t seed : {1, 2, 3}) {
      MagicLocalStats st;
      const auto sq = magic_local_search(n, seed, kNoDeadline, st);
      ASSERT_TRUE(sq) << n;
      Grid g(n, n), givens(n, n);
      g.cells = *sq;
      EXPECT_FALSE(check::magic(givens, false, g)) << "n=" << n << " seed=" << seed;
      g.cells = frenicle_form(n, *sq);
      EXPECT_FALSE(check::magic(givens, true, g)) << "frenicle n=" << n << " seed=" << seed;
      MagicLocalStats again;
      EXPECT_EQ(magic_local_search(n, seed, kNoDeadline, again), sq) << n;
    }
  MagicLocalStats st;
  EXPECT_FALSE(magic_local_search(2, 1, kNoDeadline, st));  // none exists
}

TEST(MagicLocal, TheDefaultAnswersLargeSquares) {
  test::Run r = cli("solve --type magic --size 150 --seed 5 --format json");
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_NE(r.out.find("\"backend\":\"native\""), std::string::npos);
  EXPECT_EQ(cli("solve --type magic --size 3 --symmetry frenicle --format line").out, "2 7 6 9 5 1 4 3 8\n");
}

// The no-three-in-line local search: boards that pass the plain checker (every slope), for
// each symmetry it takes, the same board for the same seed.
TEST(PiecesLocal, BoardsPassThePlainChecker) {
  struct Case {
    int n, symmetry;
  };
  std::vector<Case> cases = {Case{12, 90}, Case{10, 180}, Case{8, 0}};
#ifndef GRIDSAT_ASAN
  cases.push_back(Case{16, 90});  // most of the test's 35 s under the sanitizers; same code as n = 12
#endif
  for (Case c : cases)
    for (uint64_t seed : {1, 2}) {
      const PiecesPuzzle p(Grid(c.n, c.n), PiecesLines::all, c.symmetry);
      PiecesLocalStats st, again;
      const auto board = pieces_local_search(p, seed, kNoDeadline, st);
      ASSERT_TRUE(board) << c.n;
      Grid g(c.n, c.n);
      g.cells = *board;
      EXPECT_FALSE(check::pieces(Grid(c.n, c.n), "all", c.symmetry, g)) << c.n << " " << c.symmetry << " " << seed;
      EXPECT_EQ(pieces_local_search(p, seed, kNoDeadline, again), board);
    }
#ifndef GRIDSAT_ASAN  // (CI time: most of the test's 14 s under the sanitizers; the same search runs above)
  test::Run r = cli("solve --type pieces --size 20 --symmetry 90 --backend native --seed 4 --format line");
  EXPECT_EQ(r.exit, 0) << r.err;
#endif
}

}  // namespace test_sls
