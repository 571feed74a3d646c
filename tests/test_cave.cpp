// Cave against facts computed elsewhere: the public puzzles with their published answers
// (janko.at's Corral through puzzlekit, pzprjs' test puzzle), and brute force over every
// shading of small grids with a number changed.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "check/cave.hpp"
#include "encoders/connected.hpp"
#include "puzzles/cave/cave.hpp"
#include "sight_test.hpp"

namespace test_cave {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::string error_of(const std::string& text) { return read_error(text, "cave"); }

// The rows of `g` as 0/1 words ("0110/...").
Grid rows_grid(const std::vector<std::string>& rows) {
  Grid g(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) g.at(r, c) = rows[r][c] == '1' ? 2 : 1;
  return g;
}

}  // namespace

// The public puzzles (the small ones and a stride; all with GRIDSAT_ALL_DATA=1): unique with lazy
// connectivity (and eager up to 6x6), the published answer.
TEST(Cave, PublicPuzzlesHaveThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  int solved = 0;
  for (const auto& pub : sight_published("cave", 64, 10)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p) << pub.url;
    ASSERT_EQ(p->family(), "cave");
    for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
      if (c == Connectivity::eager && p->rows() * p->cols() > 36) continue;  // eager: ~0.3 s an 8x8
      const Answer a = solve(*p, Backend::sat, up_to(2, c));
      ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
      EXPECT_EQ(a.solutions[0], pub.answer) << pub.url;
    }
    ++solved;
  }
  EXPECT_GE(solved, 20);
}

// The native search agrees with sat on the smallest public puzzles.
TEST(Cave, NativeAgreesOnSmallPublicPuzzles) {
  NEED_SHARED("instances/genres");
  int compared = 0;
  for (const auto& pub : sight_published("cave", 36, 0)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p);
    const Answer a = solve(*p, Backend::both, up_to(2, Connectivity::lazy));
    ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
    EXPECT_EQ(a.solutions[0], pub.answer);
    ++compared;
  }
  EXPECT_GE(compared, 1);
}

// The checker's rules one by one: an enclosed shaded cell, a split cave, a wrong count.
TEST(Cave, CheckerNamesTheRuleBroken) {
  const std::vector<int> none(9, 0);
  EXPECT_EQ(check::cave(3, 3, none, rows_grid({"000", "010", "000"})),
            "the shaded cell at row 2 column 2 is enclosed by the cave");
  EXPECT_EQ(check::cave(3, 3, none, rows_grid({"010", "010", "010"})),
            "the cave is not connected (row 1 column 3 is cut off)");
  EXPECT_EQ(check::cave(3, 3, none, rows_grid({"110", "000", "011"})), std::nullopt);
  std::vector<int> three = none;
  three[4] = 3;
  EXPECT_EQ(check::cave(3, 3, three, rows_grid({"110", "000", "011"})), std::nullopt);
  EXPECT_EQ(check::cave(3, 3, three, rows_grid({"100", "000", "001"})),
            "the 3 at row 2 column 2 sees 5 unshaded cells");
  EXPECT_EQ(check::cave(3, 3, three, rows_grid({"101", "000", "101"})), "the 3 at row 2 column 2 sees 5 unshaded cells");
  EXPECT_EQ(check::cave(3, 3, three, rows_grid({"111", "010", "000"})), "the number at row 2 column 2 is shaded");
}

// A number removed, raised or lowered on small grids: counted exactly by sat (both
// connectivities) and the native search, against brute force through the checker. The small
// puzzles: generate's (the collection has none this small).
TEST(Cave, CountsWithANumberChangedMatchBruteForce) {
  Compared tally;
  for (const char* size : {"4", "3"}) {
    auto r = cli(std::string("generate --type cave --size ") + size + " --seed 7 --count 3");
    ASSERT_EQ(r.exit, 0) << r.err;
    std::istringstream in(r.out);
    for (std::string url; std::getline(in, url);) {
      auto p = parse_one(url);
      ASSERT_TRUE(p) << url;
      changed_counts(dynamic_cast<const Cave&>(*p), tally);
    }
  }
  EXPECT_GE(tally.puzzles, 15);
  EXPECT_GT(tally.several, 0);
  EXPECT_GT(tally.none, 0);
}

TEST(Cave, BadInputIsNamed) {
  EXPECT_EQ(error_of("https://puzz.link/p?cave/3/3/2g3h"), "parsed");
  EXPECT_EQ(error_of("https://puzz.link/p?cave/3/3/9"), "t:1: the number 9 at row 1 column 1 is outside 1..5");
  EXPECT_EQ(error_of("https://puzz.link/p?cave/3/3/2g3hzz"), "t:1: puzz.link URL: the cells run past their 9");
  EXPECT_EQ(error_of("https://puzz.link/p?cave/0/3/"), "t:1: cave size 0x3 is out of range 1..100 each way");
  EXPECT_EQ(error_of("cave\n2 . .\n. .\n"), "t:3: row 2 has 2 cells, row 1 has 3");
  EXPECT_EQ(error_of("cave\n2 . 9\n"), "t:2: the number 9 at row 1 column 3 is outside 1..3");
  // Cave has no sgt game: an sgt-range ID is no Cave, and the auto reader leaves it to Kurodoko.
  EXPECT_FALSE(looks_like_sight("9x6:g4a12c14g6_10b8b7b10_8g9c3a10g\n", "cave", false));
  EXPECT_TRUE(looks_like_sight("https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g\n", "cave", false));
}

// generate: unique puzzles; explain reaches the solution on them and on the smallest public one.
TEST(Cave, GenerateAndExplain) {
  auto r = cli("generate --type cave --size 5 --seed 2 --count 2");
  ASSERT_EQ(r.exit, 0) << r.err;
  std::set<std::string> rules;
  std::istringstream in(r.out);
  int explained = 0;
  for (std::string url; std::getline(in, url);) {
    auto p = parse_one(url);
    ASSERT_TRUE(p) << url;
    const Answer a = solve(*p, Backend::sat, up_to(2, Connectivity::lazy));
    ASSERT_EQ(a.count, 1) << url;
    explain_reaches(*p, a.solutions[0], rules);
    ++explained;
  }
  EXPECT_EQ(explained, 2);
  EXPECT_TRUE(rules.count("number_reach"));
}

TEST(Cave, ExplainReachesThePublicSolution) {
  NEED_SHARED("instances/genres");
  std::set<std::string> rules;
  for (const auto& pub : sight_published("cave", 36, 0)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p);
    explain_reaches(*p, pub.answer, rules);
  }
  EXPECT_GE(rules.size(), 2u);
}

}  // namespace test_cave
