// Country Road against facts computed elsewhere: the public puzzles and their published loops
// (janko.at through puzzlekit-dataset, pzprjs' own test puzzle), and brute force over every
// grid of pieces of small boards with a room number changed.
#include <gtest/gtest.h>

#include <set>

#include "cell_loop_test.hpp"
#include "check/countryroad.hpp"
#include "helpers.hpp"
#include "published.hpp"
#include "puzzles/countryroad/countryroad.hpp"
#include "solve/solve.hpp"

namespace test_countryroad {

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::vector<LoopPublished> public_puzzles(int cells, size_t stride) {
  return loop_published("country", cells, stride, [](const nlohmann::json& a) { return a; });
}

const CountryRoad& as_country(const Puzzle& p) { return dynamic_cast<const CountryRoad&>(p); }

int64_t brute_force(const CountryRoad& p) {
  return loop_brute_force(p, [](int) { return true; }, [](int) { return std::vector<int>{1}; });
}

}  // namespace

// Every public puzzle up to 6x6 and every 16th other (all with GRIDSAT_ALL_DATA=1): read,
// unique under lazy connectivity (and eager up to 6x6), the published loop, and the URL
// written back as read.
TEST(CountryRoad, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  int solved = 0;
  for (const auto& pub : public_puzzles(36, 16)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p) << pub.url;
    ASSERT_EQ(p->family(), "countryroad");
    const Grid want = pieces_of_edges(pub.rows, pub.cols, pub.edges, 1);
    for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
      if (c == Connectivity::eager && p->rows() * p->cols() > 36) continue;
      const Answer a = solve(*p, Backend::sat, loop_opts(2, c));
      ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
      EXPECT_EQ(a.solutions[0], want) << pub.url;
      EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
    }
    EXPECT_EQ(countryroad_url(*p), pub.url);
    auto back = parse_one(p->line(want));
    ASSERT_TRUE(back) << p->line(want);
    EXPECT_EQ(countryroad_url(*back), pub.url);
    ++solved;
  }
  EXPECT_GE(solved, 15);
}

// The typed rows: room letters and numbers; printed back and read as the same puzzle.
TEST(CountryRoad, TypedRowsReadAndPrintBack) {
  auto p = read_as("countryroad", "countryroad\na3 a b\na a b\nc c b2\n");
  ASSERT_TRUE(p);
  EXPECT_EQ(as_country(*p).rooms().count(), 3);
  EXPECT_EQ(as_country(*p).counts(), (std::vector<int>{3, 2, -1}));
  std::ostringstream out;
  p->print_grid(out, p->givens());
  auto again = read_as("countryroad", out.str());
  ASSERT_TRUE(again) << out.str();
  EXPECT_EQ(countryroad_url(*again), countryroad_url(*p));
  const Answer a = solve(*p, Backend::sat, loop_opts(0));
  EXPECT_EQ(a.count, brute_force(as_country(*p)));
}

TEST(CountryRoad, BadInputIsRefused) {
  EXPECT_EQ(read_error("https://puzz.link/p?country/5/5/amda0uf02h12h!", "countryroad"),
            "t:1: puzz.link URL: '!' after the 7 room numbers");
  EXPECT_EQ(read_error("a9 a\nb b\n", "countryroad"), "t:1: the number 9 at row 1 column 1 is above its room's 2 cells");
  EXPECT_EQ(read_error("a a\nb\n", "countryroad"), "t:2: 1 cells, expected 2 like line 1");
}

TEST(CountryRoad, CheckerNamesTheRuleBroken) {
  // 2x3 in two rooms: a = the left 2x2, b = the right column.
  const std::vector<int> room{0, 0, 1, 0, 0, 1};
  Grid g(2, 3);
  g.cells = {7, 2, 6, 4, 2, 5};  // the ring round the board
  EXPECT_EQ(check::countryroad(room, {-1, -1}, g), std::nullopt);
  EXPECT_EQ(check::countryroad(room, {3, -1}, g), "room 1 numbered 3 has 4 cells on the loop");
  g.cells = {7, 6, 1, 4, 5, 1};
  EXPECT_EQ(check::countryroad(room, {-1, -1}, g), "the loop misses room 2");
  g.cells = {1, 1, 1, 1, 1, 1};
  EXPECT_EQ(check::countryroad(room, {-1, -1}, g), "the cells at row 1 column 2 and row 1 column 3 are both off the loop");
}

// A room number changed on generated 4x4 puzzles (one up, one down, or none): counted to the
// end by sat under both connectivities against brute force over every grid of pieces
// through the checker.
TEST(CountryRoad, CountsWithANumberChangedMatchBruteForce) {
  int compared = 0, several = 0, none = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    gen::Options o;
    o.n = 4;
    o.max_tries = 50;
    const gen::Generated g = gen::generate(*find_family("countryroad"), o, seed);
    ASSERT_TRUE(g.ok) << g.why;
    const CountryRoad& p = as_country(*g.puzzle);
    EXPECT_EQ(brute_force(p), 1) << countryroad_url(p);
    for (size_t k = 0; k < p.counts().size(); ++k) {
      const int v = p.counts()[k];
      for (int change : {v + 1, v - 1, v < 0 ? 1 : -1}) {
        if (change < -1 || change == v) continue;
        std::vector<int> counts = p.counts();
        counts[k] = change;
        const CountryRoad changed(p.rooms(), counts, CountryRoadForm::rows);
        const int64_t want = brute_force(changed);
        several += want > 1;
        none += want == 0;
        for (Connectivity c : {Connectivity::lazy, Connectivity::eager})
          EXPECT_EQ(solve(changed, Backend::sat, loop_opts(0, c)).count, want) << countryroad_url(changed);
        EXPECT_EQ(solve(changed, Backend::native, loop_opts(0)).count, want) << countryroad_url(changed) << " native";
        ++compared;
      }
    }
  }
  EXPECT_GE(compared, 10);
  EXPECT_GE(several, 1);
  EXPECT_GE(none, 1);
}

TEST(CountryRoad, ExplainReachesTheSmallPublicPuzzles) {
  NEED_SHARED("instances/genres");
  std::set<std::string> rules;
  int explained = 0;
  for (const auto& pub : public_puzzles(25, 0)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p);
    const Grid want = pieces_of_edges(pub.rows, pub.cols, pub.edges, 1);
    explain_reaches_loop(*p, want, rules);
    ++explained;
  }
  EXPECT_GE(explained, 3);
  EXPECT_GE(rules.size(), 2u);
}

TEST(CountryRoad, GenerateMakesUniqueGradedPuzzles) {
  expect_generated_unique("countryroad", 5, 5);
}

// The native search (countryroad_search.cpp) agrees with sat on the smallest public puzzles.
TEST(CountryRoad, NativeAgreesWithSatOnSmallPublicPuzzles) {
  NEED_SHARED("instances/genres");
  int compared = 0;
  for (const auto& pub : public_puzzles(25, 0)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p);
    const Answer a = solve(*p, Backend::both, loop_opts(2));
    ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
    EXPECT_EQ(a.solutions[0], pieces_of_edges(pub.rows, pub.cols, pub.edges, 1)) << pub.url;
    ++compared;
  }
  EXPECT_GE(compared, 3);
}

}  // namespace test_countryroad
