// Star Battle against facts computed elsewhere: the public puzzles and their published answers
// (janko.at through puzzlekit-dataset, pzprjs' tests: ../shared/instances/genres), checked by
// pzpr in tests/puzzlink_pzpr_test.js, and brute force through the independent checker over
// small boards with a region changed.
#include <gtest/gtest.h>

#include "check/starbattle.hpp"
#include "helpers.hpp"
#include "shading_checks.hpp"
#include "puzzles/starbattle/starbattle.hpp"
#include "solve/solve.hpp"

namespace test_starbattle {

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::string error_of(const std::string& text) { return read_error(text, "starbattle"); }

// The stars that check::starbattle accepts, over every placement of k stars in each row (a
// placement with another count in a row the checker refuses anyway).
int64_t brute_force(const StarBattle& s) {
  const int R = s.rows(), C = s.cols();
  std::vector<uint32_t> row_sets;
  for (uint32_t m = 0; m < (1u << C); ++m)
    if (__builtin_popcount(m) == s.stars()) row_sets.push_back(m);
  int64_t count = 0;
  std::vector<size_t> pick(static_cast<size_t>(R), 0);
  Grid g(R, C);
  for (;;) {
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < C; ++c) g.cells[r * C + c] = (row_sets[pick[r]] >> c & 1) ? 2 : 1;
    count += !check::starbattle(R, C, s.regions().room_of, s.stars(), g);
    int r = 0;
    while (r < R && ++pick[r] == row_sets.size()) pick[r++] = 0;
    if (r == R) break;
  }
  return count;
}

}  // namespace

// Every public line read (a subset: the small ones and a stride; all with GRIDSAT_ALL_DATA=1)
// is unique with the published answer, but for line 2 (25x25, one star), whose conversion to
// puzz.link lost what made it unique: two answers there, both through the checker (and pzpr's,
// in puzzlink_pzpr_test.js), the published one accepted too.
TEST(StarBattle, PublicPuzzlesHaveThePublishedAnswers) {
  NEED_SHARED("instances/genres/starbattle.jsonl");
  int unique = 0, several = 0;
  for (const auto& l : public_lines("starbattle", "starbattle", 100, 7)) {
    Answer a = solve(*l.puzzle, Backend::sat, limit_opts(2));
    ASSERT_GE(a.count, 1) << l.url << " " << a.internal_error;
    EXPECT_EQ(l.puzzle->check(l.answer), std::nullopt) << l.url;
    if (l.number == 2) {
      ++several;
      ASSERT_EQ(a.count, 2) << l.url;
      EXPECT_EQ(l.puzzle->check(a.solutions[1]), std::nullopt);
      continue;
    }
    EXPECT_EQ(a.count, 1) << l.url;
    EXPECT_EQ(a.solutions[0], l.answer) << l.url;
    ++unique;
  }
  EXPECT_GE(unique, all_data() ? 199 : 100);
  EXPECT_EQ(several, all_data() ? 1 : 0);
}

// Line 2 alone (the 25x25 one of two answers above: the largest public puzzle).
TEST(StarBattle, LargestPublicLineHasTwoAnswers) {
  NEED_SHARED("instances/genres/starbattle.jsonl");
  const auto j = nlohmann::json::parse(lines_of(shared("instances/genres/starbattle.jsonl")).at(1));
  auto p = parse_one("https://puzz.link/p?" + j["url"].get<std::string>());
  ASSERT_TRUE(p);
  ASSERT_EQ(p->rows(), 25);
  Answer a = solve(*p, Backend::sat, limit_opts(2));
  ASSERT_EQ(a.count, 2) << a.internal_error;
  EXPECT_NE(a.solutions[0], a.solutions[1]);
  for (const auto& g : a.solutions) EXPECT_EQ(p->check(g), std::nullopt);
}

// The native search agrees with sat (Backend::both fails on any disagreement) on the public
// puzzles up to 7x7.
TEST(StarBattle, NativeAgreesWithSat) {
  NEED_SHARED("instances/genres/starbattle.jsonl");
  int compared = 0;
  for (const auto& l : public_lines("starbattle", "starbattle", 49, 1000)) {
    Answer a = solve(*l.puzzle, Backend::both, limit_opts(2));
    EXPECT_EQ(a.count, 1) << l.url << " " << a.internal_error;
    EXPECT_EQ(a.internal_error, "") << l.url;
    ++compared;
  }
  EXPECT_GE(compared, 10);
}

// A region changed (one cell given to its neighbour's region) on the 5x5 public puzzles:
// counted exactly by sat and by the native search, against brute force through the checker.
TEST(StarBattle, CountsWithARegionChangedMatchBruteForce) {
  NEED_SHARED("instances/genres/starbattle.jsonl");
  int compared = 0, several = 0, none = 0;
  for (const auto& l : public_lines("starbattle", "starbattle", 25, 100000)) {
    const auto& s = dynamic_cast<const StarBattle&>(*l.puzzle);
    if (s.rows() != 5 || s.cols() != 5) continue;
    for (int cell : {0, 7, 12, 18, 24}) {
      std::vector<int> labels = s.regions().room_of;
      labels[cell] = labels[cell % 5 == 4 ? cell - 1 : cell + 1];
      StarBattle v(rooms_from_labels(5, 5, labels), s.stars(), StarBattleForm::rows);
      const int64_t want = brute_force(v);
      several += want > 1, none += want == 0;
      EXPECT_EQ(solve(v, Backend::sat, limit_opts(0)).count, want) << v.line(v.givens()) << " cell " << cell;
      EXPECT_EQ(solve(v, Backend::native, limit_opts(0)).count, want) << v.line(v.givens()) << " cell " << cell;
      ++compared;
    }
  }
  EXPECT_GE(compared, 10);
  EXPECT_GT(several + none, 0);  // some changes leave several placements or none
}

// The forms: the URL writes back, the typed rows print and read back as the same puzzle.
TEST(StarBattle, FormsReadBack) {
  const std::string url = "https://puzz.link/p?starbattle/5/5/1/8spt340k";  // instances/starbattle
  expect_forms_read_back(url, "starbattle");
  auto two = parse_one("starbattle 2\na a b b\na a b b\nc c d d\nc c d d\n");
  ASSERT_TRUE(two);
  EXPECT_EQ(dynamic_cast<const StarBattle&>(*two).stars(), 2);
  EXPECT_EQ(solve(*two, Backend::sat, limit_opts(2)).count, 0);  // 2 stars apart in a row of 4, twice: no room
  auto flagged = parse_one("starbattle/5/5/1/8spt340k/");
  ASSERT_TRUE(flagged);
  EXPECT_EQ(flagged->line(flagged->givens()), url);
}

TEST(StarBattle, BadInputIsNamed) {
  EXPECT_EQ(error_of("https://puzz.link/p?starbattle/5/5/0/8spt340k"),
            "t:1: starbattle: the star count '0' is not 1..3 (5x5)");
  EXPECT_EQ(error_of("https://puzz.link/p?starbattle/5/5/x/8spt340k"),
            "t:1: starbattle: the star count 'x' is not 1..3 (5x5)");
  EXPECT_EQ(error_of("https://puzz.link/p?starbattle/5/5/8spt340k"),
            "t:1: puzz.link URL: expected starbattle/COLS/ROWS/STARS/DATA");
  EXPECT_EQ(error_of("https://puzz.link/p?starbattle/5/5/1/8spt340kzz"), "t:1: puzz.link URL: 'zz' after the borders");
  EXPECT_EQ(error_of("https://puzz.link/p?starbattle/5/5/1/8sp!340k"),
            "t:1: puzz.link URL: unexpected '!' in the borders");
  EXPECT_EQ(error_of("starbattle\na a b\na b\n"), "t:3: 2 cells, expected 3 like line 2");
  EXPECT_EQ(error_of("starbattle 4\na a b\na b b\nc c c\n"), "t:1: starbattle: the star count '4' is not 1..2 (3x3)");
  EXPECT_EQ(error_of("starbattle\na 1 b\n"), "t:2: column 2: '1' is no cell (a room letter, '#' shaded)");
  EXPECT_EQ(error_of("starbattle 1\n"), "t:1: a starbattle header with no rows after it");
  EXPECT_TRUE(looks_like_starbattle("https://puzz.link/p?starbattle/5/5/1/8spt340k\n"));
  EXPECT_TRUE(looks_like_starbattle("starbattle 2\na a\n"));
  EXPECT_FALSE(looks_like_starbattle("a a b\n"));
}

// explain: the steps reach the solution of the small public puzzles, named from the catalogue.
TEST(StarBattle, ExplainReachesTheSolution) {
  NEED_SHARED("instances/genres/starbattle.jsonl");
  const auto names = explain_public("starbattle", 36, 4);
  EXPECT_TRUE(names.count("house_count") || names.count("star_neighbours")) << names.size();
}

}  // namespace test_starbattle
