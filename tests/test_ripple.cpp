// Ripple Effect against facts computed elsewhere: the public puzzles and their published
// answers (../shared/instances/genres/ripple.jsonl: janko.at's Hakyuu through
// puzzlekit-dataset, pzprjs'), and a brute force of its own over small grids through the
// independent checker.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <sstream>

#include "check/ripple.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "number_genres.hpp"
#include "published.hpp"
#include "puzzles/ripple/ripple.hpp"
#include "solve/solve.hpp"

namespace test_ripple {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

// Every filling of the cells with 1..their room's size that the checker accepts (a branch is
// cut once a room holds a digit twice).
int64_t brute_force(const Ripple& p) {
  const int n = p.rows() * p.cols();
  Grid g(p.rows(), p.cols());
  int64_t count = 0;
  std::function<void(int)> place = [&](int i) {
    if (i == n) {
      count += !check::ripple(p.rows(), p.cols(), p.rooms().room_of, p.numbers(), g);
      return;
    }
    const int given = p.numbers()[i];
    for (int v = given ? given : 1; v <= (given ? given : p.room_size(i)); ++v) {
      bool twice = false;
      for (int j = 0; j < i; ++j) twice = twice || (g.cells[j] == v && p.rooms().room_of[j] == p.rooms().room_of[i]);
      if (twice) continue;
      g.cells[i] = v;
      place(i + 1);
    }
    g.cells[i] = 0;
  };
  place(0);
  return count;
}

// Random rooms of 1..4 cells on a rows x cols board.
Rooms random_rooms(int rows, int cols, std::mt19937& rng) {
  std::vector<int> label(rows * cols);
  for (int i = 0; i < rows * cols; ++i) label[i] = i;
  for (int t = 0; t < 4 * rows * cols; ++t) {
    const int i = static_cast<int>(rng() % (rows * cols));
    const int j = rng() % 2 ? (i % cols + 1 < cols ? i + 1 : -1) : (i + cols < rows * cols ? i + cols : -1);
    if (j < 0 || label[i] == label[j]) continue;
    const int a = label[i], b = label[j];
    if (std::count(label.begin(), label.end(), a) + std::count(label.begin(), label.end(), b) > 4) continue;
    for (int& l : label)
      if (l == b) l = a;
  }
  return rooms_from_labels(rows, cols, label);
}

std::string error_of(const std::string& text) { return read_error(text, "ripple"); }

}  // namespace

// The public puzzles up to 10x10 and every fourth larger one (all with GRIDSAT_ALL_DATA=1): each
// reads (--type auto), is unique (counted to 2), its solution is the published answer, and its
// URL reads back to the same puzzle.
TEST(Ripple, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres/ripple.jsonl");
  int index = 0;
  const int solved = expect_numbers_published("ripple", [&](const Published& pub) {
    return all_data() || pub.cells <= 100 || index++ % 4 == 0;
  });
  EXPECT_GE(solved, all_data() ? 200 : 100);
}

// A clue changed (one more, one fewer, removed, one added) in small grids (3x3 to 4x5): gridsat's
// count equals the brute force over every filling.
TEST(Ripple, AClueChangedCountsMatchBruteForce) {
  std::mt19937 rng(44);
  int compared = 0, several = 0, none = 0;
  for (auto [rows, cols] : {std::pair{3, 3}, std::pair{3, 4}, std::pair{4, 4}, std::pair{4, 5}}) {
    for (int round = 0; round < 3; ++round) {
      const Rooms rooms = random_rooms(rows, cols, rng);
      const int n = rows * cols;
      const auto size = [&](int i) { return static_cast<int>(rooms.cells[rooms.room_of[i]].size()); };
      std::vector<int> numbers(n, 0);
      for (int k = 0; k < 3; ++k) {
        const int i = static_cast<int>(rng() % n);
        numbers[i] = 1 + static_cast<int>(rng() % size(i));
      }
      for (int change = 0; change < 4; ++change) {
        std::vector<int> v = numbers;
        int cell = static_cast<int>(rng() % n);
        if (change < 3)
          while (!v[cell]) cell = (cell + 1) % n;
        v[cell] = change == 0 ? std::min(size(cell), v[cell] + 1) : change == 1 ? std::max(1, v[cell] - 1)
                : change == 2 ? 0 : 1 + static_cast<int>(rng() % size(cell));
        const Ripple p(rooms, v, RippleForm::rows);
        const int64_t want = brute_force(p);
        several += want > 1, none += want == 0;
        EXPECT_EQ(solve_limited(p, Backend::sat, 0).count, want) << p.line(p.givens());
        EXPECT_EQ(solve_limited(p, Backend::native, 0).count, want) << "native " << p.line(p.givens());
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 48);
  EXPECT_GT(several, 0);
  EXPECT_GT(none, 0);
}

TEST(Ripple, FormsReadBack) {
  const std::string url = "https://puzz.link/p?ripple/4/4/9n8rigk14h32k";
  expect_numbers_read_back(url, "ripple");
  auto p = parse_one(url);
  const Answer a = solve_limited(*p, Backend::sat, 1);
  std::ostringstream solution;
  p->print_grid(solution, a.solutions[0]);
  auto full = parse_one("ripple\n" + solution.str());  // the solution's rows: every digit given
  ASSERT_TRUE(full) << solution.str();
  EXPECT_EQ(full->givens(), a.solutions[0]);
}

TEST(Ripple, BadInputIsNamed) {
  EXPECT_EQ(error_of("https://puzz.link/p?ripple/4/4/9n8rigk14h32k3"),
            "t:1: puzz.link URL: '3' after the 16 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?ripple/4/4/9n8rigk54h32k"),
            "t:1: the digit 5 at row 2 column 2 is outside 1..2 (its room's cells)");
  EXPECT_EQ(error_of("https://puzz.link/p?ripple/4/4/9n8rig 1,2/3,4"),
            "t:1: after the puzzle: '1,2/3,4' is no solution (4 rows of 4 numbers, ',' between them, joined by '/')");
  EXPECT_EQ(error_of("ripple\na1 a b\nc c\n"), "t:3: 2 cells, expected 3 like line 2");
  EXPECT_EQ(error_of("ripple\na1 a !\n"), "t:2: column 3: '!' is no cell (a room letter, a number, '#' shaded)");
  EXPECT_EQ(error_of("ripple\na3 a b\n"), "t:1: the digit 3 at row 1 column 1 is outside 1..2 (its room's cells)");
  EXPECT_TRUE(looks_like_ripple("# x\nhttps://puzz.link/p?ripple/4/4/9n8rigk14h32k\n"));
  EXPECT_FALSE(looks_like_ripple("https://puzz.link/p?nurikabe/3/3/1l5g\n"));
  auto r = cli("count --format json", "https://puzz.link/p?ripple/4/4/9n8rigk54h32k\nhttps://puzz.link/p?ripple/4/4/9n8rigk14h32k\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: the digit 5 at row 2 column 2"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// The native search agrees with sat (Backend::both: the same count, the same solution, complete)
// on the public puzzles up to 100 cells.
TEST(Ripple, NativeAgreesWithSatOnPublicPuzzles) {
  NEED_SHARED("instances/genres/ripple.jsonl");
  EXPECT_GE(expect_native_agrees_published("ripple", 100), 10);
}

// explain reaches the solution of small public puzzles; generate makes unique graded ones.
TEST(Ripple, ExplainReachesSmallPublicPuzzles) {
  NEED_SHARED("instances/genres/ripple.jsonl");
  EXPECT_GE(expect_published_explained("ripple", 36, 4), 4);
}

TEST(Ripple, GeneratesUniqueGradedPuzzles) { expect_generated_unique_graded("ripple", 6); }

// The independent checker rejects each way a filling can break, naming it (a 1x2 room: 1 2).
TEST(Ripple, CheckerNamesEachBrokenRule) {
  auto strip = [](std::vector<int> cells) {
    Grid g(1, 2);
    g.cells = std::move(cells);
    return g;
  };
  const std::vector<int> room{0, 0}, none{0, 0};
  EXPECT_EQ(check::ripple(1, 2, room, none, strip({1, 2})), std::nullopt);
  EXPECT_EQ(check::ripple(1, 2, room, none, Grid(2, 1)), "the grid is not 2x1");
  EXPECT_EQ(check::ripple(1, 2, room, {2, 0}, strip({1, 2})), "the digit 2 at row 1 column 1 became 1");
  EXPECT_EQ(check::ripple(1, 2, room, none, strip({3, 1})), "row 1 column 1 holds 3, outside 1..2 of its room");
  EXPECT_EQ(check::ripple(1, 2, room, none, strip({2, 2})), "the room of row 1 column 2 holds 2 twice");
}

}  // namespace test_ripple
