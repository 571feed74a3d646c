// Binairo (Takuzu) against facts computed elsewhere: Simon Tatham's unruly generator (unique
// puzzles by construction) at each of its levels, with and without unique rows and columns,
// brute force over every grid of balanced rows for 6x6 puzzles with a given removed, and bad
// input.
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "check/binairo.hpp"
#include "deduce/deduce.hpp"
#include "generate/generate.hpp"
#include "helpers.hpp"
#include "puzzles/binairo/binairo.hpp"
#include "registry/registry.hpp"
#include "solve/solve.hpp"

namespace test_binairo {

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
  return sgt_generate("unruly", count, params);
}

std::unique_ptr<Puzzle> binairo(const std::string& text) {
  ReadOptions o;
  o.type = "binairo";
  return parse_one(text, o);
}

std::string error_of(const std::string& text) { return read_error(text, "binairo"); }

// Every grid whose rows are balanced without three in a row, checked by the checker.
int64_t brute_count(const Binairo& p) {
  const int R = p.rows(), C = p.cols();
  std::vector<std::vector<int>> rowset;
  for (uint32_t m = 0; m < (1u << C); ++m) {
    std::vector<int> row;
    for (int c = 0; c < C; ++c) row.push_back((m >> c & 1) ? 2 : 1);
    bool ok = __builtin_popcount(m) * 2 == C;
    for (int c = 2; c < C && ok; ++c) ok = !(row[c] == row[c - 1] && row[c] == row[c - 2]);
    if (ok) rowset.push_back(row);
  }
  int64_t count = 0;
  Grid g(R, C);
  std::function<void(int)> place = [&](int r) {
    if (r == R) {
      count += !check::binairo(p.givens(), p.unique(), g);
      return;
    }
    for (const auto& row : rowset) {
      bool fits = true;
      for (int c = 0; c < C && fits; ++c) fits = !p.givens().at(r, c) || p.givens().at(r, c) == row[c];
      if (!fits) continue;
      std::copy(row.begin(), row.end(), g.cells.begin() + r * C);
      place(r + 1);
    }
  };
  place(0);
  return count;
}

}  // namespace

// sgt-unruly's three levels (Trivial, Easy, Normal), plain and with unique rows and columns,
// square and oblong: unique, checked, and the line form (the sgt ID with the solution as
// givens) reads back.
TEST(Binairo, SgtPuzzlesAtEachLevelAreUnique) {
  int checked = 0;
  for (std::string params :
       {"8x8dt#gs1", "8x8de#gs2", "8x8dn#gs3", "10x10dn#gs4", "8x8ude#gs5", "10x10udn#gs6", "12x8dn#gs7"}) {
    for (const auto& id : generate(3, params)) {
      auto p = binairo(id);
      ASSERT_TRUE(p) << id;
      EXPECT_TRUE(looks_like_binairo(id)) << id;
      EXPECT_EQ(p->line(p->givens()), id);
      Answer a = solve(*p, Backend::both, opts(2));
      ASSERT_EQ(a.count, 1) << params << " " << id << " " << a.internal_error;
      EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
      auto back = binairo(p->line(a.solutions[0]));
      ASSERT_TRUE(back) << p->line(a.solutions[0]);
      EXPECT_EQ(back->givens(), a.solutions[0]);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 21);
}

// 6x6 puzzles with one given removed: sat and native count like brute force, with and without
// the unique-lines rule.
TEST(Binairo, AGivenRemovedIsCountedLikeBruteForce) {
  int tried = 0;
  std::vector<std::string> sets = {"6x6dn#bf1", "6x6ude#bf2"};
#ifdef GRIDSAT_ASAN
  sets.pop_back();  // (CI time: the brute force is 18 s under the sanitizers; the same code twice)
#endif
  for (const std::string& params : sets) {
    for (const auto& id : generate(2, params)) {
      auto p = binairo(id);
      ASSERT_TRUE(p) << id;
      const auto& b = static_cast<const Binairo&>(*p);
      EXPECT_EQ(brute_count(b), 1) << id;
      int removed = 0;
      for (int i = 0; i < b.givens().size() && removed < 3; ++i) {
        if (!b.givens().cells[i]) continue;
        Grid g = b.givens();
        g.cells[i] = 0;
        ++removed;
        for (bool unique : {b.unique(), !b.unique()}) {
          Binairo v(g, unique);
          const int64_t want = brute_count(v);
          EXPECT_EQ(solve(v, Backend::sat, opts(0)).count, want) << v.line(v.givens());
          EXPECT_EQ(solve(v, Backend::native, opts(0)).count, want) << v.line(v.givens()) << " native";
          ++tried;
        }
      }
    }
  }
  EXPECT_EQ(tried, 12 * static_cast<int>(sets.size()));
}

TEST(Binairo, ReadsTheTypedForm) {
  const std::string typed = "binairo unique\n1....0\n......\n.0....\n......\n....1.\n0.....\n";
  auto t = binairo(typed);
  ASSERT_TRUE(t);
  EXPECT_TRUE(static_cast<const Binairo&>(*t).unique());
  std::ostringstream out;
  t->print_grid(out, t->givens());
  EXPECT_EQ("binairo unique\n" + out.str(), typed);
  auto back = binairo(t->line(t->givens()));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->givens(), t->givens());
  EXPECT_TRUE(static_cast<const Binairo&>(*back).unique());
  EXPECT_EQ(solve(*t, Backend::sat, opts(0)).count, solve(*t, Backend::native, opts(0)).count);
  EXPECT_TRUE(looks_like_binairo(typed));
  EXPECT_FALSE(looks_like_binairo("7x7:b1g1e2aBa2aBcBa1a2a0e1g1b\n"));  // sgt-lightup
  EXPECT_FALSE(looks_like_binairo("8x8:a_liciba_ehaa,2,0,3,0,2\n"));    // sgt-tents
}

TEST(Binairo, BadInputNamesLineAndProblem) {
  auto budget =
      cli("solve --type binairo --backend sat --max-clauses 10", "6x6u:dBcabIAdEf\n");  // too large for the budget
  EXPECT_EQ(budget.exit, 2);
  EXPECT_NE(budget.err.find("the encoding would need about"), std::string::npos) << budget.err;
  EXPECT_NE(error_of("8x8:FcabfebEIEjbCbba").find("covers 64 positions, expected 65"), std::string::npos);
  EXPECT_NE(error_of("8x8:FcabfebEIEjbCbbaaa").find("expected 65"), std::string::npos);
  EXPECT_NE(error_of("8x8:Fcab!").find("unexpected '!'"), std::string::npos);
  EXPECT_NE(error_of("7x8:Fcab").find("must be even"), std::string::npos);
  EXPECT_NE(error_of("binairo\n01\n012\n").find("t:3: row 2 has 3 cells"), std::string::npos);
  EXPECT_NE(error_of("binairo\n02\n01\n").find("t:2: row 1 column 2: '2'"), std::string::npos);
  ReadOptions o;
  o.type = "binairo";
  auto recs = read_puzzles("8x8:Fcab!\n6x6u:dBcabIAdEf\n\nbinairo\n0.\n..\n..\n", "t", o);
  ASSERT_EQ(recs.size(), 3u);
  EXPECT_FALSE(recs[0].puzzle);
  EXPECT_TRUE(recs[1].puzzle);
  EXPECT_FALSE(recs[2].puzzle);  // 2x3: an odd side
  auto r = cli("solve --type binairo --format line", "8x8:Fcab!\n6x6u:dBcabIAdEf\n");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("<stdin>:1:"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("6x6u:"), std::string::npos) << r.out;
  auto j = cli("solve --format json", "6x6u:dBcabIAdEf\n");  // detected
  EXPECT_EQ(j.exit, 0) << j.err;
  EXPECT_NE(j.out.find("\"grid\":[[0,0,1,0,1,1]"), std::string::npos) << j.out;
}

// generate's hooks: the givens are the clues, kept or dropped one by one; dress gives the
// whole solution, and with givens_as_assumptions the givens are literals to assume.
TEST(Binairo, GenerateHooksKeepAndDropGivens) {
  for (const auto& id : generate(3, "8x8dn#gs9")) {
    auto p = binairo(id);
    const int n = p->clue_count();
    int given = 0;
    for (int v : p->givens().cells) given += v != 0;
    ASSERT_EQ(n, given) << id;
    auto all = p->with_clues(std::vector<bool>(static_cast<size_t>(n), true));
    EXPECT_EQ(all->line(all->givens()), id);
    std::vector<bool> keep(static_cast<size_t>(n), true);
    keep[0] = false;
    auto less = p->with_clues(keep);
    EXPECT_EQ(less->clue_count(), n - 1);
    Answer a = solve(*p, Backend::sat, opts(1));
    ASSERT_EQ(a.count, 1);
    auto blank = binairo_layout(8, ReadOptions{}, 1);
    EXPECT_EQ(blank->clue_count(), 0);
    auto full = binairo_dress(*blank, a.solutions[0], 1);
    EXPECT_EQ(full->clue_count(), 64);
    EXPECT_EQ(full->check(a.solutions[0]), std::nullopt);
    EncodeOptions eo;
    eo.givens_as_assumptions = true;
    const Encoding e = p->encode(eo);
    EXPECT_TRUE(e.givens_assumed);
    EXPECT_EQ(static_cast<int>(e.given_literals.size()), n);
  }
}

// explain on sgt's normal level: the catalogue's names (pairs and sandwiches, balance, the
// two together), every step's facts those of the unique solution.
TEST(Binairo, ExplainNamesTheCatalogueRules) {
  std::set<std::string> names;
  for (const auto& id : generate(2, "8x8dn#gs7")) {
    auto p = binairo(id);
    Answer a = solve(*p, Backend::sat, opts(2));
    ASSERT_EQ(a.count, 1);
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    EXPECT_EQ(path.end, deduce::End::solved) << id;
    EXPECT_EQ(path.grid, a.solutions[0]);
    for (const auto& s : path.steps) names.insert(s.rule);
  }
  EXPECT_TRUE(names.count("pair_or_sandwich") && names.count("balance") && names.count("balance_gap"));
}

// generate (clue removal over the givens, src/generate/clues.cpp): from a fixed seed, a puzzle
// unique on both backends whose solution is the generator's and passes the checker, graded at
// the level asked, and written as an sgt-unruly game ID that reads back as the same puzzle.
TEST(Binairo, GenerateMakesUniqueGradedPuzzlesAtEachLevel) {
  const Family& f = *find_family("binairo");
  const std::vector<std::string> levels = gen::level_names(f);
  ASSERT_GE(levels.size(), 2u);
  for (int side : {6, 8}) {
    for (int rank = 1; rank <= static_cast<int>(levels.size()); ++rank) {
      if (levels[rank - 1] == "unreasonable") continue;
      gen::Options o;
      o.n = side;
      o.level = rank;
      o.grade = true;
      const gen::Generated g = gen::generate(f, o, 7);
      ASSERT_TRUE(g.ok) << side << " " << levels[rank - 1] << ": " << g.why;
      const Puzzle& p = *g.puzzle;
      EXPECT_EQ(p.check(g.solution), std::nullopt);
      for (Backend b : {Backend::sat, Backend::native}) {
        const Answer a = solve(p, b, opts(2));
        ASSERT_EQ(a.count, 1) << p.line(p.givens());
        EXPECT_EQ(a.solutions[0], g.solution);
      }
      ASSERT_TRUE(g.grade.has_value());
      EXPECT_EQ(g.grade->rank, rank) << p.line(p.givens());
      const auto back = binairo(p.line(p.givens()));
      ASSERT_TRUE(back);
      EXPECT_EQ(back->givens(), p.givens());
    }
  }
}

}  // namespace test_binairo
