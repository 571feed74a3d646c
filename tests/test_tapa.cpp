// Tapa against facts computed elsewhere: the public puzzles and their published answers
// (../shared/instances/genres/tapa.jsonl, each accepted by pzpr), pzprjs' and cspuz_core's
// clue codes, and brute force over every shading of small grids with a clue changed.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "check/tapa.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "published_answers.hpp"
#include "puzzles/common/ring_runs.hpp"
#include "puzzles/tapa/tapa.hpp"
#include "solve/solve.hpp"

namespace test_tapa {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions limit(int64_t n, Connectivity c = Connectivity::lazy) {
  SolveOptions o;
  o.limit = n;
  o.encode.connectivity = c;
  return o;
}

std::unique_ptr<Puzzle> read_tapa_text(const std::string& text) {
  ReadOptions o;
  o.type = "tapa";
  return parse_one(text, o);
}

const Tapa& tapa_of(const Puzzle& p) { return dynamic_cast<const Tapa&>(p); }

// Every shading of the board that the independent checker accepts.
int64_t brute_force(const Tapa& t) {
  const int n = t.rows() * t.cols();
  Grid g(t.rows(), t.cols());
  int64_t count = 0;
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    bool clue_shaded = false;
    for (int i = 0; i < n; ++i) {
      g.cells[i] = (mask >> i & 1) ? 2 : 1;
      clue_shaded = clue_shaded || (g.cells[i] == 2 && !t.clues()[static_cast<size_t>(i)].empty());
    }
    if (!clue_shaded && !check::tapa(t.rows(), t.cols(), t.clues(), g)) ++count;
  }
  return count;
}

std::vector<nlohmann::json> public_puzzles() {
  std::vector<nlohmann::json> out;
  for (const auto& line : lines_of(shared("instances/genres/tapa.jsonl"))) out.push_back(nlohmann::json::parse(line));
  return out;
}

}  // namespace

// Every public puzzle: read, unique (counted to 2; the eager spanning tree too up to 10x10:
// 5 s on the 20x20, lazy 0.03 s), the published answer, and the checker accepts that answer.
TEST(Tapa, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres/tapa.jsonl");
  int solved = 0;
  for (const auto& j : public_puzzles()) {
    const std::string url = "https://puzz.link/p?" + j["url"].get<std::string>();
    auto p = read_tapa_text(url);
    ASSERT_TRUE(p) << url;
    const Grid want = published_grid(j["answer"]);
    EXPECT_EQ(p->check(want), std::nullopt) << url;
    for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
      if (c == Connectivity::eager && p->rows() * p->cols() > 100) continue;
      const Answer a = solve(*p, Backend::sat, limit(2, c));
      ASSERT_EQ(a.count, 1) << url;
      EXPECT_EQ(a.solutions[0].cells, want.cells) << url;
    }
    EXPECT_EQ(tapa_url(*p), url);  // pzprjs' own code, byte for byte
    ++solved;
  }
  EXPECT_EQ(solved, 15);
}

// The native search agrees with sat on the public puzzles up to 7x6 (all solutions).
TEST(Tapa, NativeAgreesWithSatOnSmallPuzzles) {
  NEED_SHARED("instances/genres/tapa.jsonl");
  int compared = 0;
  for (const auto& j : public_puzzles()) {
    auto p = read_tapa_text("https://puzz.link/p?" + j["url"].get<std::string>());
    ASSERT_TRUE(p);
    if (p->rows() * p->cols() > 42) continue;
    const Answer sat = solve(*p, Backend::sat, limit(0)), native = solve(*p, Backend::native, limit(0));
    EXPECT_EQ(native.count, sat.count) << p->line(p->givens());
    EXPECT_TRUE(native.complete);
    ++compared;
  }
  EXPECT_GE(compared, 9);
}

// pzprjs' clue code (cspuz_core's tests list these pairs); the URL reads back to the same puzzle.
TEST(Tapa, ClueCodesAreThoseOfPzprjs) {
  const std::vector<std::pair<std::vector<int>, std::string>> codes{
      {{0}, "0"},       {{kRingAny}, "."}, {{3}, "3"},           {{1, 1, 1, 1}, "9"}, {{1, 2}, "a8"},
      {{3, 3}, "al"},   {{4, kRingAny}, "ao"}, {{2, kRingAny, kRingAny}, "bw"}, {{1, 1, kRingAny, kRingAny}, "d4"}};
  for (const auto& [clue, code] : codes) {
    std::vector<std::vector<int>> clues(4);
    clues[1] = clue;
    const std::string url = tapa_puzzlink_url(2, 2, clues);
    EXPECT_EQ(url, "https://puzz.link/p?tapa/2/2/g" + code + "h") << code;
    auto back = read_tapa_text(url);
    ASSERT_TRUE(back) << url;
    EXPECT_EQ(tapa_of(*back).clues(), clues) << url;
  }
  // A long gap: 'z' is 20 empty cells, 'j' 4.
  std::vector<std::vector<int>> clues(25);
  clues[24] = {8};
  EXPECT_EQ(tapa_puzzlink_url(5, 5, clues), "https://puzz.link/p?tapa/5/5/zj8");
}

TEST(Tapa, TypedBlockReadsBackAndSolves) {
  auto p = read_tapa_text(slurp(source("instances/tapa/6x6.txt")));
  ASSERT_TRUE(p);
  const Answer a = solve(*p, Backend::sat, limit(2));
  ASSERT_EQ(a.count, 1);
  EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
  std::ostringstream grid;
  p->print_grid(grid, a.solutions[0]);  // the solved block reads back as the same puzzle
  auto again = read_tapa_text("tapa\n" + grid.str());
  ASSERT_TRUE(again) << grid.str();
  EXPECT_EQ(tapa_of(*again).clues(), tapa_of(*p).clues());
  auto line = read_tapa_text(p->line(a.solutions[0]));  // the URL and the shading after it
  ASSERT_TRUE(line) << p->line(a.solutions[0]);
  EXPECT_EQ(tapa_of(*line).clues(), tapa_of(*p).clues());
}

TEST(Tapa, BadInputIsNamed) {
  const auto error_of = [](const std::string& text) { return read_error(text, "tapa"); };
  EXPECT_EQ(error_of("https://puzz.link/p?tapa/3/3/j8ja"), "t:1: puzz.link URL: 'a' after the 9 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?tapa/3/3/A"), "t:1: puzz.link URL: unexpected 'A' in the cells");
  EXPECT_EQ(error_of("https://puzz.link/p?tapa/3/3/jez"), "t:1: puzz.link URL: unexpected 'z' in the clue after 'e'");
  EXPECT_EQ(error_of("https://puzz.link/p?tapa/3/3/jzz"), "t:1: puzz.link URL: the cells run past their 9");
  EXPECT_EQ(error_of("https://puzz.link/p?tapa/3"), "t:1: puzz.link URL: expected tapa/COLS/ROWS/DATA");
  // "az" (395) is 5 and 5: two runs and their gaps do not fit 8 cells.
  EXPECT_EQ(error_of("https://puzz.link/p?tapa/3/3/jazj"),
            "t:1: the clue 55 at row 2 column 2 is out of range (one number 0..8, or 2-4 numbers 1.. ('?' any) whose "
            "runs fit 8 cells)");
  EXPECT_EQ(error_of("tapa\n. 9 .\n. . .\n"),
            "t:1: the clue 9 at row 1 column 2 is out of range (one number 0..8, or 2-4 numbers 1.. ('?' any) whose "
            "runs fit 8 cells)");
  EXPECT_EQ(error_of("tapa\n. 3 .\n. .\n"), "t:3: row 2 has 2 cells, row 1 has 3");
  EXPECT_EQ(error_of("tapa\n. 3 .\n. a .\n"), "t:3: column 2: 'a' is no cell ('.' empty, 'x' shaded, a clue's numbers 0-8 and '?')");
  EXPECT_TRUE(looks_like_tapa("https://puzz.link/p?tapa/3/3/j8j\n"));
  EXPECT_TRUE(looks_like_tapa("tapa\n. 3\n"));
  EXPECT_FALSE(looks_like_tapa("https://puzz.link/p?lightup/3/3/j8j\n"));
  // The rest of a batch is answered.
  auto r = cli("count --type auto --format json", "https://puzz.link/p?tapa/3/3/A\nhttps://puzz.link/p?tapa/3/3/j8j\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// A clue changed: small boards (up to 4x4) with each clue in turn set to other values, counted
// by sat (both connectivity encodings) and native against brute force through the checker.
TEST(Tapa, CountsWithAClueChangedMatchBruteForce) {
  std::vector<std::string> boards{"tapa\n. 21 .\n. . .\n. . 3\n", "tapa\n. 2 1 .\n. . . .\n. . . .\n. 4 . 2\n",
                                  "tapa\n2 . . .\n. . . 4\n. . . .\n1 21 . 2\n"};
  const std::vector<std::vector<int>> others{{1}, {2}, {3}, {kRingAny}, {1, 1}, {1, kRingAny}, {0}, {5}};
  int compared = 0, several = 0;
  for (const auto& text : boards) {
    auto p = read_tapa_text(text);
    ASSERT_TRUE(p) << text;
    const Tapa& t = tapa_of(*p);
    for (size_t i = 0; i < t.clues().size(); ++i) {
      if (t.clues()[i].empty()) continue;
      for (const auto& other : others) {
        auto clues = t.clues();
        clues[i] = other;
        const Tapa v(t.rows(), t.cols(), clues, TapaForm::block);
        const int64_t want = brute_force(v);
        for (Connectivity c : {Connectivity::lazy, Connectivity::eager})
          EXPECT_EQ(solve(v, Backend::sat, limit(0, c)).count, want) << v.line(v.givens());
        EXPECT_EQ(solve(v, Backend::native, limit(0)).count, want) << v.line(v.givens());
        several += want > 1;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 50);
  EXPECT_GT(several, 0);
}

// explain reaches the solution on the small public puzzles, with the catalogue's names.
TEST(Tapa, ExplainReachesTheSolution) {
  NEED_SHARED("instances/genres/tapa.jsonl");
  std::set<std::string> names;
  int explained = 0;
  for (const auto& j : public_puzzles()) {
    auto p = read_tapa_text("https://puzz.link/p?" + j["url"].get<std::string>());
    ASSERT_TRUE(p);
    if (p->rows() * p->cols() > 36) continue;
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    EXPECT_EQ(path.end, deduce::End::solved) << j["url"];
    for (const auto& s : path.steps) names.insert(s.rule);
    ++explained;
  }
  EXPECT_GE(explained, 8);
  EXPECT_TRUE(names.count("clue_runs")) << names.size();
}

// generate: a puzzle whose shading is the only one (counted here by sat and native), graded.
TEST(Tapa, GeneratesUniqueGradedPuzzles) {
  for (const char* seed : {"1", "2"}) {
    auto r = cli(std::string("generate --type tapa --size 6 --seed ") + seed);
    ASSERT_EQ(r.exit, 0) << r.err;
    auto p = read_tapa_text(r.out);
    ASSERT_TRUE(p) << r.out;
    EXPECT_GT(tapa_of(*p).clue_count(), 0);
    EXPECT_EQ(solve(*p, Backend::sat, limit(2)).count, 1) << r.out;
    EXPECT_EQ(solve(*p, Backend::native, limit(2)).count, 1) << r.out;
    auto g = cli("grade --type tapa", r.out);
    EXPECT_EQ(g.exit, 0) << g.err;
    EXPECT_NE(g.out.find("solved"), std::string::npos) << g.out;
  }
}

}  // namespace test_tapa
