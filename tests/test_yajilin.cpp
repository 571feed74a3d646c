// Yajilin against facts computed elsewhere: the public puzzles and their published answers
// (janko.at through puzzlekit-dataset, pzprjs' own test puzzle), and brute force over every
// grid of pieces and shading of small boards with a clue changed.
#include <gtest/gtest.h>

#include <set>

#include "cell_loop_test.hpp"
#include "check/yajilin.hpp"
#include "helpers.hpp"
#include "published.hpp"
#include "puzzles/yajilin/yajilin.hpp"
#include "solve/solve.hpp"

namespace test_yajilin {

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::vector<LoopPublished> public_puzzles(int cells, size_t stride) {
  return loop_published("yajirin", cells, stride, [](const nlohmann::json& a) { return a["edges"]; });
}

// The published answer as gridsat's cells: 8 a clue, 1 shaded, else the piece its loop gives.
Grid expected(const Yajilin& y, const LoopPublished& pub) {
  Grid g = pieces_of_edges(pub.rows, pub.cols, pub.edges, Yajilin::kShaded);
  EXPECT_EQ(g.size(), pub.rows * pub.cols) << pub.url;
  for (int i = 0; i < g.size(); ++i)
    if (y.is_clue(i)) g.cells[static_cast<size_t>(i)] = Yajilin::kClue;
  return g;
}

const Yajilin& as_yajilin(const Puzzle& p) { return dynamic_cast<const Yajilin&>(p); }

int64_t brute_force(const Yajilin& y) {
  return loop_brute_force(
      y, [&](int i) { return !y.is_clue(i); },
      [&](int i) { return std::vector<int>{y.is_clue(i) ? Yajilin::kClue : Yajilin::kShaded}; });
}

}  // namespace

// Every public puzzle up to 10x10 and every 20th other (all with GRIDSAT_ALL_DATA=1): read,
// unique under lazy connectivity (and eager up to 7x7), the published answer (loop and
// shading), and the URL written back as read.
TEST(Yajilin, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  int solved = 0;
  for (const auto& pub : public_puzzles(100, 20)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p) << pub.url;
    ASSERT_EQ(p->family(), "yajilin");
    const Grid want = expected(as_yajilin(*p), pub);
    for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
      if (c == Connectivity::eager && p->rows() * p->cols() > 49) continue;
      const Answer a = solve(*p, Backend::sat, loop_opts(2, c));
      ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
      EXPECT_EQ(a.solutions[0], want) << pub.url;
      EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
    }
    EXPECT_EQ(yajilin_url(*p), pub.url);
    auto back = parse_one(p->line(want));
    ASSERT_TRUE(back) << p->line(want);
    EXPECT_EQ(yajilin_url(*back), pub.url);
    ++solved;
  }
  EXPECT_GE(solved, 12);
}

// The typed rows: clues with arrows, '?', the header; printed back as read.
TEST(Yajilin, TypedRowsReadAndPrintBack) {
  const std::string rows = "yajilin\n. . . . .\n. . . . .\n. . . 2< .\n. . . . .\n. . . . 0^\n";
  auto p = read_as("yajilin", rows);
  ASSERT_TRUE(p);
  EXPECT_EQ(yajilin_url(*p), "https://puzz.link/p?yajilin/5/5/m32j10");
  std::ostringstream out;
  p->print_grid(out, p->givens());
  EXPECT_EQ(out.str(), " .  .  .  .  .\n .  .  .  .  .\n .  .  . 2<  .\n .  .  .  .  .\n .  .  .  . 0^\n");
  auto again = read_as("yajilin", out.str());
  ASSERT_TRUE(again);
  EXPECT_EQ(yajilin_url(*again), yajilin_url(*p));
  auto q = read_as("yajilin", "? 0>\n. .\n");
  ASSERT_TRUE(q);
  EXPECT_EQ(as_yajilin(*q).clues()[0], (puzzlink::Arrow{0, puzzlink::kUnknown}));
  EXPECT_EQ(as_yajilin(*q).clues()[1], (puzzlink::Arrow{4, 0}));
}

// Bad input names the line and the problem.
TEST(Yajilin, BadInputIsRefused) {
  EXPECT_EQ(read_error("https://puzz.link/p?yajilin/5/5/m3xj10", "yajilin"),
            "t:1: puzz.link URL: unexpected 'x' in the cells");
  EXPECT_EQ(read_error("https://puzz.link/p?yajilin/5/5/m32j10zz", "yajilin"),
            "t:1: puzz.link URL: 'zz' after the 25 cells");
  EXPECT_EQ(read_error(". . 3>\n. . .\n", "yajilin"), "t:1: the arrow 3 at row 1 column 3 sees only 0 cells");
  EXPECT_EQ(read_error(". . .\n. .\n", "yajilin"), "t:2: 2 cells, expected 3 like line 1");
  EXPECT_EQ(read_error(". x .\n", "yajilin"),
            "t:1: column 2: 'x' is not a cell ('.', '?', or a number and an arrow ^ v < >)");
}

// The checker's rules one by one.
TEST(Yajilin, CheckerNamesTheRuleBroken) {
  // 2x3: a clue 1> at r1c1 (sees r1c2, r1c3); the loop cannot fit: check the messages only.
  const std::vector<int> value{1, -1, -1, -1, -1, -1}, dir{4, 0, 0, 0, 0, 0};
  Grid g(2, 3);
  g.cells = {8, 1, 1, 1, 1, 1};
  EXPECT_EQ(check::yajilin(value, dir, g), "the shaded cell at row 1 column 2 touches another");
  g.cells = {8, 7, 6, 1, 4, 5};
  EXPECT_EQ(check::yajilin(value, dir, g), "the arrow 1 at row 1 column 1 sees 0 shaded cells");
  g.cells = {8, 1, 1, 1, 2, 1};
  EXPECT_EQ(check::yajilin(value, dir, g), "the shaded cell at row 1 column 2 touches another");
  g.cells = {8, 1, 7, 1, 2, 5};
  EXPECT_EQ(check::yajilin(value, dir, g), "the loop at row 1 column 3 leads nowhere");
  g.cells = {1, 1, 1, 1, 1, 1};
  EXPECT_EQ(check::yajilin(value, dir, g), "the clue cell at row 1 column 1 holds 1");
}

// A clue changed on generated 4x4 puzzles (its number one up or down, another arrow, or no
// number): counted to the end by sat under both connectivities against brute force over every
// grid of pieces and shading through the checker.
TEST(Yajilin, CountsWithAClueChangedMatchBruteForce) {
  int compared = 0, several = 0, none = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    gen::Options o;
    o.n = 4;
    o.max_tries = 50;
    const gen::Generated g = gen::generate(*find_family("yajilin"), o, seed);
    ASSERT_TRUE(g.ok) << g.why;
    const Yajilin& y = as_yajilin(*g.puzzle);
    EXPECT_EQ(brute_force(y), 1) << yajilin_url(y);
    for (size_t i = 0; i < y.clues().size(); ++i) {
      const puzzlink::Arrow a = y.clues()[i];
      if (a.value == puzzlink::kNone) continue;
      std::vector<puzzlink::Arrow> changes{{a.dir, a.value + 1}, {a.dir % 4 + 1, std::max(a.value, 0)},
                                           {0, puzzlink::kUnknown}};
      if (a.value > 0) changes.push_back({a.dir, a.value - 1});
      for (const auto& change : changes) {
        std::vector<puzzlink::Arrow> clues = y.clues();
        clues[i] = change;
        const Yajilin changed(y.rows(), y.cols(), clues, YajilinForm::rows);
        const int64_t want = brute_force(changed);
        several += want > 1;
        none += want == 0;
        for (Connectivity c : {Connectivity::lazy, Connectivity::eager})
          EXPECT_EQ(solve(changed, Backend::sat, loop_opts(0, c)).count, want) << yajilin_url(changed);
        EXPECT_EQ(solve(changed, Backend::native, loop_opts(0)).count, want) << yajilin_url(changed) << " native";
        ++compared;
      }
    }
  }
  EXPECT_GE(compared, 10);
  EXPECT_GE(several, 1);
  EXPECT_GE(none, 1);
}

// explain reaches the published answer of the smallest public puzzles, each step named.
TEST(Yajilin, ExplainReachesTheSmallPublicPuzzles) {
  NEED_SHARED("instances/genres");
  std::set<std::string> rules;
  int explained = 0;
  for (const auto& pub : public_puzzles(49, 0)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p);
    const Grid want = expected(as_yajilin(*p), pub);
    explain_reaches_loop(*p, want, rules);
    ++explained;
  }
  EXPECT_GE(explained, 2);
  EXPECT_GE(rules.size(), 2u);
}

// generate: unique puzzles, the solution the checker passes, graded.
TEST(Yajilin, GenerateMakesUniqueGradedPuzzles) {
  expect_generated_unique("yajilin", 5, 3);
}

// The native search (yajilin_search.cpp) agrees with sat on the small public puzzles.
TEST(Yajilin, NativeAgreesWithSatOnSmallPublicPuzzles) {
  NEED_SHARED("instances/genres");
  int compared = 0;
  for (const auto& pub : public_puzzles(49, 0)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p);
    const Answer a = solve(*p, Backend::both, loop_opts(2));
    ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
    EXPECT_EQ(a.solutions[0], expected(as_yajilin(*p), pub)) << pub.url;
    ++compared;
  }
  EXPECT_GE(compared, 2);
}

}  // namespace test_yajilin
