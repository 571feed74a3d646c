// Sparse Sudoku and Latin grids answered by construction (issue 47): a permuted pattern walked
// by swap chains to the givens (puzzles/common/pattern_completion.hpp). The grids are made by
// the test (mixed_grids.hpp: valid grids taken out of the pattern's class by random swap
// chains), the answers judged by the test's own rules and by gridsat's checker through the CLI.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "helpers.hpp"
#include "mixed_grids.hpp"
#include "puzzles/common/band_repair.hpp"
#include "puzzles/common/pattern_completion.hpp"

namespace gridsat::test {
namespace test_pattern_completion {
namespace {

Grid grid_of(const std::string& rows, int n) {
  Grid g(n, n);
  std::istringstream in(rows);
  for (int& v : g.cells) in >> v;
  return g;
}

// The test's own rules: every row, column and r x c box holds 1..n once, the givens kept.
std::string broken(const Grid& s, const Grid& givens, int r, int c) {
  const int n = givens.rows;
  if (s.rows != n || s.cols != n) return "wrong size";
  for (int k = 0; k < n * n; ++k)
    if (givens.cells[k] && givens.cells[k] != s.cells[k]) return "given " + std::to_string(k) + " changed";
  for (int a = 0; a < n; ++a) {
    std::set<int> row, col, box;
    for (int b = 0; b < n; ++b) {
      row.insert(s.at(a, b));
      col.insert(s.at(b, a));
      box.insert(s.at(a / (n / c) * r + b / c, a % (n / c) * c + b % c));
    }
    for (const auto* h : {&row, &col, &box})
      if (h->size() != static_cast<size_t>(n) || *h->begin() != 1 || *h->rbegin() != n)
        return "house " + std::to_string(a) + " is not 1.." + std::to_string(n);
  }
  return "";
}

struct Case {
  int r, c, keep;
};

// The sizes: Sudoku 64 (8x8 boxes) with 40 givens, 100 (10x10) with 100, Latin 100
// with 1% given; two grids each (the benchmark runs five). And past the patterns' fit, for the
// band repair: a Sudoku 64 with 300 givens, whose every row holds givens (the second solution
// too comes from the repair), and a Latin 100 with 300.
TEST(PatternCompletion, SparseGridsGetTwoValidSolutions) {
  for (Case k : {Case{8, 8, 40}, Case{10, 10, 100}, Case{1, 100, 100}, Case{4, 4, 20}, Case{8, 8, 300}, Case{1, 100, 300}})
    for (uint64_t seed : {1, 2}) {
      const int n = k.r * k.c;
      const Grid givens = grid_of(mixed_givens(mixed_grid(k.r, k.c, seed, 20 * n), k.keep, seed), n);
      const auto solutions = pattern_solutions(givens, k.r, k.c);
      ASSERT_EQ(solutions.size(), 2u) << n << " seed " << seed;
      for (const Grid& s : solutions) EXPECT_EQ(broken(s, givens, k.r, k.c), "") << n << " seed " << seed;
      EXPECT_NE(solutions[0].cells, solutions[1].cells);
    }
}

// The largest: Sudoku 225 (15x15 boxes) with 500 givens, five grids. No permuted
// pattern fits so many givens of so many symbols and the swap chains alone do not reach them;
// re-coloured bands and stacks (band_repair.hpp) do.
TEST(PatternCompletion, Sudoku225With500Givens) {
  for (uint64_t seed : {1, 2, 3, 4, 5}) {
    const Grid givens = grid_of(mixed_givens(mixed_grid(15, 15, seed, 4500), 500, seed), 225);
    const auto solutions = pattern_solutions(givens, 15, 15);
    ASSERT_EQ(solutions.size(), 2u) << "seed " << seed;
    for (const Grid& s : solutions) EXPECT_EQ(broken(s, givens, 15, 15), "") << "seed " << seed;
  }
}

// The README's largest side, a Latin square of order 400 with 1% given (one grid: making it
// is most of the test's time): rows re-coloured in groups, where no pattern fits.
TEST(PatternCompletion, Latin400WithOnePercent) {
  const Grid givens = grid_of(mixed_givens(mixed_grid(1, 400, 1, 8000), 1600, 1), 400);
  const auto solutions = pattern_solutions(givens, 1, 400);
  ASSERT_EQ(solutions.size(), 2u);
  for (const Grid& s : solutions) EXPECT_EQ(broken(s, givens, 1, 400), "");
}

// The band repair alone, from the plain pattern: sparse givens met; givens no grid holds (two
// 5s in a row, in different boxes) not met, and the grid it leaves still valid; a Latin square
// (boxes of one row) re-coloured by groups of rows.
TEST(BandRepair, MeetsSparseGivensAndKeepsTheGridValid) {
  const auto pattern = [](int r, int c) {
    const int n = r * c;
    Grid g(n, n);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) g.at(i, j) = (c * (i % r) + i / r + j) % n + 1;
    return g;
  };
  for (uint64_t seed : {1, 2, 3}) {
    const Grid givens = grid_of(mixed_givens(mixed_grid(8, 8, seed, 1280), 200, seed), 64);
    Grid g = pattern(8, 8);
    EXPECT_TRUE(repair_by_bands(g, givens, 8, 8, 30, seed)) << "seed " << seed;
    EXPECT_EQ(broken(g, givens, 8, 8), "") << "seed " << seed;
  }
  Grid clash = grid_of(mixed_givens(mixed_grid(4, 6, 1, 480), 40, 1), 24);
  clash.at(3, 0) = clash.at(3, 13) = 5;
  Grid g = pattern(4, 6);
  EXPECT_FALSE(repair_by_bands(g, clash, 4, 6, 30, 1));
  EXPECT_EQ(broken(g, Grid(24, 24), 4, 6), "");
  const Grid latin = grid_of(mixed_givens(mixed_grid(1, 64, 1, 1280), 400, 1), 64);
  Grid l = pattern(1, 64);
  EXPECT_TRUE(repair_by_bands(l, latin, 1, 64, 30, 1));
  EXPECT_EQ(broken(l, latin, 1, 64), "");
}

// Givens no valid grid holds (two 5s in a row, in different boxes): no construction, however
// long the walk; and grids outside its scope (small, or dense) are not tried.
TEST(PatternCompletion, NothingWhereNothingFitsOrOutOfScope) {
  Grid clash(16, 16);
  clash.at(0, 0) = clash.at(0, 9) = 5;
  EXPECT_TRUE(pattern_solutions(clash, 4, 4).empty());
  EXPECT_TRUE(complete_pattern(clash, 4, 4, 20000, 1).cells.empty());
  const Grid small = grid_of(mixed_givens(mixed_grid(3, 3, 1, 50), 5, 1), 9);
  EXPECT_TRUE(pattern_solutions(small, 3, 3).empty());
  const Grid dense = grid_of(mixed_givens(mixed_grid(4, 4, 1, 200), 100, 1), 16);
  EXPECT_TRUE(pattern_solutions(dense, 4, 4).empty());
  EXPECT_EQ(pattern_solutions(Grid(16, 16), 4, 4).size(), 2u);  // empty: the two patterns
}

TEST(PatternCompletion, UnfitLatinIsNotConstructed) {
  const std::string text = unfit_latin100();
  EXPECT_TRUE(pattern_solutions(grid_of(text.substr(text.find('\n') + 1), 100), 1, 100).empty());
}

// Through the CLI: solve answers the 64x64 Sudoku with 40 givens by construction, the checker
// accepting it, and count --limit 2 says multiple at once; JSON stats name the construction.
TEST(PatternCompletion, CliSolvesAndCountsTheSparse64) {
  const std::string rows = mixed_givens(mixed_grid(8, 8, 3, 1280), 40, 3);
  const auto s = cli("solve --type sudoku --format json --stats -", rows);
  ASSERT_EQ(s.exit, 0) << s.err;
  const auto o = nlohmann::json::parse(s.out);
  EXPECT_EQ(o["status"], "solved");
  Grid got(64, 64);
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 64; ++j) got.at(i, j) = o["grid"][i][j];
  EXPECT_EQ(broken(got, grid_of(rows, 64), 8, 8), "");
  const auto c = cli("count --type sudoku --limit 2 --format json -", rows);
  ASSERT_EQ(c.exit, 0) << c.err;
  EXPECT_EQ(nlohmann::json::parse(c.out)["verdict"], "multiple") << c.out;
}

}  // namespace
}  // namespace test_pattern_completion
}  // namespace gridsat::test
