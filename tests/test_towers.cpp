// Towers (skyscrapers) against facts computed elsewhere: Simon Tatham's generator (unique
// puzzles by construction), brute force over permutations and over all 576 4x4 Latin
// squares, a puzz.link URL coded by hand, and the native backend.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <sstream>

#include "check/towers.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "puzzles/towers/towers.hpp"
#include "registry/registry.hpp"
#include "solve/solve.hpp"

namespace test_towers {

using namespace gridsat;
using namespace gridsat::test;

namespace {

SolveOptions opts(int64_t limit, Simplify s = Simplify::locked) {
  SolveOptions o;
  o.limit = limit;
  o.encode.simplify = s;
  return o;
}

int seen(const std::vector<int>& line) {
  int count = 0, best = 0;
  for (int h : line)
    if (h > best) best = h, ++count;
  return count;
}

std::vector<std::string> generate(int count, const std::string& params) {
  const std::string file = ::testing::TempDir() + "towers_" + params.substr(0, params.find('#')) + ".txt";
  const std::string cmd = "/usr/games/sgt-towers --generate " + std::to_string(count) + " '" + params + "' > " + file;
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  return lines_of(file);
}

std::unique_ptr<Puzzle> towers(const std::string& text) {
  ReadOptions o;
  o.type = "towers";
  return parse_one(text, o);
}

std::string error_of(const std::string& text) {
  ReadOptions o;
  o.type = "towers";
  auto recs = read_puzzles(text, "t", o);
  return !recs.empty() && !recs[0].puzzle ? recs[0].error : std::string("parsed");
}

// Every 4x4 Latin square, by brute force.
std::vector<std::vector<int>> latin4() {
  std::vector<std::vector<int>> out;
  std::vector<int> perm{1, 2, 3, 4};
  std::vector<std::vector<int>> rows;
  do {
    rows.push_back(perm);
  } while (std::next_permutation(perm.begin(), perm.end()));
  for (auto& a : rows)
    for (auto& b : rows)
      for (auto& c : rows)
        for (auto& d : rows) {
          bool ok = true;
          for (int k = 0; k < 4 && ok; ++k) {
            std::set<int> col{a[k], b[k], c[k], d[k]};
            ok = col.size() == 4;
          }
          if (!ok) continue;
          std::vector<int> g;
          for (auto* r : {&a, &b, &c, &d}) g.insert(g.end(), r->begin(), r->end());
          out.push_back(g);
        }
  return out;
}

}  // namespace

// The sight encoding of one line, for every permutation of 1..N (N <= 6) and every clue:
// row 0 open (its cells are variables, forced to the permutation by the other rows, given),
// the clue left of row 0 (looking along the variables) or above column 0 (one variable,
// then constants). The puzzle has a solution exactly when the permutation shows the clue.
TEST(Towers, SightEncodingIsExactOnEveryPermutation) {
  for (int n = 1; n <= 6; ++n) {
    std::vector<int> perm(n);
    std::iota(perm.begin(), perm.end(), 1);
    do {
      Grid g(n, n);
      for (int r = 1; r < n; ++r)
        for (int c = 0; c < n; ++c) g.cells[r * n + c] = perm[(c + r) % n];
      std::vector<int> col;  // column 0 from the top: perm[0] then the givens below it
      for (int r = 0; r < n; ++r) col.push_back(perm[r % n]);
      for (int clue = 1; clue <= n; ++clue)
        for (int where : {2 * n, 0, 3 * n}) {      // left of row 0, above column 0, right of row 0
          if (n == 6 && where != 2 * n) continue;  // the full chain; the others up to 5
          std::vector<int> clues(4 * n, 0);
          clues[where] = clue;
          std::vector<int> line = where == 0 ? col : perm;
          if (where == 3 * n) std::reverse(line.begin(), line.end());
          Towers t(g, clues, TowersForm::sgt);
          const Simplify s = n % 2 ? Simplify::none : Simplify::givens;
          Answer a = solve(t, Backend::sat, opts(2, s));
          ASSERT_EQ(a.count, seen(line) == clue ? 1 : 0)
              << "n " << n << " clue " << clue << " at " << where << " " << t.line(g) << a.internal_error;
        }
    } while (std::next_permutation(perm.begin(), perm.end()));
  }
}

// Which pairs of clues on one line can hold together (the reader refuses the others): a
// brute force over every permutation agrees with the rule a + b <= n + 1, not 1 and 1.
TEST(Towers, ClueRuleForAPairMatchesBruteForce) {
  for (int n = 1; n <= 7; ++n) {
    std::set<std::pair<int, int>> possible;
    std::vector<int> perm(n);
    std::iota(perm.begin(), perm.end(), 1);
    do {
      std::vector<int> back(perm.rbegin(), perm.rend());
      possible.insert({seen(perm), seen(back)});
    } while (std::next_permutation(perm.begin(), perm.end()));
    for (int a = 1; a <= n; ++a)
      for (int b = 1; b <= n; ++b) {
        const bool rule = a + b <= n + 1 && !(a == 1 && b == 1 && n > 1);
        EXPECT_EQ(possible.count({a, b}) == 1, rule) << n << " " << a << " " << b;
      }
  }
}

// The native relation's prefix test never prunes a prefix that has a completion, and on a
// full line it is the clue.
TEST(Towers, RelationPrunesOnlyDeadPrefixes) {
  for (int n = 1; n <= 6; ++n) {
    for (int clue = 1; clue <= n; ++clue) {
      std::vector<int> clues(4 * n, 0);
      clues[2 * n] = clue;
      Towers t(Grid(n, n), clues, TowersForm::sgt);
      const Csp csp = t.to_csp();
      ASSERT_EQ(csp.relations.size(), 1u);
      const Relation& rel = csp.relations[0];
      std::map<std::vector<int>, bool> live;  // prefix -> some completion shows the clue
      std::vector<int> perm(n);
      std::iota(perm.begin(), perm.end(), 1);
      do {
        EXPECT_EQ(rel.allows(perm), seen(perm) == clue);
        for (int k = 0; k < n; ++k) live[std::vector<int>(perm.begin(), perm.begin() + k)] |= seen(perm) == clue;
      } while (std::next_permutation(perm.begin(), perm.end()));
      for (const auto& [prefix, ok] : live)
        if (ok) {
          EXPECT_TRUE(rel.allows(prefix)) << n << " clue " << clue;
        }
    }
  }
}

// All 576 4x4 Latin squares against clue sets drawn with a fixed seed: the number that
// show every clue, counted by brute force, by sat (each simplification) and by native.
TEST(Towers, CountsOf4x4MatchBruteForce) {
  const auto squares = latin4();
  ASSERT_EQ(squares.size(), 576u);
  std::mt19937 rng(24);
  for (int round = 0; round < 40; ++round) {
    const auto& model = squares[rng() % squares.size()];
    Towers full(Grid(4, 4), std::vector<int>(16, 0), TowersForm::sgt);
    std::vector<int> clues(16, 0);
    const int k = 1 + static_cast<int>(rng() % 6);  // clues true of one square: never 0 solutions
    for (int j = 0; j < k; ++j) {
      const int i = static_cast<int>(rng() % 16);
      std::vector<int> line;
      for (int cell : full.sight(i)) line.push_back(model[cell]);
      clues[i] = seen(line);
    }
    if (round % 4 == 3) clues[rng() % 16] = 1 + static_cast<int>(rng() % 4);  // maybe none
    Towers t(Grid(4, 4), clues, TowersForm::sgt);
    int64_t want = 0;
    for (const auto& sq : squares) {
      bool ok = true;
      for (int i = 0; i < 16 && ok; ++i) {
        if (!clues[i]) continue;
        std::vector<int> line;
        for (int cell : t.sight(i)) line.push_back(sq[cell]);
        ok = seen(line) == clues[i];
      }
      want += ok;
    }
    for (Simplify s : {Simplify::none, Simplify::givens, Simplify::locked}) {
      Answer a = solve(t, Backend::sat, opts(0, s));
      EXPECT_EQ(a.count, want) << t.line(Grid(4, 4)) << " " << to_string(s) << a.internal_error;
    }
    Answer a = solve(t, Backend::native, opts(0));
    EXPECT_EQ(a.count, want) << t.line(Grid(4, 4)) << " native" << a.internal_error;
  }
}

// Fresh sgt-towers puzzles (fixed seeds) at every level: unique under sat and native (both
// backends, so the checker and the cross-check see each solution); a clue removed or changed
// is counted the same by both.
TEST(Towers, SgtPuzzlesAreUniqueAndAgree) {
  if (std::system("test -x /usr/games/sgt-towers") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int checked = 0;
  for (const char* params :
       {"5de#123", "8de#123", "5dh#123", "7dh#123", "6dh#123", "6dx#123", "7dx#123", "5du#123", "6du#123"}) {
    for (const auto& id : generate(2, params)) {
      auto p = parse_one(id);  // --type auto
      ASSERT_TRUE(p) << id;
      ASSERT_EQ(p->family(), "towers") << id;
      Answer a = solve(*p, Backend::both, opts(2));
      ASSERT_EQ(a.count, 1) << params << " " << id << " " << a.internal_error;
      EXPECT_TRUE(a.complete);
      EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
      // The line form is the sgt ID again, with the solution's values given.
      auto back = parse_one(p->line(a.solutions[0]));
      ASSERT_TRUE(back) << p->line(a.solutions[0]);
      EXPECT_EQ(back->givens(), a.solutions[0]);
      // One clue removed, one changed: sat and native count alike.
      const auto& t = dynamic_cast<const Towers&>(*p);
      auto clues = t.clues();
      const int n = t.n();
      int i = 0;
      while (!clues[i]) ++i;
      auto removed = clues;
      removed[i] = 0;
      auto changed = clues;
      changed[i] = changed[i] % n + 1;
      for (const auto& c : {removed, changed}) {
        Towers v(t.givens(), c, TowersForm::sgt);
        Answer s = solve(v, Backend::sat, opts(3));
        Answer nat = solve(v, Backend::native, opts(3));
        EXPECT_EQ(s.count, nat.count) << v.line(v.givens()) << s.internal_error << nat.internal_error;
      }
      ++checked;
    }
  }
  EXPECT_EQ(checked, 18);
}

// A puzz.link URL coded by hand (pzprjs' skyscrapers: the 4N clues above, below, left,
// right in number16 coding, then the cells) from the sgt puzzle in instances/towers.
TEST(Towers, PuzzLinkUrlReadsAsTheSgtPuzzle) {
  const std::string id = "5://///4//1///2///2///5/2//,b1v";
  const std::string url = "https://puzz.link/p?skyscrapers/5/5/k4g1h2h2h52hh1zh";
  auto a = parse_one(id), b = parse_one(url);
  ASSERT_TRUE(a);
  ASSERT_TRUE(b);
  const auto& ta = dynamic_cast<const Towers&>(*a);
  const auto& tb = dynamic_cast<const Towers&>(*b);
  const std::vector<int> want{0, 0, 0, 0, 0, 4, 0, 1, 0, 0, 2, 0, 0, 2, 0, 0, 5, 2, 0, 0};
  EXPECT_EQ(ta.clues(), want);
  EXPECT_EQ(tb.clues(), want);
  EXPECT_EQ(ta.givens(), tb.givens());
  EXPECT_EQ(tb.givens().cells[2], 1);
  EXPECT_EQ(b->line(b->givens()), url);  // the writer codes it the same way
  EXPECT_EQ(towers_sgt_id(5, tb.clues(), tb.givens()), id);
  Answer s = solve(*b, Backend::sat, opts(2));
  ASSERT_EQ(s.count, 1);
  // pzv.jp and a flags field read alike; a URL without cells has none given.
  EXPECT_TRUE(parse_one("http://pzv.jp/p.html?skyscrapers/5/5/k4g1h2h2h52hh1zh"));
  auto bare = parse_one("https://puzz.link/p?skyscrapers/4/4/1h2");
  ASSERT_TRUE(bare);
  EXPECT_EQ(bare->givens(), Grid(4, 4));
}

// The block form: reads, prints and reads back; --type auto knows it by its '+' corners.
TEST(Towers, BlockFormReadsBack) {
  const std::string block =
      "+ . . . . . +\n"
      "2 . . 1 . . .\n"
      ". . . . . . 5\n"
      ". . . . . . 2\n"
      "2 . . . . . .\n"
      ". . . . . . .\n"
      "+ 4 . 1 . . +\n";
  auto p = parse_one(block);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->family(), "towers");
  EXPECT_EQ(p->line(p->givens()), "5://///4//1///2///2///5/2//,b1v");
  std::ostringstream out;
  p->print_grid(out, p->givens());
  EXPECT_EQ(out.str(), block);
  // Characters, '.' corners and '-' for no clue, with --type towers.
  auto q = towers("..--1..\n2..1...\n-.....5\n......2\n2......\n.......\n.4.1...\n");
  ASSERT_TRUE(q);
  EXPECT_EQ(q->line(q->givens()), "5:///1//4//1///2///2///5/2//,b1v");
  // --type auto: '+' corners around clues, not a frame of dashes; IDs of 4N clues; URLs.
  EXPECT_TRUE(looks_like_towers("+..3.+\n"));
  EXPECT_FALSE(looks_like_towers("+-------+-------+\n"));
  EXPECT_FALSE(looks_like_towers("5:0R,0L,0,0,0D,4,0RD,0DL,0UR,0L,0UR,0UL,0R,0L,0R,0L,0,0,0,0,0,0,0,0,0,\n"));
  EXPECT_FALSE(looks_like_towers("5:/3//2\n"));
  EXPECT_TRUE(looks_like_towers("# a comment\nhttps://puzz.link/p?skyscrapers/4/4/1h2\n"));
}

TEST(Towers, BadInputIsNamed) {
  EXPECT_EQ(error_of("5:///6////////////////"), "t:1: the clue 6 above column 4 is outside 1..5");
  EXPECT_EQ(error_of("5:///0////////////////"), "t:1: the clue 0 above column 4 is below 1");
  EXPECT_EQ(error_of("5:1/////1//////////////"),
            "t:1: the clues 1 and 1 on column 1 cannot both hold: the tallest tower would stand at both ends");
  EXPECT_EQ(error_of("5:///////////4/////3///"),
            "t:1: the clues 4 and 3 on row 2 cannot both hold: they add up to more than 6");
  EXPECT_EQ(error_of("5://////////////////"), "t:1: towers game ID: 19 clues, expected 20 (4 x 5)");
  EXPECT_EQ(error_of("5:///////////////////,1_1w"), "t:1: the given 1 appears twice in row 1 (r1c1 and r1c2)");
  EXPECT_EQ(error_of("5:///////////////////,1y"), "t:1: towers game ID: the cells run past 25 cells");
  EXPECT_EQ(error_of("5:///////////////////,1w"), "t:1: towers game ID: the cells fill 24 of 25 cells");
  EXPECT_EQ(error_of("5:///////////////////,1X"), "t:1: towers game ID: unexpected 'X' in the cells");
  EXPECT_EQ(error_of("https://puzz.link/p?skyscrapers/5/4/k"), "t:1: puzz.link URL: a 5x4 board; towers are square");
  EXPECT_EQ(error_of("https://puzz.link/p?skyscrapers/4/4/7"), "t:1: the clue 7 above column 1 is outside 1..4");
  EXPECT_EQ(error_of("https://puzz.link/p?skyscrapers/4/4/zzzz"), "t:1: puzz.link URL: the clues run past their 16");
  EXPECT_EQ(error_of("+ 6 . . +\n. . . . .\n. . . . .\n. . . . .\n+ . . . +\n"),
            "t:1: the clue 6 above column 1 is outside 1..3");
  EXPECT_EQ(error_of("+ . . . +\n. . . . .\n. . x . .\n. . . . .\n+ . . . +\n"), "t:3: column 3: 'x' is no value");
  // The rest of a batch is still read.
  ReadOptions o;
  o.type = "towers";
  auto recs = read_puzzles("5:///6////////////////\n4:///////////////\n", "t", o);
  ASSERT_EQ(recs.size(), 2u);
  EXPECT_FALSE(recs[0].puzzle);
  EXPECT_TRUE(recs[1].puzzle);
}

// The sgt puzzle's one solution, by sat (sgt's puzzles are unique by construction).
namespace {
Grid sgt_solution(const Puzzle& p) {
  SolveOptions o;
  o.limit = 2;
  Answer a = solve(p, Backend::sat, o);
  EXPECT_EQ(a.count, 1) << p.line(p.givens());
  return a.solutions.at(0);
}
}  // namespace

// generate's hooks against sgt: the views dress reads off the solution of an sgt puzzle are
// sgt's own clues wherever sgt shows one; each view is one clue group, clue_index in order, and
// with_clues keeps exactly those asked for.
TEST(Towers, DressReadsSgtsViewsAndClueGroupsCountThem) {
  const std::string id = "5://///4//1///2///2///5/2//,b1v";
  auto p = parse_one(id);
  ASSERT_TRUE(p);
  const auto& t = dynamic_cast<const Towers&>(*p);
  const Grid full = sgt_solution(t);
  const std::vector<int> views = towers_views(full);
  for (int i = 0; i < 20; ++i)
    if (t.clues()[i]) { EXPECT_EQ(views[i], t.clues()[i]) << "clue " << i; }
  const auto& f = *find_family("towers");
  auto blank = f.generate.layout(5, {}, 1);
  ASSERT_TRUE(blank);
  EXPECT_EQ(blank->clue_count(), 0);
  EXPECT_EQ(blank->check(full), std::nullopt);  // the blank is the Latin square alone
  auto dressed = f.generate.dress(*blank, full, 1);
  EXPECT_EQ(dressed->clue_count(), 20);
  EXPECT_EQ(dressed->check(full), std::nullopt);
  EncodeOptions eo;
  eo.groups = true;
  eo.simplify = Simplify::none;
  const Encoding e = t.encode(eo);
  std::vector<int> indices;
  int houses = 0;
  for (const RuleGroup& g : e.groups) {
    if (g.clue) {
      indices.push_back(g.clue_index);
      continue;
    }
    ++houses;
    EXPECT_TRUE(g.kind == "row" || g.kind == "column") << g.kind;
  }
  EXPECT_EQ(houses, 2 * 5 * 5);  // each row and column, each value
  ASSERT_EQ(static_cast<int>(indices.size()), t.clue_count());
  for (size_t k = 0; k < indices.size(); ++k) EXPECT_EQ(indices[k], static_cast<int>(k));
  std::vector<bool> keep(static_cast<size_t>(dressed->clue_count()), false);
  keep[3] = keep[17] = true;
  auto two = dressed->with_clues(keep);
  const auto& kept = dynamic_cast<const Towers&>(*two).clues();
  for (int i = 0; i < 20; ++i) EXPECT_EQ(kept[i], i == 3 || i == 17 ? views[i] : 0) << i;
}

// explain on sgt's puzzles names the view rules: a 1 sees the tallest first, an N an ascending
// line, other counts alone and with a row or column.
TEST(Towers, ExplainNamesTheViewRules) {
  std::set<std::string> rules;
  for (const std::string& line : lines_of(source("tests/levels/towers.txt"))) {
    if (line.empty() || line[0] == '#') continue;
    auto p = parse_one(line.substr(line.find(' ') + 1));
    ASSERT_TRUE(p) << line;
    const deduce::Path path = deduce::Deducer(*p, {}).run();
    EXPECT_EQ(path.end, deduce::End::solved) << line;
    for (const deduce::Step& s : path.steps) rules.insert(s.rule);
  }
  for (const char* r : {"tallest_first", "ascending_line", "view_count", "view_with_line", "single"})
    EXPECT_TRUE(rules.count(r)) << r;
}

// The independent checker names a clue the square breaks (1 2 / 2 1: column 1 shows 2 towers
// from above, 1 from below).
TEST(Towers, CheckerNamesABrokenClue) {
  Grid s(2, 2);
  s.cells = {1, 2, 2, 1};
  EXPECT_EQ(check::towers(Grid(2, 2), {2, 0, 1, 0, 0, 0, 0, 0}, s), std::nullopt);
  EXPECT_EQ(check::towers(Grid(2, 2), {1, 0, 0, 0, 0, 0, 0, 0}, s), "the clue 1 above column 1 sees 2 towers");
}

}  // namespace test_towers
