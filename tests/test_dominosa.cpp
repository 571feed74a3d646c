// Dominosa against facts computed elsewhere: Simon Tatham's generator (sgt-dominosa: unique
// puzzles by construction at its levels trivial, basic, hard and extreme), checked by the
// independent checker; brute force over every pairing of small boards; no public collection
// holds Dominosa (pzprjs has no such genre).
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "check/dominosa.hpp"
#include "puzzles/dominosa/dominosa.hpp"
#include "generate_check.hpp"
#include "sight_test.hpp"

namespace test_dominosa {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::string error_of(const std::string& text) { return read_error(text, "dominosa"); }

SolveOptions all_of(int64_t limit) {
  SolveOptions o;
  o.limit = limit;
  return o;
}

// Every pairing of p's cells (a search over the first open cell's partner), counted where the
// independent checker accepts it.
int64_t brute_force_pairings(const Puzzle& p) {
  const int R = p.rows(), C = p.cols();
  Grid g(R, C);
  int64_t count = 0;
  std::function<void(int)> go = [&](int i) {
    while (i < R * C && g.cells[static_cast<size_t>(i)]) ++i;
    if (i == R * C) {
      count += !p.check(g);
      return;
    }
    if (i % C + 1 < C && !g.cells[static_cast<size_t>(i + 1)]) {
      g.cells[static_cast<size_t>(i)] = Dominosa::kRight, g.cells[static_cast<size_t>(i + 1)] = Dominosa::kLeft;
      go(i + 1);
      g.cells[static_cast<size_t>(i)] = g.cells[static_cast<size_t>(i + 1)] = 0;
    }
    if (i / C + 1 < R) {
      g.cells[static_cast<size_t>(i)] = Dominosa::kDown, g.cells[static_cast<size_t>(i + C)] = Dominosa::kUp;
      go(i + 1);
      g.cells[static_cast<size_t>(i)] = g.cells[static_cast<size_t>(i + C)] = 0;
    }
  };
  go(0);
  return count;
}

}  // namespace

// Fresh sgt-dominosa puzzles (fixed seeds), every level, two sizes: read by --type auto, unique
// (sat and native agreeing), passing the checker; the ID writes back, and so
// does the line form of the solution.
TEST(Dominosa, SgtPuzzlesAreUnique) {
  if (std::system("test -x /usr/games/sgt-dominosa") != 0) GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int checked = 0;
  for (const char* params : {"4dt#11", "4db#11", "4dh#11", "4de#11", "8dt#11", "8db#11", "8dh#11", "8de#11"}) {
    for (const auto& id : sgt_generate("dominosa", 1, params)) {
      auto p = parse_one(id);
      ASSERT_TRUE(p) << id;
      ASSERT_EQ(p->family(), "dominosa") << id;
      const Answer a = solve(*p, Backend::both, all_of(2));
      ASSERT_EQ(a.count, 1) << id << " " << a.internal_error;
      EXPECT_EQ(check::dominosa(dynamic_cast<const Dominosa&>(*p).n(), dynamic_cast<const Dominosa&>(*p).numbers(),
                                p->givens(), a.solutions[0]),
                std::nullopt);
      EXPECT_EQ(p->line(p->givens()), id);
      auto back = parse_one(p->line(a.solutions[0]));
      ASSERT_TRUE(back) << p->line(a.solutions[0]);
      EXPECT_EQ(back->givens(), a.solutions[0]);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 8);
}

// Two numbers swapped (and one set to another value) on small sgt puzzles: counted exactly by
// sat and the native search against brute force over every pairing through the checker.
TEST(Dominosa, CountsWithANumberChangedMatchBruteForce) {
  if (std::system("test -x /usr/games/sgt-dominosa") != 0) GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int puzzles = 0, several = 0, none = 0;
  for (const char* params : {"2dt#5", "3db#5", "3dt#6"})
    for (const auto& id : sgt_generate("dominosa", 2, params)) {
      auto p = parse_one(id);
      ASSERT_TRUE(p) << id;
      const auto& d = dynamic_cast<const Dominosa&>(*p);
      const int cells = d.rows() * d.cols();
      for (int k = 0; k < 4; ++k) {
        auto numbers = d.numbers();
        const int a = (k * 7) % cells, b = (k * 5 + 3) % cells;
        if (k == 3) numbers[static_cast<size_t>(a)] = (numbers[static_cast<size_t>(a)] + 1) % (d.n() + 1);
        else std::swap(numbers[static_cast<size_t>(a)], numbers[static_cast<size_t>(b)]);
        const Dominosa v(d.n(), numbers, std::vector<int>(static_cast<size_t>(cells), 0), DominosaForm::sgt);
        const int64_t want = brute_force_pairings(v);
        several += want > 1, none += want == 0;
        EXPECT_EQ(solve(v, Backend::sat, all_of(0)).count, want) << v.line(v.givens());
        EXPECT_EQ(solve(v, Backend::native, all_of(0)).count, want) << v.line(v.givens());
        ++puzzles;
      }
    }
  EXPECT_GE(puzzles, 20);
  EXPECT_GT(several, 0);
  EXPECT_GT(none, 0);
}

TEST(Dominosa, BadInputIsNamed) {
  EXPECT_EQ(error_of("2:001112022"), "t:1: dominosa: 9 numbers, expected 12 (4x3 for the double-2 set)");
  EXPECT_EQ(error_of("2:001112022103"), "t:1: the number 3 at row 3 column 4 is outside 0..2");
  EXPECT_EQ(error_of("2:00111202210x"), "t:1: dominosa game ID: unexpected 'x' in the numbers");
  EXPECT_EQ(error_of("2:00111202210[1"), "t:1: dominosa game ID: unexpected '[' in the numbers");
  EXPECT_EQ(error_of("2:001112022102 RL"), "t:1: after the puzzle: 'RL' is no pairing (3 rows of 4 R, D, L, U or '.' joined by '/')");
  EXPECT_EQ(error_of("0:00"), "t:1: dominosa: N = 0 is out of range 1..60");
  EXPECT_EQ(error_of("dominosa\n0 0 1 1\n1 2 0 2\n2 1 0\n"), "t:4: row 3 has 3 numbers, row 1 has 4");
  EXPECT_EQ(error_of("dominosa\n0 0 1 1\n1 2 x 2\n2 1 0 2\n"), "t:3: column 5: 'x' is no number (0..N, '-' joining two)");
  EXPECT_EQ(error_of("dominosa\n0 0 1\n1 2 0\n"), "t:1: dominosa: 3x2 numbers up to 2: the double-2 set needs 4x3");
  EXPECT_EQ(error_of("dominosa\n0 0 1 1\n| . .\n"), "t:3: a row of 3 joins, expected 4");
  EXPECT_EQ(error_of("dominosa\n"), "t:1: a dominosa header with no rows after it");
  EXPECT_TRUE(looks_like_dominosa("3:23332021001230132110\n"));
  EXPECT_FALSE(looks_like_dominosa("12:940[12]8732739945[10]2[12]7\n"));  // too few numbers
  EXPECT_FALSE(looks_like_dominosa("4:_a_b\n"));
  auto r = cli("count --type dominosa --format json", "2:001112022\n3:23332021001230132110\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: dominosa: 9 numbers, expected 12"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// The typed rows: print_grid's output (the numbers joined by '-' and '|') reads back with the
// solution's dominoes given; JSON lists the dominoes.
TEST(Dominosa, TypedRowsReadBack) {
  auto p = parse_one("3:23332021001230132110");
  ASSERT_TRUE(p);
  const Answer a = solve(*p, Backend::both, all_of(2));
  ASSERT_EQ(a.count, 1);
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  auto back = parse_one("dominosa\n" + out.str());
  ASSERT_TRUE(back) << out.str();
  EXPECT_EQ(back->givens(), a.solutions[0]) << out.str();
  EXPECT_EQ(back->line(back->givens()), p->line(a.solutions[0]));
  auto bare = parse_one("dominosa\n2 3 3 3 2\n0 2 1 0 0\n1 2 3 0 1\n3 2 1 1 0\n");
  ASSERT_TRUE(bare);
  EXPECT_EQ(bare->line(bare->givens()), "3:23332021001230132110");
  auto j = cli("solve --format json", "3:23332021001230132110\n");
  EXPECT_EQ(j.exit, 0) << j.err;
  EXPECT_NE(j.out.find("\"dominoes\":[["), std::string::npos) << j.out;
}

// generate: unique puzzles (a random tiling with the set dealt, kept when unique); grade names
// their level.
TEST(Dominosa, GeneratedPuzzlesAreUniqueAndGraded) {
  expect_generated_unique_and_graded("--type dominosa --size 4 --seed 5", 2);
}

// explain on sgt puzzles: sound steps reaching the solution.
TEST(Dominosa, ExplainReachesTheSolution) {
  std::set<std::string> rules;
  int explained = 0;
  for (const char* params : {"4dt#3", "4db#3", "5dh#3"})
    for (const auto& id : sgt_generate("dominosa", 1, params)) {
      auto p = parse_one(id);
      ASSERT_TRUE(p);
      const Answer a = solve(*p, Backend::sat, all_of(1));
      explain_reaches(*p, a.solutions[0], rules);
      ++explained;
    }
  EXPECT_EQ(explained, 3);
  EXPECT_TRUE(rules.count("only_partner")) << rules.size();
  EXPECT_GE(rules.size(), 2u);
}

// The independent checker names partners that do not point at each other, a grid of the wrong
// size, and too few dominoes for the set (the 2x3 board of the set 0..1: 0 0 1 / 0 1 1).
TEST(Dominosa, CheckerNamesEachBrokenRule) {
  auto sides = [](int rows, int cols, std::vector<int> cells) {
    Grid g(rows, cols);
    g.cells = std::move(cells);
    return g;
  };
  const std::vector<int> numbers{0, 0, 1, 0, 1, 1};
  const Grid none(2, 3);
  EXPECT_EQ(check::dominosa(1, numbers, none, sides(2, 3, {1, 3, 2, 1, 3, 4})), std::nullopt);
  EXPECT_EQ(check::dominosa(1, numbers, none, sides(2, 3, {1, 2, 2, 1, 4, 4})),
            "r1c1 pairs with r1c2, which pairs elsewhere");
  EXPECT_EQ(check::dominosa(1, numbers, none, Grid(3, 2)), "the grid is not 3x2");
  EXPECT_EQ(check::dominosa(1, {0, 0}, Grid(1, 2), sides(1, 2, {1, 3})), "1 dominoes of the 3 placed");
}

}  // namespace test_dominosa
