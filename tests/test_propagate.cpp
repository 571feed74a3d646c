// The propagation core (csp/propagate.hpp): every deduction it traces is sound (checked
// against the solution), the cap keeps out what it should, the fixpoint does not depend on
// the order the rules were queued in, and next() follows the ladder's order.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "csp/csp.hpp"
#include "csp/propagate.hpp"

namespace gridsat {
namespace test_propagate {
namespace {

// Rows, columns, boxes of a 9x9 Sudoku.
prop::Houses sudoku_houses() {
  std::vector<std::vector<int>> g(27);
  std::vector<prop::Kind> kinds;
  for (int i = 0; i < 9; ++i)
    for (int j = 0; j < 9; ++j) {
      g[static_cast<size_t>(i)].push_back(i * 9 + j);
      g[static_cast<size_t>(9 + i)].push_back(j * 9 + i);
      g[static_cast<size_t>(18 + i)].push_back((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3);
    }
  for (prop::Kind k : {prop::Kind::row, prop::Kind::column, prop::Kind::box}) kinds.insert(kinds.end(), 9, k);
  return prop::Houses(9, g, kinds);
}

std::vector<int> cells_of(const std::string& line) {
  std::vector<int> v;
  for (char ch : line) v.push_back(ch >= '1' && ch <= '9' ? ch - '0' : 0);
  return v;
}

std::vector<int> solution_of(const prop::Houses& h, const std::vector<int>& givens) {
  Csp csp;
  csp.num_vars = 81;
  csp.max_value = 9;
  csp.groups = h.groups;
  csp.fixed = givens;
  std::vector<int> out;
  solve_csp(csp, 1, kNoDeadline, [&](const std::vector<int>& v) {
    out = v;
    return false;
  });
  return out;
}

const char* const kPuzzles[] = {
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
};

TEST(Propagate, TracedDeductionsAreSound) {
  const prop::Houses h = sudoku_houses();
  for (const char* line : kPuzzles) {
    const auto givens = cells_of(line);
    const auto sol = solution_of(h, givens);
    ASSERT_EQ(sol.size(), 81u);
    prop::Board b(h, true);
    for (int c = 0; c < 81; ++c)
      if (givens[static_cast<size_t>(c)]) {
        ASSERT_TRUE(b.place(c, givens[static_cast<size_t>(c)]));
      }
    int traced = 0;
    ASSERT_TRUE(b.propagate(prop::Cap::locked_candidates(), [&](const prop::Deduction& d) {
      ++traced;
      if (d.cell >= 0) {
        EXPECT_EQ(d.value, sol[static_cast<size_t>(d.cell)]) << line;
      }
      for (auto [cell, v] : d.eliminations) EXPECT_NE(v, sol[static_cast<size_t>(cell)]) << line;
    }));
    EXPECT_GT(traced, 0) << line;
    for (int c = 0; c < 81; ++c) EXPECT_TRUE(b.has(c, sol[static_cast<size_t>(c)])) << line;
  }
}

TEST(Propagate, RankOneCapUsesFullHousesAndBoxSinglesOnly) {
  const prop::Houses h = sudoku_houses();
  const auto givens = cells_of(kPuzzles[0]);
  prop::Board b(h, true);
  for (int c = 0; c < 81; ++c)
    if (givens[static_cast<size_t>(c)]) {
      ASSERT_TRUE(b.place(c, givens[static_cast<size_t>(c)]));
    }
  b.seed();
  ASSERT_TRUE(b.propagate(prop::Cap::rank(1, true), [&](const prop::Deduction& d) {
    EXPECT_TRUE(d.rule == prop::Rule::full_house || d.rule == prop::Rule::hidden_single);
    if (d.rule == prop::Rule::hidden_single) {
      EXPECT_EQ(h.kinds[static_cast<size_t>(d.house)], prop::Kind::box);
    }
  }));
}

// Every queue order reaches one fixpoint: propagating after each given, or once after all
// of them with every rule seeded, leaves the same candidates.
TEST(Propagate, FixpointDoesNotDependOnTheOrder) {
  const prop::Houses h = sudoku_houses();
  for (const char* line : kPuzzles) {
    const auto givens = cells_of(line);
    prop::Board a(h, true), b(h, true);
    for (int c = 80; c >= 0; --c)
      if (givens[static_cast<size_t>(c)]) {
        ASSERT_TRUE(a.place(c, givens[static_cast<size_t>(c)]));
        ASSERT_TRUE(a.propagate(prop::Cap::locked_candidates()));
      }
    for (int c = 0; c < 81; ++c)
      if (givens[static_cast<size_t>(c)]) {
        ASSERT_TRUE(b.place(c, givens[static_cast<size_t>(c)]));
      }
    b.seed();
    ASSERT_TRUE(b.propagate(prop::Cap::locked_candidates()));
    for (int c = 0; c < 81; ++c) EXPECT_EQ(a.mask(c), b.mask(c)) << line << " cell " << c;
  }
}

TEST(Propagate, NextFollowsTheLadder) {
  const prop::Houses h = sudoku_houses();
  prop::Board b(h, false);
  for (int c = 0; c < 8; ++c) b.place(c, c + 1);
  std::vector<int> order;
  for (int g = 18; g < 27; ++g) order.push_back(g);
  for (int g = 0; g < 18; ++g) order.push_back(g);
  prop::Deduction d;
  ASSERT_TRUE(b.next(prop::Cap{}, order, d));
  EXPECT_EQ(d.rule, prop::Rule::full_house);
  EXPECT_EQ(d.cell, 8);
  EXPECT_EQ(d.value, 9);
  EXPECT_EQ(d.house, 0);
  // Capped below naked singles and line singles, an empty grid has nothing left.
  prop::Board empty(h, false);
  EXPECT_FALSE(empty.next(prop::Cap::rank(1, true), order, d));
}

}  // namespace
}  // namespace test_propagate
}  // namespace gridsat
