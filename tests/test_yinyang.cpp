// Yin-Yang against facts computed elsewhere: the public puzzles and their published answers
// (../shared/instances/genres/yinyang.jsonl: janko.at's through puzzlekit-dataset, pzprjs'),
// and brute force through the independent checker over every colouring of small grids.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <sstream>

#include "check/yinyang.hpp"
#include "deduce/deduce.hpp"
#include "encoders/connected.hpp"
#include "helpers.hpp"
#include "puzzles/yinyang/yinyang.hpp"
#include "shading_helpers.hpp"
#include "solve/solve.hpp"

namespace test_yinyang {

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Every colouring the rules accept (check::yinyang decides).
int64_t brute_force(const YinYang& p) {
  const int n = p.rows() * p.cols();
  Grid g(p.rows(), p.cols());
  int64_t count = 0;
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    for (int i = 0; i < n; ++i) g.cells[i] = (mask >> i & 1) ? YinYang::kWhite : YinYang::kBlack;
    count += !p.check(g);
  }
  return count;
}

std::string error_of(const std::string& text) { return read_error(text, "yinyang"); }

}  // namespace

// Every fourth public puzzle (all with GRIDSAT_ALL_DATA=1): read by --type auto, unique, the
// published answer; its URL reads back to the same circles.
TEST(YinYang, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres/yinyang.jsonl");
  int solved = 0, index = 0;
  for (const PublicShading& pub : public_shadings("yinyang", YinYang::kBlack, YinYang::kWhite)) {
    if (!all_data() && index++ % 4 != 0) continue;
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p) << pub.url;
    ASSERT_EQ(p->family(), "yinyang");
    const Answer a = solve(*p, Backend::sat, shading_opts(2));
    ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
    EXPECT_EQ(a.solutions[0], pub.answer) << pub.url;
    auto back = parse_one(find_family("yinyang")->reader.url(*p));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->givens(), p->givens());
    ++solved;
  }
  EXPECT_GT(solved, 40);
}

// The native search agrees with sat on the public puzzles up to 6x6, both connectivity ways.
TEST(YinYang, NativeAgreesWithSatOnSmallPublicPuzzles) {
  NEED_SHARED("instances/genres/yinyang.jsonl");
  int compared = 0;
  for (const PublicShading& pub : public_shadings("yinyang", YinYang::kBlack, YinYang::kWhite)) {
    if (pub.answer.size() > 36) continue;
    auto p = parse_one(pub.url);
    for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
      const Answer a = solve(*p, Backend::both, shading_opts(0, c));
      ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
      EXPECT_EQ(a.solutions[0], pub.answer);
    }
    ++compared;
  }
  EXPECT_GE(compared, 3);
}

// A circle changed (added, removed, its colour swapped) in random 3x3 to 4x4 grids: gridsat's
// count (sat both ways, native) equals brute force over every colouring.
TEST(YinYang, ACircleChangedCountsMatchBruteForce) {
  std::mt19937 rng(43);
  int compared = 0, several = 0, none = 0;
  for (auto [rows, cols] : {std::pair{3, 3}, std::pair{3, 4}, std::pair{4, 4}}) {
    for (int round = 0; round < 4; ++round) {
      const int n = rows * cols;
      std::vector<int> givens(n, 0);
      for (int k = 0; k < 3; ++k) givens[rng() % n] = 1 + static_cast<int>(rng() % 2);
      for (int change = 0; change < 3; ++change) {
        std::vector<int> v = givens;
        const int cell = static_cast<int>(rng() % n);
        v[cell] = change == 0 ? 0 : change == 1 ? YinYang::kBlack : YinYang::kWhite;
        const YinYang p(rows, cols, v, YinYangForm::rows);
        const int64_t want = brute_force(p);
        several += want > 1, none += want == 0;
        expect_counts(p, want);
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 36);
  EXPECT_GT(several, 0);
  EXPECT_GT(none, 0);
}

TEST(YinYang, FormsReadBack) { expect_shading_forms_read_back("https://puzz.link/p?yinyang/5/5/016612300", "yinyang"); }

TEST(YinYang, BadInputIsNamed) {
  EXPECT_EQ(error_of("https://puzz.link/p?yinyang/3/3/0000"), "t:1: puzz.link URL: '0' after the 9 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?yinyang/3/3/0!0"), "t:1: puzz.link URL: unexpected '!' in the cells");
  EXPECT_EQ(error_of("https://puzz.link/p?yinyang/3"), "t:1: puzz.link URL: expected yinyang/COLS/ROWS/DATA");
  EXPECT_EQ(error_of("https://puzz.link/p?yinyang/0/3/"), "t:1: yinyang size 0x3 is out of range 1..200 each way");
  EXPECT_EQ(error_of("yinyang\nX.O\n..\n"), "t:3: 2 cells in row 2, 3 in the first");
  EXPECT_EQ(error_of("yinyang\nX.Q\n"), "t:2: row 1: 'Q' is not a cell ('X' black circle, 'O' white circle, '.' open)");
  EXPECT_EQ(error_of("X.O\n"), "t:1: expected a puzz.link yinyang URL or a 'yinyang' line before the rows");
  EXPECT_TRUE(looks_like_yinyang("https://puzz.link/p?yinyang/5/5/016612300\n"));
  EXPECT_FALSE(looks_like_yinyang("https://puzz.link/p?nurikabe/3/3/1l5g\n"));
}

// explain reaches the solution of the smallest public puzzles.
TEST(YinYang, ExplainReachesSmallPublicPuzzles) {
  NEED_SHARED("instances/genres/yinyang.jsonl");
  int explained = 0;
  for (const PublicShading& pub : public_shadings("yinyang", YinYang::kBlack, YinYang::kWhite)) {
    if (pub.answer.size() > 36) continue;
    auto p = parse_one(pub.url);
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    EXPECT_EQ(path.end, deduce::End::solved) << pub.url;
    ++explained;
  }
  EXPECT_GE(explained, 3);
}

}  // namespace test_yinyang
