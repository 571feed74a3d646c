// Shakashaka against facts computed elsewhere: the public puzzles and their published answers
// (../shared/instances/genres/shakashaka.jsonl, each accepted by pzpr), and brute force over
// every filling of small boards with a number changed.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "check/shakashaka.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "published_answers.hpp"
#include "puzzles/shakashaka/shakashaka.hpp"
#include "solve/solve.hpp"

namespace test_shakashaka {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions upto(int64_t n) {
  SolveOptions o;
  o.limit = n;
  return o;
}

std::unique_ptr<Puzzle> read_text(const std::string& text) {
  ReadOptions o;
  o.type = "shakashaka";
  return parse_one(text, o);
}

const Shakashaka& of(const Puzzle& p) { return dynamic_cast<const Shakashaka&>(p); }

// Every filling of the white cells that the independent checker accepts.
int64_t brute_force(const Shakashaka& s) {
  std::vector<int> open;
  for (int i = 0; i < s.rows() * s.cols(); ++i)
    if (s.board()[static_cast<size_t>(i)] == Shakashaka::kWhite) open.push_back(i);
  int64_t total = 1, count = 0;
  for (size_t k = 0; k < open.size(); ++k) total *= 5;
  Grid g(s.rows(), s.cols());
  for (int& v : g.cells) v = 1;
  for (int64_t code = 0; code < total; ++code) {
    int64_t c = code;
    for (int i : open) g.cells[i] = static_cast<int>(c % 5) + 1, c /= 5;
    count += !check::shakashaka(s.rows(), s.cols(), s.board(), g).has_value();
  }
  return count;
}

}  // namespace

// A deterministic sample of the public puzzles (every one with GRIDSAT_ALL_DATA=1: 200, about
// 0.15 s each): read, unique (counted to 2), the published answer, which the checker accepts.
TEST(Shakashaka, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres/shakashaka.jsonl");
  const auto lines = lines_of(shared("instances/genres/shakashaka.jsonl"));
  ASSERT_EQ(lines.size(), 200u);
  int solved = 0;
  for (size_t k = 0; k < lines.size(); ++k) {
    const auto j = nlohmann::json::parse(lines[k]);
    const std::string url = "https://puzz.link/p?" + j["url"].get<std::string>();
    auto p = read_text(url);
    ASSERT_TRUE(p) << url;
    const Grid want = published_grid(j["answer"]);
    EXPECT_EQ(p->check(want), std::nullopt) << url;
    if (!all_data() && k > 1 && (k % 10 != 0 || p->rows() * p->cols() > 300)) continue;
    const Answer a = solve(*p, Backend::sat, upto(2));
    ASSERT_EQ(a.count, 1) << url;
    EXPECT_EQ(a.solutions[0].cells, want.cells) << url;
    ++solved;
  }
  EXPECT_GE(solved, 8);
}

// The native search (the generic CSP engine over the vertex and number relations) agrees with
// sat on the smallest public puzzles.
TEST(Shakashaka, NativeAgreesWithSat) {
  NEED_SHARED("instances/genres/shakashaka.jsonl");
  const auto lines = lines_of(shared("instances/genres/shakashaka.jsonl"));
  int compared = 0;
  for (const auto& line : lines) {
    const auto j = nlohmann::json::parse(line);
    auto p = read_text("https://puzz.link/p?" + j["url"].get<std::string>());
    ASSERT_TRUE(p);
    if (p->rows() * p->cols() > 36) continue;
    const Answer sat = solve(*p, Backend::sat, upto(0)), native = solve(*p, Backend::native, upto(0));
    EXPECT_EQ(native.count, sat.count);
    EXPECT_TRUE(native.complete);
    if (native.count == 1) { EXPECT_EQ(native.solutions[0].cells, published_grid(j["answer"]).cells); }
    ++compared;
  }
  EXPECT_GE(compared, 1);
}

TEST(Shakashaka, TypedBlockReadsBackAndSolves) {
  auto p = read_text(slurp(source("instances/shakashaka/6x6.txt")));
  ASSERT_TRUE(p);
  const Answer a = solve(*p, Backend::both, upto(2));
  ASSERT_EQ(a.count, 1);
  EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
  std::ostringstream grid;
  p->print_grid(grid, a.solutions[0]);  // the solved block, triangles and all, reads back
  auto again = read_text("shakashaka\n" + grid.str());
  ASSERT_TRUE(again) << grid.str();
  EXPECT_EQ(of(*again).board(), of(*p).board());
  auto line = read_text(p->line(a.solutions[0]));
  ASSERT_TRUE(line) << p->line(a.solutions[0]);
  EXPECT_EQ(of(*line).board(), of(*p).board());
}

TEST(Shakashaka, BadInputIsNamed) {
  const auto error_of = [](const std::string& text) { return read_error(text, "shakashaka"); };
  EXPECT_EQ(error_of("https://puzz.link/p?shakashaka/3/3/zz"), "t:1: puzz.link URL: 'z' after the 9 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?shakashaka/3/3/A"), "t:1: puzz.link URL: unexpected 'A' in the cells");
  EXPECT_EQ(error_of("https://puzz.link/p?shakashaka/3/3/o1"), "t:1: puzz.link URL: '1' after the 9 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?shakashaka/3"), "t:1: puzz.link URL: expected shakashaka/COLS/ROWS/DATA");
  EXPECT_EQ(error_of("shakashaka\n. 5 .\n"), "t:2: the number 5 in column 2 is outside 0..4");
  EXPECT_EQ(error_of("shakashaka\n. 1 .\n. .\n"), "t:3: row 2 has 2 cells, row 1 has 3");
  EXPECT_EQ(error_of("shakashaka\n. q .\n"), "t:2: column 2: 'q' is no cell ('.' white, 'X' black, 0-4 numbered black)");
  EXPECT_TRUE(looks_like_shakashaka("https://puzz.link/p?shakashaka/3/3/i\n"));
  EXPECT_TRUE(looks_like_shakashaka("shakashaka\n. 3\n"));
  auto r = cli("count --type auto --format json",
               "https://puzz.link/p?shakashaka/3/3/A\n\n" + slurp(source("instances/shakashaka/6x6.txt")));
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// A number changed: small boards, each number in turn set to 0..4 or unnumbered, counted by sat
// and native against brute force through the checker.
TEST(Shakashaka, CountsWithANumberChangedMatchBruteForce) {
  const std::vector<std::string> boards{"shakashaka\n. . X\n. . .\n2 . .\n", "shakashaka\n. 1 .\n. . .\nX . .\n",
                                        "shakashaka\n. . . .\n2 . . X\n", "shakashaka\n. . 0\n. . .\n. 1 .\n",
                                        "shakashaka\n. . X\n. . 1\n"};
  int compared = 0, several = 0, some = 0;
  for (const auto& text : boards) {
    auto p = read_text(text);
    ASSERT_TRUE(p) << text;
    const auto& s = of(*p);
    for (size_t i = 0; i < s.board().size(); ++i) {
      if (s.board()[i] == Shakashaka::kWhite) continue;
      for (int v : {0, 1, 2, 3, 4, Shakashaka::kBlack}) {
        auto board = s.board();
        board[i] = v;
        const Shakashaka w(s.rows(), s.cols(), board, ShakashakaForm::block);
        const int64_t want = brute_force(w);
        EXPECT_EQ(solve(w, Backend::sat, upto(0)).count, want) << w.line(w.givens());
        EXPECT_EQ(solve(w, Backend::native, upto(0)).count, want) << w.line(w.givens());
        several += want > 1;
        some += want > 0;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 20);
  EXPECT_GT(several, 0);
  EXPECT_GT(some, several);
}

// explain reaches the solution on the sample, with the catalogue's names.
TEST(Shakashaka, ExplainReachesTheSolution) {
  auto p = read_text(slurp(source("instances/shakashaka/6x6.txt")));
  ASSERT_TRUE(p);
  deduce::Deducer d(*p, {});
  const deduce::Path path = d.run();
  EXPECT_EQ(path.end, deduce::End::solved);
  std::set<std::string> names;
  for (const auto& s : path.steps) names.insert(s.rule);
  EXPECT_TRUE(names.count("rectangle_corner"));
}

// And on the smallest public puzzle (pzprjs' own).
TEST(Shakashaka, ExplainReachesThePublicSolution) {
  NEED_SHARED("instances/genres/shakashaka.jsonl");
  const auto j = nlohmann::json::parse(lines_of(shared("instances/genres/shakashaka.jsonl"))[0]);
  auto p = read_text("https://puzz.link/p?" + j["url"].get<std::string>());
  ASSERT_TRUE(p);
  deduce::Deducer d(*p, {});
  const deduce::Path path = d.run();
  ASSERT_EQ(path.end, deduce::End::solved);
}

// generate: a puzzle whose filling is the only one (counted here by sat and native), graded.
TEST(Shakashaka, GeneratesUniqueGradedPuzzles) {
  for (const char* seed : {"1", "2"}) {
    auto r = cli(std::string("generate --type shakashaka --size 6 --seed ") + seed);
    ASSERT_EQ(r.exit, 0) << r.err;
    auto p = read_text(r.out);
    ASSERT_TRUE(p) << r.out;
    EXPECT_EQ(solve(*p, Backend::sat, upto(2)).count, 1) << r.out;
    EXPECT_EQ(solve(*p, Backend::native, upto(2)).count, 1) << r.out;
    auto g = cli("grade --type shakashaka", r.out);
    EXPECT_EQ(g.exit, 0) << g.err;
    EXPECT_NE(g.out.find("solved"), std::string::npos) << g.out;
  }
}

}  // namespace test_shakashaka
