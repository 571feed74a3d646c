// Masyu against facts computed elsewhere: Simon Tatham's generator (unique puzzles by
// construction), a brute force over every loop of tiny grids (the checker over all piece
// grids), published cycle counts, and a puzz.link URL coded by hand.
#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <set>

#include "check/masyu.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "puzzles/masyu/masyu.hpp"
#include "registry/registry.hpp"
#include "solve/cadical_session.hpp"
#include "solve/solve.hpp"

namespace test_masyu {

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

std::vector<std::string> generate(int count, const std::string& params) { return sgt_generate("pearl", count, params); }

std::unique_ptr<Puzzle> masyu(const std::string& text) {
  ReadOptions o;
  o.type = "masyu";
  return parse_one(text, o);
}

const Masyu& as_masyu(const Puzzle& p) { return dynamic_cast<const Masyu&>(p); }

// Every piece grid of an R x C board that the checker passes (8^... too many: pieces per cell
// drawn by a depth-first search that keeps each cell's left and up sides consistent).
int64_t brute_force(const Masyu& m) {
  const int R = m.rows(), C = m.cols();
  static constexpr bool kUses[8][4] = {{},           {},           {0, 0, 1, 1}, {1, 1, 0, 0},
                                       {1, 0, 0, 1}, {1, 0, 1, 0}, {0, 1, 1, 0}, {0, 1, 0, 1}};
  Grid g(R, C);
  int64_t count = 0;
  std::function<void(int)> place = [&](int i) {
    if (i == R * C) {
      count += !check::masyu(m.pearls(), g).has_value();
      return;
    }
    const int r = i / C, c = i % C;
    for (int p = 1; p <= 7; ++p) {
      const bool up = r > 0 && kUses[g.at(r - 1, c)][1], left = c > 0 && kUses[g.at(r, c - 1)][3];
      if (kUses[p][0] != up || kUses[p][2] != left) continue;
      if ((r == R - 1 && kUses[p][1]) || (c == C - 1 && kUses[p][3])) continue;
      g.at(r, c) = p;
      place(i + 1);
    }
  };
  place(0);
  return count;
}

}  // namespace

// Fresh sgt-pearl puzzles (fixed seeds) at both levels, a square size and a non-square one:
// unique under lazy and eager connectivity, the same loop, the line form reading back.
TEST(Masyu, SgtPuzzlesAreUniqueLazyAndEager) {
  for (const std::string size : {"6x6", "8x6"})
    for (const char level : {'e', 't'}) {
      for (const auto& id : generate(2, size + "d" + level + "#gridsat-test")) {
        auto p = masyu(id);
        ASSERT_TRUE(p) << id;
        Answer lazy = solve(*p, Backend::sat, opts(2, Connectivity::lazy));
        Answer eager = solve(*p, Backend::sat, opts(2, Connectivity::eager));
        ASSERT_EQ(lazy.count, 1) << id << lazy.internal_error;
        ASSERT_EQ(eager.count, 1) << id << eager.internal_error;
        EXPECT_EQ(lazy.solutions[0], eager.solutions[0]) << id;
        EXPECT_EQ(p->line(p->givens()), id);
        auto back = masyu(p->line(lazy.solutions[0]));
        ASSERT_TRUE(back) << p->line(lazy.solutions[0]);
        EXPECT_EQ(as_masyu(*back).pearls(), as_masyu(*p).pearls());
      }
    }
}

// Pearls that one loop of a 4x4 board keeps (every rule checked by the checker), a few at a
// time: counted exactly, lazy and eager, against the brute force over every piece grid. With no
// pearl, every cycle of the grid graph counts (OEIS A140517: 13 on 3x3 cells, 213 on 4x4).
TEST(Masyu, CountsMatchBruteForce) {
  for (const auto& [side, want] : {std::pair{3, int64_t{13}}, std::pair{4, int64_t{213}}}) {
    Masyu m(side, side, std::vector<int>(static_cast<size_t>(side) * side, 0), MasyuForm::text);
    EXPECT_EQ(brute_force(m), want);
    for (Connectivity mode : {Connectivity::lazy, Connectivity::eager})
      EXPECT_EQ(solve(m, Backend::sat, opts(0, mode)).count, want) << side << " " << to_string(mode);
    EXPECT_EQ(solve(m, Backend::native, opts(0, Connectivity::lazy)).count, want) << side << " native";
  }
  std::mt19937 rng(25);
  const Masyu empty(4, 4, std::vector<int>(16, 0), MasyuForm::text);
  const Grid loop = solve(empty, Backend::sat, opts(1, Connectivity::lazy)).solutions.at(0);
  int several = 0;
  for (int round = 0; round < 12; ++round) {
    // A loop drawn at random: the first solution under a random pearl layout that has one.
    std::vector<int> pearls(16, 0), kept(16, 0);
    Grid l = loop;
    for (int tries = 0; tries < 50; ++tries) {
      for (int& p : pearls) p = rng() % 6 == 0 ? 1 + static_cast<int>(rng() % 2) : 0;
      Answer a = solve(Masyu(4, 4, pearls, MasyuForm::text), Backend::sat, opts(1, Connectivity::lazy));
      if (a.count) {
        l = a.solutions[0];
        break;
      }
    }
    for (int i = 0; i < 16; ++i)
      for (int p : {1, 2}) {
        std::vector<int> one(16, 0);
        one[i] = p;
        if (!check::masyu(one, l) && rng() % 3 == 0) kept[i] = p;
      }
    Masyu m(4, 4, kept, MasyuForm::text);
    const int64_t want = brute_force(m);
    EXPECT_GE(want, 1);
    several += want > 1;
    for (Connectivity mode : {Connectivity::lazy, Connectivity::eager})
      EXPECT_EQ(solve(m, Backend::sat, opts(0, mode)).count, want) << m.line(m.givens()) << " " << to_string(mode);
    EXPECT_EQ(solve(m, Backend::native, opts(0, Connectivity::lazy)).count, want) << m.line(m.givens()) << " native";
  }
  EXPECT_GT(several, 2);
}

// The native search (masyu_search.cpp) beside sat on sgt-pearl's 10x10 puzzles, two per level
// (`sgt-pearl --generate 2 10x10dX#native-test`, X = e t), through the CLI: each unique to
// both backends, which agree on its loop (else exit 4), and the checker passes it.
TEST(Masyu, NativeAgreesWithSatOnSgtPuzzles) {
  const std::vector<std::string> ids{"10x10:BaWcBaWfWfWcWaWdWdWaWWWaBaBbBcBhBdWWbWWBbBhWaBdBdWb",
                                     "10x10:dBbWaBWWeWcWaWWaWWcBaBqWWWdBfBcBBbWBaWBlBaWbWaBaB",
                                     "10x10:dWdBaWjBdWdBBaBaWfBaBcWhBcBWWbWcWeWaWcWhWbBaWa",
                                     "10x10:bBbWaBcWcWhWWbWoBbBaWaBaBeWBaBaBaBWeBaBaWdBhWWcBbB"};
  std::string batch;
  for (const auto& id : ids) batch += id + "\n";
  test::Run r = cli("count --backend both --limit 2 --format line", batch);
  EXPECT_EQ(r.exit, 0) << r.err;
  for (const auto& id : ids) EXPECT_NE(r.out.find("unique 1 " + id + " "), std::string::npos) << id << "\n" << r.out;
}

// Counts to the end and to a limit: sgt's 6x6 (`sgt-pearl --generate 1 6x6dt#native-few`) with
// four pearls taken away has several loops, which both backends count alike; a limit stops
// the native count there, incomplete. Black pearls one above the other on the top row can hold
// no loop (the upper one cannot go up, nor down through the lower, which turns): both backends
// say none.
TEST(Masyu, NativeCountsSeveralAndNone) {
  auto p = masyu("6x6:cWWaWeWBfBWaWhBbB");
  ASSERT_TRUE(p);
  std::vector<int> pearls = as_masyu(*p).pearls();
  int dropped = 0;
  for (int& pearl : pearls)
    if (pearl && dropped < 4) pearl = 0, ++dropped;
  const Masyu open(6, 6, pearls, MasyuForm::sgt);
  const Answer sat = solve(open, Backend::sat, opts(0, Connectivity::lazy)),
               native = solve(open, Backend::native, opts(0, Connectivity::lazy)),
               capped = solve(open, Backend::native, opts(2, Connectivity::lazy));
  EXPECT_GT(sat.count, 2);
  EXPECT_TRUE(native.count == sat.count && native.complete) << native.count << " native, sat " << sat.count;
  EXPECT_TRUE(capped.count == 2 && !capped.complete) << capped.count;
  std::vector<int> broken = as_masyu(*p).pearls();
  broken[3] = broken[9] = 2;
  const std::string none = masyu_sgt_id(6, 6, broken);
  test::Run r = cli("count --backend both --format line", none + "\n");
  EXPECT_EQ(r.exit, 1) << r.err;
  EXPECT_EQ(r.out.rfind("none 0", 0), 0u) << r.out;
}

// The three forms read the same puzzle; the URL coded by hand (a white pearl first, a black
// one last of a 3x3: 1*9 = '9', 0, 2 = '2').
TEST(Masyu, FormsReadTheSamePuzzle) {
  auto url = masyu("https://puzz.link/p?mashu/3/3/902");
  auto id = masyu("3x3:WgB");
  auto typed = masyu("o..\n...\n..x\n");
  ASSERT_TRUE(url && id && typed);
  const std::vector<int> want{1, 0, 0, 0, 0, 0, 0, 0, 2};
  EXPECT_EQ(as_masyu(*url).pearls(), want);
  EXPECT_EQ(as_masyu(*id).pearls(), want);
  EXPECT_EQ(as_masyu(*typed).pearls(), want);
  EXPECT_EQ(url->line(url->givens()), "https://puzz.link/p?mashu/3/3/902");
  EXPECT_EQ(typed->line(typed->givens()), "3x3:WgB");
}

// The CLI: JSON edges of the 2x2 loop, and bad input (exit 2 naming the line and the problem,
// the rest of the batch answered).
TEST(Masyu, CliEdgesAndBadInput) {
  test::Run one = cli("solve --type masyu --format json", "2x2:d\n");
  EXPECT_EQ(one.exit, 0) << one.err;
  EXPECT_NE(one.out.find("\"edges\":[[0,0,0,1],[0,0,1,0],[0,1,1,1],[1,0,1,1]]"), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("\"grid\":[[1,1],[1,1]]"), std::string::npos) << one.out;
  const std::string batch =
      "2x2:d\n"                              // 1: fine
      "3x3:WgQ\n"                            // 2: a stray character
      "3x3:WhB\n"                            // 3: too many cells
      "https://puzz.link/p?mashu/3/3/9\n"    // 4: too few characters
      "https://puzz.link/p?mashu/3/3/9z2\n"  // 5: out of the base-27 digits
      "\no..\n.?.\n..x\n"                    // 6-9: a bad typed cell (line 8)
      "\n2x2:d\n";                           // 11: fine
  test::Run r = cli("count --type masyu --format line", batch);
  EXPECT_EQ(r.exit, 2) << r.err;
  for (const char* want : {"<stdin>:2: pearl game ID: unexpected 'Q'", "<stdin>:3: pearl game ID: the cells run past",
                           "<stdin>:4: puzz.link URL: 1 characters of cells, expected 3",
                           "<stdin>:5: puzz.link URL: unexpected 'z'", "<stdin>:8: column 2: '?' is not a cell"})
    EXPECT_NE(r.err.find(want), std::string::npos) << want << "\n" << r.err;
  EXPECT_NE(r.out.find("unique 1 2x2:d 7645"), std::string::npos) << r.out;
}

// The checker's rules, on a 3x3 ring around the centre.
TEST(Masyu, CheckerKeepsThePearlRules) {
  Grid ring(3, 3);
  ring.cells = {7, 2, 6, 3, 1, 3, 4, 2, 5};
  std::vector<int> none(9, 0);
  EXPECT_FALSE(check::masyu(none, ring));
  auto with = [&](int cell, int pearl) {
    std::vector<int> p = none;
    p[cell] = pearl;
    return check::masyu(p, ring);
  };
  EXPECT_FALSE(with(1, 1));  // white on the top edge: straight, turns on both sides
  EXPECT_TRUE(with(0, 1));   // white on a corner: the loop turns there
  EXPECT_FALSE(with(0, 2));  // black on a corner: straight on into both next cells
  EXPECT_TRUE(with(1, 2));   // black on a straight piece
  EXPECT_TRUE(with(4, 2));   // black off the loop
  Grid broken = ring;
  broken.cells[4] = 2;
  EXPECT_TRUE(check::masyu(none, broken));  // leads nowhere
}

// explain over the rule groups (src/deduce) on fresh sgt-pearl puzzles of both levels: the
// steps reach sgt's unique solution (the SAT answer), with pearl and loop rules named.
TEST(Masyu, ExplainReachesTheSgtSolution) {
  std::set<std::string> rules;
  for (const char level : {'e', 't'})
    for (const auto& id : generate(2, std::string("6x6d") + level + "#gridsat-explain")) {
      auto p = masyu(id);
      ASSERT_TRUE(p) << id;
      const Answer a = solve(*p, Backend::sat, opts(2, Connectivity::lazy));
      ASSERT_EQ(a.count, 1) << id;
      deduce::Deducer d(*p, deduce::Options{});
      const deduce::Path path = d.run();
      EXPECT_EQ(path.end, deduce::End::solved) << id;
      EXPECT_EQ(path.grid, a.solutions[0]) << id;
      for (const auto& s : path.steps) rules.insert(s.rule);
    }
  EXPECT_GE(rules.size(), 3u);
  EXPECT_TRUE(rules.count("black_pearl_turn")) << ::testing::PrintToString(rules);
  EXPECT_TRUE(rules.count("line_continuity")) << ::testing::PrintToString(rules);
}

// explain's encoding (rule groups) holds the loop lazily whatever --connectivity says, its cuts
// under the loop group's selector: with every group off, no model is cut (a model of no rule is
// one, loop or none; unguarded, two corners on the loop are cut apart). The eager spanning tree
// it held before (7,546 variables on this sgt-pearl 10x10 tricky, against 1,707) was searched in
// every call, the loop on or off: the explain took 23,645 conflicts (4.9 CPU s), against 539
// (0.4 s). The steps reach sgt's unique solution, each agreeing with it, within a budget of
// conflicts. 0.7 s wall in Release.
TEST(Masyu, ExplainsLoopIsLazyAndUnderItsSelector) {
  auto p = masyu("10x10:hWaWaWbWgBaWbWaBcWaBBcWkWeWBeBaBaWaBaWcWkBaBaWaBbB");
  ASSERT_TRUE(p);
  EncodeOptions eo;
  eo.groups = true;
  complete_cnf(eo, "explain");  // eager unless asked
  const Encoding e = p->encode(eo);
  EXPECT_LT(e.cnf.num_vars(), 25 * 100);
  EXPECT_FALSE(e.lazy.empty());
  // Every group off, and only two opposite corners off the empty piece (1): no loop joins them,
  // and still no cut.
  CadicalSession s(CadicalSettings{}, kNoDeadline);
  s.load(e.cnf, &e.lazy);
  for (const RuleGroup& g : e.groups) s.assume(-g.selector);
  for (const Primary& x : e.primary)
    if (x.value == 1) s.assume(x.cell == 0 || x.cell == 99 ? -x.var : x.var);
  s.limit_conflicts(1000, true);  // unguarded, the cuts go on: 1,000 rounds and no model
  EXPECT_EQ(s.solve(), CadicalSession::Result::sat);
  EXPECT_EQ(s.cuts(), 0);
  const Answer a = solve(*p, Backend::sat, opts(2, Connectivity::lazy));
  ASSERT_EQ(a.count, 1);
  deduce::Deducer d(*p, deduce::Options{});
  std::set<std::string> wrong;
  const deduce::Path path = d.run([&](const deduce::Step& st, const deduce::Position&) {
    for (const deduce::Fact& f : st.decided)
      if ((a.solutions[0].cells[static_cast<size_t>(f.cell)] == f.value) != f.holds) wrong.insert(st.text);
    return true;
  });
  EXPECT_TRUE(wrong.empty()) << *wrong.begin();
  ASSERT_EQ(path.end, deduce::End::solved);
  EXPECT_EQ(path.grid, a.solutions[0]);
  EXPECT_LT(d.conflicts(), 5000);
}

// grade against sgt-pearl's own levels: its easy solver never asks whether a line would close a
// loop too early (pearl.c: that is its tricky deduction), so fresh puzzles from fixed seeds grade
// at the level sgt made them, easy without the loop's rule, tricky only with it.
TEST(Masyu, GradesSgtPuzzlesAtSgtLevel) {
  const Family& f = *find_family("masyu");
  for (const auto& [level, rank] : {std::pair{'e', 1}, std::pair{'t', 2}})
    for (const auto& id : generate(2, std::string("6x6d") + level + "#gridsat42")) {
      auto p = masyu(id);
      ASSERT_TRUE(p) << id;
      deduce::Deducer d(*p, deduce::Options{});
      const deduce::Path path = d.run();
      ASSERT_EQ(path.end, deduce::End::solved) << id;
      EXPECT_EQ(deduce::grade(f, *p, path, {}).rank, rank) << id << " is sgt's " << level;
    }
}

// decided_fields against loop_edges: from nothing to a solution, the steps on are the loop's
// (every step between adjacent cells is decided, once); a cell alone known decides its sides.
TEST(Masyu, DecidedFieldsAreTheLoopsSteps) {
  for (const auto& id : generate(3, "6x5dt#gridsat-decided")) {
    auto p = masyu(id);
    ASSERT_TRUE(p) << id;
    const Answer a = solve(*p, Backend::sat, opts(1, Connectivity::lazy));
    ASSERT_EQ(a.count, 1) << id;
    const Grid& g = a.solutions[0];
    auto all = p->decided_fields(Grid(g.rows, g.cols, 0), g);
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[0].first, "edges_on");
    EXPECT_EQ(all[0].second, as_masyu(*p).loop_edges(g)) << id;
    EXPECT_EQ(all[0].second.size() + all[1].second.size(), size_t(2 * 6 * 5 - 6 - 5)) << id;
    for (const auto& [name, sides] : p->decided_fields(g, g)) EXPECT_TRUE(sides.empty()) << name;
  }
  auto p = masyu("3x3:i");
  ASSERT_TRUE(p);
  Grid one(3, 3, 0);
  one.at(1, 1) = 4;  // └: up and right
  const auto f = p->decided_fields(Grid(3, 3, 0), one);
  EXPECT_EQ(f[0].second, (std::vector<std::vector<int>>{{0, 1, 1, 1}, {1, 1, 1, 2}}));
  EXPECT_EQ(f[1].second, (std::vector<std::vector<int>>{{1, 0, 1, 1}, {1, 1, 2, 1}}));
}

// generate's hooks: a layout's pearls lie on a loop that shows them (the independent checker
// on the SAT answer), dress reads pearls off that loop so the dressed puzzle's solutions hold
// it, and with_clues keeps the pearls it is told, row-major.
TEST(Masyu, GenerateHooksDressAndKeepClues) {
  for (int n : {3, 5, 8})
    for (uint64_t seed : {1u, 2u, 3u}) {
      auto blank = masyu_layout(n, ReadOptions{}, seed);
      EXPECT_GT(blank->clue_count(), 0) << n << " " << seed;
      const Answer a = solve(*blank, Backend::sat, opts(1, Connectivity::lazy));
      ASSERT_EQ(a.count, 1) << n << " " << seed;
      const Grid& full = a.solutions[0];
      auto dressed = masyu_dress(*blank, full, seed);
      EXPECT_FALSE(dressed->check(full)) << n << " " << seed;
      const int k = dressed->clue_count();
      EXPECT_GT(k, 0);
      auto same = dressed->with_clues(std::vector<bool>(k, true));
      EXPECT_EQ(as_masyu(*same).pearls(), as_masyu(*dressed).pearls());
      EXPECT_EQ(dressed->with_clues(std::vector<bool>(k, false))->clue_count(), 0);
    }
  auto p = masyu("3x2:WBWc");
  ASSERT_TRUE(p);
  auto kept = p->with_clues({false, true, false});
  EXPECT_EQ(as_masyu(*kept).pearls(), (std::vector<int>{0, 2, 0, 0, 0, 0}));
  EncodeOptions eo;
  eo.groups = true;
  eo.connectivity = Connectivity::eager;
  std::vector<int> indices;
  for (const auto& g : p->encode(eo).groups)
    if (g.clue) indices.push_back(g.clue_index);
  EXPECT_EQ(indices, (std::vector<int>{0, 1, 2}));
}

}  // namespace test_masyu
