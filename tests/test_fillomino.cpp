// Fillomino against facts computed elsewhere: the public puzzles and their published answers
// (../shared/instances/genres/fillomino.jsonl: janko.at's through puzzlekit-dataset, pzprjs'),
// fresh puzzles of Simon Tatham's Filling, and a brute force of its own over small grids
// through the independent checker.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <set>
#include <sstream>

#include "check/fillomino.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "number_genres.hpp"
#include "published.hpp"
#include "puzzles/fillomino/fillomino.hpp"
#include "solve/solve.hpp"
#include "text/lines.hpp"

namespace test_fillomino {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

// Every filling of a small grid with sizes 1..p.max_size() that the checker accepts: cells in
// row-major order, cutting a branch once an area of one value is larger than its value or closed
// (every neighbour decided and different) smaller than it.
class Brute {
 public:
  explicit Brute(const Fillomino& p) : p_(p), g_(p.rows(), p.cols()) {}
  int64_t count() {
    place(0);
    return count_;
  }

 private:
  // The area of value v around cell s among decided cells; `open`: it touches an undecided cell.
  int area(int s, bool& open) const {
    std::vector<int> seen(g_.cells.size(), 0), todo{s};
    seen[s] = 1;
    int size = 0;
    while (!todo.empty()) {
      const int i = todo.back();
      todo.pop_back();
      ++size;
      const int r = i / g_.cols, c = i % g_.cols;
      for (int j : {r > 0 ? i - g_.cols : -1, r + 1 < g_.rows ? i + g_.cols : -1, c > 0 ? i - 1 : -1,
                    c + 1 < g_.cols ? i + 1 : -1}) {
        if (j < 0 || seen[j]) continue;
        if (g_.cells[j] == 0) open = true;
        if (g_.cells[j] != g_.cells[s]) continue;
        seen[j] = 1;
        todo.push_back(j);
      }
    }
    return size;
  }
  bool fine(int i) const {
    const int r = i / g_.cols, c = i % g_.cols;
    for (int j : {i, r > 0 ? i - g_.cols : -1, c > 0 ? i - 1 : -1}) {
      if (j < 0) continue;
      bool open = false;
      const int size = area(j, open);
      if (size > g_.cells[j] || (!open && size < g_.cells[j])) return false;
    }
    return true;
  }
  void place(int i) {
    if (i == static_cast<int>(g_.cells.size())) {
      count_ += !check::fillomino(p_.rows(), p_.cols(), p_.numbers(), g_);
      return;
    }
    const int given = p_.numbers()[i];
    for (int v = given ? given : 1; v <= (given ? given : p_.max_size()); ++v) {
      g_.cells[i] = v;
      if (fine(i)) place(i + 1);
    }
    g_.cells[i] = 0;
  }

  const Fillomino& p_;
  Grid g_;
  int64_t count_ = 0;
};

std::string error_of(const std::string& text) { return read_error(text, "fillomino"); }

}  // namespace

// Every third public puzzle up to 100 cells (all with GRIDSAT_ALL_DATA=1; the larger ones take
// seconds each): each reads (--type auto), is unique (counted to 2), its solution is the
// published answer, and its URL reads back to the same puzzle.
TEST(Fillomino, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres/fillomino.jsonl");
  int index = 0;
  const int solved = expect_numbers_published("fillomino", [&](const Published& pub) {
    return all_data() || (pub.cells <= 100 && index++ % 3 == 0);
  });
  EXPECT_GE(solved, all_data() ? 200 : 18);
}

// Fresh puzzles of Simon Tatham's Filling (two sizes): unique, the checker accepts the answer,
// every region at most 9 cells (sgt's rule), the ID writes back.
TEST(Fillomino, FreshSgtFillingPuzzlesAreUnique) {
  if (std::system("test -x /usr/games/sgt-filling") != 0) GTEST_SKIP() << "sgt-filling is missing (sgt-puzzles)";
  int solved = 0;
  for (const char* size : {"5x5", "9x7"})
    for (const std::string& id : sgt_generate("filling", 3, size)) {
      auto p = read_as("fillomino", id);
      ASSERT_TRUE(p) << id;
      const Answer a = solve_limited(*p, Backend::sat, 2);
      ASSERT_EQ(a.count, 1) << id;
      EXPECT_EQ(p->check(a.solutions[0]), std::nullopt) << id;
      for (int v : a.solutions[0].cells) EXPECT_LE(v, 9) << id;
      EXPECT_EQ(p->line(p->givens()), id);
      ++solved;
    }
  EXPECT_EQ(solved, 6);
}

// The native search agrees with sat (Backend::both: the same count, the same solution, complete)
// on the public puzzles up to 49 cells (all of them with GRIDSAT_ALL_DATA=1: about a second each
// up to 100 cells on a loaded machine).
TEST(Fillomino, NativeAgreesWithSatOnPublicPuzzles) {
  NEED_SHARED("instances/genres/fillomino.jsonl");
  EXPECT_GE(expect_native_agrees_published("fillomino", (all_data() ? 100 : 49)), 10);
}

// A clue changed (one more, one fewer, removed, one added) in small grids (2x3 to 4x4, about half the cells numbered): gridsat's
// count (sat and native) equals the brute force over every filling with sizes up to the puzzle's bound.
TEST(Fillomino, AClueChangedCountsMatchBruteForce) {
  std::mt19937 rng(44);
  int compared = 0, several = 0, none = 0;
  for (auto [rows, cols] : {std::pair{2, 3}, std::pair{3, 3}, std::pair{3, 4}, std::pair{4, 4}}) {
    for (int round = 0; round < 2; ++round) {
      const int n = rows * cols;
      std::vector<int> numbers(n, 0);
      const int clues = n / 2 + static_cast<int>(rng() % 3);
      for (int k = 0; k < clues; ++k) numbers[rng() % n] = 1 + static_cast<int>(rng() % 5);
      for (int change = 0; change < 4; ++change) {
        std::vector<int> v = numbers;
        int cell = static_cast<int>(rng() % n);
        if (change < 3)
          while (!v[cell]) cell = (cell + 1) % n;
        v[cell] = change == 0 ? v[cell] + 1 : change == 1 ? std::max(1, v[cell] - 1) : change == 2 ? 0 : 1 + static_cast<int>(rng() % 4);
        const Fillomino p(rows, cols, v, FillominoForm::rows);
        const int64_t want = Brute(p).count();
        several += want > 1, none += want == 0;
        EXPECT_EQ(solve_limited(p, Backend::sat, 0).count, want) << p.line(p.givens());
        EXPECT_EQ(solve_limited(p, Backend::native, 0).count, want) << "native " << p.line(p.givens());
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 32);
  EXPECT_GT(several, 0);
  EXPECT_GT(none, 0);
}

TEST(Fillomino, FormsReadBack) {
  expect_numbers_read_back("https://puzz.link/p?fillomino/4/5/4g41g4h4g4h4i1g1", "fillomino");
  const std::string id = "6x6:2b6b3b62a23f52a45a5a62a2b3a";
  auto s = read_as("fillomino", id);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->line(s->givens()), id);
  EXPECT_EQ(dynamic_cast<const Fillomino&>(*s).max_size(), 9);
  auto r = cli("solve --type fillomino --format json", id + "\n");
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_NE(r.out.find("\"regions\":[[1,1,2,3,4,5],"), std::string::npos) << r.out;
}

TEST(Fillomino, BadInputIsNamed) {
  EXPECT_EQ(error_of("https://puzz.link/p?fillomino/3/3/1l5gg"), "t:1: puzz.link URL: 'g' after the 9 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?fillomino/3/3/a"), "t:1: the number 10 at row 1 column 1 is outside 1..9");
  EXPECT_EQ(error_of("https://puzz.link/p?fillomino/3/3/0"), "t:1: the number 0 at row 1 column 1 is below 1");
  EXPECT_EQ(error_of("https://puzz.link/p?fillomino/3/3/1l5g 1,1,1/2,2,2"),
            "t:1: after the puzzle: '1,1,1/2,2,2' is no solution (3 rows of 3 numbers, ',' between them, joined by '/')");
  EXPECT_EQ(error_of("3x3:1h!"), "t:1: filling game ID: unexpected '!' in the cells");
  EXPECT_EQ(error_of("3x3:1g"), "t:1: filling game ID: 8 cells, not 9");
  EXPECT_EQ(error_of("3x3:1i2"), "t:1: filling game ID: the cells run past 9 cells");
  EXPECT_EQ(error_of("fillomino\n1 . .\n. 2\n"), "t:3: row 2 has 2 cells, row 1 has 3");
  EXPECT_EQ(error_of("fillomino\n1 . y\n"), "t:2: column 3: 'y' is no cell (a number from 1, '.' empty)");
  EXPECT_EQ(error_of("fillomino\n1 . 7\n"), "t:1: the number 7 at row 1 column 3 is outside 1..3");
  EXPECT_EQ(error_of("1 . 7\n"),
            "t:1: expected a puzz.link fillomino URL, a Filling game ID or a 'fillomino' line before the rows");
  EXPECT_TRUE(looks_like_fillomino("# x\nhttps://puzz.link/p?fillomino/3/3/1l5g\n"));
  EXPECT_FALSE(looks_like_fillomino("https://puzz.link/p?nurikabe/3/3/1l5g\n"));
  auto r = cli("count --format json", "https://puzz.link/p?fillomino/3/3/a\nhttps://puzz.link/p?fillomino/4/5/4g41g4h4g4h4i1g1\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: the number 10 at row 1 column 1 is outside 1..9"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// explain reaches the solution of the smallest public puzzles; generate makes unique graded ones.
TEST(Fillomino, ExplainReachesSmallPublicPuzzles) {
  NEED_SHARED("instances/genres/fillomino.jsonl");
  EXPECT_GE(expect_published_explained("fillomino", 20, 1), 1);  // seconds each: the 4x5
}

TEST(Fillomino, GeneratesUniqueGradedPuzzles) { expect_generated_unique_graded("fillomino", 4); }

// The independent checker rejects each way a filling can break, naming it (a 1x3 strip:
// 1 | 2 2 with the 2 given).
TEST(Fillomino, CheckerNamesEachBrokenRule) {
  auto strip = [](std::vector<int> cells) {
    Grid g(1, 3);
    g.cells = std::move(cells);
    return g;
  };
  const std::vector<int> numbers{0, 2, 0};
  EXPECT_EQ(check::fillomino(1, 3, numbers, strip({1, 2, 2})), std::nullopt);
  EXPECT_EQ(check::fillomino(1, 3, numbers, Grid(3, 1)), "the grid is not 3x1");
  EXPECT_EQ(check::fillomino(1, 3, numbers, strip({0, 2, 2})), "row 1 column 1 holds no size");
  EXPECT_EQ(check::fillomino(1, 3, {0, 1, 0}, strip({1, 2, 2})), "the number 1 at row 1 column 2 became 2");
  EXPECT_EQ(check::fillomino(1, 3, numbers, strip({2, 2, 2})), "the region of 2s at row 1 column 1 has 3 cells");
}

// The generator's random partition: a Fillomino solution by the independent checker (regions
// of their size, no two of one size sharing an edge), no region above the bound, the same for
// the same seed, not all seeds alike.
TEST(Fillomino, RandomSizesArePartitionsWithinTheBound) {
  std::set<std::vector<int>> seen;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    const int rows = 2 + static_cast<int>(seed % 7), cols = 2 + static_cast<int>(seed * 5 % 9);
    const std::vector<int> sizes = random_fillomino_sizes(rows, cols, 9, seed);
    ASSERT_EQ(sizes.size(), static_cast<size_t>(rows * cols));
    Grid g(rows, cols);
    g.cells = sizes;
    EXPECT_EQ(check::fillomino(rows, cols, std::vector<int>(sizes.size(), 0), g), std::nullopt) << seed;
    EXPECT_LE(*std::max_element(sizes.begin(), sizes.end()), 9) << seed;
    EXPECT_EQ(random_fillomino_sizes(rows, cols, 9, seed), sizes) << seed;
    seen.insert(sizes);
  }
  EXPECT_GT(seen.size(), 25u);
}

// generate at 6x6: each puzzle unique by both backends, its solution passing the independent
// checker, the same seed making the same puzzles.
TEST(Fillomino, GenerateSixBySixUniqueByBothBackends) {
  const std::string args = "generate --type fillomino --size 6 --count 3 --seed 11 --format line";
  auto r = cli(args);
  ASSERT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(cli(args).out, r.out);
  int puzzles = 0;
  for (const auto& l : split_lines(r.out)) {
    if (l.text.empty() || l.text[0] == '#') continue;
    ++puzzles;
    auto p = read_as("fillomino", std::string(l.text));
    ASSERT_TRUE(p) << l.text;
    const Answer sat = solve_limited(*p, Backend::sat, 2), native = solve_limited(*p, Backend::native, 2);
    ASSERT_EQ(sat.count, 1) << l.text;
    EXPECT_EQ(native.count, 1) << l.text;
    ASSERT_FALSE(sat.solutions.empty());
    const auto& f = dynamic_cast<const Fillomino&>(*p);
    EXPECT_EQ(check::fillomino(6, 6, f.numbers(), sat.solutions[0]), std::nullopt) << l.text;
  }
  EXPECT_EQ(puzzles, 3) << r.out;
}

}  // namespace test_fillomino
