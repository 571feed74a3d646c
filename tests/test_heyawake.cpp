// Heyawake against facts computed elsewhere: the public puzzles and their published answers
// (janko.at through puzzlekit-dataset, pzprjs' own test puzzle), and brute force over every
// shading of small boards with a room number changed.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "check/heyawake.hpp"
#include "deduce/deduce.hpp"
#include "generate/generate.hpp"
#include "helpers.hpp"
#include "public_lines.hpp"
#include "puzzles/heyawake/heyawake.hpp"
#include "solve/solve.hpp"

namespace test_heyawake {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions opts(int64_t limit, Connectivity c = Connectivity::lazy) {
  SolveOptions o;
  o.limit = limit;
  o.encode.connectivity = c;
  return o;
}

std::string error_of(const std::string& text) { return read_error(text, "heyawake"); }

// Every shading of a small board that the independent checker accepts.
int64_t brute_force(const Heyawake& h) {
  const int n = h.rows() * h.cols();
  std::vector<int> numbers(static_cast<size_t>(n), -1);
  for (int k = 0; k < h.rooms().count(); ++k) numbers[h.rooms().cells[k][0]] = h.counts()[k];
  int64_t count = 0;
  Grid g(h.rows(), h.cols());
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    for (int i = 0; i < n; ++i) g.cells[i] = (mask >> i & 1) ? 2 : 1;
    count += !check::heyawake(h.rows(), h.cols(), h.rooms().room_of, numbers, g);
  }
  return count;
}

}  // namespace

// The public puzzles (the small ones and a stride; all with GRIDSAT_ALL_DATA=1): unique, the
// published answer, through the checker; gridsat's URL reads back as the same rooms and
// numbers, and pzprjs' own URL comes back byte for byte.
TEST(Heyawake, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  size_t solved = 0, pzprjs_own = 0;
  for (const auto& l : public_lines("heyawake", "heyawake", 100, 6)) {
    const auto& h = dynamic_cast<const Heyawake&>(*l.puzzle);
    Answer a = solve(h, Backend::sat, opts(2));
    ASSERT_EQ(a.count, 1) << l.url << " " << a.internal_error;
    EXPECT_EQ(a.solutions[0], l.answer) << "line " << l.number;
    EXPECT_EQ(h.check(a.solutions[0]), std::nullopt);
    const std::string mine = heyawake_url(h);
    auto back = parse_one(mine);
    ASSERT_TRUE(back) << mine;
    const auto& b = dynamic_cast<const Heyawake&>(*back);
    EXPECT_EQ(b.rooms().room_of, h.rooms().room_of);
    EXPECT_EQ(b.counts(), h.counts());
    if (l.source.starts_with("robx/pzprjs:test/")) {
      EXPECT_EQ(mine, l.url);
      ++pzprjs_own;
    }
    ++solved;
  }
  EXPECT_GT(solved, 40u);
  EXPECT_EQ(pzprjs_own, 1u);
}

// The native search agrees with sat (Backend::both) on the public puzzles up to 90 cells.
TEST(Heyawake, NativeAgreesOnSmallPublicPuzzles) {
  NEED_SHARED("instances/genres");
  int checked = 0;
  for (const auto& l : public_lines("heyawake", "heyawake", 90, 1 << 30)) {
    if (l.answer.size() > 90) continue;
    Answer a = solve(*l.puzzle, Backend::both, opts(2));
    ASSERT_EQ(a.count, 1) << l.url << " " << a.internal_error;
    EXPECT_TRUE(a.complete) << l.url;
    EXPECT_EQ(a.solutions[0], l.answer) << l.url;
    ++checked;
  }
  EXPECT_GE(checked, 5);
}

// A room number changed (one more, one fewer, removed) on small boards: sat (both
// connectivity encodings) and native count exactly what brute force through the checker does.
TEST(Heyawake, CountsWithANumberChangedMatchBruteForce) {
  int compared = 0, several = 0, none = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    auto blank = heyawake_layout(4, ReadOptions{}, seed);
    SolveOptions so = opts(1);
    so.native.seed = seed;
    Answer full = solve(*blank, Backend::native, so);
    ASSERT_EQ(full.count, 1) << seed;
    auto dressed = heyawake_dress(*blank, full.solutions[0], seed);
    const auto& h = dynamic_cast<const Heyawake&>(*dressed);
    for (int k = 0; k < h.rooms().count(); k += 2) {
      for (int delta : {-1, 1, -100}) {
        std::vector<int> counts = h.counts();
        counts[k] = delta == -100 ? -1 : std::max(0, counts[k] + delta);
        Heyawake v(h.rooms(), counts, HeyawakeForm::puzzlink);
        const int64_t want = brute_force(v);
        several += want > 1;
        none += want == 0;
        for (Connectivity c : {Connectivity::lazy, Connectivity::eager})
          EXPECT_EQ(solve(v, Backend::sat, opts(0, c)).count, want) << heyawake_url(v) << " " << to_string(c);
        EXPECT_EQ(solve(v, Backend::native, opts(0)).count, want) << heyawake_url(v);
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 20);
  EXPECT_GT(several, 0);
  EXPECT_GT(none, 0);
}

TEST(Heyawake, BadInputIsNamed) {
  EXPECT_EQ(error_of("https://puzz.link/p?heyawake/3"), "t:1: puzz.link URL: expected heyawake/COLS/ROWS/DATA");
  // "o0": the two columns are the two rooms.
  EXPECT_EQ(error_of("https://puzz.link/p?heyawake/2/2/o0!"), "t:1: puzz.link URL: unexpected '!' in the room numbers");
  EXPECT_EQ(error_of("https://puzz.link/p?heyawake/2/2/o0122"), "t:1: puzz.link URL: '2' after the 2 room numbers");
  EXPECT_EQ(error_of("https://puzz.link/p?heyawake/2/2/o03"),
            "t:1: the number 3 at row 1 column 1 is above its room's 2 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?heyawake/2/2/o0."),
            "t:1: puzz.link URL: a '?' number at row 1 column 1 (not supported)");
  EXPECT_EQ(error_of("https://puzz.link/p?heyawake/2/2/o011 0101"),
            "t:1: after the puzzle: '0101' is no shading (2 rows of 2 0/1 joined by '/')");
  EXPECT_EQ(error_of("https://puzz.link/p?heyawake/0/2/"), "t:1: heyawake size 0x2 is out of range 1..200 each way");
  EXPECT_EQ(error_of("heyawake\na1 a b\na a\n"), "t:3: 2 cells, expected 3 like line 2");
  EXPECT_EQ(error_of("heyawake\na1 a 3\n"), "t:2: column 3: '3' is no cell (a room letter, a number, '#' shaded)");
  EXPECT_EQ(error_of("heyawake\na1 a2\nb b\n"), "t:1: the room of row 1 column 2 has two numbers (1 and 2)");
  EXPECT_EQ(error_of("heyawake\na3 a\nb b\n"), "t:1: the number 3 at row 1 column 1 is above its room's 2 cells");
  EXPECT_EQ(error_of("heyawake\n"), "t:1: a heyawake header with no rows after it");
  EXPECT_TRUE(looks_like_heyawake("# x\nhttps://puzz.link/p?heyawake/6/6/lll155007rs12222j\n"));
  EXPECT_TRUE(looks_like_heyawake("heyawake\na1 a\n"));
  EXPECT_FALSE(looks_like_heyawake("https://puzz.link/p?hitori/4/4/1114142333214213\n"));
  // The rest of a batch is answered.
  auto r = cli("count --format json",
               "https://puzz.link/p?heyawake/2/2/o0!\nhttps://puzz.link/p?heyawake/6/6/lll155007rs12222j\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: puzz.link URL: unexpected '!'"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// pzprjs' test puzzle: the typed rows gridsat prints read back (with the shading ignored) as the
// same puzzle, and the line form (URL and shading) too.
TEST(Heyawake, TypedRowsAndLineReadBack) {
  auto p = parse_one("https://puzz.link/p?heyawake/6/6/lll155007rs12222j");
  ASSERT_TRUE(p);
  Answer a = solve(*p, Backend::sat, opts(1));
  ASSERT_EQ(a.count, 1);
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  EXPECT_EQ(out.str().substr(0, 24), "a2# b2  b#  c2  c   d2#\n");
  auto back = parse_one("heyawake\n" + out.str());
  ASSERT_TRUE(back) << out.str();
  EXPECT_EQ(heyawake_url(*back), heyawake_url(*p));
  auto line = parse_one(p->line(a.solutions[0]));
  ASSERT_TRUE(line) << p->line(a.solutions[0]);
  EXPECT_EQ(heyawake_url(*line), heyawake_url(*p));
}

// explain reaches the solution of pzprjs' test puzzle, naming the catalogue's steps (many of
// janko's 6x6 ones take minutes: their first steps need the whole puzzle's core, connectivity
// and the runs together).
TEST(Heyawake, ExplainSolvesPzprjsPuzzle) {
  auto p = parse_one("https://puzz.link/p?heyawake/6/6/lll155007rs12222j");
  ASSERT_TRUE(p);
  deduce::Deducer d(*p, {});
  const deduce::Path path = d.run();
  EXPECT_EQ(path.end, deduce::End::solved);
  std::set<std::string> names;
  for (const auto& s : path.steps) names.insert(s.rule);
  EXPECT_TRUE(names.count("room_count") && names.count("shaded_neighbours_white")) << names.size();
}

// generate by clue removal: a 5x5 puzzle unique on both backends, graded (explain's steps).
TEST(Heyawake, GenerateMakesUniqueGradedPuzzles) {
  gen::Options o;
  o.n = 5;
  o.grade = true;
  o.max_tries = 20;
  for (uint64_t seed = 1; seed <= 1; ++seed) {
    const gen::Generated g = gen::generate(*find_family("heyawake"), o, seed);
    ASSERT_TRUE(g.ok) << g.why;
    const auto& h = dynamic_cast<const Heyawake&>(*g.puzzle);
    EXPECT_EQ(h.check(g.solution), std::nullopt);
    for (Backend b : {Backend::sat, Backend::native}) {
      Answer a = solve(h, b, opts(2));
      EXPECT_EQ(a.count, 1) << heyawake_url(h);
    }
    EXPECT_TRUE(g.grade.has_value());
  }
}

}  // namespace test_heyawake
