// Nonograms against facts computed elsewhere: Simon Tatham's generator (unique by
// construction), pzprjs' own example URL and its answer, brute force over every picture of
// tiny grids, and the CLI end to end on rectangular grids.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <sstream>

#include "check/nonogram.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "puzzles/nonogram/line_solver.hpp"
#include "puzzles/nonogram/nonogram.hpp"
#include "registry/registry.hpp"
#include "solve/solve.hpp"

namespace test_nonogram {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions opts(int64_t limit) {
  SolveOptions o;
  o.limit = limit;
  return o;
}

std::vector<std::string> generate(int count, const std::string& params) {
  return sgt_generate("pattern", count, params);
}

std::string error_of(const std::string& text) { return read_error(text, "nonogram"); }

Clues clues_of(const std::vector<int>& cells, int h, int w, bool rows) {
  Clues out;
  if (rows)
    for (int r = 0; r < h; ++r) out.push_back(runs_of_line(cells, r * w, 1, w));
  else
    for (int c = 0; c < w; ++c) out.push_back(runs_of_line(cells, c, w, h));
  return out;
}

}  // namespace

// Fresh sgt-pattern puzzles (fixed seeds) at 5x5, 10x10, 15x15 and a rectangle: unique
// under both backends (sat and the line solver, so the checker and the cross-check see each
// solution); the line form (the sgt ID with the solution as fixed squares) reads back.
TEST(Nonogram, SgtPuzzlesAreUniqueAndChecked) {
  if (std::system("test -x /usr/games/sgt-pattern") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int checked = 0;
  for (const char* params : {"5x5#25", "10x10#25", "15x15#25", "12x7#25"}) {
    for (const auto& id : generate(3, params)) {
      auto p = parse_one(id);  // --type auto
      ASSERT_TRUE(p) << id;
      ASSERT_EQ(p->family(), "nonogram") << id;
      Answer a = solve(*p, Backend::both, opts(2));
      ASSERT_EQ(a.count, 1) << params << " " << id << " " << a.internal_error;
      EXPECT_TRUE(a.complete);
      EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
      auto back = parse_one(p->line(a.solutions[0]));
      ASSERT_TRUE(back) << p->line(a.solutions[0]);
      EXPECT_EQ(back->givens(), a.solutions[0]);
      EXPECT_EQ(p->line(p->givens()), id);  // the writer is sgt's
      // The estimate (the clause budget's guard) bounds what encode builds.
      const EncodeOptions eo;
      const Encoding e = p->encode(eo);
      ASSERT_TRUE(p->estimate(eo));
      EXPECT_GE(p->estimate(eo)->clauses, e.cnf.num_clauses());
      EXPECT_GE(p->estimate(eo)->vars, e.cnf.num_vars());
      ++checked;
    }
  }
  EXPECT_EQ(checked, 12);
}

// pzprjs' example (test/script/nonogram.js) and the answer its checker accepts.
TEST(Nonogram, PuzzLinkExampleHasPzprjsAnswer) {
  const std::string url = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h";
  auto p = parse_one(url);
  ASSERT_TRUE(p);
  const auto& n = dynamic_cast<const Nonogram&>(*p);
  EXPECT_EQ(n.cols(), (Clues{{2, 1}, {1, 1, 1}, {1}, {1, 1, 1}, {2, 1}, {}}));
  EXPECT_EQ(n.rows(), (Clues{{2, 1}, {1, 1}, {1, 2}, {}, {1, 1}, {3}}));
  EXPECT_EQ(p->line(p->givens()), url);  // the writer codes it the same way
  Answer a = solve(*p, Backend::both, opts(0));
  ASSERT_EQ(a.count, 1) << a.internal_error;
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  EXPECT_EQ(out.str(), "##.#..\n#...#.\n.#.##.\n......\n#...#.\n.###..\n");
  EXPECT_TRUE(parse_one("http://pzv.jp/p.html?nonogram/6/6/12g1111h11112j12g11g21j11g3h"));
}

// The typed form and the sgt ID of the same rectangular puzzle read alike; the typed form
// prints and reads back.
TEST(Nonogram, TypedFormReadsBack) {
  const std::string typed = "rows:\n1 5\n2 2\n4\n2,2\n2\ncolumns:\n3\n3\n2\n1 1\n1\n1\n2 2\n2 2\n";
  auto t = parse_one(typed);
  auto s = parse_one("8x5:3/3/2/1.1/1/1/2.2/2.2/1.5/2.2/4/2.2/2");
  ASSERT_TRUE(t);
  ASSERT_TRUE(s);
  EXPECT_EQ(t->line(t->givens()), s->line(s->givens()));
  EXPECT_EQ(t->givens().rows, 5);
  EXPECT_EQ(t->givens().cols, 8);
  std::ostringstream out;
  t->print_grid(out, t->givens());
  auto again = parse_one(out.str());
  ASSERT_TRUE(again) << out.str();
  EXPECT_EQ(again->line(again->givens()), s->line(s->givens()));
  // Empty lines as 0 and '-', and the ID's empty line as nothing or 0.
  auto e = parse_one("rows:\n0\n1\ncolumns:\n-\n1\n");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->line(e->givens()), "2x2:/1//1");
  EXPECT_TRUE(parse_one("2x2:0/1/0/1"));
}

// Tiny grids: every picture's clues, and the clues with one run removed, counted by sat and
// by the line solver against a brute force over all 2^(h*w) pictures.
TEST(Nonogram, CountsMatchBruteForce) {
  std::mt19937 rng(25);
  for (auto [h, w] : {std::pair{3, 3}, std::pair{4, 4}, std::pair{3, 5}, std::pair{4, 3}}) {
    for (int round = 0; round < 6; ++round) {
      std::vector<int> pic(static_cast<size_t>(h) * w);
      for (int& v : pic) v = 1 + static_cast<int>(rng() % 2);
      Clues rows = clues_of(pic, h, w, true), cols = clues_of(pic, h, w, false);
      if (round % 2) {  // a run removed from one line
        auto& line = (round % 4 == 1) ? rows : cols;
        for (auto& c : line)
          if (!c.empty()) {
            c.erase(c.begin() + static_cast<std::ptrdiff_t>(rng() % c.size()));
            break;
          }
      }
      int64_t want = 0;
      for (uint32_t m = 0; m < (1u << (h * w)); ++m) {
        std::vector<int> g(pic.size());
        for (size_t i = 0; i < g.size(); ++i) g[i] = 1 + (m >> i & 1);
        want += clues_of(g, h, w, true) == rows && clues_of(g, h, w, false) == cols;
      }
      Nonogram p(Grid(h, w), rows, cols, NonogramForm::sgt);
      Answer s = solve(p, Backend::sat, opts(0));
      Answer nat = solve(p, Backend::native, opts(0));
      EXPECT_EQ(s.count, want) << p.line(p.givens()) << s.internal_error;
      EXPECT_EQ(nat.count, want) << p.line(p.givens()) << nat.internal_error;
    }
  }
}

// The line solver on one line narrows exactly to what the placements allow.
TEST(Nonogram, LineSolverOverlap) {
  std::vector<int> cells(10, 0);
  ASSERT_TRUE(nonogram::solve_line({8}, cells));
  EXPECT_EQ(cells, (std::vector<int>{0, 0, 2, 2, 2, 2, 2, 2, 0, 0}));
  std::vector<int> two{0, 0, 0, 1, 0, 2};  // 2 1: the 1 is the last cell, the 2 in cells 0..2
  ASSERT_TRUE(nonogram::solve_line({2, 1}, two));
  EXPECT_EQ(two, (std::vector<int>{0, 2, 0, 1, 1, 2}));
  std::vector<int> gap{0, 0, 1, 0, 0};
  EXPECT_FALSE(nonogram::solve_line({3}, gap));
  std::vector<int> none{0, 1, 0};
  EXPECT_FALSE(nonogram::solve_line({2}, none));
}

TEST(Nonogram, BadInputIsNamed) {
  EXPECT_EQ(error_of("3x2:1/1/1/4/1"), "t:1: row 1: the run 4 is longer than the row's 3 cells");
  EXPECT_EQ(error_of("3x2:1/1/3/1/1"), "t:1: column 3: the run 3 is longer than the column's 2 cells");
  EXPECT_EQ(error_of("5x1:1/1/1/1/1/2.2.1"),
            "t:1: row 1: its runs need 7 cells with the gaps between them, the row has 5");
  EXPECT_EQ(error_of("3x2:1/1/1/1"), "t:1: pattern game ID: 4 clues, expected 5 (3 columns, then 2 rows)");
  EXPECT_EQ(error_of("3x2:1/1/1/1/1/1"), "t:1: pattern game ID: 6 clues, expected 5 (3 columns, then 2 rows)");
  EXPECT_EQ(error_of("3x2:1/x/1/1/1"), "t:1: pattern game ID: clue 2 'x' is not runs separated by '.'");
  EXPECT_EQ(error_of("2x2:1/1/1/1,a"), "t:1: pattern game ID: the fixed squares cover 1 of 4 cells");
  EXPECT_EQ(error_of("2x2:1/1/1/1,f"), "t:1: pattern game ID: the fixed squares run past the 4 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?nonogram/2/2/1.1"),
            "t:1: puzz.link URL: a '?' clue (a run of unknown length) is not supported");
  EXPECT_EQ(error_of("https://puzz.link/p?nonogram/2/2/11112"), "t:1: puzz.link URL: '2' after the clues");
  EXPECT_EQ(error_of("https://puzz.link/p?nonogram/2/x/1"), "t:1: puzz.link URL: expected nonogram/COLS/ROWS/DATA");
  EXPECT_EQ(error_of("rows:\n1\n1\n"), "t:1: the rows have no 'columns:' block after them");
  EXPECT_EQ(error_of("rows:\n1\n3 x\ncolumns:\n1\n"), "t:3: row 2: 'x' is not a run length");
  EXPECT_EQ(error_of("rows:\n1\n1\ncolumns:\n1 1\n"),
            "t:1: column 1: its runs need 3 cells with the gaps between them, the column has 2");
  EXPECT_EQ(error_of("hello\n"),
            "t:1: not a nonogram: expected a pattern game ID (WxH:...), a puzz.link ?nonogram/ URL or a 'rows:' line");
  // The rest of a batch is still read.
  ReadOptions o;
  o.type = "nonogram";
  auto recs = read_puzzles("3x2:1/1/1/4/1\nrows:\n9\ncolumns:\n1\n\n2x2:1/1/1/1\n", "t", o);
  ASSERT_EQ(recs.size(), 3u);
  EXPECT_FALSE(recs[0].puzzle);
  EXPECT_FALSE(recs[1].puzzle);
  EXPECT_EQ(recs[1].error, "t:2: row 1: the run 9 is longer than the row's 1 cells");
  EXPECT_TRUE(recs[2].puzzle);
}

// The CLI end to end on a rectangle: solve (grid, json, svg), count, generate.
TEST(Nonogram, CliRectangularAndGenerate) {
  const std::string id = "8x5:3/3/2/1.1/1/1/2.2/2.2/1.5/2.2/4/2.2/2";
  gridsat::test::Run r = cli("solve --type auto --format grid", id + "\n");
  ASSERT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(r.out.size(), 5u * 9);
  gridsat::test::Run j = cli("count --format json", id + "\n");
  ASSERT_EQ(j.exit, 0) << j.err;
  EXPECT_NE(j.out.find("\"verdict\""), std::string::npos) << j.out;
  gridsat::test::Run s = cli("solve --format svg", id + "\n");
  ASSERT_EQ(s.exit, 0) << s.err;
  EXPECT_NE(s.out.find("<svg"), std::string::npos);
  gridsat::test::Run bad = cli("solve --type nonogram", "3x2:1/1/1/4/1\n" + id + "\n");
  EXPECT_EQ(bad.exit, 2);
  EXPECT_NE(bad.err.find("<stdin>:1: row 1: the run 4 is longer"), std::string::npos) << bad.err;
  EXPECT_NE(bad.out.find('#'), std::string::npos);  // the second puzzle answered
  gridsat::test::Run g = cli("generate --type nonogram --size 8 --count 2 --seed 5");
  ASSERT_EQ(g.exit, 0) << g.err;
  const std::string line = g.out.substr(0, g.out.find('\n'));
  auto p = parse_one(line);
  ASSERT_TRUE(p) << g.out;
  Answer a = solve(*p, Backend::sat, opts(2));
  EXPECT_EQ(a.count, 1) << line;
}

// --difficulty takes deduce's levels (a try is kept when its grade is the level asked, medium
// by a walk of the picture): the printed puzzle is unique on both backends, and `gridsat grade`
// on it says the level; a level that is no nonogram's is refused, naming the levels. Medium
// (about a CPU second here) was never made before medium became four lines together.
TEST(Nonogram, GenerateAtADifficulty) {
  for (const std::string level : {"easy", "medium", "hard"}) {
    gridsat::test::Run g = cli("generate --type nonogram --size 8 --seed 5 --format line --difficulty " + level);
    ASSERT_EQ(g.exit, 0) << level << ": " << g.err;
    const std::string line = g.out.substr(0, g.out.find('\n'));
    auto p = parse_one(line);
    ASSERT_TRUE(p) << g.out;
    EXPECT_EQ(solve(*p, Backend::sat, opts(2)).count, 1) << line;
    EXPECT_EQ(solve(*p, Backend::native, opts(2)).count, 1) << line;
    gridsat::test::Run r = cli("grade --type nonogram", line + "\n");
    ASSERT_EQ(r.exit, 0) << r.err;
    EXPECT_NE(r.out.find(level + " (rank"), std::string::npos) << line << "\n" << r.out;
  }
  gridsat::test::Run bad = cli("generate --type nonogram --difficulty extreme");
  EXPECT_EQ(bad.exit, 2);
  EXPECT_NE(bad.err.find("easy, medium, hard"), std::string::npos) << bad.err;
}

// explain over the rows' and columns' clue groups on sgt-pattern's puzzles (unique, solved by
// sgt's own line solver): the steps reach the SAT solution, each decision agrees with it, and
// the line rules are named (overlaps, pushes against known cells).
TEST(Nonogram, ExplainReachesTheSolutionLineByLine) {
  std::set<std::string> rules;
  int solved = 0;
  for (const auto& id : sgt_generate("pattern", 3, "8x8#42")) {
    auto p = parse_one(id);
    ASSERT_TRUE(p) << id;
    SolveOptions o;
    o.limit = 2;
    Answer a = solve(*p, Backend::sat, o);
    ASSERT_EQ(a.count, 1) << id;
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    ASSERT_EQ(path.end, deduce::End::solved) << id;
    EXPECT_EQ(path.grid, a.solutions[0]);
    for (const auto& s : path.steps) {
      rules.insert(s.rule);
      for (const auto& f : s.decided) EXPECT_EQ(a.solutions[0].cells[f.cell] == f.value, f.holds) << s.text;
    }
    EXPECT_LE(deduce::grade(*find_family("nonogram"), path).rank, 2) << id;  // one line, or a row and a column
    ++solved;
  }
  EXPECT_EQ(solved, 3);
  EXPECT_TRUE(rules.count("line_overlap"));
  EXPECT_TRUE(rules.count("line_push"));
}

// A clue that fills its line, or an empty one, decides the line alone: "complete_line".
TEST(Nonogram, CompleteLinesAreNamed) {
  auto p = parse_one("3x3:1/1/1/3/0/0");  // columns 1, 1, 1; rows 3, -, -: the top row shaded
  ASSERT_TRUE(p);
  deduce::Deducer d(*p, {});
  const deduce::Path path = d.run();
  ASSERT_EQ(path.end, deduce::End::solved);
  ASSERT_FALSE(path.steps.empty());
  EXPECT_EQ(path.steps[0].rule, "complete_line");
  EXPECT_EQ(path.steps[0].cost, 1);
}

// The independent checker rejects each way a picture can break, naming it: a 2x3 picture
// (rows 1 and 3 shaded cells) changed one rule at a time.
TEST(Nonogram, CheckerNamesEachBrokenRule) {
  auto picture = [](std::vector<int> cells) {
    Grid g(2, 3);
    g.cells = std::move(cells);
    return g;
  };
  const Grid good = picture({2, 1, 1, 2, 2, 2}), none(2, 3);
  const std::vector<std::vector<int>> rows{{1}, {3}}, cols{{2}, {1}, {1}};
  EXPECT_EQ(check::nonogram(none, rows, cols, good), std::nullopt);
  auto says = [](const std::optional<std::string>& why, const std::string& what) {
    ASSERT_TRUE(why.has_value()) << what;
    EXPECT_EQ(*why, what);
  };
  says(check::nonogram(none, rows, cols, Grid(3, 2)), "the solution is not 2x3");
  says(check::nonogram(none, {{1}}, cols, good), "the puzzle does not have a clue per row and per column");
  says(check::nonogram(none, rows, cols, picture({2, 1, 0, 2, 2, 2})), "row 1 column 3 is neither empty nor shaded");
  Grid given(2, 3);
  given.cells[1] = 2;
  says(check::nonogram(given, rows, cols, good), "row 1 column 2 differs from its given");
  says(check::nonogram(none, rows, cols, picture({2, 1, 2, 2, 2, 2})), "row 1 shows runs 1 1, its clue is 1");
  says(check::nonogram(none, {{1}, {3}}, {{2}, {1}, {}}, good), "column 3 shows runs 1, its clue is none");
  says(check::nonogram(none, {{}, {3}}, cols, good), "row 1 shows runs 1, its clue is none");
}

}  // namespace test_nonogram
