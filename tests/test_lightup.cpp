// Light Up against facts computed elsewhere: Simon Tatham's generator (unique puzzles by
// construction) at each of its levels, brute force over every bulb placement of tiny grids
// with a number removed, pzprjs' URL coding, and bad input.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "check/lightup.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "puzzles/lightup/lightup.hpp"
#include "solve/solve.hpp"

namespace test_lightup {

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
  return sgt_generate("lightup", count, params);
}

std::unique_ptr<Puzzle> lightup(const std::string& text) {
  ReadOptions o;
  o.type = "lightup";
  return parse_one(text, o);
}

std::string error_of(const std::string& text) { return read_error(text, "lightup"); }

// Every bulb placement of the white cells, checked by the independent checker.
int64_t brute_count(const LightUp& p) {
  std::vector<int> white;
  for (int i = 0; i < static_cast<int>(p.board().size()); ++i)
    if (p.board()[i] == LightUp::kWhite) white.push_back(i);
  int64_t count = 0;
  Grid g(p.rows(), p.cols(), 1);
  for (uint32_t mask = 0; mask < (1u << white.size()); ++mask) {
    for (size_t k = 0; k < white.size(); ++k) g.cells[white[k]] = (mask >> k & 1) ? 2 : 1;
    count += !check::lightup(p.board(), p.givens(), g);
  }
  return count;
}

}  // namespace

// sgt-lightup's three levels (Easy, Tricky, Hard), square and oblong: unique, checked, and
// the solution's line form reads back.
TEST(LightUp, SgtPuzzlesAtEachLevelAreUnique) {
  int checked = 0;
  for (std::string params :
       {"7x7b20s4d0#gs1", "7x7b20s4d1#gs2", "7x7b20s4d2#gs3", "10x10b20s2d2#gs4", "12x8b25s0d1#gs5"}) {
    for (const auto& id : generate(4, params)) {
      auto p = lightup(id);
      ASSERT_TRUE(p) << id;
      const bool own = id.find_first_of("B0", id.find(':')) != std::string::npos;  // else a bridges ID's shape
      EXPECT_EQ(looks_like_lightup(id), own) << id;
      EXPECT_EQ(p->line(p->givens()), id);
      Answer a = solve(*p, Backend::both, opts(2));
      ASSERT_EQ(a.count, 1) << params << " " << id << " " << a.internal_error;
      EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
      auto back = lightup(p->line(a.solutions[0]));
      ASSERT_TRUE(back) << p->line(a.solutions[0]);
      Grid filled = back->givens();  // the bulbs given; the other cells open (0)
      for (int& v : filled.cells) v = v ? v : 1;
      EXPECT_EQ(filled, a.solutions[0]);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 20);
}

// Tiny sgt puzzles with one number removed (made black and blank): the count of sat and
// native equals brute force over every bulb placement.
TEST(LightUp, ANumberRemovedIsCountedLikeBruteForce) {
  int tried = 0;
  for (std::string params : {"4x4b20s0d0#bf1", "4x4b30s0d1#bf2", "4x5b25s0d0#bf3"}) {
    for (const auto& id : generate(5, params)) {
      auto p = lightup(id);
      ASSERT_TRUE(p) << id;
      const auto& lu = static_cast<const LightUp&>(*p);
      EXPECT_EQ(brute_count(lu), 1) << id;
      for (size_t i = 0; i < lu.board().size(); ++i) {
        if (lu.board()[i] < 0 || lu.board()[i] > 4) continue;
        auto board = lu.board();
        board[i] = LightUp::kBlack;
        LightUp v(lu.rows(), lu.cols(), board, {}, LightUpForm::sgt);
        const int64_t want = brute_count(v);
        EXPECT_EQ(solve(v, Backend::sat, opts(0)).count, want) << v.line(v.givens());
        EXPECT_EQ(solve(v, Backend::native, opts(0)).count, want) << v.line(v.givens()) << " native";
        ++tried;
      }
    }
  }
  EXPECT_GT(tried, 10);
}

// pzprjs' 4-cell coding: a number followed by one or two white cells folds them in (5-9,
// a-e), g-z count 1..20 white cells, '.' a black cell without a number.
TEST(LightUp, ReadsPuzzLinkUrlsAndTheTypedForm) {
  const std::string typed = "lightup\n..1..\n.....\nX...0\n.....\n..2..\n";
  auto t = lightup(typed);
  ASSERT_TRUE(t);
  const std::string url = lightup_puzzlink_url(5, 5, static_cast<const LightUp&>(*t).board());
  EXPECT_EQ(url, "https://puzz.link/p?lightup/5/5/hbk.iakc");
  auto u = lightup(url);
  ASSERT_TRUE(u);
  EXPECT_EQ(u->givens(), t->givens());
  EXPECT_EQ(u->line(u->givens()), url);
  EXPECT_TRUE(lightup("http://pzv.jp/p.html?akari/5/5/hbk.iakc"));
  EXPECT_EQ(solve(*u, Backend::sat, opts(0)).count, solve(*t, Backend::native, opts(0)).count);
  std::ostringstream out;
  t->print_grid(out, t->givens());
  EXPECT_EQ("lightup\n" + out.str(), typed);
  EXPECT_TRUE(looks_like_lightup(typed));
  EXPECT_TRUE(looks_like_lightup(url));
  EXPECT_FALSE(looks_like_lightup("8x8:AbCbajabBaeeEBAbgCBFb\n"));    // sgt-unruly
  EXPECT_FALSE(looks_like_lightup("8x8:a_liciba_ehaa,2,0,3,0,2\n"));  // sgt-tents
  EXPECT_FALSE(looks_like_lightup("5x5:a2c1a3b2g2a1a\n"));            // sgt-bridges' shape: no B, no 0
  // A given bulb is kept, one that breaks the rules leaves no solution.
  auto bulb = lightup("*.\n.X\n");
  ASSERT_TRUE(bulb);
  EXPECT_EQ(solve(*bulb, Backend::sat, opts(0)).count, 1);  // it lights the other two white cells
  auto clash = lightup("*.*\n");
  ASSERT_TRUE(clash);
  EXPECT_EQ(solve(*clash, Backend::sat, opts(0)).count, 0);
  EXPECT_EQ(solve(*clash, Backend::native, opts(0)).count, 0);
  auto ok = lightup("*.X\n.X.\nX..\n");
  ASSERT_TRUE(ok);
  EXPECT_EQ(solve(*ok, Backend::sat, opts(0)).count, solve(*ok, Backend::native, opts(0)).count);
}

TEST(LightUp, BadInputNamesLineAndProblem) {
  auto budget = cli("solve --type lightup --backend sat --max-clauses 10", "3x3:h2\n");  // too large for the budget
  EXPECT_EQ(budget.exit, 2);
  EXPECT_NE(budget.err.find("the encoding would need about"), std::string::npos) << budget.err;
  EXPECT_NE(error_of("7x7:b1g1e2aBa2aBcBa1a2a0e1g1").find("fill 47 of 49"), std::string::npos);
  EXPECT_NE(error_of("7x7:b1g1e2aBa2aBcBa1a2a0e1g1bb").find("after the 49 cells"), std::string::npos);
  EXPECT_NE(error_of("3x3:h5").find("outside 0..4"), std::string::npos);
  EXPECT_NE(error_of("3x3:h?").find("unexpected '?'"), std::string::npos);
  EXPECT_NE(error_of("0x3:").find("out of range"), std::string::npos);
  EXPECT_NE(error_of("lightup\n..\n...\n").find("t:3: row 2 has 3 cells"), std::string::npos);
  EXPECT_NE(error_of("lightup\n.7\n..\n").find("t:2: the number 7"), std::string::npos);
  EXPECT_NE(error_of("https://puzz.link/p?lightup/3/3/!").find("unexpected '!'"), std::string::npos);
  EXPECT_NE(error_of("https://puzz.link/p?lightup/3").find("expected lightup/COLS/ROWS/DATA"), std::string::npos);
  // The rest of a batch is answered.
  ReadOptions o;
  o.type = "lightup";
  auto recs = read_puzzles("3x3:h5\n3x3:h2\n\nlightup\n.5\n\n3x3:f2b\n", "t", o);
  ASSERT_EQ(recs.size(), 4u);
  EXPECT_FALSE(recs[0].puzzle);
  EXPECT_TRUE(recs[1].puzzle);
  EXPECT_FALSE(recs[2].puzzle);
  EXPECT_NE(recs[2].error.find("t:5:"), std::string::npos) << recs[2].error;
  EXPECT_TRUE(recs[3].puzzle);
  auto r = cli("solve --type lightup --format line", "3x3:h5\n3x3:h2\n");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("<stdin>:1:"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("*"), std::string::npos) << r.out;
}

TEST(LightUp, AutoDetectsIdsAndUrlsAndDrawsBulbs) {
  auto r = cli("solve --format json", "7x7:b1g1e2aBa2aBcBa1a2a0e1g1b\n");
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_NE(r.out.find("\"grid\":[["), std::string::npos) << r.out;
  auto s = cli("solve --format svg --type lightup", "3x3:h2\n");
  EXPECT_EQ(s.exit, 0) << s.err;
  EXPECT_NE(s.out.find("class=\"inv\""), std::string::npos);
  EXPECT_NE(s.out.find("piece solved"), std::string::npos);
  // An oblong board (12 columns, 8 rows) is drawn wider than tall.
  auto w = cli("solve --format svg --type lightup", "12x8:cBcBBBh3f3dB3h0hBl3c1BBa2dBBBa3bBBBaBhB\n");
  EXPECT_EQ(w.exit, 0) << w.err;
  EXPECT_NE(w.out.find("viewBox=\"0 0 500 340\""), std::string::npos) << w.out.substr(0, 200);
}

// generate's hooks: a random wall layout, bulbs from its own search, every wall numbered by
// them (a puzzle the bulbs solve), and the numbers kept or dropped one by one as clue groups.
TEST(LightUp, GenerateHooksDressALayoutsBulbs) {
  for (uint64_t seed : {1u, 2u, 3u}) {
    auto blank = lightup_layout(7, ReadOptions{}, seed);
    Answer a = solve(*blank, Backend::sat, opts(1));
    ASSERT_EQ(a.count, 1) << seed;
    auto dressed = lightup_dress(*blank, a.solutions[0], seed);
    EXPECT_EQ(dressed->check(a.solutions[0]), std::nullopt) << dressed->line(dressed->givens());
    const int n = dressed->clue_count();
    EXPECT_EQ(n, std::count_if(dynamic_cast<const LightUp&>(*blank).board().begin(),
                               dynamic_cast<const LightUp&>(*blank).board().end(), [](int v) { return v != LightUp::kWhite; }));
    EXPECT_EQ(blank->clue_count(), 0);
    auto all = dressed->with_clues(std::vector<bool>(static_cast<size_t>(n), true));
    EXPECT_EQ(all->line(all->givens()), dressed->line(dressed->givens()));
    auto none = dressed->with_clues(std::vector<bool>(static_cast<size_t>(n), false));
    EXPECT_EQ(none->line(none->givens()), blank->line(blank->givens()));
    EncodeOptions eo;
    eo.groups = true;
    const Encoding e = dressed->encode(eo);
    std::vector<int> indices;
    for (const auto& g : e.groups)
      if (g.clue) indices.push_back(g.clue_index);
    ASSERT_EQ(static_cast<int>(indices.size()), n);
    for (int k = 0; k < n; ++k) EXPECT_EQ(indices[static_cast<size_t>(k)], k);
  }
}

// explain on sgt's hard level: the catalogue's names, and no number consequence before a step.
TEST(LightUp, ExplainNamesTheCatalogueRules) {
  std::set<std::string> names;
  for (const auto& id : generate(2, "7x7b20s4d2#gs7")) {
    auto p = lightup(id);
    deduce::Deducer d(*p, {});
    // A hard puzzle needs a step of two rules or more at least once.
    int hardest = 0;
    const deduce::Path path = d.run([&](const deduce::Step& s, const deduce::Position&) {
      hardest = std::max(hardest, s.cost);
      names.insert(s.rule);
      return true;
    });
    EXPECT_EQ(path.end, deduce::End::solved) << id;
    EXPECT_GE(hardest, 2) << id;
    EXPECT_EQ(p->check(path.grid), std::nullopt) << id;
  }
  EXPECT_TRUE(names.count("forced_bulbs") && names.count("sight_line") && names.count("only_light"));
}

}  // namespace test_lightup
