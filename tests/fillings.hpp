#pragma once
// What the tests of the value genres (Kakuro, Easy as ABC, Magnets) share: a grid in the
// published answers' form, brute force over every filling of a grid's open cells and the counts
// compared with it, generate's check.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "base/grid.hpp"
#include "published.hpp"

namespace gridsat::test {

// Rows of the grid's values less one: the published answers of the genres whose cells are
// shown from zero (Kakuro's digits, Easy as ABC's letters, Magnets' 0/1/2).
inline nlohmann::json rows_from_zero(const Grid& g) {
  nlohmann::json rows = nlohmann::json::array();
  for (int r = 0; r < g.rows; ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < g.cols; ++c) row.push_back(g.at(r, c) - 1);
    rows.push_back(row);
  }
  return rows;
}

// How many fillings of the open cells of `givens` (0) with values lo..hi `accepts` takes.
inline int64_t count_fillings(const Grid& givens, int lo, int hi, const std::function<bool(const Grid&)>& accepts) {
  std::vector<size_t> open;
  for (size_t i = 0; i < givens.cells.size(); ++i)
    if (givens.cells[i] == 0) open.push_back(i);
  Grid g = givens;
  for (size_t i : open) g.cells[i] = lo;
  int64_t found = 0;
  for (;;) {
    found += accepts(g);
    size_t j = 0;  // the next filling: an odometer over the open cells
    for (; j < open.size() && g.cells[open[j]] == hi; ++j) g.cells[open[j]] = lo;
    if (j == open.size()) return found;
    ++g.cells[open[j]];
  }
}

// Puzzles counted against brute force: how many, how many with several solutions, with none.
struct Tally {
  int puzzles = 0, several = 0, none = 0;
};

// sat and the native search count every solution of `p`: `want` (brute force's) each.
inline void expect_count(const Puzzle& p, int64_t want, Tally& t) {
  EXPECT_EQ(solve_limited(p, Backend::sat, 0).count, want) << p.line(p.givens());
  EXPECT_EQ(solve_limited(p, Backend::native, 0).count, want) << p.line(p.givens());
  ++t.puzzles;
  t.several += want > 1;
  t.none += want == 0;
}

// At least `puzzles` counted, some with several solutions and some with none.
inline void expect_tally(const Tally& t, int puzzles) {
  EXPECT_GE(t.puzzles, puzzles);
  EXPECT_GT(t.several, 0);
  EXPECT_GT(t.none, 0);
}

// `gridsat generate ARGS` makes a puzzle that counts unique and that grade names a level of.
inline void expect_generated_unique_and_graded(const std::string& args) {
  auto r = cli("generate " + args + " --count 1");
  ASSERT_EQ(r.exit, 0) << r.err;
  auto c = cli("count --limit 2 --format json -", r.out);
  EXPECT_EQ(c.exit, 0) << c.err;
  EXPECT_NE(c.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
  auto g = cli("grade -", r.out);
  EXPECT_EQ(g.exit, 0) << g.err << g.out;
  EXPECT_NE(g.out.find(" (rank "), std::string::npos) << g.out;
}

}  // namespace gridsat::test
