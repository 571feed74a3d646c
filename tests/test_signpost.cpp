// Signpost against facts computed elsewhere: Simon Tatham's generator (unique puzzles by
// construction, sgt-signpost at both presets' kinds and two sizes), a brute force over every
// numbering of small boards through the independent checker, and the game-ID syntax of
// signpost.c.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "check/signpost.hpp"
#include "helpers.hpp"
#include "shading_helpers.hpp"
#include "puzzles/signpost/signpost.hpp"
#include "solve/solve.hpp"
#include "text/lines.hpp"

namespace test_signpost {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions opts(int64_t limit, Connectivity c = Connectivity::lazy) { return shading_opts(limit, c); }

std::unique_ptr<Puzzle> signpost(const std::string& text) {
  ReadOptions o;
  o.type = "signpost";
  return parse_one(text, o);
}

const Signpost& as_signpost(const Puzzle& p) { return dynamic_cast<const Signpost&>(p); }

// Every numbering of the cells (N! of them) that the checker passes.
int64_t brute_force(const Signpost& p) {
  const int N = p.rows() * p.cols();
  Grid g(p.rows(), p.cols());
  std::iota(g.cells.begin(), g.cells.end(), 1);
  int64_t count = 0;
  do count += !check::signpost(p.arrows(), p.numbers(), g).has_value();
  while (std::next_permutation(g.cells.begin(), g.cells.end()));
  (void)N;
  return count;
}

}  // namespace

// Fresh sgt-signpost puzzles (fixed seeds), corner ends and free ends, 4x4 and 5x5 (and a
// non-square 6x5): unique, the answer passes the checker, sat and native agree, the ID reads
// back.
TEST(Signpost, SgtPuzzlesAreUnique) {
  for (const std::string params : {"4x4c", "4x4", "5x5c", "5x5", "6x5c"}) {
    for (const auto& id : sgt_generate("signpost", 2, params + "#gridsat-test")) {
      auto p = signpost(id);
      ASSERT_TRUE(p) << id;
      const Answer sat = solve(*p, Backend::sat, opts(2));
      ASSERT_EQ(sat.count, 1) << id << sat.internal_error;
      EXPECT_FALSE(check::signpost(as_signpost(*p).arrows(), as_signpost(*p).numbers(), sat.solutions[0])) << id;
      const Answer both = solve(*p, Backend::both, opts(2));
      EXPECT_EQ(both.count, 1) << id << both.internal_error;
      EXPECT_EQ(p->line(p->givens()), id.substr(0, id.find(' ')));
      auto back = signpost(p->line(sat.solutions[0]));
      ASSERT_TRUE(back);
      EXPECT_EQ(back->givens().cells, p->givens().cells);
    }
  }
}

// A clue changed: each given number of small puzzles (4x2 and 3x2 sgt puzzles) dropped or
// moved to another cell; sat's and native's counts equal the brute force over all numberings.
TEST(Signpost, CountsMatchBruteForceWithAClueChanged) {
  int tried = 0;
  for (const std::string params : {"4x2", "3x2", "4x2c"})
    for (const auto& id : sgt_generate("signpost", 2, params + "#gridsat-bf")) {
      auto p = signpost(id);
      ASSERT_TRUE(p) << id;
      const auto& s = as_signpost(*p);
      const int N = p->rows() * p->cols();
      for (int i = 0; i < N; ++i) {
        if (!s.numbers()[i]) continue;
        for (int to = -1; to < N; ++to) {
          std::vector<int> numbers = s.numbers();
          if (to >= 0 && numbers[to]) continue;
          if (to >= 0) numbers[to] = numbers[i];
          numbers[i] = 0;
          const Signpost q(p->rows(), p->cols(), s.arrows(), numbers, SignpostForm::sgt);
          const int64_t want = brute_force(q);
          const Answer sat = solve(q, Backend::sat, opts(0)), native = solve(q, Backend::native, opts(0));
          EXPECT_TRUE(sat.complete && sat.count == want) << q.line(q.givens()) << " sat " << sat.count << " want " << want;
          EXPECT_TRUE(native.complete && native.count == want) << q.line(q.givens()) << " native " << native.count;
          ++tried;
        }
      }
    }
  EXPECT_GE(tried, 20);
}

// The typed block reads the same puzzle as its sgt ID; the ID's syntax coded by hand.
TEST(Signpost, FormsReadTheSamePuzzle) {
  auto id = signpost("4x4:1ccceecgecghhbc16ag");
  auto typed = signpost(slurp(source("instances/signpost/small.txt")));
  ASSERT_TRUE(id && typed);
  EXPECT_EQ(as_signpost(*id).numbers(), as_signpost(*typed).numbers());
  EXPECT_EQ(as_signpost(*id).arrows(), as_signpost(*typed).arrows());
  EXPECT_EQ(as_signpost(*id).arrows()[0], 2);  // 'c' = E
  EXPECT_EQ(as_signpost(*id).numbers()[14], 16);
  EXPECT_EQ(solve(*id, Backend::sat, opts(2)).count, 1);
  EXPECT_EQ(solve(*typed, Backend::sat, opts(2)).count, 1);
  EXPECT_EQ(id->line(id->givens()), "4x4:1ccceecgecghhbc16ag");
}

// Bad input: exit 2 naming the line and the problem, the rest of the batch answered.
TEST(Signpost, CliBadInput) {
  const std::string batch =
      "4x4:1ccceecgecghhbc16ag\n"  // 1: fine
      "2x2:1ai\n"                  // 2: an arrow past h
      "2x2:1abc\n"                 // 3: too few cells
      "2x2:1a9bcd\n"               // 4: a number past 4
      "2x2:1a1bcd\n"               // 5: a number twice
      "\n1E X\nN 4\n"              // 7-8: a bad typed cell (line 7)
      "\n1E S\nN\n"                // 10-11: a short row (line 11)
      "\n4x4:1ccceecgecghhbc16ag\n";  // 13: fine
  test::Run r = cli("count --type signpost --format line", batch);
  EXPECT_EQ(r.exit, 2) << r.err;
  for (const char* want : {"<stdin>:2: signpost game ID: unexpected 'i'", "<stdin>:3: signpost game ID: the cells fill 3",
                           "<stdin>:4: signpost game ID: a number past 4", "<stdin>:5: signpost: the number 1 is given twice",
                           "<stdin>:7: column 2: 'X' is not a cell", "<stdin>:11: 1 cells, expected 2"})
    EXPECT_NE(r.err.find(want), std::string::npos) << want << "\n" << r.err;
  EXPECT_NE(r.out.find("unique 1 4x4:1ccceecgecghhbc16ag"), std::string::npos) << r.out;
  test::Run j = cli("solve --format json", "4x4:1ccceecgecghhbc16ag\n");
  EXPECT_EQ(j.exit, 0) << j.err;
  EXPECT_NE(j.out.find("\"type\":\"signpost\""), std::string::npos) << j.out;
  EXPECT_NE(j.out.find("\"grid\":[[1,"), std::string::npos) << j.out;
}

// generate: a 4x4 puzzle, unique, its numbers fewer than its cells.
TEST(Signpost, GenerateMakesUniquePuzzles) {
  test::Run g = cli("generate --type signpost --size 4 --count 2 --seed 7 --format line");
  ASSERT_EQ(g.exit, 0) << g.err;
  std::vector<std::string> ids;
  for (const auto& l : split_lines(g.out))
    if (!l.text.empty() && l.text[0] != '#') ids.emplace_back(l.text);
  ASSERT_EQ(ids.size(), 2u) << g.out;
  for (const auto& l : ids) {
    auto p = signpost(l);
    ASSERT_TRUE(p) << l;
    EXPECT_EQ(solve(*p, Backend::sat, opts(2)).count, 1) << l;
    EXPECT_LT(p->clue_count(), 16) << l;
  }
}

// generate at 5x5 (its clue removal runs on the encoding with groups, link literals included):
// each puzzle unique by both backends, its one solution passing the independent checker, and
// the same seed makes the same puzzles.
TEST(Signpost, GenerateFiveByFiveUniqueByBothBackends) {
  const std::string args = "generate --type signpost --size 5 --count 3 --seed 11 --format line";
  test::Run g = cli(args);
  ASSERT_EQ(g.exit, 0) << g.err;
  EXPECT_EQ(cli(args).out, g.out);
  int puzzles = 0;
  for (const auto& l : split_lines(g.out)) {
    if (l.text.empty() || l.text[0] == '#') continue;
    ++puzzles;
    auto p = signpost(std::string(l.text));
    ASSERT_TRUE(p) << l.text;
    const Answer sat = solve(*p, Backend::sat, opts(2)), native = solve(*p, Backend::native, opts(2));
    ASSERT_EQ(sat.count, 1) << l.text;
    EXPECT_EQ(native.count, 1) << l.text;
    ASSERT_FALSE(sat.solutions.empty());
    const Signpost& sp = as_signpost(*p);
    EXPECT_EQ(check::signpost(sp.arrows(), sp.numbers(), sat.solutions[0]), std::nullopt) << l.text;
    EXPECT_LT(p->clue_count(), 25) << l.text;
  }
  EXPECT_EQ(puzzles, 3) << g.out;
}

}  // namespace test_signpost
