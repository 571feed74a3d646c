// Kurodoko against facts computed elsewhere: Simon Tatham's generator (sgt-range: unique
// puzzles by construction), the public puzzles with their published answers (janko.at's
// Kuromasu through puzzlekit, pzprjs' test puzzle), and brute force over every shading of
// small grids with a number changed.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <sstream>

#include "check/kurodoko.hpp"
#include "encoders/connected.hpp"
#include "puzzles/kurodoko/kurodoko.hpp"
#include "sight_test.hpp"

namespace test_kurodoko {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::string error_of(const std::string& text) { return read_error(text, "kurodoko"); }

ReadOptions as_kurodoko() {
  ReadOptions o;
  o.type = "kurodoko";
  return o;
}

}  // namespace

// Fresh sgt-range puzzles (fixed seeds), three sizes: read by --type auto, unique with lazy and
// eager connectivity, sat and native agreeing (Backend::both); the ID writes back.
TEST(Kurodoko, SgtRangePuzzlesAreUnique) {
  if (std::system("test -x /usr/games/sgt-range") != 0) GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int checked = 0;
  for (const char* params : {"5x5#11", "9x6#11", "7x10#11"}) {
    for (const auto& id : sgt_generate("range", 2, params)) {
      auto p = parse_one(id, as_kurodoko());
      ASSERT_TRUE(p) << id;
      ASSERT_EQ(p->family(), "kurodoko") << id;
      // --type auto: an ID with a '_' or a two-digit number (others read as sgt-bridges IDs too)
      if (std::regex_search(id.substr(id.find(':')), std::regex("_|[0-9][0-9]"))) {
        EXPECT_EQ(parse_one(id)->family(), "kurodoko") << id;
      }
      Grid first;
      for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
        Answer a = solve(*p, Backend::both, up_to(2, c));
        ASSERT_EQ(a.count, 1) << id << " " << to_string(c) << " " << a.internal_error;
        EXPECT_TRUE(a.complete);
        if (c == Connectivity::lazy) first = a.solutions[0];
        else EXPECT_EQ(a.solutions[0], first);
      }
      EXPECT_EQ(p->line(p->givens()), id);
      auto back = parse_one(p->line(first), as_kurodoko());  // with the shading after it
      ASSERT_TRUE(back) << p->line(first);
      EXPECT_EQ(back->line(back->givens()), id);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 6);
}

// The public puzzles (a sample: the small ones and a stride; all with GRIDSAT_ALL_DATA=1): unique,
// the published answer; the small ones by the native search too.
TEST(Kurodoko, PublicPuzzlesHaveThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  int solved = 0;
  for (const auto& pub : sight_published("kurodoko", 100, 12)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p) << pub.url;
    const Answer a = solve(*p, p->rows() * p->cols() <= 100 ? Backend::both : Backend::sat, up_to(2, Connectivity::lazy));
    ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
    EXPECT_EQ(a.solutions[0], pub.answer) << pub.url;
    ++solved;
  }
  EXPECT_GE(solved, 20);
}

// A number removed, raised or lowered on small sgt-range puzzles: counted exactly (every
// solution) by sat (both connectivities) and the native search, against brute force through
// the independent checker.
TEST(Kurodoko, CountsWithANumberChangedMatchBruteForce) {
  if (std::system("test -x /usr/games/sgt-range") != 0) GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  Compared tally;
  for (const char* params : {"4x4#5", "3x5#5", "4x3#5"})
    for (const auto& id : sgt_generate("range", 2, params)) {
      auto p = parse_one(id, as_kurodoko());
      ASSERT_TRUE(p) << id;
      changed_counts(dynamic_cast<const Kurodoko&>(*p), tally);
    }
  EXPECT_GE(tally.puzzles, 20);
  EXPECT_GT(tally.several, 0);
  EXPECT_GT(tally.none, 0);
}

TEST(Kurodoko, BadInputIsNamed) {
  EXPECT_EQ(error_of("3x3:a2f"), "t:1: kurodoko: 8 cells, expected 9 (3x3)");
  EXPECT_EQ(error_of("3x3:a2h"), "t:1: range game ID: the cells run past 9 cells");
  EXPECT_EQ(error_of("3x3:a6g"), "t:1: the number 6 at row 1 column 2 is outside 1..5");
  EXPECT_EQ(error_of("3x3:a2!g"), "t:1: range game ID: unexpected '!' in the cells");
  EXPECT_EQ(error_of("3x3:i 010/000"), "t:1: after the puzzle: '010/000' is no shading (3 rows of 3 0/1 joined by '/')");
  EXPECT_EQ(error_of("0x3:"), "t:1: kurodoko size 0x3 is out of range 1..100 each way");
  EXPECT_EQ(error_of("https://puzz.link/p?kurodoko/3/3/2g3h"), "parsed");
  EXPECT_EQ(error_of("https://puzz.link/p?kurodoko/3/3/2g3hzz"), "t:1: puzz.link URL: the cells run past their 9");
  EXPECT_EQ(error_of("https://puzz.link/p?kurodoko/3/3/9"), "t:1: the number 9 at row 1 column 1 is outside 1..5");
  EXPECT_EQ(error_of("https://puzz.link/p?kurodoko/3/3/0"), "t:1: the number -2 at row 1 column 1 is outside 1..5");
  EXPECT_EQ(error_of("https://puzz.link/p?kurodoko/3"), "t:1: puzz.link URL: expected kurodoko/COLS/ROWS/DATA");
  EXPECT_EQ(error_of("kurodoko\n2 . .\n. .\n"), "t:3: row 2 has 2 cells, row 1 has 3");
  EXPECT_EQ(error_of("kurodoko\n2 . .\n. y .\n"), "t:3: column 2: 'y' is no cell (a number, '?', '.' none, X shaded)");
  EXPECT_EQ(error_of("kurodoko\n"), "t:1: a kurodoko header with no rows after it");
  // --type auto knows Range IDs, URLs and the header, not a Light Up or a Hitori ID.
  EXPECT_TRUE(looks_like_sight("9x6:g4a12c14g6_10b8b7b10_8g9c3a10g\n", "kurodoko", true));
  EXPECT_TRUE(looks_like_sight("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i\n", "kurodoko", true));
  EXPECT_FALSE(looks_like_sight("7x7:b11p2Bb0b01pBBb\n", "kurodoko", true));
  EXPECT_FALSE(looks_like_sight("3x3:a2g\n", "kurodoko", true));  // an sgt-bridges ID as well
  EXPECT_TRUE(looks_like_sight("3x3:a2_3f\n", "kurodoko", true));
  auto r = cli("count --type kurodoko --format json", "3x3:a2f\nhttps://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: kurodoko: 8 cells, expected 9 (3x3)"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// The typed rows: print_grid's output (a solution's shading as X) reads back as the same
// puzzle; a '?' number is unshaded and counts nothing; the URL writes it as '.'.
TEST(Kurodoko, TypedRowsReadBack) {
  auto p = parse_one("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i");
  ASSERT_TRUE(p);
  const Answer a = solve(*p, Backend::sat, up_to(1, Connectivity::lazy));
  ASSERT_EQ(a.count, 1);
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  EXPECT_EQ(out.str(), ". X . 7 .\n5 . X . .\n. X 2 . X\n. . X . 2\nX 4 . . X\n");
  ReadOptions o;
  o.type = "kurodoko";
  auto back = parse_one("kurodoko\n" + out.str(), o);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->line(back->givens()), "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i");
  auto q = parse_one("kurodoko\n? . .\n. . .\n. . 5\n", o);
  ASSERT_TRUE(q);
  EXPECT_EQ(q->line(q->givens()), "https://puzz.link/p?kurodoko/3/3/.m5");
  EXPECT_EQ(solve(*q, Backend::both, up_to(0, Connectivity::lazy)).count,
            brute_force(*q));
}

// generate: unique puzzles, numbered from a random shading; grade names their level.
TEST(Kurodoko, GeneratedPuzzlesAreUniqueAndGraded) {
  auto r = cli("generate --type kurodoko --size 6 --seed 5 --count 1");
  ASSERT_EQ(r.exit, 0) << r.err;
  auto c = cli("count --limit 2 --format json -", r.out);
  EXPECT_EQ(c.exit, 0) << c.err;
  int unique = 0;
  for (size_t at = 0; (at = c.out.find("\"verdict\":\"unique\"", at)) != std::string::npos; ++at) ++unique;
  EXPECT_EQ(unique, 1) << r.out;
  auto g = cli("grade -", r.out);
  EXPECT_EQ(g.exit, 0) << g.err << g.out;
  EXPECT_NE(g.out.find(" (rank "), std::string::npos) << g.out;
}

// explain on small public puzzles and sgt's: sound steps reaching the solution, named from the
// catalogue.
TEST(Kurodoko, ExplainReachesTheSolution) {
  NEED_SHARED("instances/genres");
  std::set<std::string> rules;
  int explained = 0;
  for (const auto& pub : sight_published("kurodoko", 49, 0)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p);
    explain_reaches(*p, pub.answer, rules);
    ++explained;
  }
  for (const auto& id : sgt_generate("range", 1, "6x6#3")) {
    auto p = parse_one(id, as_kurodoko());
    ASSERT_TRUE(p);
    const Answer a = solve(*p, Backend::sat, up_to(1, Connectivity::lazy));
    explain_reaches(*p, a.solutions[0], rules);
    ++explained;
  }
  EXPECT_GE(explained, 4);  // three public ones (5x5, 7x7), one of sgt-range
  EXPECT_TRUE(rules.count("number_reach")) << rules.size();
  EXPECT_GE(rules.size(), 3u);
}

}  // namespace test_kurodoko
