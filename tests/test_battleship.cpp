// Battleship against facts computed elsewhere: the public puzzles with their published answers
// (janko.at's and pzprjs' tests, ../shared/instances/genres/battleship.jsonl; pzpr 0.10.1 has
// no battleship, so the checker here is gridsat's own independent one), a brute force over
// every placement on small grids with a clue changed, pzprjs' fleet coding, and bad input.
#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <set>
#include <sstream>

#include "check/battleship.hpp"
#include "helpers.hpp"
#include "published.hpp"
#include "puzzles/battleship/battleship.hpp"
#include "solve/solve.hpp"

namespace test_battleship {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::unique_ptr<Puzzle> battleship(const std::string& text) { return read_as("battleship", text); }

// Every shading of the grid with as many ship cells as the fleet has, judged by the checker.
int64_t brute_count(const Battleship& p) {
  const int n = p.rows() * p.cols();
  int want = 0;
  for (int len : p.fleet()) want += len;
  Grid g(p.rows(), p.cols(), 1);
  int64_t count = 0;
  std::function<void(int, int)> go = [&](int from, int left) {
    if (left == 0) {
      count += !check::battleship(p.rows(), p.cols(), p.counts(), p.clues(), p.fleet(), g);
      return;
    }
    for (int i = from; i + left <= n; ++i) {
      g.cells[i] = 2;
      go(i + 1, left - 1);
      g.cells[i] = 1;
    }
  };
  go(0, want);
  return count;
}

}  // namespace

// The public puzzles: each read, unique, equal to its published answer and passing the
// checker; the first lines (the smallest and a spread of sizes) and a stride (all with
// GRIDSAT_ALL_DATA=1).
TEST(Battleship, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  EXPECT_EQ(published("battleship").size(), 200u);
  EXPECT_GT(expect_published_solved("battleship", Backend::sat,
                                    [](size_t i, const Published&) { return all_data() || i < 12 || i % 8 == 0; }),
            30);
}

// The small public puzzles: the native search agrees with sat (Backend::both cross-checks).
TEST(Battleship, NativeAgreesWithSatOnSmallPublicPuzzles) {
  NEED_SHARED("instances/genres");
  EXPECT_GT(expect_published_solved("battleship", Backend::both, [](size_t i, const Published& p) { return p.cells <= 64 && i < 40; }), 3);
}

// The typed form print_grid writes (each clue cell by its sign: ~ water, ^ v < > ends, + middle,
// o a single ship, # a ship cell) reads back as the same puzzle, for every public puzzle that
// has clue cells.
TEST(Battleship, PrintedGridReadsBackWithItsClueCells) {
  NEED_SHARED("instances/genres");
  int with_clues = 0;
  std::set<int> kinds;
  for (const Published& pub : published("battleship")) {
    auto p = battleship(pub.url);
    ASSERT_TRUE(p) << pub.url;
    const auto& b = static_cast<const Battleship&>(*p);
    if (std::all_of(b.clues().begin(), b.clues().end(), [](int c) { return c == Battleship::kOpen; })) continue;
    for (int c : b.clues()) kinds.insert(c);
    std::ostringstream out;
    p->print_grid(out, p->givens());
    auto back = battleship("battleship\n" + out.str());
    ASSERT_TRUE(back) << out.str();
    const auto& t = static_cast<const Battleship&>(*back);
    EXPECT_EQ(t.clues(), b.clues()) << pub.url << "\n" << out.str();
    EXPECT_EQ(t.counts(), b.counts()) << pub.url;
    ++with_clues;
  }
  EXPECT_GT(with_clues, 10);
  EXPECT_GE(kinds.size(), 5u);  // several kinds of clue cell, kOpen among them
}

// "A clue changed": the 5x5 sample with each count in turn removed, then each raised by one,
// and random given cells: sat and native count like the brute force through the checker.
TEST(Battleship, AClueChangedIsCountedLikeBruteForce) {
  auto base = battleship(slurp(source("instances/battleship/sample.txt")));
  ASSERT_TRUE(base);
  const auto& b = static_cast<const Battleship&>(*base);
  EXPECT_EQ(brute_count(b), 1);
  std::vector<Battleship> variants;
  for (size_t k = 0; k < b.counts().size(); ++k) {
    auto counts = b.counts();
    counts[k] = Battleship::kNoCount;
    variants.emplace_back(b.rows(), b.cols(), counts, b.clues(), b.fleet());
  }
  std::mt19937 rng(43);
  for (int t = 0; t < 8; ++t) {
    auto counts = b.counts();
    auto clues = b.clues();
    for (int& v : counts) v = rng() % 3 ? Battleship::kNoCount : v;
    clues[rng() % clues.size()] = static_cast<int>(rng() % 8) - 1;  // open, water or a segment
    variants.emplace_back(b.rows(), b.cols(), counts, clues, b.fleet());
  }
  for (const auto& v : variants) {
    const int64_t want = brute_count(v);
    EXPECT_EQ(solve_limited(v, Backend::sat, 0).count, want) << v.line(v.givens());
    EXPECT_EQ(solve_limited(v, Backend::native, 0).count, want) << v.line(v.givens()) << " native";
  }
}

// pzprjs' coding: the frame's counts and the cells in number16, then the fleet, a preset letter
// or a list of pieces; gridsat writes the preset where the fleet is one, and the typed form
// reads back to the same puzzle.
TEST(Battleship, UrlAndTypedFormAgree) {
  auto p = battleship(slurp(source("instances/battleship/sample.txt")));
  ASSERT_TRUE(p);
  const std::string url = p->line(p->givens());
  auto u = battleship(url);
  ASSERT_TRUE(u) << url;
  EXPECT_TRUE(looks_like_battleship(url));
  const auto& a = static_cast<const Battleship&>(*p);
  const auto& b = static_cast<const Battleship&>(*u);
  EXPECT_EQ(a.counts(), b.counts());
  EXPECT_EQ(a.clues(), b.clues());
  auto sorted = a.fleet();
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(b.fleet(), sorted);
  std::ostringstream out;
  p->print_grid(out, p->givens());
  auto t = battleship("battleship\n" + out.str());
  ASSERT_TRUE(t) << out.str();
  EXPECT_EQ(t->line(t->givens()), url);
  // The fleet as pieces: a 1x1, a 1x3 standing up, a 2x1: lengths 1, 3, 2.
  auto q = battleship("https://puzz.link/p?battleship/3/3/lo/3/11g/13s/21o");
  ASSERT_TRUE(q);
  EXPECT_EQ(static_cast<const Battleship&>(*q).fleet(), (std::vector<int>{1, 3, 2}));
  auto c = battleship("https://puzz.link/p?battleship/6/6/rzv//c");
  ASSERT_TRUE(c);
  EXPECT_EQ(static_cast<const Battleship&>(*c).fleet(), (std::vector<int>{1, 1, 1, 2, 2, 3}));
  EXPECT_EQ(c->line(c->givens()).substr(c->line(c->givens()).rfind('/')), "/c");
}

TEST(Battleship, BadInputNamesLineAndProblem) {
  const auto err = [](const std::string& t) { return read_error(t, "battleship"); };
  EXPECT_NE(err("https://puzz.link/p?battleship/3/3/lo//x").find("none of pzprjs' ship fleets"), std::string::npos);
  EXPECT_NE(err("https://puzz.link/p?battleship/3/3/lo/2/11g").find("expected the fleet"), std::string::npos);
  EXPECT_NE(err("https://puzz.link/p?battleship/3/3/lo/1/23bg").find("no straight ship"), std::string::npos);
  EXPECT_NE(err("https://puzz.link/p?battleship/3/3/9ko//c").find("the count 9 of column 1 is outside 0..3"),
            std::string::npos);
  EXPECT_NE(err("https://puzz.link/p?battleship/3/3/l8n//c").find("outside 0..6"), std::string::npos);
  EXPECT_NE(err("https://puzz.link/p?battleship/3/3/l!//c").find("unexpected '!'"), std::string::npos);
  EXPECT_NE(err("https://puzz.link/p?battleship/3/3").find("expected battleship/COLS/ROWS"), std::string::npos);
  EXPECT_NE(err("battleship\n.. 1\n.x 0\n1 0\nfleet 1\n").find("t:3: row 2: 'x' is not a cell"), std::string::npos);
  EXPECT_NE(err("battleship\n.. 1\n... 0\n1 0\nfleet 1\n").find("row 2 has 3 cells"), std::string::npos);
  EXPECT_NE(err("battleship\n.. 1\n.. 0\n1 5\nfleet 1\n").find("the count 5 of column 2 is outside 0..2"),
            std::string::npos);
  EXPECT_NE(err("battleship\n.. 1\n.. 0\n1 0\nships 1\n").find("expected 'fleet'"), std::string::npos);
  auto r = cli("solve --type battleship --format line", "https://puzz.link/p?battleship/3/3/l!//c\n");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("<stdin>:1:"), std::string::npos) << r.err;
}

// explain reaches the solution of the smallest public puzzles, naming the catalogue's steps.
TEST(Battleship, ExplainReachesTheSolution) {
  NEED_SHARED("instances/genres");
  EXPECT_EQ(expect_published_explained("battleship", 64, 3), 3);
}

}  // namespace test_battleship
