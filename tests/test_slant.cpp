// Slant against facts computed elsewhere: Simon Tatham's generator (sgt-slant: unique puzzles
// by construction, at both levels), the public puzzles with their published answers (janko.at's
// Gokigen Naname through puzzlekit, pzprjs' test puzzle), and brute force over every filling of
// small grids with a number changed.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "check/slant.hpp"
#include "encoders/connected.hpp"
#include "puzzles/slant/slant.hpp"
#include "generate_check.hpp"
#include "sight_test.hpp"

namespace test_slant {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::string error_of(const std::string& text) { return read_error(text, "slant"); }

ReadOptions as_slant() {
  ReadOptions o;
  o.type = "slant";
  return o;
}

struct SlantPublished {
  std::string url;
  Grid answer;  // 1 '/', 2 '\'
};

// The public puzzles of at most `cells` cells, and (stride > 0) every stride-th of the others;
// every one with GRIDSAT_ALL_DATA=1. The answers are rows of '/' and '\'.
std::vector<SlantPublished> slant_published(int cells, size_t stride) {
  std::vector<SlantPublished> out;
  const auto lines = lines_of(shared("instances/genres/gokigen.jsonl"));
  for (size_t i = 0; i < lines.size(); ++i) {
    const auto j = nlohmann::json::parse(lines[i]);
    const auto& rows = j["answer"];
    Grid g(static_cast<int>(rows.size()), static_cast<int>(rows[0].get<std::string>().size()));
    for (int r = 0; r < g.rows; ++r)
      for (int c = 0; c < g.cols; ++c) g.at(r, c) = rows[r].get<std::string>()[static_cast<size_t>(c)] == '/' ? 1 : 2;
    if (g.size() <= cells || all_data() || (stride && i % stride == 0))
      out.push_back({"https://puzz.link/p?" + j["url"].get<std::string>(), g});
  }
  return out;
}

}  // namespace

// Fresh sgt-slant puzzles (fixed seeds), both levels, two sizes: read by --type auto, unique
// with lazy and eager loop rules, sat and native agreeing on the small ones; the ID writes back
// and so does the line form of the solution.
TEST(Slant, SgtPuzzlesAreUnique) {
  if (std::system("test -x /usr/games/sgt-slant") != 0) GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int checked = 0;
  for (const char* params : {"5x5de#11", "5x5dh#11", "10x8de#11", "10x8dh#11"}) {
    for (const auto& id : sgt_generate("slant", 2, params)) {
      auto p = parse_one(id);
      ASSERT_TRUE(p) << id;
      ASSERT_EQ(p->family(), "slant") << id;
      Grid first;
      for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
        const Backend b = p->rows() * p->cols() <= 25 ? Backend::both : Backend::sat;
        Answer a = solve(*p, b, up_to(2, c));
        ASSERT_EQ(a.count, 1) << id << " " << to_string(c) << " " << a.internal_error;
        EXPECT_TRUE(a.complete);
        EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
        if (c == Connectivity::lazy) first = a.solutions[0];
        else EXPECT_EQ(a.solutions[0], first);
      }
      EXPECT_EQ(p->line(p->givens()), id);
      auto back = parse_one(p->line(first));
      ASSERT_TRUE(back) << p->line(first);
      EXPECT_EQ(back->givens(), first);
      EXPECT_EQ(back->line(back->givens()), p->line(first));
      ++checked;
    }
  }
  EXPECT_EQ(checked, 8);
}

// The public puzzles (a sample: the small ones and a stride; all with GRIDSAT_ALL_DATA=1):
// unique, the published answer; the small ones by the native search too.
TEST(Slant, PublicPuzzlesHaveThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  int solved = 0;
  for (const auto& pub : slant_published(64, 10)) {
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p) << pub.url;
    ASSERT_EQ(p->family(), "slant");
    const Answer a = solve(*p, p->rows() * p->cols() <= 36 ? Backend::both : Backend::sat, up_to(2, Connectivity::lazy));
    ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
    EXPECT_EQ(a.solutions[0], pub.answer) << pub.url;
    ++solved;
  }
  EXPECT_GE(solved, 20);
}

// A number removed, raised or lowered (within 0..4) on small sgt-slant puzzles: counted exactly
// (every solution) by sat (both loop rules) and the native search, against brute force over
// every filling through the independent checker.
TEST(Slant, CountsWithANumberChangedMatchBruteForce) {
  if (std::system("test -x /usr/games/sgt-slant") != 0) GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int puzzles = 0, several = 0, none = 0;
  for (const char* params : {"4x4de#5", "3x5dh#5", "5x3de#5", "4x4dh#5"})
    for (const auto& id : sgt_generate("slant", 2, params)) {
      auto p = parse_one(id, as_slant());
      ASSERT_TRUE(p) << id;
      const auto& s = dynamic_cast<const Slant&>(*p);
      std::vector<int> numbered;
      for (size_t i = 0; i < s.clues().size(); ++i)
        if (s.clues()[i] >= 0) numbered.push_back(static_cast<int>(i));
      ASSERT_FALSE(numbered.empty()) << id;
      for (int corner : {numbered.front(), numbered[numbered.size() / 2], numbered.back()})
        for (int delta : {-100, -1, 1}) {
          auto clues = s.clues();
          clues[static_cast<size_t>(corner)] = delta == -100 ? Slant::kNone : clues[static_cast<size_t>(corner)] + delta;
          if (delta != -100 && (clues[static_cast<size_t>(corner)] < 0 || clues[static_cast<size_t>(corner)] > 4)) continue;
          const Slant v(s.rows(), s.cols(), clues, std::vector<int>(static_cast<size_t>(s.rows() * s.cols()), 0),
                        SlantForm::sgt);
          const int64_t want = brute_force(v);
          several += want > 1, none += want == 0;
          for (Connectivity c : {Connectivity::lazy, Connectivity::eager})
            EXPECT_EQ(solve(v, Backend::sat, up_to(0, c)).count, want) << v.line(v.givens()) << " " << to_string(c);
          EXPECT_EQ(solve(v, Backend::native, up_to(0, Connectivity::lazy)).count, want) << v.line(v.givens());
          ++puzzles;
        }
    }
  EXPECT_GE(puzzles, 30);
  EXPECT_GT(several, 0);
  EXPECT_GT(none, 0);
}

TEST(Slant, BadInputIsNamed) {
  EXPECT_EQ(error_of("2x2:a2f"), "t:1: slant game ID: 8 corners, expected 9");
  EXPECT_EQ(error_of("2x2:a2h"), "t:1: slant game ID: the corners run past 9");
  EXPECT_EQ(error_of("2x2:a5g"), "t:1: the number 5 at corner 0,1 is outside 0..4");
  EXPECT_EQ(error_of("2x2:a2!g"), "t:1: slant game ID: unexpected '!' in the corners");
  EXPECT_EQ(error_of("2x2:i /\\,/"), "t:1: after the puzzle: '/\\,/' is no slant grid (2 rows of 2 '/', '\\' or '.' joined by ',')");
  EXPECT_EQ(error_of("0x3:"), "t:1: slant size 0x3 is out of range 1..200 each way");
  EXPECT_EQ(error_of("https://puzz.link/p?gokigen/2/2/2h"), "parsed");
  EXPECT_EQ(error_of("https://puzz.link/p?gokigen/2/2/2hzz"), "t:1: puzz.link URL: 'z' after the 9 corners");
  EXPECT_EQ(error_of("https://puzz.link/p?gokigen/2/2/2!"), "t:1: puzz.link URL: unexpected '!' in the corners");
  EXPECT_EQ(error_of("https://puzz.link/p?gokigen/2"), "t:1: puzz.link URL: expected gokigen/COLS/ROWS/DATA");
  EXPECT_EQ(error_of("slant\n1..\n..\n"), "t:3: the rows end with a cell row: corner rows and cell rows alternate, corners first");
  EXPECT_EQ(error_of("slant\n1..\n..\n..\n"), "t:4: a corner row of 2 characters, expected 3");
  EXPECT_EQ(error_of("slant\n1..\n/x\n..."), "t:3: column 2: 'x' is no cell ('/', '\\', '.' open)");
  EXPECT_EQ(error_of("slant\n1.7\n...\n"), "t:1: the number 7 at corner 0,2 is outside 0..4");
  EXPECT_EQ(error_of("slant\n"), "t:1: a slant header with no rows after it");
  // --type auto knows Slant IDs (they count (W+1)(H+1) corners), URLs and the header.
  EXPECT_TRUE(looks_like_slant("5x5:0b21f11a122b32b0c22b2c0\n"));
  EXPECT_TRUE(looks_like_slant("https://puzz.link/p?gokigen/4/4/iaegcgcj6a\n"));
  EXPECT_FALSE(looks_like_slant("7x7:b11p2Bb0b01pBBb\n"));  // Light Up
  EXPECT_FALSE(looks_like_slant("3x3:a2g\n"));              // Bridges
  auto r = cli("count --type slant --format json", "2x2:a2f\nhttps://puzz.link/p?gokigen/4/4/iaegcgcj6a\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: slant game ID: 8 corners, expected 9"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// The typed rows: print_grid's output (corners and the solution's cells) reads back as the
// same puzzle with those cells given; corner rows alone read as the puzzle; the JSON grid holds
// 1 for '/' and 2 for '\'.
TEST(Slant, TypedRowsReadBack) {
  auto p = parse_one("https://puzz.link/p?gokigen/4/4/iaegcgcj6a");
  ASSERT_TRUE(p);
  const Answer a = solve(*p, Backend::sat, up_to(2, Connectivity::lazy));
  ASSERT_EQ(a.count, 1);
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  EXPECT_EQ(out.str(),
            ". . . 0 .\n \\ / \\ /\n. 4 . . .\n / \\ \\ \\\n2 . . . 2\n \\ \\ / /\n. . . . .\n / / / \\\n. 1 . 0 .\n");
  auto back = parse_one("slant\n" + out.str());
  ASSERT_TRUE(back);
  EXPECT_EQ(back->givens(), a.solutions[0]);
  EXPECT_EQ(solve(*back, Backend::both, up_to(0, Connectivity::lazy)).count, 1);
  auto bare = parse_one("slant\n...0.\n.4...\n2...2\n.....\n.1.0.\n");
  ASSERT_TRUE(bare);
  EXPECT_EQ(bare->line(bare->givens()), "4x4:c0b4c2c2f1a0a");
  EXPECT_EQ(slant_url(*bare), "https://puzz.link/p?gokigen/4/4/iaegcgcj6a");
  auto j = cli("solve --format json", "https://puzz.link/p?gokigen/4/4/iaegcgcj6a\n");
  EXPECT_EQ(j.exit, 0) << j.err;
  EXPECT_NE(j.out.find("[[2,1,2,1],[1,2,2,2],[2,2,1,1],[1,1,1,2]]"), std::string::npos) << j.out;
}

// generate: unique puzzles, numbered from a random loop-free filling; grade names their level.
TEST(Slant, GeneratedPuzzlesAreUniqueAndGraded) {
  expect_generated_unique_and_graded("--type slant --size 7 --seed 5", 2);
}

// explain on small public puzzles and sgt's: sound steps reaching the solution, named from the
// catalogue.
TEST(Slant, ExplainReachesTheSolution) {
  NEED_SHARED("instances/genres");
  std::set<std::string> rules;
  int explained = 0;
  for (const auto& pub : slant_published(36, 0)) {
    if (pub.answer.size() > 36) continue;  // GRIDSAT_ALL_DATA=1 lists every one
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p);
    explain_reaches(*p, pub.answer, rules);
    ++explained;
  }
  for (const auto& id : sgt_generate("slant", 2, "6x6dh#3")) {
    auto p = parse_one(id, as_slant());
    ASSERT_TRUE(p);
    const Answer a = solve(*p, Backend::sat, up_to(1, Connectivity::lazy));
    explain_reaches(*p, a.solutions[0], rules);
    ++explained;
  }
  EXPECT_GE(explained, 4);
  EXPECT_TRUE(rules.count("corner_count")) << rules.size();
  EXPECT_GE(rules.size(), 2u);
}

}  // namespace test_slant
