#pragma once
// What the tests of the genres whose cells hold numbers (Fillomino's sizes, Ripple Effect's
// digits) share: the public puzzles against their published answers (rows of numbers), the
// forms read back, generate.
#include <gtest/gtest.h>

#include <functional>
#include <sstream>

#include "helpers.hpp"
#include "published.hpp"

namespace gridsat::test {

inline Grid number_answer(const nlohmann::json& rows) {
  Grid g(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) g.cells[static_cast<size_t>(r * g.cols + c)] = rows[r][c].get<int>();
  return g;
}

// The public puzzles that `pick(puzzle)` takes: each reads (--type auto) as `genre`, is unique
// (counted to 2), its solution is the published answer and passes the checker, its URL writes
// back byte for byte. Returns how many.
inline int expect_numbers_published(const std::string& genre, const std::function<bool(const Published&)>& pick) {
  int solved = 0;
  for (const Published& pub : published(genre)) {
    if (!pick(pub)) continue;
    auto p = parse_one(pub.url);
    EXPECT_TRUE(p && p->family() == genre) << pub.url;
    if (!p) continue;
    const Answer a = solve_limited(*p, Backend::sat, 2);
    EXPECT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
    if (a.count != 1) continue;
    const Grid want = number_answer(pub.answer);
    EXPECT_EQ(a.solutions[0], want) << pub.url;
    EXPECT_EQ(p->check(want), std::nullopt) << pub.url;
    EXPECT_EQ(find_family(genre)->reader.url(*p), pub.url);
    ++solved;
  }
  return solved;
}

// `url` (a unique puzzle) writes back; its givens as --format grid prints them, after a
// `header` line, read as the same puzzle; so does its line form with the solution after it.
inline void expect_numbers_read_back(const std::string& url, const std::string& header) {
  auto p = parse_one(url);
  ASSERT_TRUE(p) << url;
  const Family* f = find_family(p->family());
  EXPECT_EQ(f->reader.url(*p), url);
  const Answer a = solve_limited(*p, Backend::sat, 2);
  ASSERT_EQ(a.count, 1) << url;
  std::ostringstream grid;
  p->print_grid(grid, p->givens());
  auto typed = parse_one(header + "\n" + grid.str());
  ASSERT_TRUE(typed) << grid.str();
  EXPECT_EQ(f->reader.url(*typed), url);
  auto line = parse_one(p->line(a.solutions[0]));
  ASSERT_TRUE(line) << p->line(a.solutions[0]);
  EXPECT_EQ(line->givens(), p->givens());
}

// generate (two seeds): a puzzle with numbers whose solution is the only one, graded.
inline void expect_generated_unique_graded(const std::string& genre, int size) {
  for (const char* seed : {"1", "2"}) {
    auto r = cli("generate --type " + genre + " --size " + std::to_string(size) + " --seed " + seed);
    ASSERT_EQ(r.exit, 0) << r.err;
    auto p = read_as(genre, r.out);
    ASSERT_TRUE(p) << r.out;
    EXPECT_TRUE(std::any_of(p->givens().cells.begin(), p->givens().cells.end(), [](int v) { return v > 0; }));
    EXPECT_EQ(solve_limited(*p, Backend::sat, 2).count, 1) << r.out;
    auto g = cli("grade --type " + genre, r.out);
    EXPECT_EQ(g.exit, 0) << g.err;
    EXPECT_NE(g.out.find("solved"), std::string::npos) << g.out;
  }
}

}  // namespace gridsat::test
