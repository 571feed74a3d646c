// generate for the shading and area genres of issue 43 (Nurikabe, Yin-Yang, Norinori, Star Battle, LITS,
// Tilepaint, Battleship: src/puzzles/<genre>/<genre>_generate.cpp through the clue-removal
// engine, src/generate/clues.cpp): a puzzle from a fixed seed is unique on both backends, its
// solution is the generator's and passes the independent checker (src/check), it is graded, and
// its URL (--format url) reads back as the same puzzle.
#include <gtest/gtest.h>

#include "generate/generate.hpp"
#include "helpers.hpp"
#include "registry/registry.hpp"
#include "solve/solve.hpp"

namespace test_generate_shading {

using namespace gridsat;
using namespace gridsat::test;

namespace {

struct ShadingGenCase {
  const char* genre;
  int side;
  uint64_t seed;
};

// Small sides: each case well under a second in Release.
const ShadingGenCase kShadingGenCases[] = {
    {"yinyang", 5, 3},  {"battleship", 6, 3}, {"tilepaint", 5, 3}, {"starbattle", 6, 3},
    {"norinori", 5, 3}, {"nurikabe", 5, 3},   {"lits", 6, 3},
};

SolveOptions shading_gen_opts() {
  SolveOptions so;
  so.limit = 2;
  so.max_clauses = 0;
  return so;
}

class ShadingGenerate : public ::testing::TestWithParam<ShadingGenCase> {};

TEST_P(ShadingGenerate, UniqueCheckedGradedAndItsUrlReadsBack) {
  const ShadingGenCase c = GetParam();
  const Family& f = *find_family(c.genre);
  gen::Options o;
  o.n = c.side;
  o.grade = true;
  o.max_tries = 2000;
  const gen::Generated g = gen::generate(f, o, c.seed);
  ASSERT_TRUE(g.ok) << c.genre << ": " << g.why;
  const Puzzle& p = *g.puzzle;
  EXPECT_EQ(p.check(g.solution), std::nullopt) << c.genre;
  for (Backend b : {Backend::sat, Backend::native}) {
    const Answer a = solve(p, b, shading_gen_opts());
    ASSERT_EQ(a.count, 1) << c.genre << " " << p.line(p.givens()) << " " << a.internal_error;
    EXPECT_TRUE(a.complete);
    EXPECT_EQ(a.solutions[0], g.solution) << c.genre;
  }
  ASSERT_TRUE(g.grade.has_value()) << c.genre;
  EXPECT_GE(g.grade->rank, 1);
  const std::string url = f.reader.url(p);
  const auto back = parse_one(url);
  ASSERT_TRUE(back) << url;
  EXPECT_EQ(back->family(), std::string(c.genre));
  EXPECT_EQ(f.reader.url(*back), url);
  const Answer a = solve(*back, Backend::sat, shading_gen_opts());
  ASSERT_EQ(a.count, 1) << url;
  EXPECT_EQ(a.solutions[0], g.solution) << url;
  // The same seed gives the same puzzle.
  const gen::Generated again = gen::generate(f, o, c.seed);
  ASSERT_TRUE(again.ok);
  EXPECT_EQ(f.reader.url(*again.puzzle), url);
}

INSTANTIATE_TEST_SUITE_P(Genres, ShadingGenerate, ::testing::ValuesIn(kShadingGenCases),
                         [](const ::testing::TestParamInfo<ShadingGenCase>& i) { return std::string(i.param.genre); });

}  // namespace

}  // namespace test_generate_shading
