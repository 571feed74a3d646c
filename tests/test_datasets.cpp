// Real, published puzzle sets from ../shared/instances (read in place, never copied):
// each answer is verified by the checker, SAT and native must agree (`both`), and the
// uniqueness verdicts must match what the data sets' READMEs state.
#include <gtest/gtest.h>

#include "helpers.hpp"
#include "solve/solve.hpp"

namespace test_datasets {

using namespace gridsat;
using namespace gridsat::test;

// Not in an anonymous namespace: the fixture below is the base of TEST_P's classes (-Wsubobject-linkage in a unity build).

SolveOptions limit2(double time_limit = 0) {
  SolveOptions o;
  o.limit = 2;
  o.time_limit = time_limit;
  return o;
}

struct Expect {
  const char* file;
  int64_t count;  // 1 = unique, 2 = multiple (limit 2)
};

// Names the file in test listings instead of printing the struct's bytes.
void PrintTo(const Expect& e, std::ostream* os) { *os << e.file << " (expect " << e.count << ")"; }

class NineByNine : public ::testing::TestWithParam<Expect> {};


// 200 puzzles spread over each file, counted to 2 by both backends.
TEST_P(NineByNine, SampleAgreesWithTheReadme) {
  NEED_SHARED("instances/sudoku");
  const auto [file, expected] = GetParam();
  const auto all = lines_of(shared(std::string("instances/sudoku/") + file));
  ASSERT_FALSE(all.empty()) << "missing data set " << file;
  for (const auto& line : sample(all, 200)) {
    auto p = parse_one(line);
    ASSERT_TRUE(p) << line;
    Answer a = solve(*p, Backend::both, limit2());
    ASSERT_TRUE(a.internal_error.empty()) << line << ": " << a.internal_error;
    EXPECT_EQ(a.count, expected) << line;
    if (expected == 1) {
      EXPECT_TRUE(a.complete) << line;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Files, NineByNine,
    ::testing::Values(Expect{"puzzles2_17_clue.txt", 1}, Expect{"puzzles3_magictour_top1465.txt", 1},
                      Expect{"puzzles5_forum_hardest_1905_11plus.txt", 1}, Expect{"puzzles6_forum_hardest_1106.txt", 1},
                      Expect{"puzzles7_serg_benchmark.txt", 2}, Expect{"kaggle_first9999.txt", 1},
                      Expect{"norvig_top95.txt", 1}, Expect{"norvig_hardest11.txt", 1}, Expect{"gecode_9x9.txt", 1}),
    [](const auto& info) {
      std::string n = info.param.file;
      n = n.substr(0, n.find('.'));
      for (auto& ch : n)
        if (!isalnum(static_cast<unsigned char>(ch))) ch = '_';
      return n;
    });

// Kaggle ships its own solutions: ours must equal them, line for line.
TEST(PublishedSolutions, KaggleSolutionsMatch) {
  NEED_SHARED("instances/sudoku/kaggle_first9999.txt", "instances/sudoku/kaggle_first9999_solutions.txt");
  const auto puzzles = lines_of(shared("instances/sudoku/kaggle_first9999.txt"));
  const auto solutions = lines_of(shared("instances/sudoku/kaggle_first9999_solutions.txt"));
  ASSERT_EQ(puzzles.size(), solutions.size());
  for (size_t i = 0; i < puzzles.size(); i += 50) {
    auto p = parse_one(puzzles[i]);
    ASSERT_TRUE(p);
    Answer a = solve(*p, Backend::sat, limit2());
    ASSERT_EQ(a.count, 1) << puzzles[i];
    std::string got = p->line(a.solutions[0]);
    EXPECT_EQ(got, solutions[i]) << "line " << i + 1;
  }
}

// AI Escargot and the "hard20" list, unique per the peers' README.
TEST(PublishedSolutions, Hard21AreUnique) {
  NEED_SHARED("peer-tests/hard21.txt");
  for (const auto& line : lines_of(shared("peer-tests/hard21.txt"))) {
    auto p = parse_one(line);
    ASSERT_TRUE(p) << line;
    Answer a = solve(*p, Backend::both, limit2());
    EXPECT_EQ(a.count, 1) << line;
    EXPECT_TRUE(a.complete);
    EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
  }
}

namespace {

Answer solve_file(const std::string& rel, Backend b, double time_limit = 0) {
  auto recs = read_puzzles(slurp(shared("instances/sudoku-large/" + rel)), rel, {});
  EXPECT_EQ(recs.size(), 1u);
  if (recs.empty() || !recs[0].puzzle) {
    ADD_FAILURE() << rel << ": " << (recs.empty() ? "nothing read" : recs[0].error);
    return {};
  }
  return solve(*recs[0].puzzle, b, limit2(time_limit));
}

}  // namespace

TEST(LargeSudoku, AllGecode16x16AreUniqueAndBackendsAgree) {
  NEED_SHARED("instances/sudoku-large/gecode");
  for (int i = 34; i <= 88; ++i) {
    const std::string f = "gecode/gecode_16x16_" + std::to_string(i) + ".txt";
    Answer a = solve_file(f, Backend::both);
    EXPECT_EQ(a.count, 1) << f;
    EXPECT_TRUE(a.complete) << f;
    EXPECT_TRUE(a.internal_error.empty()) << f << ": " << a.internal_error;
  }
}

// The quicker of the 18 minimal 25x25 puzzles (README: under a second each for CaDiCaL).
TEST(LargeSudoku, Gecode25x25Unique) {
  NEED_SHARED("instances/sudoku-large/gecode");
  for (int i : {19, 20, 31, 89, 90}) {
    const std::string f = "gecode/gecode_25x25_" + std::to_string(i) + ".txt";
    Answer a = solve_file(f, Backend::sat);
    EXPECT_EQ(a.count, 1) << f;
    EXPECT_TRUE(a.complete) << f;
  }
}

// Counting Sudoku of side 16 and more runs CaDiCaL's sat configuration unless the user names
// one (issue 14); the first solution keeps the default. Counts under either agree with the
// README's verdict (unique) and, with the first four rows blanked (several solutions), with
// the native backtracker's.
TEST(LargeSudoku, CountingConfigurationIsTheFamilysUnlessNamed) {
  NEED_SHARED("instances/sudoku-large");
  const std::string rel = "gecode/gecode_16x16_52.txt";
  std::string text = slurp(shared("instances/sudoku-large/" + rel));
  auto recs = read_puzzles(text, rel, {});
  ASSERT_EQ(recs.size(), 1u);
  ASSERT_TRUE(recs[0].puzzle);
  const Puzzle& p = *recs[0].puzzle;
  EXPECT_EQ(settings_for(CadicalSettings{}, p, true).config, "sat");
  EXPECT_EQ(settings_for(CadicalSettings{}, p, false).config, "default");
  CadicalSettings named;
  named.config = "unsat";
  EXPECT_EQ(settings_for(named, p, true).config, "unsat");
  auto nine = read_puzzles(std::string(81, '.'), "empty 9x9", {});
  ASSERT_EQ(nine.size(), 1u);
  EXPECT_EQ(settings_for(CadicalSettings{}, *nine[0].puzzle, true).config, "default");

  // Rows 1-4 blanked: the lines of the file are its rows.
  std::string blanked;
  int line = 0;
  for (size_t i = 0, j; i < text.size(); i = j + 1) {
    j = text.find('\n', i);
    if (j == std::string::npos) j = text.size();
    std::string row = text.substr(i, j - i);
    if (line++ < 4)
      for (char& ch : row)
        if (ch != ' ') ch = '0';
    blanked += row + "\n";
  }
  auto open = read_puzzles(blanked, "blanked", {});
  ASSERT_EQ(open.size(), 1u);
  ASSERT_TRUE(open[0].puzzle);
  for (const char* config : {"auto", "default"}) {
    SolveOptions o = limit2();
    o.cadical.config = config;
    Answer unique = solve(p, Backend::sat, o);
    EXPECT_EQ(unique.count, 1) << config;
    EXPECT_TRUE(unique.complete) << config;
    Answer several = solve(*open[0].puzzle, Backend::both, o);
    EXPECT_EQ(several.count, 2) << config;
    EXPECT_TRUE(several.internal_error.empty()) << config << ": " << several.internal_error;
  }
}

TEST(LargeSudoku, RkkautsarVerdictsMatchTheReadme) {
  NEED_SHARED("instances/sudoku-large/rkkautsar");
  for (auto [f, count] : {std::pair{"rkkautsar/sudoku-4-1.txt", 1},
                          {"rkkautsar/sudoku-9-1.txt", 1},
                          {"rkkautsar/sudoku-16-1.txt", 1},
                          {"rkkautsar/sudoku-25-1.txt", 1},
                          {"rkkautsar/sudoku-64-2.txt", 2},
                          {"rkkautsar/sudoku-81-1.txt", 1},
                          {"rkkautsar/sudoku-100-1.txt", 1},
                          {"rkkautsar/sudoku-144-2.txt", 1},
                          {"rkkautsar/sudoku-225-2.txt", 1}}) {
    Answer a = solve_file(f, Backend::sat);
    EXPECT_EQ(a.count, count) << f;
    EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
  }
}

TEST(LargeSudoku, Kociemba400x400AreUnique) {
  NEED_SHARED("instances/sudoku-large");
  for (const char* f : {"hkociemba/h_singles-400x400.txt", "hkociemba/hn_singles-400x400.txt",
                        "hkociemba/hn_singles-400x400_fewclues.txt", "hkociemba/n_singles-400x400_fewclues.txt"}) {
    Answer a = solve_file(f, Backend::sat);
    EXPECT_EQ(a.count, 1) << f;
    EXPECT_TRUE(a.complete) << f;
  }
}

}  // namespace test_datasets
