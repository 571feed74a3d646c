// Slitherlink against facts computed elsewhere: Simon Tatham's generator (unique puzzles by
// construction), a brute force over every inside/outside labelling of tiny grids (each loop is
// the border of exactly one labelling), and a puzz.link URL coded by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "check/slitherlink.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "puzzles/slitherlink/loop_region.hpp"
#include "puzzles/slitherlink/slitherlink.hpp"
#include "registry/registry.hpp"
#include "solve/solve.hpp"

namespace test_slitherlink {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions opts(int64_t limit, Connectivity mode) {
  SolveOptions o;
  o.limit = limit;
  o.encode.connectivity = mode;
  return o;
}

std::vector<std::string> generate(int count, const std::string& params) { return sgt_generate("loopy", count, params); }

std::unique_ptr<Puzzle> slither(const std::string& text) {
  ReadOptions o;
  o.type = "slitherlink";
  return parse_one(text, o);
}

const Slitherlink& as_slither(const Puzzle& p) { return dynamic_cast<const Slitherlink&>(p); }

// The loops that show every clue, by brute force over all 2^(R*C) labellings.
int64_t brute_force(const Slitherlink& s) {
  const int n = s.rows() * s.cols();
  int64_t count = 0;
  Grid g(s.rows(), s.cols());
  for (uint32_t mask = 1; mask < (1u << n); ++mask) {
    for (int i = 0; i < n; ++i) g.cells[i] = mask >> i & 1 ? 2 : 1;
    count += !check::slitherlink(s.clues(), g).has_value();
  }
  return count;
}

}  // namespace

// Fresh sgt-loopy puzzles (fixed seeds) at every level and two sizes, and a non-square one:
// unique under lazy and eager connectivity (each solution passes the checker inside solve);
// both find the same loop, and the line form reads back as the same puzzle.
TEST(Slitherlink, SgtPuzzlesAreUniqueLazyAndEager) {
  for (const std::string size : {"5x5", "7x7", "8x5"})
    for (const char level : {'e', 'n', 't', 'h'}) {
      for (const auto& id : generate(2, size + "t0d" + level + "#gridsat-test")) {
        auto p = slither(id);
        ASSERT_TRUE(p) << id;
        Answer lazy = solve(*p, Backend::sat, opts(2, Connectivity::lazy));
        Answer eager = solve(*p, Backend::sat, opts(2, Connectivity::eager));
        ASSERT_EQ(lazy.count, 1) << id << lazy.internal_error;
        ASSERT_EQ(eager.count, 1) << id << eager.internal_error;
        EXPECT_TRUE(lazy.complete && eager.complete) << id;
        EXPECT_EQ(lazy.solutions[0], eager.solutions[0]) << id;
        EXPECT_EQ(p->line(p->givens()), id);
        auto back = slither(p->line(lazy.solutions[0]));
        ASSERT_TRUE(back) << p->line(lazy.solutions[0]);
        EXPECT_EQ(as_slither(*back).clues(), as_slither(*p).clues());
      }
    }
}

// Tiny sgt puzzles with one clue removed (and, for some, a second): counted exactly, lazy and
// eager, against the brute force over every labelling.
TEST(Slitherlink, CountsWithAClueRemovedMatchBruteForce) {
  std::mt19937 rng(25);
  int several = 0;
  for (const std::string size : {"3x3", "4x3", "4x4"})
    for (const auto& id : generate(4, size + "t0dn#gridsat-count")) {
      auto p = slither(id);
      ASSERT_TRUE(p) << id;
      std::vector<int> clues = as_slither(*p).clues();
      for (int drop = 0; drop < 2; ++drop) {
        std::vector<int> given;
        for (int i = 0; i < static_cast<int>(clues.size()); ++i)
          if (clues[i] >= 0) given.push_back(i);
        if (given.empty()) break;
        clues[given[rng() % given.size()]] = -1;
        Slitherlink s(as_slither(*p).rows(), as_slither(*p).cols(), clues, SlitherForm::sgt);
        const int64_t want = brute_force(s);
        several += want > 1;
        for (Connectivity mode : {Connectivity::lazy, Connectivity::eager}) {
          Answer a = solve(s, Backend::sat, opts(0, mode));
          EXPECT_EQ(a.count, want) << s.line(s.givens()) << " " << to_string(mode) << a.internal_error;
          EXPECT_TRUE(a.complete);
        }
        Answer native = solve(s, Backend::native, opts(0, Connectivity::lazy));
        EXPECT_EQ(native.count, want) << s.line(s.givens()) << " native" << native.internal_error;
        EXPECT_TRUE(native.complete);
      }
    }
  EXPECT_GT(several, 3);  // the removals make puzzles with several loops, not only unique ones
}

// No clue at all: every simple cycle of the grid graph is one solution. OEIS A140517 counts the
// cycles of the n x n grid graph: 213 for 4 x 4 corners (3x3 cells), 9349 for 5 x 5 (4x4 cells);
// the brute force over labellings agrees, and so do both backends.
TEST(Slitherlink, EmptyGridsCountEveryCycle) {
  for (const auto& [side, want] : {std::pair{3, int64_t{213}}, std::pair{4, int64_t{9349}}}) {
    Slitherlink s(side, side, std::vector<int>(static_cast<size_t>(side) * side, -1), SlitherForm::text);
    EXPECT_EQ(brute_force(s), want);
    for (Connectivity mode : {Connectivity::lazy, Connectivity::eager})
      EXPECT_EQ(solve(s, Backend::sat, opts(0, mode)).count, want) << side << " " << to_string(mode);
    EXPECT_EQ(solve(s, Backend::native, opts(0, Connectivity::lazy)).count, want) << side << " native";
  }
}

// The native search (slitherlink_search.cpp) beside sat on sgt-loopy's 10x10 puzzles, two per
// level (`sgt-loopy --generate 2 10x10t0dX#native-test`, X = e n t h): unique to both, the
// same loop (Backend::both cross-checks them, and the checker each solution).
TEST(Slitherlink, NativeAgreesWithSatOnSgtPuzzles) {
  const char* ids[] = {
      "10x10t0:0c2a11222a0a2001a2a0a1b1e3323c30a111c2c2a212a22a32d1b3a22b2a3d2a32b2a1b2a22b",
      "10x10t0:c3221b33e21c33b12a1212b2a222a2232b11d30a33a2b13b1d3a32a2b222d2a222e1a3b",
      "10x10t0:0c2a11222a0a20a1a2a0a1h3b33b30a111c2c2a212a22a32d1b3a2a1c3d2a32b2a1b2a22b",
      "10x10t0:b1c101a3d2a1c33c2c1c2a222a22a2b11d30a33a2a213b1d3a32a2b222d2a222e1a3b",
      "10x10t0:1a2b12f23132c23b1g323a1j1b211f2c122222e3c3a3a2b2b23112232b1",
      "10x10t0:b1a2a1a133d221c33b12c1c2a2a2b2a2c1d30a33a2a213b1a2b3a32a2a2222d2a2a2e1a3b",
      "10x10t0:2b1a32b1a3a1a2b11e2b2d3a33b33a2b2a3c21a2c2a2a2d23b1212a11c1g3a2d22a3",
      "10x10t0:b1a2a1a133d221c33b12c1c2a2a2b2e1d30a33a2b13a11a2b3a32a2a2222d2a2a2e1a3b",
  };
  for (const char* id : ids) {
    auto p = slither(id);
    ASSERT_TRUE(p) << id;
    Answer both = solve(*p, Backend::both, opts(2, Connectivity::lazy));
    EXPECT_EQ(both.count, 1) << id << both.internal_error;
    EXPECT_TRUE(both.complete) << id;
    EXPECT_TRUE(both.internal_error.empty()) << id << both.internal_error;
  }
}

// Counts to the end and to a limit: sgt's 5x5 (`sgt-loopy --generate 1 5x5t0dh#native-few`)
// with two clues taken away has many loops, which both backends count alike; a limit stops the
// native count there, incomplete. Two 4s side by side can hold no loop (their shared side's ends
// would meet three sides): both backends say none, completely.
TEST(Slitherlink, NativeCountsSeveralAndNone) {
  auto few = slither("5x5t0:b32a21d0d1b3a232a");  // "2a32a21d0d1b3a232a" less its first 2
  ASSERT_TRUE(few);
  const Slitherlink& s = as_slither(*few);
  std::vector<int> clues = s.clues();
  ASSERT_EQ(clues[11], 0);
  clues[11] = -1;  // and the 0
  Slitherlink open(s.rows(), s.cols(), clues, SlitherForm::sgt);
  Answer sat = solve(open, Backend::sat, opts(0, Connectivity::lazy));
  Answer native = solve(open, Backend::native, opts(0, Connectivity::lazy));
  EXPECT_GT(sat.count, 2);
  EXPECT_EQ(native.count, sat.count);
  EXPECT_TRUE(sat.complete && native.complete);
  Answer capped = solve(open, Backend::native, opts(2, Connectivity::lazy));
  EXPECT_EQ(capped.count, 2);
  EXPECT_FALSE(capped.complete);
  auto p = slither("10x10t0:0c2a11222a0a2001a2a0a1b1e3323c30a111c2c2a212a22a32d1b3a22b2a3d2a32b2a1b2a22b");
  ASSERT_TRUE(p);
  std::vector<int> broken = as_slither(*p).clues();
  broken[44] = broken[45] = 4;
  Slitherlink none(10, 10, broken, SlitherForm::sgt);
  for (Backend b : {Backend::sat, Backend::native, Backend::both}) {
    Answer a = solve(none, b, opts(2, Connectivity::lazy));
    EXPECT_EQ(a.count, 0) << to_string(b);
    EXPECT_TRUE(a.complete) << to_string(b);
  }
}

// The three forms read the same puzzle; the URL coded by hand from pzprjs' 4-cell coding.
TEST(Slitherlink, FormsReadTheSamePuzzle) {
  // 3 at the top left and 2 at the bottom right of a 3x3: 'd' = 3 and two blanks, 'k' five
  // blanks, 'c' = 2 (and two blanks past the end).
  auto url = slither("https://puzz.link/p?slither/3/3/dkc");
  auto id = slither("3x3t0:3g2");
  auto typed = slither("3..\n...\n..2\n");
  ASSERT_TRUE(url && id && typed);
  const std::vector<int> want{3, -1, -1, -1, -1, -1, -1, -1, 2};
  EXPECT_EQ(as_slither(*url).clues(), want);
  EXPECT_EQ(as_slither(*id).clues(), want);
  EXPECT_EQ(as_slither(*typed).clues(), want);
  EXPECT_EQ(url->line(url->givens()), "https://puzz.link/p?slither/3/3/dkc");
  EXPECT_EQ(typed->line(typed->givens()), "3x3t0:3g2");
  // Every clue layout of a 5x4 grid drawn at random writes a URL that reads back.
  std::mt19937 rng(7);
  for (int round = 0; round < 200; ++round) {
    std::vector<int> clues(20);
    for (int& c : clues) c = static_cast<int>(rng() % 9) - 4;  // about half without a clue
    for (int& c : clues) c = c < 0 ? -1 : c;
    Slitherlink s(4, 5, clues, SlitherForm::puzzlink);
    auto back = slither(s.line(s.givens()));
    ASSERT_TRUE(back) << s.line(s.givens());
    EXPECT_EQ(as_slither(*back).clues(), clues) << s.line(s.givens());
  }
}

// The CLI: JSON edges of the one-cell loop, the drawn loop, and bad input (exit 2 naming the
// line and the problem, the rest of the batch answered).
TEST(Slitherlink, CliEdgesAndBadInput) {
  test::Run one = cli("solve --type slitherlink --format json", "1x1t0:4\n");
  EXPECT_EQ(one.exit, 0) << one.err;
  EXPECT_NE(one.out.find("\"edges\":[[0,0,0,1],[0,0,1,0],[0,1,1,1],[1,0,1,1]]"), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("\"grid\":[[1]]"), std::string::npos) << one.out;
  // --type auto: an sgt-loopy ID is Slitherlink (not Light Up, whose IDs also start "WxH...:").
  test::Run detected = cli("count --format line", "7x7t0:a3g22a3b333211a2021d2a1222a2a2d32b3\n");
  EXPECT_EQ(detected.out.rfind("unique 1 7x7t0:", 0), 0u) << detected.out << detected.err;
  test::Run drawn = cli("solve --type slitherlink", "1x1t0:4\n");
  EXPECT_EQ(drawn.out, "+-+\n|4|\n+-+\n") << drawn.out;
  const std::string batch =
      "3x3t0:3g2\n"                            // 1: fine (several loops: solved)
      "3x3t0:3g9\n"                            // 2: clue out of range
      "5x5t1:aaaa\n"                           // 3: not the square grid
      "3x3t0:3g2a\n"                           // 4: too many cells
      "3x3t0:3!2\n"                            // 5: a stray character
      "https://puzz.link/p?slither/3/3/dk#\n"  // 6: a stray character in a URL
      "https://puzz.link/p?slither/3/x/dkc\n"  // 7: a malformed size
      "\n3..\n.5.\n..2\n"                      // 9-11: typed clue out of range (line 10)
      "\n3..\n..\n"                            // 13-14: a short row (line 14)
      "\n1x1t0:4\n";                           // 16: fine
  test::Run r = cli("count --type slitherlink --format line", batch);
  EXPECT_EQ(r.exit, 2) << r.err;
  for (const char* want :
       {"<stdin>:2: the clue 9 at row 3 column 3 is outside 0..4", "<stdin>:3: sgt-loopy grid type t1 is not supported",
        "<stdin>:4: loopy game ID: the cells run past the 9", "<stdin>:5: loopy game ID: unexpected '!'",
        "<stdin>:6: puzz.link URL: unexpected '#'", "<stdin>:7: puzz.link URL: expected",
        "<stdin>:10: the clue 5 at row 2 column 2 is outside 0..4", "<stdin>:14: 2 cells, expected 3"})
    EXPECT_NE(r.err.find(want), std::string::npos) << want << "\n" << r.err;
  EXPECT_NE(r.out.find("multiple 2+ "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("unique 1 1x1t0:4 1"), std::string::npos) << r.out;
  test::Run native = cli("solve --type slitherlink --backend native", "1x1t0:4\n");
  EXPECT_EQ(native.exit, 0) << native.err;
  EXPECT_EQ(native.out, drawn.out);
}

// The checker objects to what the encoding without its loop rules lets through.
TEST(Slitherlink, CheckerCatchesBrokenLoops) {
  const std::vector<int> none(9, -1);
  auto grid = [](std::vector<int> cells) {
    Grid g(3, 3);
    g.cells = std::move(cells);
    return g;
  };
  EXPECT_FALSE(check::slitherlink(none, grid({2, 2, 1, 2, 2, 1, 1, 1, 1})));
  EXPECT_TRUE(check::slitherlink(none, grid({2, 1, 2, 1, 1, 1, 1, 1, 1})));  // two loops
  EXPECT_TRUE(check::slitherlink(none, grid({2, 1, 1, 1, 2, 1, 1, 1, 1})));  // they touch at a corner
  EXPECT_TRUE(check::slitherlink(none, grid({2, 2, 2, 2, 1, 2, 2, 2, 2})));  // a hole: two loops
  EXPECT_TRUE(check::slitherlink(none, grid({1, 1, 1, 1, 1, 1, 1, 1, 1})));  // none
  std::vector<int> clue = none;
  clue[4] = 3;
  EXPECT_TRUE(check::slitherlink(clue, grid({2, 2, 1, 2, 2, 1, 1, 1, 1})));
}

// explain's first steps on an sgt-loopy puzzle with a 3 in its bottom-right corner: that 3
// alone puts its cell inside (three_rule), and the step's edges_on are the cell's two border
// sides; every step's rule is a catalogue name.
TEST(Slitherlink, ExplainNamesTheCornerThree) {
  auto p = slither("5x5t0:d322c2b032a3b3a123");
  ASSERT_TRUE(p);
  deduce::Deducer d(*p, deduce::Options{});
  Grid before(5, 5, 0);
  bool seen = false;
  const deduce::Path path = d.run([&](const deduce::Step& st, const deduce::Position&) {
    Grid after = before;  // the position passed is the round's end: this step's own placements
    for (const auto& fact : st.decided)
      if (fact.holds) after.cells[static_cast<size_t>(fact.cell)] = fact.value;
    const std::set<std::string> names{"zero_rule",   "three_rule",   "clue_count",           "vertex_degree",
                                      "corner_rule", "loop_closure", "inside_outside_parity"};
    EXPECT_TRUE(names.count(st.rule)) << st.text;
    if (!seen && st.groups.size() == 1 && d.groups()[static_cast<size_t>(st.groups[0])].label == "3 at r5c5") {
      seen = true;
      EXPECT_EQ(st.rule, "three_rule");
      EXPECT_EQ(after.at(4, 4), 2);
      const auto f = p->decided_fields(before, after);
      EXPECT_EQ(f[0].second, (std::vector<std::vector<int>>{{4, 5, 5, 5}, {5, 4, 5, 5}})) << st.text;
    }
    before = after;
    return true;
  });
  EXPECT_EQ(path.end, deduce::End::solved);
  EXPECT_TRUE(seen);
}

// grade against sgt-loopy's levels: fresh 5x5 puzzles from a fixed seed at its easiest and
// hardest level, each explained to a loop the checker passes; the hard ones' mean rank is above
// the easy ones' (issue 42's order). Not each at its own level: loopy's levels differ in what its
// solver derives about sides (pairs of sides at a corner, sides equal or opposite), not in which
// of the puzzle's rules it reads, so no rule left out (FamilyExplain::without) tells them apart.
TEST(Slitherlink, GradesSgtHardAboveEasy) {
  const Family& f = *find_family("slitherlink");
  double sum[2] = {0, 0};
  for (int hard = 0; hard < 2; ++hard)
    for (const auto& id : generate(3, std::string("5x5t0d") + (hard ? 'h' : 'e') + "#gridsat42")) {
      auto p = slither(id);
      ASSERT_TRUE(p) << id;
      deduce::Deducer d(*p, deduce::Options{});
      const deduce::Path path = d.run();
      ASSERT_EQ(path.end, deduce::End::solved) << id;
      EXPECT_EQ(p->check(path.grid), std::nullopt) << id;  // the steps' loop shows every clue
      sum[hard] += deduce::grade(f, *p, path, {}).rank;
    }
  EXPECT_GT(sum[1], sum[0]);
}

// The steps of p's explain with `opt`, against p's one solution: the rules used and the steps
// that decide against it.
struct Explained {
  deduce::Path path;
  std::set<std::string> rules, wrong;
  int64_t conflicts = 0;
  Grid solution;
};
Explained explain_against_solution(const Puzzle& p, const deduce::Options& opt) {
  const Answer a = solve(p, Backend::sat, opts(2, Connectivity::lazy));
  Explained x;
  if (a.count != 1) return x;
  x.solution = a.solutions[0];
  deduce::Deducer d(p, opt);
  x.path = d.run([&](const deduce::Step& s, const deduce::Position&) {
    x.rules.insert(s.rule);
    auto against = [&](const deduce::Fact& f) {
      return (x.solution.cells[static_cast<size_t>(f.cell)] == f.value) != f.holds;
    };
    if (std::any_of(s.decided.begin(), s.decided.end(), against)) x.wrong.insert(s.text);
    return true;
  });
  x.conflicts = d.conflicts();
  return x;
}

// A 10x10 from sgt-loopy (`--generate 1 10x10t0dh`, its hardest level; unique by sgt's
// construction, and CaDiCaL finds one solution) is explained to that solution within a budget of
// solver calls, each step agreeing with it (about 9,500 calls, 0.2 s). With the loop's spanning
// tree in explain's CNF and the groups a step does not use left free, each call searched a model
// of every rule and the cores' calls took seconds: not done after 590 s, short of the budget. A
// budget of calls cannot see slow calls: the encoding explain reads must hold no spanning tree
// (under 5 variables a cell; the eager tree's ranks are thousands).
TEST(Slitherlink, ExplainsAnSgt10x10HardWithinACallBudget) {
  auto p = slither("10x10t0:33c12a23b2d3a22b11a1b31h23b12a22b22222b30a311d3a3c3a3b1a30c0c2b21c3b");
  ASSERT_TRUE(p);
  EncodeOptions eo;
  eo.groups = true;
  complete_cnf(eo, "explain");  // as src/deduce: eager unless asked
  const Encoding e = p->encode(eo);
  EXPECT_LT(e.cnf.num_vars(), 5 * 100);
  EXPECT_FALSE(e.lazy.empty());
  deduce::Options opt;
  opt.max_calls = 20000;
  const Explained x = explain_against_solution(*p, opt);
  ASSERT_FALSE(x.solution.cells.empty());
  EXPECT_TRUE(x.wrong.empty()) << *x.wrong.begin();
  EXPECT_GE(x.rules.size(), 3u);
  ASSERT_EQ(x.path.end, deduce::End::solved);
  EXPECT_EQ(x.path.grid.cells, x.solution.cells);
  EXPECT_EQ(p->check(x.path.grid), std::nullopt);
}

// The slowest of 40 sgt 10x10s (`--generate 12 10x10t0dh`, the eighth): one step's check of a
// fact its six groups force took 190,000 conflicts in 97,000 rounds of the loop's cuts (38 s of
// the explain's 40). The checks whose giving up costs only a larger or a later step stop at
// deduce::Options::conflicts: the steps reach the solution, each agreeing with it, within a
// budget of conflicts (about 20,500 in 1.5 CPU s; without the limit, 199,000 in 34 s).
TEST(Slitherlink, ExplainsASlowSgt10x10WithinAConflictBudget) {
  auto p = slither("10x10t0:3d3a3a13b20e312d1312b3a2b2a3a22a13b12c2b1a231c1b12a2b1f1a3a31a113a3a0c22");
  ASSERT_TRUE(p);
  const Explained x = explain_against_solution(*p, deduce::Options{});
  ASSERT_FALSE(x.solution.cells.empty());
  EXPECT_TRUE(x.wrong.empty()) << *x.wrong.begin();
  ASSERT_EQ(x.path.end, deduce::End::solved);
  EXPECT_EQ(x.path.grid.cells, x.solution.cells);
  EXPECT_LT(x.conflicts, 60000);
}

// decided_fields against loop_edges: from nothing to a solution, the sides on are the loop's
// and the sides off are all the others; from the solution to itself, nothing is new; a corner
// cell alone known inside decides its two border sides and nothing else.
TEST(Slitherlink, DecidedFieldsAreTheLoopsSides) {
  for (const auto& id : generate(3, "6x5t0dn#gridsat-decided")) {
    auto p = slither(id);
    ASSERT_TRUE(p) << id;
    const Answer a = solve(*p, Backend::sat, opts(1, Connectivity::lazy));
    ASSERT_EQ(a.count, 1) << id;
    const Grid& g = a.solutions[0];
    const Grid open(g.rows, g.cols, 0);
    auto all = p->decided_fields(open, g);
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[0].first, "edges_on");
    EXPECT_EQ(all[0].second, as_slither(*p).loop_edges(g)) << id;
    EXPECT_EQ(all[0].second.size() + all[1].second.size(), size_t(2 * 6 * 5 + 6 + 5)) << id;
    for (const auto& [name, sides] : p->decided_fields(g, g)) EXPECT_TRUE(sides.empty()) << name;
  }
  auto p = slither("3x3t0:i");
  ASSERT_TRUE(p);
  Grid one(3, 3, 0);
  one.at(0, 0) = 2;
  const auto f = p->decided_fields(Grid(3, 3, 0), one);
  EXPECT_EQ(f[0].second, (std::vector<std::vector<int>>{{0, 0, 0, 1}, {0, 0, 1, 0}}));
  EXPECT_TRUE(f[1].second.empty());
}

// generate's hooks: a layout's loop and its counts (every solution of the fully clued puzzle
// shows the same counts, so dress gives the layout back), the dressed puzzle's solutions hold
// `full` (the independent checker), and with_clues keeps the clues it is told, row-major.
TEST(Slitherlink, GenerateHooksDressAndKeepClues) {
  for (int n : {1, 2, 5, 7})
    for (uint64_t seed : {1u, 2u, 3u}) {
      const Grid region = random_loop_region(n, n, 0.5, seed);
      EXPECT_FALSE(check::slitherlink(std::vector<int>(n * n, -1), region)) << n << " " << seed;
      auto blank = slitherlink_layout(n, ReadOptions{}, seed);
      ASSERT_EQ(blank->clue_count(), n * n);
      const Answer a = solve(*blank, Backend::sat, opts(1, Connectivity::lazy));
      ASSERT_EQ(a.count, 1) << n << " " << seed;
      auto dressed = slitherlink_dress(*blank, a.solutions[0], seed);
      EXPECT_EQ(as_slither(*dressed).clues(), as_slither(*blank).clues());
      EXPECT_FALSE(dressed->check(region)) << n << " " << seed;
      auto same = dressed->with_clues(std::vector<bool>(n * n, true));
      EXPECT_EQ(same->line(same->givens()), dressed->line(dressed->givens()));
      EXPECT_EQ(dressed->with_clues(std::vector<bool>(n * n, false))->clue_count(), 0);
    }
  auto p = slither("3x1t0:123");
  ASSERT_TRUE(p);
  auto kept = p->with_clues({true, false, true});
  EXPECT_EQ(as_slither(*kept).clues(), (std::vector<int>{1, -1, 3}));
  EncodeOptions eo;
  eo.groups = true;
  eo.connectivity = Connectivity::eager;
  const Encoding e = p->encode(eo);
  std::vector<int> indices;
  for (const auto& g : e.groups)
    if (g.clue) indices.push_back(g.clue_index);
  EXPECT_EQ(indices, (std::vector<int>{0, 1, 2}));
}

}  // namespace test_slitherlink
