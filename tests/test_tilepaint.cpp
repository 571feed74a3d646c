// Tilepaint against facts computed elsewhere: the public puzzles and their published answers
// (janko.at through puzzlekit-dataset, pzprjs' test: ../shared/instances/genres), checked by
// pzpr in tests/puzzlink_pzpr_test.js, and brute force through the independent checker over
// small boards with a clue changed.
#include <gtest/gtest.h>

#include "check/tilepaint.hpp"
#include "helpers.hpp"
#include "shading_checks.hpp"
#include "puzzles/tilepaint/tilepaint.hpp"
#include "solve/solve.hpp"

namespace test_tilepaint {

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::string error_of(const std::string& text) { return read_error(text, "tilepaint"); }

check::TilepaintBoard board_of(const Tilepaint& t) {
  const auto& c = t.clues();
  return {t.rows(), t.cols(), t.rooms().room_of, c.block, c.down, c.right, c.columns, c.rows};
}

// The shadings check::tilepaint accepts, over every choice of shaded tiles (a tile shaded in
// part the checker refuses anyway).
int64_t brute_force(const Tilepaint& t) {
  const auto& tiles = t.tiles();
  const check::TilepaintBoard b = board_of(t);
  int64_t count = 0;
  for (uint32_t m = 0; m < (1u << tiles.size()); ++m) {
    Grid g(t.rows(), t.cols(), 1);
    for (size_t k = 0; k < tiles.size(); ++k)
      if (m >> k & 1)
        for (int i : t.rooms().cells[static_cast<size_t>(tiles[k])]) g.cells[static_cast<size_t>(i)] = 2;
    count += !check::tilepaint(b, g);
  }
  return count;
}

// The top-left rows x cols of a public puzzle, clued by its published answer there.
Tilepaint cropped(const PublicLine& l, int rows, int cols) {
  const auto& t = dynamic_cast<const Tilepaint&>(*l.puzzle);
  std::vector<int> labels;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) labels.push_back(t.rooms().room_of[static_cast<size_t>(r * t.cols() + c)]);
  TilepaintClues c{.block = std::vector<char>(labels.size(), 0),
                   .down = std::vector<int>(labels.size(), 0),
                   .right = std::vector<int>(labels.size(), 0),
                   .columns = std::vector<int>(static_cast<size_t>(cols), 0),
                   .rows = std::vector<int>(static_cast<size_t>(rows), 0)};
  for (int r = 0; r < rows; ++r)
    for (int col = 0; col < cols; ++col)
      if (l.answer.at(r, col) == 2) ++c.rows[static_cast<size_t>(r)], ++c.columns[static_cast<size_t>(col)];
  return Tilepaint(rooms_from_labels(rows, cols, labels), std::move(c), TilepaintForm::rows);
}

}  // namespace

// Every public line read (the small ones and a stride; all with GRIDSAT_ALL_DATA=1) is unique
// with the published answer.
TEST(Tilepaint, PublicPuzzlesHaveThePublishedAnswers) {
  NEED_SHARED("instances/genres/tilepaint.jsonl");
  int unique = 0;
  for (const auto& l : public_lines("tilepaint", "tilepaint", 100, 6)) {
    Answer a = solve(*l.puzzle, Backend::sat, limit_opts(2));
    ASSERT_EQ(a.count, 1) << l.url << " " << a.internal_error;
    EXPECT_EQ(a.solutions[0], l.answer) << l.url;
    ++unique;
  }
  EXPECT_GE(unique, all_data() ? 200 : 30);
}

// A clue changed (one more, one fewer, none) on 4x5 corners of public puzzles clued by their
// answers: counted exactly by sat and by the native search (which agree with each other), against
// brute force through the checker.
TEST(Tilepaint, CountsWithAClueChangedMatchBruteForce) {
  NEED_SHARED("instances/genres/tilepaint.jsonl");
  int compared = 0, several = 0, none = 0;
  for (const auto& l : public_lines("tilepaint", "tilepaint", 36, 40)) {
    const Tilepaint base = cropped(l, 4, 5);
    for (int j = 0; j < 9; ++j)
      for (int delta : {1, -1, -9}) {
        TilepaintClues c = base.clues();
        int& clue = j < 5 ? c.columns[static_cast<size_t>(j)] : c.rows[static_cast<size_t>(j - 5)];
        clue = delta == -9 ? -1 : clue + delta;
        if (clue < -1) continue;
        Tilepaint v(base.rooms(), std::move(c), TilepaintForm::rows);
        const int64_t want = brute_force(v);
        several += want > 1, none += want == 0;
        EXPECT_EQ(solve(v, Backend::sat, limit_opts(0)).count, want) << v.line(v.givens()) << " clue " << j;
        EXPECT_EQ(solve(v, Backend::native, limit_opts(0)).count, want) << v.line(v.givens()) << " clue " << j;
        ++compared;
      }
  }
  EXPECT_GE(compared, 50);
  EXPECT_GT(none, 0);  // some changes leave no shading (the rest one, or several)
  EXPECT_LT(none + several, compared);
}

// The native search agrees with sat (Backend::both) on the smallest public puzzles.
TEST(Tilepaint, NativeAgreesWithSat) {
  NEED_SHARED("instances/genres/tilepaint.jsonl");
  int compared = 0;
  for (const auto& l : public_lines("tilepaint", "tilepaint", 100, 1000)) {
    Answer a = solve(*l.puzzle, Backend::both, limit_opts(2));
    EXPECT_EQ(a.count, 1) << l.url << " " << a.internal_error;
    EXPECT_EQ(a.internal_error, "") << l.url;
    if (++compared == 4) break;
  }
  EXPECT_EQ(compared, 4);
}

// The forms: the URL writes back; the typed rows print and read back; blocks inside the board
// (pzprjs' three wide forms) go out and come back.
TEST(Tilepaint, FormsReadBack) {
  expect_forms_read_back("https://puzz.link/p?tilepaint/5/5/chbjv1u4zk1103140011", "tilepaint");  // instances/tilepaint
  const std::string blocks = "tilepaint\n. 1 . 2 .\n1 a a 0\\1 b\n17 c 16\\. d d\n. e e 3\\20 f\n";
  auto b = parse_one(blocks);
  ASSERT_TRUE(b) << read_error(blocks, "tilepaint");
  const std::string burl = b->line(b->givens());
  auto b2 = parse_one(burl);
  ASSERT_TRUE(b2) << burl;
  EXPECT_EQ(b2->line(b2->givens()), burl);
  const auto& t = dynamic_cast<const Tilepaint&>(*b2);
  EXPECT_EQ(t.clues().down, (std::vector<int>{0, 0, 0, 0, 0, 16, 0, 0, 0, 0, 3, 0}));
  EXPECT_EQ(t.clues().right, (std::vector<int>{0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 20, 0}));
  EXPECT_EQ(t.clues().rows, (std::vector<int>{1, 17, -1}));
  EXPECT_EQ(t.tiles().size(), 6u);
  // Column 2: 1 above, 16 below the block; column 3: 0 and 3 from its blocks; column 4: 2;
  // row 1: 1 and the block's 1; row 2: 17 (its block has no right clue); row 3: the block's 20.
  EXPECT_EQ(t.runs().size(), 9u);
}

TEST(Tilepaint, BadInputIsNamed) {
  const std::string u = "https://puzz.link/p?tilepaint/5/5/chbjv1u4";
  EXPECT_EQ(error_of(u + "zk1103140011x"), "t:1: puzz.link URL: 'x' after the clues");
  EXPECT_EQ(error_of(u + "zk11031400"), "t:1: puzz.link URL: the clues end early");
  EXPECT_EQ(error_of(u + "zz"), "t:1: puzz.link URL: the cells run past their 25");
  EXPECT_EQ(error_of(u + "z"), "t:1: puzz.link URL: the cells end before the 25 cells");
  EXPECT_EQ(error_of(u + "zjG1103140011"), "t:1: puzz.link URL: unexpected 'G' in the cells");
  EXPECT_EQ(error_of("tilepaint\n. 1 2\n1 a a\n2 a\n"), "t:4: 2 tokens, expected 3 like line 2");
  EXPECT_EQ(error_of("tilepaint\n. 1 x\n1 a a\n"), "t:2: the column clues: 'x' is no clue (a number, '.' none)");
  EXPECT_EQ(error_of("tilepaint\n. 1 1\n1 a 7\n"),
            "t:3: column 2: '7' is no cell (a tile's letter, '#' shaded, or a block D\\R)");
  EXPECT_EQ(error_of("tilepaint\n. 1 1\n"), "t:1: a tilepaint block needs its clue line and a row of a cell at least");
  EXPECT_TRUE(looks_like_tilepaint("https://puzz.link/p?tilepaint/5/5/chbjv1u4zk1103140011\n"));
  EXPECT_FALSE(looks_like_tilepaint(". 1\n1 a\n"));
}

// explain: the steps reach the solution of small public puzzles.
TEST(Tilepaint, ExplainReachesTheSolution) {
  NEED_SHARED("instances/genres/tilepaint.jsonl");
  const auto names = explain_public("tilepaint", 100, 3);
  EXPECT_TRUE(names.count("full_or_empty_run") || names.count("clue_over_tiles")) << names.size();
}

// The independent checker names a shaded clue block and a clue at a block that counts wrong (a
// 1x3 strip: a block whose clue says 1 shaded cell to its right, then two one-cell tiles).
TEST(Tilepaint, CheckerNamesAShadedBlockAndABlockClue) {
  check::TilepaintBoard b;
  b.rows = 1, b.cols = 3;
  b.tile_of = {0, 1, 2};
  b.block = {1, 0, 0};
  b.down = {-1, -1, -1};
  b.right = {1, -1, -1};
  b.columns = {-1, -1, -1};
  b.row_clues = {-1};
  auto strip = [](std::vector<int> cells) {
    Grid g(1, 3);
    g.cells = std::move(cells);
    return g;
  };
  EXPECT_EQ(check::tilepaint(b, strip({1, 2, 1})), std::nullopt);
  EXPECT_EQ(check::tilepaint(b, strip({2, 2, 1})), "the clue block at row 1 column 1 is shaded");
  EXPECT_EQ(check::tilepaint(b, strip({1, 2, 2})), "the clue 1 at row 1 column 1 counts 2 shaded cells");
  EXPECT_EQ(check::tilepaint(b, strip({1, 3, 1})), "row 1 column 2 is neither shaded nor unshaded");
}

}  // namespace test_tilepaint
