// Nurikabe against facts computed elsewhere: the public puzzles and their published answers
// (../shared/instances/genres/nurikabe.jsonl: janko.at's through puzzlekit-dataset, pzprjs'),
// and brute force through the independent checker over every shading of small grids.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <sstream>

#include "check/nurikabe.hpp"
#include "deduce/deduce.hpp"
#include "encoders/connected.hpp"
#include "helpers.hpp"
#include "puzzles/nurikabe/nurikabe.hpp"
#include "shading_helpers.hpp"
#include "solve/solve.hpp"

namespace test_nurikabe {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

// Every shading of a small grid that the rules accept (check::nurikabe decides); numbered
// cells stay white (any other shading breaks the rules).
int64_t brute_force(const Nurikabe& p) {
  std::vector<int> open;
  for (int i = 0; i < p.rows() * p.cols(); ++i)
    if (!p.numbers()[i]) open.push_back(i);
  Grid g(p.rows(), p.cols(), 1);
  int64_t count = 0;
  for (uint32_t mask = 0; mask < (1u << open.size()); ++mask) {
    for (size_t k = 0; k < open.size(); ++k) g.cells[open[k]] = (mask >> k & 1) ? 2 : 1;
    count += !check::nurikabe(p.rows(), p.cols(), p.numbers(), g);
  }
  return count;
}

std::string error_of(const std::string& text) { return read_error(text, "nurikabe"); }

}  // namespace

// The public puzzles up to 12x12 and every eighth larger one (all with GRIDSAT_ALL_DATA=1): each
// reads (--type auto), is unique (counted to 2), its solution is the published answer, and
// its URL reads back to the same puzzle.
TEST(Nurikabe, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres/nurikabe.jsonl");
  int solved = 0, index = 0;
  for (const PublicShading& pub : public_shadings("nurikabe", 2, 1)) {
    if (!all_data() && pub.answer.size() > 144 && index++ % 8 != 0) continue;
    if (!all_data() && pub.answer.size() > 900) continue;  // the largest: tools/bench, GRIDSAT_ALL_DATA
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p) << pub.url;
    ASSERT_EQ(p->family(), "nurikabe");
    const Answer a = solve(*p, Backend::sat, shading_opts(2));
    ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
    EXPECT_EQ(a.solutions[0], pub.answer) << pub.url;
    EXPECT_EQ(p->check(pub.answer), std::nullopt) << pub.url;
    auto back = parse_one(find_family("nurikabe")->reader.url(*p));
    ASSERT_TRUE(back);
    EXPECT_EQ(dynamic_cast<const Nurikabe&>(*back).numbers(), dynamic_cast<const Nurikabe&>(*p).numbers());
    ++solved;
  }
  EXPECT_GT(solved, 50);
}

// The native search agrees with sat (Backend::both: same count, same solution) on the public
// puzzles up to 7x7, with both connectivity encodings.
TEST(Nurikabe, NativeAgreesWithSatOnSmallPublicPuzzles) {
  NEED_SHARED("instances/genres/nurikabe.jsonl");
  int compared = 0;
  for (const PublicShading& pub : public_shadings("nurikabe", 2, 1)) {
    if (pub.answer.size() > 49) continue;
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p);
    for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
      const Answer a = solve(*p, Backend::both, shading_opts(0, c));
      ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
      EXPECT_TRUE(a.complete);
      EXPECT_EQ(a.solutions[0], pub.answer) << pub.url;
    }
    ++compared;
  }
  EXPECT_GE(compared, 15);
}

// A clue changed (one more, one fewer, removed, '?') in small grids (3x3 to 4x5): gridsat's
// count (sat lazy and eager, native) equals brute force over every shading.
TEST(Nurikabe, ACluesChangedCountsMatchBruteForce) {
  std::mt19937 rng(43);
  int compared = 0, several = 0, none = 0;
  for (auto [rows, cols] : {std::pair{3, 3}, std::pair{3, 4}, std::pair{4, 4}, std::pair{4, 5}}) {
    for (int round = 0; round < (rows * cols < 16 ? 4 : rows * cols == 16 ? 3 : 1); ++round) {
      const int n = rows * cols;
      std::vector<int> numbers(n, 0);
      const int clues = 2 + static_cast<int>(rng() % 3);
      for (int k = 0; k < clues; ++k) numbers[rng() % n] = 1 + static_cast<int>(rng() % 5);
      for (int change = 0; change < 4; ++change) {
        std::vector<int> v = numbers;
        int cell = static_cast<int>(rng() % n);
        while (!v[cell]) cell = (cell + 1) % n;
        v[cell] = change == 0 ? v[cell] + 1 : change == 1 ? std::max(1, v[cell] - 1) : change == 2 ? 0 : Nurikabe::kAny;
        const Nurikabe p(rows, cols, v, NurikabeForm::rows);
        const int64_t want = brute_force(p);
        several += want > 1, none += want == 0;
        expect_counts(p, want);
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 48);
  EXPECT_GT(several, 0);
  EXPECT_GT(none, 0);
}

TEST(Nurikabe, FormsReadBack) {
  expect_shading_forms_read_back("https://puzz.link/p?nurikabe/5/5/4o3i2o3", "nurikabe");
  auto q = parse_one("nurikabe\n? . .\n. . 2\n");  // --type auto knows the header; '?' a number
  ASSERT_TRUE(q);
  EXPECT_EQ(q->line(q->givens()), "https://puzz.link/p?nurikabe/3/2/.j2");
}

TEST(Nurikabe, BadInputIsNamed) {
  EXPECT_EQ(error_of("https://puzz.link/p?nurikabe/3/3/1l5gg"), "t:1: puzz.link URL: 'g' after the 9 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?nurikabe/3/3/1l5!"), "t:1: puzz.link URL: unexpected '!' in the cells");
  EXPECT_EQ(error_of("https://puzz.link/p?nurikabe/3/3/a"), "t:1: the number 10 at row 1 column 1 is outside 1..9");
  EXPECT_EQ(error_of("https://puzz.link/p?nurikabe/3/3/0"), "t:1: the number 0 at row 1 column 1 is below 1");
  EXPECT_EQ(error_of("https://puzz.link/p?nurikabe/3"), "t:1: puzz.link URL: expected nurikabe/COLS/ROWS/DATA");
  EXPECT_EQ(error_of("https://puzz.link/p?nurikabe/3/3/1l5g 010/110"),
            "t:1: after the URL: '010/110' is no shading (3 rows of 3 0/1 joined by '/')");
  EXPECT_EQ(error_of("nurikabe\n1 . .\n. 2\n"), "t:3: row 2 has 2 cells, row 1 has 3");
  EXPECT_EQ(error_of("nurikabe\n1 . y\n"), "t:2: column 3: 'y' is no cell (a number, '?', '.' empty, 'x' shaded)");
  EXPECT_EQ(error_of("nurikabe\n1 . 0\n"), "t:2: the number 0 in column 3 is below 1");
  EXPECT_EQ(error_of("nurikabe\n1 . 7\n"), "t:1: the number 7 at row 1 column 3 is outside 1..3");
  EXPECT_EQ(error_of("1 . 7\n"), "t:1: expected a puzz.link nurikabe URL or a 'nurikabe' line before the rows");
  EXPECT_TRUE(looks_like_nurikabe("# x\nhttps://puzz.link/p?nurikabe/3/3/1l5g\n"));
  EXPECT_FALSE(looks_like_nurikabe("https://puzz.link/p?hitori/3/3/123231312\n"));
  // The rest of a batch is answered.
  auto r = cli("count --format json", "https://puzz.link/p?nurikabe/3/3/a\nhttps://puzz.link/p?nurikabe/3/3/1l5g\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: the number 10 at row 1 column 1 is outside 1..9"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// explain reaches the solution of small public puzzles, with the catalogue's names.
TEST(Nurikabe, ExplainReachesSmallPublicPuzzles) {
  NEED_SHARED("instances/genres/nurikabe.jsonl");
  std::set<std::string> names;
  int explained = 0;
  for (const PublicShading& pub : public_shadings("nurikabe", 2, 1)) {
    if (pub.answer.size() > 25) continue;
    auto p = parse_one(pub.url);
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    EXPECT_EQ(path.end, deduce::End::solved) << pub.url;
    for (const auto& s : path.steps) names.insert(s.rule);
    ++explained;
  }
  EXPECT_GE(explained, 5);
  EXPECT_TRUE(names.count("island_size")) << names.size();
}

// generate's repair (nurikabe_repair), on layouts whose numbers leave a second solution: each
// repair keeps the contract the engine relies on, judged by the independent checker (the
// changed full solution solves the new puzzle, the other solution does not, one cell changed),
// and repairs repeated as generate repeats them end in a puzzle both backends count unique.
TEST(Nurikabe, RepairBreaksTheOtherSolutionAndKeepsTheFull) {
  int repaired = 0, made_unique = 0;
  for (uint64_t seed = 1; seed <= 40 && repaired < 6; ++seed) {
    const auto blank = nurikabe_layout(6, ReadOptions{}, seed);
    Answer a = solve(*blank, Backend::sat, shading_opts(2));
    ASSERT_GE(a.count, 1) << seed;
    if (a.count < 2) continue;
    Grid full = a.solutions[0], other = a.solutions[1];
    std::unique_ptr<Puzzle> p = nurikabe_dress(*blank, full, seed);
    for (int round = 0; round < 100 && a.count == 2; ++round) {
      const Grid before = full;
      std::unique_ptr<Puzzle> q = nurikabe_repair(*p, full, other, seed * 100 + static_cast<uint64_t>(round));
      if (!q) break;  // no change found: generate draws another layout
      const auto& n = dynamic_cast<const Nurikabe&>(*q);
      EXPECT_EQ(check::nurikabe(n.rows(), n.cols(), n.numbers(), full), std::nullopt) << seed;
      EXPECT_NE(check::nurikabe(n.rows(), n.cols(), n.numbers(), other), std::nullopt) << seed;
      int changed = 0;
      for (size_t i = 0; i < full.cells.size(); ++i) changed += full.cells[i] != before.cells[i];
      EXPECT_EQ(changed, 1) << seed;
      ++repaired;
      p = std::move(q);
      a = solve(*p, Backend::sat, shading_opts(2));
      ASSERT_GE(a.count, 1);
      other = a.solutions[0] == full ? a.solutions.back() : a.solutions[0];
    }
    if (a.count == 1) {
      EXPECT_EQ(a.solutions[0], full) << seed;
      EXPECT_EQ(solve(*p, Backend::native, shading_opts(2)).count, 1) << seed;
      ++made_unique;
    }
  }
  EXPECT_GE(repaired, 6);
  EXPECT_GE(made_unique, 1);
}

}  // namespace test_nurikabe
