// Tents against facts computed elsewhere: Simon Tatham's generator (unique puzzles by
// construction) at each of its levels, brute force over every tent placement of tiny puzzles
// with a count removed, pzprjs' URL coding worked by hand, and bad input.
#include <gtest/gtest.h>

#include <set>

#include "check/tents.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "puzzles/tents/tents.hpp"
#include "solve/solve.hpp"

namespace test_tents {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions opts(int64_t limit) {
  SolveOptions o;
  o.limit = limit;
  return o;
}

std::vector<std::string> generate(int count, const std::string& params) { return sgt_generate("tents", count, params); }

std::unique_ptr<Puzzle> tents(const std::string& text) {
  ReadOptions o;
  o.type = "tents";
  return parse_one(text, o);
}

std::string error_of(const std::string& text) { return read_error(text, "tents"); }

// Every placement of as many tents as trees on the other cells, judged by the checker.
int64_t brute_count(const Tents& p) {
  std::vector<int> free;
  int k = 0;
  for (int i = 0; i < p.givens().size(); ++i) {
    if (p.trees()[i]) ++k;
    else free.push_back(i);
  }
  int64_t count = 0;
  Grid g(p.rows(), p.cols(), 1);
  std::vector<int> pick;
  std::function<void(size_t)> choose = [&](size_t from) {
    if (static_cast<int>(pick.size()) == k) {
      for (int c : pick) g.cells[c] = 2;
      count += !check::tents(p.trees(), p.counts(), p.givens(), g);
      for (int c : pick) g.cells[c] = 1;
      return;
    }
    for (size_t j = from; j < free.size(); ++j) {
      pick.push_back(free[j]);
      choose(j + 1);
      pick.pop_back();
    }
  };
  choose(0);
  return count;
}

}  // namespace

// sgt-tents' two levels (Easy, Tricky), square and oblong: unique, checked, and the line form
// (the sgt ID with the tents marked '!') reads back.
TEST(Tents, SgtPuzzlesAtEachLevelAreUnique) {
  int checked = 0;
  for (std::string params : {"8x8de#gs1", "8x8dt#gs2", "12x12dt#gs3", "10x7de#gs4"}) {
    for (const auto& id : generate(4, params)) {
      auto p = tents(id);
      ASSERT_TRUE(p) << id;
      EXPECT_TRUE(looks_like_tents(id)) << id;
      EXPECT_EQ(p->line(p->givens()), id);
      Answer a = solve(*p, Backend::both, opts(2));
      ASSERT_EQ(a.count, 1) << params << " " << id << " " << a.internal_error;
      EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
      auto back = tents(p->line(a.solutions[0]));
      ASSERT_TRUE(back) << p->line(a.solutions[0]);
      Grid filled = back->givens();
      for (int& v : filled.cells) v = v ? v : 1;
      EXPECT_EQ(filled, a.solutions[0]) << p->line(a.solutions[0]);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 16);
}

// 4x4 and 5x5 sgt puzzles with each count in turn removed: sat and native (its own search and
// the generic engine) count like brute force (several matchings of one layout are one solution).
TEST(Tents, ACountRemovedIsCountedLikeBruteForce) {
  int tried = 0;
  for (std::string params : {"4x4de#bf1", "5x5de#bf2", "5x5dt#bf3"}) {
    for (const auto& id : generate(2, params)) {
      auto p = tents(id);
      ASSERT_TRUE(p) << id;
      const auto& t = static_cast<const Tents&>(*p);
      EXPECT_EQ(brute_count(t), 1) << id;
      for (size_t i = 0; i < t.counts().size(); ++i) {
        auto counts = t.counts();
        counts[i] = Tents::kNoCount;
        Tents v(t.givens(), t.trees(), counts, TentsForm::sgt);
        const int64_t want = brute_count(v);
        EXPECT_EQ(solve(v, Backend::sat, opts(0)).count, want) << v.line(v.givens());
        EXPECT_EQ(solve(v, Backend::native, opts(0)).count, want) << v.line(v.givens()) << " native";
        SolveOptions generic = opts(0);  // the generic CSP engine over Tents::to_csp, its matching filter
        generic.native.generic = true;
        EXPECT_EQ(solve(v, Backend::native, generic).count, want) << v.line(v.givens()) << " generic";
        ++tried;
      }
    }
  }
  EXPECT_EQ(tried, 56);
}

// Setters' size: sgt-tents 20x20 puzzles (Tricky, then Easy; pasted from `sgt-tents --generate
// 1 20x20dt` and `20x20de`; the generic engine, which tried the matching on complete layouts
// only, took 1.6 s on the first): unique on both backends.
TEST(Tents, TwentyByTwentyUniqueOnBothBackends) {
  for (const char* id :
       {"20x20:dedagd_af_chagcjcaieda_i_dac_cpacbdnblcccdcabcecahbblc_b_dcbk_lbmecd__cdacbdlcdbb,7,2,5,2,6,2,5,3,5,"
        "4,3,5,3,4,4,5,2,5,2,6,5,3,5,2,6,3,5,3,3,5,1,9,1,6,3,4,4,3,4,5",
        "20x20:hccadaheg_aceakc_icmh_ae_cbga_cedbheb__df__afejbcahdkdfecgcacfcfdab_eekdcc_tbc_bb,6,3,4,5,3,6,2,5,4,3,"
        "4,4,1,6,3,5,4,3,5,4,5,4,3,4,5,3,6,3,7,0,7,1,6,3,5,1,5,3,5,4"}) {
    auto p = tents(id);
    ASSERT_TRUE(p) << id;
    Answer a = solve(*p, Backend::both, opts(2));
    ASSERT_EQ(a.count, 1) << id << " " << a.internal_error;
    EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
    // A count moved from one row to the next: both backends count alike.
    const auto& t = static_cast<const Tents&>(*p);
    auto counts = t.counts();
    counts[20] += 1, counts[21] -= 1;
    Tents moved(t.givens(), t.trees(), counts, TentsForm::sgt);
    EXPECT_EQ(solve(moved, Backend::sat, opts(0)).count, solve(moved, Backend::native, opts(0)).count) << id;
  }
}

// Typed by hand: two trees whose tents may go left or right (two solutions), and two trees
// side by side without counts (one way only: the tents may not touch).
TEST(Tents, HandMadePuzzlesCountLikeBruteForce) {
  auto p = tents("tents\n.T. 1\n... 0\n.T. 1\n1 0 1\n");
  ASSERT_TRUE(p);
  EXPECT_EQ(brute_count(static_cast<const Tents&>(*p)), 2);
  EXPECT_EQ(solve(*p, Backend::sat, opts(0)).count, 2);
  EXPECT_EQ(solve(*p, Backend::native, opts(0)).count, 2);
  auto q = tents("tents\nTT.. .\n.... .\n.... .\n. . . .\n");
  ASSERT_TRUE(q);
  EXPECT_EQ(brute_count(static_cast<const Tents&>(*q)), 1);
  EXPECT_EQ(solve(*q, Backend::sat, opts(0)).count, 1);
  EXPECT_EQ(solve(*q, Backend::native, opts(0)).count, 1);
}

// pzprjs: the counts in number16 (columns, then rows), then the trees in its 1-cell coding
// (0-h a tree and 0-17 empty cells after it, i-z 1-18 empty cells), worked by hand.
TEST(Tents, ReadsPuzzLinkUrlsAndTheTypedForm) {
  auto s = tents("4x4:bedb,1,0,1,1,1,1,0,1");
  ASSERT_TRUE(s);
  const std::string url = "https://puzz.link/p?tents/4/4/10111101j542";
  EXPECT_EQ(tents_puzzlink_url(static_cast<const Tents&>(*s)), url);
  auto u = tents(url);
  ASSERT_TRUE(u);
  EXPECT_EQ(static_cast<const Tents&>(*u).trees(), static_cast<const Tents&>(*s).trees());
  EXPECT_EQ(static_cast<const Tents&>(*u).counts(), static_cast<const Tents&>(*s).counts());
  EXPECT_EQ(u->line(u->givens()), url);
  EXPECT_TRUE(looks_like_tents(url));
  std::ostringstream out;
  s->print_grid(out, s->givens());
  EXPECT_EQ(out.str(), "..T. 1\n.... 1\nT... 0\n.T.. 1\n1 0 1 1\n");
  auto t = tents("tents\n" + out.str());
  ASSERT_TRUE(t);
  EXPECT_EQ(t->line(t->givens()), "4x4:bedb,1,0,1,1,1,1,0,1");
  EXPECT_TRUE(looks_like_tents("tents\n" + out.str()));
  EXPECT_FALSE(looks_like_tents("7x7:b1g1e2aBa2aBcBa1a2a0e1g1b\n"));
  EXPECT_FALSE(looks_like_tents("8x8:AbCbajabBaeeEBAbgCBFb\n"));
}

// A cell given empty ('-' after a letter) is part of the givens, so the line form keeps it;
// the reader took it and the writer dropped it (found by fuzz_read_tents in CI, where the
// line form read back to other givens). A solution's line still marks only its tents.
TEST(Tents, ACellGivenEmptySurvivesTheLineForm) {
  for (const std::string id : {"8x8:a-ejb_gajabece,3,0,1,2,1,1,2,2,2,1,2,1,2,0,1,2",
                               "4x4:a-fdb,1,0,1,1,1,1,0,1", "4x4:b!ed-b,1,0,1,1,1,1,0,1"}) {
    auto p = tents(id);
    ASSERT_TRUE(p) << id;
    EXPECT_EQ(p->line(p->givens()), id);
    auto back = tents(p->line(p->givens()));
    ASSERT_TRUE(back) << id;
    EXPECT_EQ(back->givens(), p->givens()) << id;
  }
  auto s = tents("4x4:a-fdb,1,0,1,1,1,1,0,1");
  Grid solved = s->givens();
  for (int& v : solved.cells) v = v == 2 ? 2 : 1;
  EXPECT_EQ(s->line(solved).find('-'), std::string::npos) << s->line(solved);
}

TEST(Tents, BadInputNamesLineAndProblem) {
  auto budget = cli("solve --type tents --backend sat --max-clauses 10",
                    "4x4:bedb,1,0,1,1,1,1,0,1\n");  // too large for the budget
  EXPECT_EQ(budget.exit, 2);
  EXPECT_NE(budget.err.find("the encoding would need about"), std::string::npos) << budget.err;
  EXPECT_NE(error_of("4x4:bedb,1,0,1,1,1,1,0").find("7 counts, expected 8"), std::string::npos);
  EXPECT_NE(error_of("4x4:bed,1,0,1,1,1,1,0,1").find("lacks its closing tree"), std::string::npos);
  EXPECT_NE(error_of("4x4:bedbb,1,0,1,1,1,1,0,1").find("after the last tree"), std::string::npos);
  EXPECT_NE(error_of("4x4:be?b,1,0,1,1,1,1,0,1").find("unexpected '?'"), std::string::npos);
  EXPECT_NE(error_of("4x4:bedb,1,0,1,1,1,9,0,1").find("the count 9 of row 2 is outside 0..4"), std::string::npos);
  EXPECT_NE(error_of("4x4:bedb,1,x,1,1,1,1,0,1").find("count 2 'x' is not a number"), std::string::npos);
  EXPECT_NE(error_of("tents\n.T 1\n.. 0\n1\n").find("t:4: 1 column counts, expected 2"), std::string::npos);
  EXPECT_NE(error_of("tents\n.X 1\n.. 0\n1 0\n").find("t:2: row 1 column 2: 'X'"), std::string::npos);
  EXPECT_NE(error_of("https://puzz.link/p?tents/4/4/1011110!").find("unexpected '!'"), std::string::npos);
  auto r = cli("solve --type tents --format line", "4x4:bedb,1,0,1,1,1,9,0,1\n4x4:bedb,1,0,1,1,1,1,0,1\n");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("<stdin>:1:"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("4x4:"), std::string::npos) << r.out;
  auto j = cli("solve --format json", "4x4:bedb,1,0,1,1,1,1,0,1\n");  // detected
  EXPECT_EQ(j.exit, 0) << j.err;
  EXPECT_NE(j.out.find("\"grid\":[["), std::string::npos) << j.out;
}

// generate's hooks: random trees beside a tent layout that does not touch, tents from the
// puzzle's own search, every count read off them (a puzzle those tents solve), and the counts
// kept or dropped one by one as clue groups.
TEST(Tents, GenerateHooksDressALayoutsTents) {
  for (uint64_t seed : {1u, 2u, 3u}) {
    auto blank = tents_layout(7, ReadOptions{}, seed);
    EXPECT_EQ(blank->clue_count(), 0);
    Answer a = solve(*blank, Backend::sat, opts(1));
    ASSERT_EQ(a.count, 1) << seed << " " << blank->line(blank->givens());
    auto dressed = tents_dress(*blank, a.solutions[0], seed);
    EXPECT_EQ(dressed->check(a.solutions[0]), std::nullopt) << dressed->line(dressed->givens());
    ASSERT_EQ(dressed->clue_count(), 14);
    auto all = dressed->with_clues(std::vector<bool>(14, true));
    EXPECT_EQ(all->line(all->givens()), dressed->line(dressed->givens()));
    std::vector<bool> keep(14, true);
    keep[0] = keep[13] = false;  // column 1's count and row 7's
    auto some = dressed->with_clues(keep);
    EXPECT_EQ(some->clue_count(), 12);
    const auto& counts = dynamic_cast<const Tents&>(*some).counts();
    EXPECT_EQ(counts[0], Tents::kNoCount);
    EXPECT_EQ(counts[13], Tents::kNoCount);
    EXPECT_EQ(counts[1], dynamic_cast<const Tents&>(*dressed).counts()[1]);
    EncodeOptions eo;
    eo.groups = true;
    int clues = 0;
    for (const auto& g : some->encode(eo).groups)
      if (g.clue) { EXPECT_EQ(g.clue_index, clues++) << g.label; }
    EXPECT_EQ(clues, 12);
  }
}

// explain on sgt's tricky level: the catalogue's names.
TEST(Tents, ExplainNamesTheCatalogueRules) {
  std::set<std::string> names;
  for (const auto& id : generate(2, "8x8dt#gs7")) {
    auto p = tents(id);
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    EXPECT_EQ(path.end, deduce::End::solved) << id;
    for (const auto& s : path.steps) names.insert(s.rule);
  }
  EXPECT_TRUE(names.count("count_completed") && names.count("no_tree_nearby") && names.count("no_touching"));
}

}  // namespace test_tents
