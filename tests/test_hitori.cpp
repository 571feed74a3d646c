// Hitori against facts computed elsewhere: Simon Tatham's generator (sgt-singles: unique
// puzzles by construction), pzprjs' own test puzzle and its answer, and brute force over every
// shading of small grids with a number removed.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "check/hitori.hpp"
#include "deduce/deduce.hpp"
#include "encoders/connected.hpp"
#include "generate/generate.hpp"
#include "helpers.hpp"
#include "puzzles/hitori/hitori.hpp"
#include "registry/registry.hpp"
#include "solve/solve.hpp"

namespace test_hitori {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions opts(int64_t limit, Connectivity c) {
  SolveOptions o;
  o.limit = limit;
  o.encode.connectivity = c;
  return o;
}

std::vector<std::string> generate(int count, const std::string& params) {
  return sgt_generate("singles", count, params);
}

std::string error_of(const std::string& text) { return read_error(text, "hitori"); }

// Every shading of a small grid that the rules accept (check::hitori decides).
int64_t brute_force(const Hitori& h) {
  const int n = h.rows() * h.cols();
  int64_t count = 0;
  Grid g(h.rows(), h.cols());
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    for (int i = 0; i < n; ++i) g.cells[i] = (mask >> i & 1) ? 2 : 1;
    count += !check::hitori(h.rows(), h.cols(), h.numbers(), g);
  }
  return count;
}

}  // namespace

// Fresh sgt-singles puzzles (fixed seeds) at both levels and two sizes: unique, with lazy
// and with eager connectivity, sat and native agreeing (Backend::both), the solution through
// the checker; the line form reads back.
TEST(Hitori, SgtPuzzlesAreUnique) {
  if (std::system("test -x /usr/games/sgt-singles") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int checked = 0;
  for (const char* params : {"5x5de#11", "5x5dk#11", "9x9de#11", "9x9dk#11", "7x5dk#11"}) {
    for (const auto& id : generate(3, params)) {
      auto p = parse_one(id);  // --type auto
      ASSERT_TRUE(p) << id;
      ASSERT_EQ(p->family(), "hitori") << id;
      Grid first;
      for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
        Answer a = solve(*p, Backend::both, opts(2, c));
        ASSERT_EQ(a.count, 1) << params << " " << id << " " << to_string(c) << " " << a.internal_error;
        EXPECT_TRUE(a.complete);
        EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
        if (c == Connectivity::lazy) first = a.solutions[0];
        else EXPECT_EQ(a.solutions[0], first);
      }
      auto back = parse_one(p->line(first));
      ASSERT_TRUE(back) << p->line(first);
      EXPECT_EQ(back->line(back->givens()), id);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 15);
}

// pzprjs' test puzzle (test/script/hitori.js) and the answer its checker accepts.
TEST(Hitori, PuzzLinkExampleHasPzprjsAnswer) {
  auto p = parse_one("https://puzz.link/p?hitori/4/4/1114142333214213");
  ASSERT_TRUE(p);
  ASSERT_EQ(p->family(), "hitori");
  Answer a = solve(*p, Backend::sat, opts(0, Connectivity::lazy));
  ASSERT_EQ(a.count, 1) << a.internal_error;
  const std::vector<int> shaded{0, 2, 8, 10, 15};
  Grid want(4, 4, 1);
  for (int i : shaded) want.cells[i] = 2;
  EXPECT_EQ(a.solutions[0], want);
  EXPECT_EQ(p->line(p->givens()), "https://puzz.link/p?hitori/4/4/1114142333214213");
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  EXPECT_EQ(out.str(), "1#  1 1#  4\n 1  4  2  3\n3#  3 2#  1\n 4  2  1 3#\n");
  // The grid form reads back (with --type hitori) as the same puzzle.
  ReadOptions o;
  o.type = "hitori";
  auto back = parse_one(out.str(), o);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->line(back->givens()), "4x4:1114142333214213");
}

// A number removed (a cell with none, as puzz.link allows): counted exactly, all solutions,
// against brute force over every shading, with both connectivity encodings and the native search.
TEST(Hitori, CountsWithANumberRemovedMatchBruteForce) {
  if (std::system("test -x /usr/games/sgt-singles") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int compared = 0, several = 0;
  for (const char* params : {"4x4de#5", "4x3de#5", "3x4dk#5"}) {
    for (const auto& id : generate(3, params)) {
      auto p = parse_one(id);
      ASSERT_TRUE(p) << id;
      const auto& h = dynamic_cast<const Hitori&>(*p);
      for (int cell : {0, 5, h.rows() * h.cols() - 1}) {
        auto numbers = h.numbers();
        numbers[cell] = 0;
        Hitori v(h.rows(), h.cols(), numbers, HitoriForm::puzzlink);
        const int64_t want = brute_force(v);
        several += want > 1;
        for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
          Answer a = solve(v, Backend::sat, opts(0, c));
          EXPECT_EQ(a.count, want) << v.line(v.givens()) << " " << to_string(c) << " " << a.internal_error;
        }
        EXPECT_EQ(solve(v, Backend::native, opts(0, Connectivity::lazy)).count, want) << v.line(v.givens());
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 27);
  EXPECT_GT(several, 0);  // some removals leave several shadings
}

TEST(Hitori, BadInputIsNamed) {
  EXPECT_EQ(error_of("3x3:123231316"), "t:1: the number 6 at row 3 column 3 is outside 1..3");
  EXPECT_EQ(error_of("3x3:12323131"), "t:1: singles game ID: 8 cells, expected 9 (3x3)");
  EXPECT_EQ(error_of("3x3:12323131!"), "t:1: singles game ID: unexpected '!' in the cells");
  EXPECT_EQ(error_of("3x3:123231310"), "t:1: the number 0 at row 3 column 3 is below 1");
  EXPECT_EQ(error_of("3x3:123231312 010/000"),
            "t:1: after the puzzle: '010/000' is no shading (3 rows of 3 0/1 joined by '/')");
  EXPECT_EQ(error_of("0x3:"), "t:1: hitori size 0x3 is out of range 1..100 each way");
  EXPECT_EQ(error_of("https://puzz.link/p?hitori/3/3/12323131212"), "t:1: puzz.link URL: '12' after the 9 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?hitori/3/3/1232@"),
            "t:1: puzz.link URL: a '?' number at row 2 column 2 (not supported)");
  EXPECT_EQ(error_of("https://puzz.link/p?hitori/3/3/7"), "parsed");  // a URL's numbers may exceed the side
  EXPECT_EQ(error_of("https://puzz.link/p?hitori/3"), "t:1: puzz.link URL: expected hitori/COLS/ROWS/DATA");
  EXPECT_EQ(error_of("1 2 3\n2 3\n"), "t:2: 2 cells, expected 3 like line 1");
  EXPECT_EQ(error_of("1 2 3\n2 x 1\n"), "t:2: column 2: 'x' is no number (1.., '.' none)");
  EXPECT_EQ(error_of("123\n231\n314\n"), "t:1: the number 4 at row 3 column 3 is outside 1..3");
  // --type auto knows IDs and URLs, not a Latin square or a solo ID.
  EXPECT_TRUE(looks_like_hitori("# x\n5x5:2325423311314215415241513\n"));
  EXPECT_TRUE(looks_like_hitori("https://puzz.link/p?hitori/4/4/1114142333214213\n"));
  EXPECT_FALSE(looks_like_hitori("3x3:zzzc\n"));
  EXPECT_FALSE(looks_like_hitori("2x2:1234\n"));
  EXPECT_FALSE(looks_like_hitori("1 2\n2 1\n"));
  // The rest of a batch is answered.
  auto r = cli("count --type hitori --format json",
               "3x3:12323131\nhttps://puzz.link/p?hitori/4/4/1114142333214213\n1 2\n2 x\n\n4x4:1114142333214213\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: singles game ID: 8 cells, expected 9 (3x3)"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("<stdin>:4: column 2: 'x' is no number"), std::string::npos) << r.err;
  int unique = 0;
  for (size_t at = 0; (at = r.out.find("\"verdict\":\"unique\"", at)) != std::string::npos; ++at) ++unique;
  EXPECT_EQ(unique, 2) << r.out;
}

// generate's hooks: the grid with no numbers, a shading from its own search, and the numbers
// dress reads off it: a puzzle that shading solves (whether alone is generate's to check).
TEST(Hitori, GenerateHooksDressAShading) {
  for (uint64_t seed : {1u, 2u, 3u}) {
    auto blank = hitori_layout(6, ReadOptions{}, seed);
    Answer a = solve(*blank, Backend::sat, opts(1, Connectivity::eager));
    ASSERT_EQ(a.count, 1) << seed;
    auto dressed = hitori_dress(*blank, a.solutions[0], seed);
    EXPECT_EQ(dressed->check(a.solutions[0]), std::nullopt) << dressed->line(a.solutions[0]);
    for (int v : dynamic_cast<const Hitori&>(*dressed).numbers()) EXPECT_TRUE(v >= 1 && v <= 6);
    EXPECT_EQ(dressed->clue_count(), 0);
  }
}

// explain on sgt's tricky level: the catalogue's names, the steps reach the solution.
TEST(Hitori, ExplainNamesTheCatalogueRules) {
  std::set<std::string> names;
  for (const auto& id : generate(2, "5x5dk#gs7")) {
    ReadOptions o;
    o.type = "hitori";
    auto p = parse_one(id, o);
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    EXPECT_EQ(path.end, deduce::End::solved) << id;
    for (const auto& s : path.steps) names.insert(s.rule);
  }
  EXPECT_TRUE(names.count("duplicate_shaded") && names.count("shaded_neighbours_white") &&
              names.count("sandwich_or_pair"));
}

// generate (src/generate/clues.cpp with hitori_layout, hitori_dress, hitori_repair): from fixed
// seeds, at each of sgt-singles' levels, a puzzle whose only shading (counted by brute force
// over every shading of a 4x4, and on both backends) is the generator's, graded at the
// level asked, its sgt ID read back as the same numbers.
TEST(Hitori, GenerateMakesUniqueGradedPuzzlesAtEachLevel) {
  const Family& f = *find_family("hitori");
  const std::vector<std::string> levels = gen::level_names(f);
  for (int side : {4, 6}) {
    for (int rank = 1; rank <= static_cast<int>(levels.size()); ++rank) {
      if (levels[rank - 1] == "unreasonable") continue;
      gen::Options o;
      o.n = side;
      o.level = rank;
      o.grade = true;
      const gen::Generated g = gen::generate(f, o, 5);
      ASSERT_TRUE(g.ok) << side << " " << levels[rank - 1] << ": " << g.why;
      const auto& h = dynamic_cast<const Hitori&>(*g.puzzle);
      EXPECT_EQ(h.check(g.solution), std::nullopt);
      if (side == 4) { EXPECT_EQ(brute_force(h), 1) << h.line(h.givens()); }
      const Answer a = solve(h, Backend::both, opts(2, Connectivity::lazy));
      ASSERT_EQ(a.count, 1) << h.line(h.givens());
      EXPECT_EQ(a.solutions[0], g.solution);
      ASSERT_TRUE(g.grade.has_value());
      EXPECT_EQ(g.grade->rank, rank) << h.line(h.givens());
      const auto back = parse_one(h.line(h.givens()));
      ASSERT_TRUE(back);
      EXPECT_EQ(dynamic_cast<const Hitori&>(*back).numbers(), h.numbers());
    }
  }
}

}  // namespace test_hitori
