// Norinori against facts computed elsewhere: the public puzzles and their published answers
// (janko.at through puzzlekit-dataset, pzprjs' own test puzzle), and brute force over every
// shading of small boards with a region changed.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "check/heyawake.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "public_lines.hpp"
#include "puzzles/norinori/norinori.hpp"
#include "solve/solve.hpp"

namespace test_norinori {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions count_to(int64_t limit) {
  SolveOptions o;
  o.limit = limit;
  return o;
}

std::string error_of(const std::string& text) { return read_error(text, "norinori"); }

int64_t brute_force(const Norinori& p) {
  const int n = p.rows() * p.cols();
  int64_t count = 0;
  Grid g(p.rows(), p.cols());
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    for (int i = 0; i < n; ++i) g.cells[i] = (mask >> i & 1) ? 2 : 1;
    count += !check::norinori(p.rows(), p.cols(), p.rooms().room_of, g);
  }
  return count;
}

// janko's Norinori 177 (12x22): as puzz.link has it, three shadings, the published one among
// them (the conversion lost what made it unique).
bool known_ambiguous(const std::string& source) { return source.ends_with("#177_12x22"); }

}  // namespace

// The public puzzles (the small ones and a stride; all with GRIDSAT_ALL_DATA=1): unique (but
// the one known ambiguous line, whose answer is one of its three), the published answer,
// through the checker, on sat and, up to 100 cells, native too; gridsat's URL reads back as
// the same regions, and pzprjs' own URL comes back byte for byte.
TEST(Norinori, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  size_t solved = 0, pzprjs_own = 0, native = 0, ambiguous = 0;
  for (const auto& l : public_lines("norinori", "norinori", 100, 5)) {
    const auto& p = dynamic_cast<const Norinori&>(*l.puzzle);
    const std::string mine = norinori_url(p);
    auto back = parse_one(mine);
    ASSERT_TRUE(back) << mine;
    EXPECT_EQ(dynamic_cast<const Norinori&>(*back).rooms().room_of, p.rooms().room_of);
    if (l.source.starts_with("robx/pzprjs:test/")) {
      EXPECT_EQ(mine, l.url);
      ++pzprjs_own;
    }
    if (known_ambiguous(l.source)) {
      Answer a = solve(p, Backend::sat, count_to(0));
      EXPECT_EQ(a.count, 3) << l.url;
      EXPECT_NE(std::find(a.solutions.begin(), a.solutions.end(), l.answer), a.solutions.end());
      ++ambiguous;
      continue;
    }
    const bool small = l.answer.size() <= 100;
    Answer a = solve(p, small ? Backend::both : Backend::sat, count_to(2));
    ASSERT_EQ(a.count, 1) << l.url << " " << a.internal_error;
    EXPECT_EQ(a.solutions[0], l.answer) << "line " << l.number;
    EXPECT_EQ(p.check(a.solutions[0]), std::nullopt);
    native += small;
    ++solved;
  }
  EXPECT_GT(solved, 80u);
  EXPECT_GT(native, 50u);
  EXPECT_EQ(pzprjs_own, 1u);
  (void)ambiguous;
}

// A region changed (a cell moved into its neighbour's region) on small boards: sat and native
// count exactly what brute force through the checker does.
TEST(Norinori, CountsWithARegionChangedMatchBruteForce) {
  int compared = 0, several = 0, none = 0;
  for (const char* rows : {"a a b b\na c c b\nd d c e\nd f f e", "a a a b b\nc c a b d\nc e e e d",
                           "a b b\na c b\nd c c\nd d e\nf f e", "a a a b\na a b b\nc c c b"}) {
    auto p = parse_one(std::string("norinori\n") + rows + "\n");
    ASSERT_TRUE(p) << rows;
    const auto& base = dynamic_cast<const Norinori&>(*p);
    const int n = base.rows() * base.cols();
    for (int cell = 0; cell < n; cell += 2) {
      std::vector<int> labels = base.rooms().room_of;
      const int right = cell % base.cols() + 1 < base.cols() ? cell + 1 : cell - 1;
      labels[cell] = labels[right];
      Norinori v(rooms_from_labels(base.rows(), base.cols(), labels), NorinoriForm::rows);
      const int64_t want = brute_force(v);
      several += want > 1;
      none += want == 0;
      EXPECT_EQ(solve(v, Backend::sat, count_to(0)).count, want) << norinori_url(v);
      EXPECT_EQ(solve(v, Backend::native, count_to(0)).count, want) << norinori_url(v);
      ++compared;
    }
  }
  EXPECT_GT(compared, 15);
  EXPECT_GT(several, 0);
  EXPECT_GT(none, 0);
}

TEST(Norinori, BadInputIsNamed) {
  EXPECT_EQ(error_of("https://puzz.link/p?norinori/3"), "t:1: puzz.link URL: expected norinori/COLS/ROWS/DATA");
  EXPECT_EQ(error_of("https://puzz.link/p?norinori/2/2/8!"), "t:1: puzz.link URL: unexpected '!' in the borders");
  EXPECT_EQ(error_of("https://puzz.link/p?norinori/2/2/84 01/1"),
            "t:1: after the puzzle: '01/1' is no shading (2 rows of 2 0/1 joined by '/')");
  EXPECT_EQ(error_of("https://puzz.link/p?norinori/201/2/"), "t:1: norinori size 201x2 is out of range 1..200 each way");
  EXPECT_EQ(error_of("norinori\na a b\na a\n"), "t:3: 2 cells, expected 3 like line 2");
  EXPECT_EQ(error_of("norinori\na2 a\n"), "t:2: column 1: 'a2' is no cell (a room letter, '#' shaded)");
  EXPECT_TRUE(looks_like_norinori("https://puzz.link/p?norinori/5/5/cag4ocjo\n"));
  EXPECT_TRUE(looks_like_norinori("norinori\na a\n"));
  EXPECT_FALSE(looks_like_norinori("https://puzz.link/p?heyawake/6/6/lll155007rs12222j\n"));
  auto r = cli("count --format json", "https://puzz.link/p?norinori/2/2/8!\nhttps://puzz.link/p?norinori/5/5/cag4ocjo\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: puzz.link URL: unexpected '!' in the borders"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// pzprjs' test puzzle: the typed rows gridsat prints read back as the same puzzle, and the
// line form (URL and shading) too; explain solves it with the catalogue's names.
TEST(Norinori, TypedRowsLineAndExplain) {
  auto p = parse_one("https://puzz.link/p?norinori/5/5/cag4ocjo");
  ASSERT_TRUE(p);
  Answer a = solve(*p, Backend::sat, count_to(2));
  ASSERT_EQ(a.count, 1);
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  auto back = parse_one("norinori\n" + out.str());
  ASSERT_TRUE(back) << out.str();
  EXPECT_EQ(norinori_url(*back), norinori_url(*p));
  auto line = parse_one(p->line(a.solutions[0]));
  ASSERT_TRUE(line);
  EXPECT_EQ(norinori_url(*line), norinori_url(*p));
  deduce::Deducer d(*p, {});
  const deduce::Path path = d.run();
  EXPECT_EQ(path.end, deduce::End::solved);
  std::set<std::string> names;
  for (const auto& s : path.steps) names.insert(s.rule);
  EXPECT_TRUE(names.count("region_pair") && names.count("domino_shape"));
}

// explain reaches the solution of small public puzzles.
TEST(Norinori, ExplainSolvesSmallPublicPuzzles) {
  NEED_SHARED("instances/genres");
  int explained = 0;
  for (const auto& l : public_lines("norinori", "norinori", 64, 1 << 30)) {
    if (l.answer.size() > 64 || explained == 3) continue;
    deduce::Deducer d(*l.puzzle, {});
    EXPECT_EQ(d.run().end, deduce::End::solved) << l.url;
    ++explained;
  }
  EXPECT_EQ(explained, 3);
}

}  // namespace test_norinori
