// Futoshiki against published answers: the CSP notebook's example, janko.at's 371 puzzles
// (SOLUTIONS.txt), bkoelman's puzzles with their own solutions, and live unequal IDs.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <sstream>

#include "check/futoshiki.hpp"
#include "helpers.hpp"
#include "puzzles/futoshiki/futoshiki.hpp"
#include "puzzles/futoshiki/options.hpp"
#include "solve/solve.hpp"

namespace test_futoshiki {

using namespace gridsat;
using namespace gridsat::test;

namespace {

const char* kNotebook =
    "0   0   0   0 > 0\n"
    "                 \n"
    "0 < 0   0   0   0\n"
    "                 \n"
    "0 < 0   0   0   0\n"
    "            \xe2\x88\xa8    \n"
    "2   0   0   0   3\n"
    "        \xe2\x88\xa7       \xe2\x88\xa7\n"
    "0   0 > 0   0   0\n";

SolveOptions opts(int64_t limit, Inequality ineq = Inequality::order, Simplify s = Simplify::locked) {
  SolveOptions o;
  o.limit = limit;
  kInequalityOption.set(o.encode.choices, ineq);
  o.encode.simplify = s;
  return o;
}

std::string digits(const Grid& g) {
  std::string s;
  for (int v : g.cells) s += std::to_string(v);
  return s;
}

std::vector<Backend> backends() { return {Backend::sat, Backend::native, Backend::both}; }

}  // namespace

TEST(Futoshiki, NotebookExampleHasItsPublishedSolution) {
  auto p = parse_one(kNotebook);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->family(), "futoshiki");
  for (Inequality ineq : {Inequality::order, Inequality::support})
    for (Simplify s : {Simplify::none, Simplify::givens, Simplify::locked})
      for (Backend b : backends()) {
        Answer a = solve(*p, b, opts(2, ineq, s));
        ASSERT_EQ(a.count, 1) << to_string(ineq) << " " << to_string(s) << " " << to_string(b) << a.internal_error;
        EXPECT_TRUE(a.complete);
        EXPECT_EQ(digits(a.solutions[0]), "5143234521123542514343215");
      }
  // The grid output reads back as the same puzzle.
  std::ostringstream out;
  p->print_grid(out, p->givens());
  auto again = parse_one(out.str());
  ASSERT_TRUE(again) << out.str();
  EXPECT_EQ(again->givens(), p->givens());
  EXPECT_EQ(dynamic_cast<Futoshiki&>(*again).relations().size(), dynamic_cast<Futoshiki&>(*p).relations().size());
}

TEST(Futoshiki, AllJankoPuzzlesMatchSolutionsTxt) {
  NEED_SHARED("instances/futoshiki/janko");
  std::map<std::string, std::string> expected;
  for (const auto& l : lines_of(shared("instances/futoshiki/janko/SOLUTIONS.txt"))) {
    if (l[0] == '#') continue;
    std::istringstream in(l);
    std::string file, n, sol;
    in >> file >> n >> sol;
    expected[file] = sol;
  }
  ASSERT_EQ(expected.size(), 371u);
  for (const auto& [file, sol] : expected) {
    auto recs = read_puzzles(slurp(shared("instances/futoshiki/janko/" + file)), file, {});
    ASSERT_EQ(recs.size(), 1u) << file;
    ASSERT_TRUE(recs[0].puzzle) << recs[0].error;
    Answer a = solve(*recs[0].puzzle, Backend::both, opts(2));
    ASSERT_EQ(a.count, 1) << file << " " << a.internal_error;
    EXPECT_TRUE(a.complete) << file;
    EXPECT_EQ(digits(a.solutions[0]), sol) << file;
  }
}

TEST(Futoshiki, BkoelmanPuzzlesMatchTheirSolutions) {
  NEED_SHARED("instances/futoshiki/bkoelman");
  for (const char* f :
       {"Easy_04x04_Puzzle0001", "Easy_09x09_Puzzle0001", "Extreme_04x04_Puzzle0001", "Extreme_05x05_Puzzle0001",
        "Extreme_06x06_Puzzle0001", "Extreme_07x07_Puzzle0001", "Extreme_08x08_Puzzle0001", "Extreme_09x09_Puzzle0001",
        "Extreme_09x09_Puzzle0002", "Extreme_09x09_Puzzle0003", "Extreme_09x09_Puzzle0004", "Extreme_09x09_Puzzle0005",
        "Extreme_09x09_Puzzle0006"}) {
    const std::string text = slurp(shared(std::string("instances/futoshiki/bkoelman/") + f + ".txt"));
    auto p = parse_one(text);
    ASSERT_TRUE(p) << f;
    // The second half of the line is the solution grid: cells at even rows and columns.
    const std::string sol = text.substr(text.size() / 2);
    const int side = static_cast<int>(std::lround(std::sqrt(static_cast<double>(sol.size()))));
    std::string want;
    for (int y = 0; y < side; y += 2)
      for (int x = 0; x < side; x += 2) want += sol[static_cast<size_t>(y) * side + x];
    for (Inequality ineq : {Inequality::order, Inequality::support}) {
      Answer a = solve(*p, Backend::both, opts(2, ineq));
      ASSERT_EQ(a.count, 1) << f << a.internal_error;
      EXPECT_EQ(digits(a.solutions[0]), want) << f;
    }
  }
}

TEST(Futoshiki, GeneratedUnequalIdsAreUnique) {
  if (std::system("test -x /usr/games/sgt-unequal") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  for (int n : {4, 5, 6, 7}) {
    const std::string file = ::testing::TempDir() + "unequal_" + std::to_string(n) + ".txt";
    ASSERT_EQ(std::system(("/usr/games/sgt-unequal --generate 3 " + std::to_string(n) + " > " + file).c_str()), 0);
    auto recs = read_puzzles(slurp(file), file, {});
    ASSERT_EQ(recs.size(), 3u);
    for (auto& rec : recs) {
      ASSERT_TRUE(rec.puzzle) << rec.error;
      Answer a = solve(*rec.puzzle, Backend::both, opts(2));
      EXPECT_EQ(a.count, 1) << rec.puzzle->line(rec.puzzle->givens()) << a.internal_error;
      // The line form is an unequal ID again, and reads back to the solved grid.
      ASSERT_FALSE(a.solutions.empty());
      auto back = parse_one(rec.puzzle->line(a.solutions[0]));
      ASSERT_TRUE(back);
      EXPECT_EQ(back->givens(), a.solutions[0]);
    }
  }
}

TEST(Futoshiki, NoSignsIsALatinSquare) {
  ReadOptions fut;
  fut.type = "futoshiki";
  auto p = parse_one("0 0 0\n\n0 0 0\n\n0 0 0\n", fut);
  ASSERT_TRUE(p);
  for (Backend b : backends()) EXPECT_EQ(solve(*p, b, opts(0)).count, 12) << to_string(b);
}

TEST(Futoshiki, BadInputIsNamed) {
  auto err = [](const std::string& text) {
    ReadOptions fut;
    fut.type = "futoshiki";
    auto recs = read_puzzles(text, "f", fut);
    return !recs.empty() && !recs[0].puzzle ? recs[0].error : std::string("parsed");
  };
  EXPECT_EQ(err("0   0   0\n      v\n0   0   0\n\n0   0   0\n"),
            "f:2: column 7: 'v' is not under a cell (misaligned sign)");
  EXPECT_EQ(err("0   0   0 <\n\n0   0   0\n\n0   0   0\n"), "f:1: '<' after the last cell: a sign off the grid");
  EXPECT_EQ(err("0   0   0\n\n0   0   0\n\n0   0   0\n^\n"), "f:6: signs below the last row: a sign off the grid");
  EXPECT_EQ(err("0   0   4\n\n0   0   0\n\n0   0   0\n"), "f:1: value 4 is above 3");
  EXPECT_EQ(err("0   0\n\n0   0   0\n"), "f:3: 3 cells, expected 2 like line 1");
  EXPECT_EQ(err("3:0R,0L,0,0,0,0,0,0,0,"),
            "f:1: cell 2: contradictory flags (greater and smaller than the same neighbour)");
  EXPECT_EQ(err("3:0U,0,0,0,0,0,0,0,0,"), "f:1: cell 1: flag 'U' points off the grid");
  EXPECT_EQ(err("3:4,0,0,0,0,0,0,0,0,"), "f:1: cell 1: expected a value 0..3");
  EXPECT_EQ(err("4a:0R,0L,0,0,0D,4,0RD,0DL,0UR,0L,0UR,0UL,0R,0L,0R,0L,"),
            "f:1: unequal Adjacent-mode IDs ('4a:') are not supported, only '<'-mode IDs");
  EXPECT_EQ(err("2\n-1 -1\n-1 -1\n1\n0>3\n"), "f:5: cells 0 and 3 are not neighbours");
  // Found by fuzz_read_futoshiki: a cell token was read up to its first '.', so the 16 cells
  // of "1..........3...." were silently one cell holding 1 (a 1x1 puzzle).
  EXPECT_EQ(err("1..........3...."), "f:1: column 1: '1..........3....' is not a value");
  EXPECT_EQ(err("1.   2\n\n2    1\n"), "f:1: column 1: '1.' is not a value");
}

// The independent checker names a sign the square breaks (1 2 / 2 1 with r1c2 < r1c1).
TEST(Futoshiki, CheckerNamesABrokenSign) {
  Grid s(2, 2);
  s.cells = {1, 2, 2, 1};
  EXPECT_EQ(check::futoshiki(Grid(2, 2), {{0, 1}}, s), std::nullopt);
  EXPECT_EQ(check::futoshiki(Grid(2, 2), {{1, 0}}, s), "row 1 column 2 holds 2, not less than 1 at row 1 column 1");
}

}  // namespace test_futoshiki
