// Sudoku's bit-set engine (bits/sudoku_bits.hpp, the native backend's default for Sudoku up
// to 16x16) against the SAT backend and the generic CSP engine (--inference/--order named):
// random puzzles of every box shape it takes, counted to 3; the counts, their completeness and
// the sets of solutions must agree, and every solution must pass the checker. Fixed seeds;
// GRIDSAT_SEED=S GRIDSAT_CASES=1 replays one case (as in test_random.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <numeric>
#include <random>
#include <set>
#include <sstream>

#include "bits/sudoku9.hpp"
#include "bits/sudoku_bits.hpp"
#include "helpers.hpp"
#include "puzzles/sudoku/sudoku.hpp"
#include "solve/solve.hpp"

namespace test_sudoku_bits {

using namespace gridsat;

// Not in an anonymous namespace: the fixture below is the base of TEST_P's classes (-Wsubobject-linkage in a unity build).

using Rng = std::mt19937_64;

int uniform(Rng& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
double unit(Rng& rng) { return std::uniform_real_distribution<double>(0, 1)(rng); }

std::vector<int> shuffled(int k, Rng& rng) {
  std::vector<int> v(static_cast<size_t>(k));
  std::iota(v.begin(), v.end(), 0);
  std::shuffle(v.begin(), v.end(), rng);
  return v;
}

// A random solution of the RxC box shape: the pattern grid with its digits, the rows within
// each band, the bands, the columns within each stack and the stacks permuted (every one a
// Sudoku again).
Grid random_solution(int br, int bc, Rng& rng) {
  const int n = br * bc;
  const auto digit = shuffled(n, rng), bands = shuffled(n / br, rng), stacks = shuffled(n / bc, rng);
  std::vector<int> row(static_cast<size_t>(n)), col(static_cast<size_t>(n));
  for (int b = 0; b < n / br; ++b) {
    const auto inner = shuffled(br, rng);
    for (int k = 0; k < br; ++k) row[b * br + k] = bands[b] * br + inner[k];
  }
  for (int s = 0; s < n / bc; ++s) {
    const auto inner = shuffled(bc, rng);
    for (int k = 0; k < bc; ++k) col[s * bc + k] = stacks[s] * bc + inner[k];
  }
  Grid g(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) g.at(i, j) = digit[(bc * (row[i] % br) + row[i] / br + col[j]) % n] + 1;
  return g;
}

// Givens: each cell of the solution with probability `density`; sometimes one more given at
// a random cell with a random value (a contradiction or more solutions, as it falls).
Grid random_givens(const Grid& solution, double density, Rng& rng) {
  Grid g(solution.rows, solution.cols);
  for (size_t i = 0; i < g.cells.size(); ++i)
    if (unit(rng) < density) g.cells[i] = solution.cells[i];
  if (unit(rng) < 0.3) g.cells[static_cast<size_t>(uniform(rng, 0, g.size() - 1))] = uniform(rng, 1, g.rows);
  return g;
}

struct Counted {
  Answer answer;
  std::set<std::vector<int>> solutions;
};

Counted count3(const Puzzle& p, const char* who, bool sat, bool generic) {
  SolveOptions opt;
  opt.limit = 3;
  opt.time_limit = 60;  // a hang is a failure, not a stuck test
  opt.native.generic = generic;
  Counted c;
  auto sink = [&](const Grid& g) {
    if (auto why = p.check(g)) ADD_FAILURE() << who << " solution rejected by the checker: " << *why;
    EXPECT_TRUE(c.solutions.insert(g.cells).second) << who << " reported a solution twice";
    return true;
  };
  c.answer = sat ? solve_with_cadical(p, opt, sink) : solve_with_native(p, opt, sink);
  return c;
}

struct Shape {
  int br, bc, cases;
  double lo, hi;  // the density of givens: uniform in [lo, hi]
};

uint64_t base_seed() {
  const char* s = std::getenv("GRIDSAT_SEED");
  return s && *s ? std::strtoull(s, nullptr, 10) : 20261126;
}

class SudokuBits : public ::testing::TestWithParam<Shape> {};


TEST_P(SudokuBits, AgreesWithSatAndGenericCsp) {
  const Shape sh = GetParam();
  int cases = sh.cases;
#ifdef GRIDSAT_ASAN
  cases /= 4;  // the same seeds, a quarter of them: 2-4x slower under the sanitizers
#endif
  if (const char* c = std::getenv("GRIDSAT_CASES")) cases = std::atoi(c);
  int tally[3] = {0, 0, 0};
  for (int k = 0; k < cases; ++k) {
    const uint64_t seed = base_seed() + static_cast<uint64_t>(k);
    Rng rng(seed);
    const Grid givens = random_givens(random_solution(sh.br, sh.bc, rng), sh.lo + (sh.hi - sh.lo) * unit(rng), rng);
    const Sudoku p(givens, sh.br, sh.bc, GridForm::chars);
    SCOPED_TRACE("seed " + std::to_string(seed) + ", box " + std::to_string(sh.br) + "x" + std::to_string(sh.bc) +
                 "; replay: GRIDSAT_SEED=" + std::to_string(seed) + " GRIDSAT_CASES=1\n" + p.line(givens));
    const Counted bits = count3(p, "bits", false, false), sat = count3(p, "sat", true, false),
                  generic = count3(p, "generic", false, true);
    ASSERT_NE(sat.answer.status, Status::unknown);
    ASSERT_NE(bits.answer.status, Status::unknown);
    EXPECT_EQ(bits.answer.count, sat.answer.count);
    EXPECT_EQ(bits.answer.count, generic.answer.count);
    EXPECT_EQ(bits.answer.complete, sat.answer.complete);
    EXPECT_EQ(bits.answer.complete, bits.answer.count < 3);
    EXPECT_EQ(bits.solutions.size(), static_cast<size_t>(bits.answer.count));
    if (sat.answer.complete) {
      EXPECT_EQ(bits.solutions, sat.solutions);
      EXPECT_EQ(bits.solutions, generic.solutions);
    }
    ++tally[std::min<int64_t>(bits.answer.count, 2)];
    if (HasFailure()) break;
  }
  // Every kind of answer came up (no solution, unique, several).
  if (cases >= 100) {
    for (int t : tally) EXPECT_GT(t, 0);
  }
}

// Densities that give every kind of answer at each size, with the generic engine fast enough.
INSTANTIATE_TEST_SUITE_P(
    Shapes, SudokuBits,
    ::testing::Values(Shape{2, 2, 2000, 0.0, 0.7}, Shape{2, 3, 1500, 0.1, 0.7}, Shape{3, 2, 1500, 0.1, 0.7},
                      Shape{2, 4, 1000, 0.2, 0.7}, Shape{4, 2, 1000, 0.2, 0.7}, Shape{3, 3, 3000, 0.2, 0.7},
                      Shape{3, 4, 1000, 0.35, 0.75}, Shape{4, 3, 1000, 0.35, 0.75}, Shape{4, 4, 1000, 0.45, 0.8}),
    [](const auto& info) { return "box" + std::to_string(info.param.br) + "x" + std::to_string(info.param.bc); });

// Published counts: the 288 4x4 Sudoku; an empty 6x6 (2x3) has 28,200,960 (counted to 10,000
// here, which stops at the limit); a 9x9 with one given, to the limit.
TEST(SudokuBits, CountsOfEmptyGrids) {
  const bits::SudokuShape* s4 = bits::sudoku_shape(2, 2);
  ASSERT_TRUE(s4);
  const std::vector<int> empty4(16, 0);
  NativeResult r = bits::sudoku_search(*s4, empty4, 0, kNoDeadline);
  EXPECT_EQ(r.count, 288);
  EXPECT_TRUE(r.complete);
  const bits::SudokuShape* s6 = bits::sudoku_shape(2, 3);
  ASSERT_TRUE(s6);
  r = bits::sudoku_search(*s6, std::vector<int>(36, 0), 10000, kNoDeadline);
  EXPECT_EQ(r.count, 10000);
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(bits::sudoku_shape(5, 5), nullptr);  // 25x25: the generic engine's
  EXPECT_EQ(bits::sudoku_shape(2, 2), s4);       // built once
}

// The classic 9x9's digit-major engine (bits/sudoku9.hpp, what sudoku_search runs for it)
// against the per-cell engine on random puzzles (fixed seeds): counted to 20, the counts,
// their completeness and the sets of solutions agree, and the checker takes every solution.
// (The shape test above covers it against sat and the generic engine, to 3.)
TEST(SudokuBits, NineByNineEngineAgreesWithPerCellEngine) {
  const bits::SudokuShape* shape = bits::sudoku_shape(3, 3);
  ASSERT_TRUE(shape);
  int cases = 4000;
#ifdef GRIDSAT_ASAN
  cases /= 4;
#endif
  int tally[3] = {0, 0, 0};
  for (int k = 0; k < cases; ++k) {
    const uint64_t seed = base_seed() + 7000000 + static_cast<uint64_t>(k);
    Rng rng(seed);
    const Grid givens = random_givens(random_solution(3, 3, rng), 0.15 + 0.6 * unit(rng), rng);
    const Sudoku p(givens, 3, 3, GridForm::chars);
    SCOPED_TRACE("seed " + std::to_string(seed) + "\n" + p.line(givens));
    std::set<std::vector<int>> fast, cells;
    auto into = [&](std::set<std::vector<int>>& to) {
      return [&to, &p](const std::vector<int>& v) {
        Grid g(9, 9);
        g.cells = v;
        if (auto why = p.check(g)) ADD_FAILURE() << "solution rejected by the checker: " << *why;
        EXPECT_TRUE(to.insert(v).second) << "a solution twice";
        return true;
      };
    };
    const NativeResult a = bits::sudoku9_search(givens.cells, 20, kNoDeadline, into(fast));
    const NativeResult b = bits::sudoku_search_cells(*shape, givens.cells, 20, kNoDeadline, into(cells));
    EXPECT_EQ(a.count, b.count);
    EXPECT_EQ(a.complete, b.complete);
    EXPECT_EQ(fast.size(), static_cast<size_t>(a.count));
    if (a.complete) {
      EXPECT_EQ(fast, cells);
    }
    ++tally[std::min<int64_t>(a.count, 2)];
    if (HasFailure()) break;
  }
  for (int t : tally) EXPECT_GT(t, 0);
  // The empty grid to a limit; a wrong size; a value out of range; a clash.
  std::vector<int> g(81, 0);
  EXPECT_EQ(bits::sudoku9_search(g, 5000, kNoDeadline).count, 5000);
  EXPECT_FALSE(bits::sudoku9_search(g, 5000, kNoDeadline).complete);
  EXPECT_TRUE(bits::sudoku9_search(std::vector<int>(80, 0), 2, kNoDeadline).complete);
  g[3] = 10;
  EXPECT_EQ(bits::sudoku9_search(g, 2, kNoDeadline).count, 0);
  g[3] = 5, g[4] = 5;  // a clash in the first row
  EXPECT_EQ(bits::sudoku9_search(g, 2, kNoDeadline).count, 0);
  EXPECT_TRUE(bits::sudoku9_search(g, 2, kNoDeadline).complete);
}

// Sudoku-X and windoku: their extra houses as houses, against the SAT backend.
TEST(SudokuBits, ExtraHousesAgreeWithSat) {
  const char* lines[] = {
      // An X Sudoku with one solution, the same with its last given gone (more solutions), and
      // the empty grid (counted to 3).
      "...........1.2..3....4.5.6...7...8..9..............1..2.3...4....5....6...7.8....",
      ".................................................................................",
  };
  for (const char* line : lines)
    for (const ExtraHouses extra : {ExtraHouses{true, false}, ExtraHouses{false, true}, ExtraHouses{true, true}}) {
      Grid g(9, 9);
      for (int i = 0; i < 81; ++i) g.cells[i] = line[i] == '.' ? 0 : line[i] - '0';
      const Sudoku p(g, 3, 3, GridForm::solo, extra);
      SCOPED_TRACE(std::string(line) + (extra.x ? " x" : "") + (extra.windoku ? " windoku" : ""));
      const Counted bits = count3(p, "bits", false, false), sat = count3(p, "sat", true, false);
      EXPECT_EQ(bits.answer.count, sat.answer.count);
      EXPECT_EQ(bits.answer.complete, sat.answer.complete);
      if (sat.answer.complete) {
        EXPECT_EQ(bits.solutions, sat.solutions);
      }
    }
}

// Grading with the bit-set engine as the native backend: the levels, ranks, scores, hardest
// techniques, step counts and verdicts (and, with --inference named, the generic engine's
// node counts) of a fixed sample (the first 40 of the 17-clue set, 30
// of magictour's top 1465, 20 of Norvig's top 95) are those gridsat 93a3a8c gave before the
// engine existed (`gridsat grade --format line`: fields 1-5, 7 and the verdict; the SAT
// conflicts, field 6, are CaDiCaL's and not compared).
TEST(SudokuBits, GradesOfAFixedSampleUnchanged) {
  NEED_SHARED("instances/sudoku/puzzles2_17_clue.txt", "instances/sudoku/puzzles3_magictour_top1465.txt",
              "instances/sudoku/norvig_top95.txt");
  const char* expected[] = {
      "advanced 4 1136 naked_pair 73 4 unique",
      "basic 2 666 naked_single 64 0 unique",
      "basic 2 696 naked_single 64 0 unique",
      "basic 2 706 hidden_single 64 0 unique",
      "basic 2 716 hidden_single 64 0 unique",
      "basic 2 706 hidden_single 64 0 unique",
      "advanced 4 996 naked_pair 70 5 unique",
      "basic 2 706 hidden_single 64 0 unique",
      "basic 2 646 naked_single 64 0 unique",
      "basic 2 696 hidden_single 64 0 unique",
      "basic 2 696 hidden_single 64 0 unique",
      "intermediate 3 776 pointing 66 11 unique",
      "intermediate 3 736 pointing 65 11 unique",
      "basic 2 646 naked_single 64 0 unique",
      "advanced 4 1066 naked_pair 72 1 unique",
      "advanced 4 1066 naked_pair 72 1 unique",
      "basic 2 646 naked_single 64 0 unique",
      "basic 2 716 hidden_single 64 0 unique",
      "basic 2 716 hidden_single 64 0 unique",
      "intermediate 3 906 pointing 68 6 unique",
      "basic 2 706 hidden_single 64 0 unique",
      "unreasonable 6 728 claiming 39 4 unique",
      "intermediate 3 766 pointing 66 1 unique",
      "extreme 5 1546 skyscraper 77 13 unique",
      "advanced 4 916 naked_pair 68 1 unique",
      "basic 2 696 hidden_single 64 0 unique",
      "basic 2 706 hidden_single 64 0 unique",
      "basic 2 696 hidden_single 64 0 unique",
      "basic 2 706 hidden_single 64 0 unique",
      "basic 2 726 hidden_single 64 0 unique",
      "basic 2 706 hidden_single 64 0 unique",
      "basic 2 726 hidden_single 64 0 unique",
      "basic 2 716 hidden_single 64 0 unique",
      "intermediate 3 996 pointing 70 6 unique",
      "intermediate 3 1096 pointing 72 5 unique",
      "intermediate 3 916 pointing 69 2 unique",
      "intermediate 3 906 pointing 69 10 unique",
      "basic 2 686 naked_single 64 0 unique",
      "basic 2 696 hidden_single 64 0 unique",
      "basic 2 706 hidden_single 64 0 unique",
      "unreasonable 6 1072 skyscraper 21 98 unique",
      "unreasonable 6 334 hidden_pair 7 168 unique",
      "unreasonable 6 334 hidden_pair 7 166 unique",
      "advanced 4 1662 hidden_pair 81 136 unique",
      "advanced 4 1362 hidden_pair 75 80 unique",
      "advanced 4 1362 hidden_pair 75 69 unique",
      "unreasonable 6 334 hidden_pair 7 116 unique",
      "advanced 4 1912 hidden_pair 87 141 unique",
      "advanced 4 1912 hidden_pair 87 145 unique",
      "advanced 4 1912 hidden_pair 87 74 unique",
      "advanced 4 1742 hidden_triple 83 60 unique",
      "unreasonable 6 1004 skyscraper 21 233 unique",
      "unreasonable 6 1082 two_string_kite 21 107 unique",
      "advanced 4 1832 naked_triple 85 106 unique",
      "advanced 4 1222 naked_pair 74 113 unique",
      "unreasonable 6 1082 skyscraper 24 96 unique",
      "advanced 4 1882 hidden_pair 86 68 unique",
      "advanced 4 1732 hidden_pair 84 88 unique",
      "advanced 4 1882 hidden_pair 86 70 unique",
      "advanced 4 1702 hidden_pair 83 80 unique",
      "unreasonable 6 694 two_string_kite 16 130 unique",
      "advanced 4 1702 hidden_pair 83 84 unique",
      "unreasonable 6 852 hidden_pair 18 75 unique",
      "unreasonable 6 484 two_string_kite 8 92 unique",
      "unreasonable 6 992 hidden_pair 21 115 unique",
      "advanced 4 1802 hidden_pair 85 77 unique",
      "advanced 4 1802 hidden_pair 85 86 unique",
      "advanced 4 1802 hidden_pair 85 77 unique",
      "unreasonable 6 852 hidden_pair 18 53 unique",
      "unreasonable 6 436 naked_pair 12 28 unique",
      "intermediate 3 1016 pointing 71 76 unique",
      "intermediate 3 1076 pointing 72 110 unique",
      "intermediate 3 1126 pointing 73 64 unique",
      "extreme 5 2046 w_wing 86 138 unique",
      "extreme 5 2396 two_string_kite 87 81 unique",
      "advanced 4 1206 naked_pair 74 110 unique",
      "unreasonable 6 864 x_chain 17 100 unique",
      "unreasonable 6 792 hidden_pair 21 51 unique",
      "unreasonable 6 864 x_chain 17 75 unique",
      "unreasonable 6 792 hidden_pair 21 60 unique",
      "unreasonable 6 770 x_chain 18 53 unique",
      "unreasonable 6 442 two_string_kite 9 24 unique",
      "extreme 5 1500 skyscraper 74 16 unique",
      "unreasonable 6 844 skyscraper 35 31 unique",
      "advanced 4 1396 naked_triple 77 73 unique",
      "unreasonable 6 820 x_chain 19 29 unique",
      "extreme 5 1616 skyscraper 74 76 unique",
      "advanced 4 1486 hidden_pair 78 56 unique",
      "unreasonable 6 572 hidden_pair 16 48 unique",
      "unreasonable 6 498 hidden_triple 10 22 unique",
  };
  std::string input;
  for (const auto& [file, k] : {std::pair{"puzzles2_17_clue.txt", 40}, std::pair{"puzzles3_magictour_top1465.txt", 30},
                                std::pair{"norvig_top95.txt", 20}}) {
    std::ifstream in(test::shared(std::string("instances/sudoku/") + file));
    std::string line;
    for (int i = 0; i < k && std::getline(in, line); ++i) input += line + "\n";
  }
  // Default: the bit-set engine (its own node count, field 7, left out); --inference named: the
  // generic engine, node counts and all.
  for (const bool generic : {false, true}) {
    const test::Run r =
        test::cli(std::string("grade --format line ") + (generic ? "--inference fc+singles " : "") + "-", input);
    EXPECT_EQ(r.exit, 0) << r.err;
    std::istringstream out(r.out);
    std::string line;
    size_t i = 0;
    for (; std::getline(out, line); ++i) {
      ASSERT_LT(i, std::size(expected));
      std::istringstream f(line);
      std::vector<std::string> w;
      for (std::string x; f >> x;) w.push_back(x);
      ASSERT_GE(w.size(), 8u) << line;
      std::string want = expected[i];
      if (!generic)
        want.erase(want.rfind(' ', want.rfind(' ') - 1), want.rfind(' ') - want.rfind(' ', want.rfind(' ') - 1));
      const std::string got =
          w[0] + " " + w[1] + " " + w[2] + " " + w[3] + " " + w[4] + (generic ? " " + w[6] : "") + " " + w[7];
      EXPECT_EQ(got, want) << "puzzle " << i + 1 << (generic ? " (--inference fc+singles)" : "");
    }
    EXPECT_EQ(i, std::size(expected));
  }
}

}  // namespace test_sudoku_bits
