// Hashi against facts computed elsewhere: Simon Tatham's generator (sgt-bridges: unique puzzles
// by construction, with its options for 3 and 4 bridges and no loops), pzprjs' own test puzzle
// and its answer, and brute force over every bridge count of small puzzles with a number removed.
#include <gtest/gtest.h>

#include <functional>
#include <numeric>
#include <set>
#include <sstream>

#include "check/hashi.hpp"
#include "deduce/deduce.hpp"
#include "encoders/connected.hpp"
#include "helpers.hpp"
#include "puzzles/hashi/hashi.hpp"
#include "registry/registry.hpp"
#include "solve/solve.hpp"

namespace test_hashi {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions opts(int64_t limit, Connectivity c) {
  SolveOptions o;
  o.limit = limit;
  o.encode.connectivity = c;
  return o;
}

std::vector<std::string> generate(int count, const std::string& params) {
  return sgt_generate("bridges", count, params);
}

std::string error_of(const std::string& text) { return read_error(text, "hashi"); }

// Every assignment of 0..most bridges to the pairs, drawn on the grid by hand (a crossing
// leaves no grid) and judged by check::hashi.
int64_t brute_force(const Hashi& h) {
  const auto& pairs = h.pairs();
  std::vector<int> count(pairs.size(), 0);
  int64_t found = 0;
  std::function<void(size_t)> next = [&](size_t p) {
    if (p == pairs.size()) {
      Grid g(h.rows(), h.cols(), hashi::kWater);
      for (size_t i = 0; i < h.counts().size(); ++i)
        if (h.counts()[i]) g.cells[i] = hashi::kIsland;
      for (size_t q = 0; q < pairs.size(); ++q) {
        if (!count[q]) continue;
        if (pairs[q].between.empty()) g.cells[pairs[q].a] += pairs[q].horizontal ? count[q] : 5 * count[q];
        for (int c : pairs[q].between) {
          if (g.cells[c] != hashi::kWater) return;  // crossing bridges
          g.cells[c] = pairs[q].horizontal ? hashi::horizontal(count[q]) : hashi::vertical(count[q]);
        }
      }
      found += !check::hashi(h.rows(), h.cols(), h.counts(), h.max_bridges(), h.no_loops(), g);
      return;
    }
    for (count[p] = 0; count[p] <= pairs[p].most; ++count[p]) next(p + 1);
    count[p] = 0;
  };
  next(0);
  return found;
}

int64_t pow_bound(const Hashi& h) {
  int64_t n = 1;
  for (const auto& p : h.pairs()) n *= p.most + 1;
  return n;
}

}  // namespace

// Fresh sgt-bridges puzzles (fixed seeds) at the three levels, two sizes, 3 and 4 bridges
// and no loops: unique with lazy and with eager connectivity, sat and native agreeing
// (Backend::both), checked; the line form reads back.
TEST(Hashi, SgtPuzzlesAreUnique) {
  if (std::system("test -x /usr/games/sgt-bridges") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int checked = 0;
  for (const char* params : {"7x7d0#11", "7x7d1#11", "7x7d2#11", "10x10d2#11", "7x7m3L#11", "8x6m4d1#11"}) {
    for (const auto& id : generate(2, params)) {
      auto p = parse_one(id);  // --type auto
      ASSERT_TRUE(p) << id;
      ASSERT_EQ(p->family(), "hashi") << id;
      Grid first;
      for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
        Answer a = solve(*p, Backend::both, opts(2, c));
        ASSERT_EQ(a.count, 1) << params << " " << id << " " << to_string(c) << " " << a.internal_error;
        EXPECT_TRUE(a.complete);
        EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
        if (c == Connectivity::lazy) first = a.solutions[0];
        else EXPECT_EQ(a.solutions[0], first);
      }
      auto back = parse_one(p->line(first));
      ASSERT_TRUE(back) << p->line(first);
      EXPECT_EQ(back->line(back->givens()), p->line(p->givens()));
      ++checked;
    }
  }
  EXPECT_EQ(checked, 12);
}

// pzprjs' test puzzle (test/script/hashikake.js) and the answer its checker accepts.
TEST(Hashi, PuzzLinkExampleHasPzprjsAnswer) {
  auto p = parse_one("https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3");
  ASSERT_TRUE(p);
  ASSERT_EQ(p->family(), "hashi");
  Answer a = solve(*p, Backend::sat, opts(0, Connectivity::lazy));
  ASSERT_EQ(a.count, 1) << a.internal_error;
  const std::vector<std::vector<int>> want{{0, 0, 0, 2, 2}, {0, 0, 2, 0, 2}, {1, 1, 1, 4, 1},
                                           {1, 1, 3, 1, 2}, {1, 4, 4, 4, 1}, {2, 0, 4, 0, 1},
                                           {3, 1, 3, 3, 1}, {4, 0, 4, 2, 2}, {4, 2, 4, 4, 2}};
  auto extra = p->extra_fields(a.solutions[0]);
  ASSERT_EQ(extra.size(), 1u);
  EXPECT_EQ(extra[0].first, "bridges");
  auto got = extra[0].second;
  std::sort(got.begin(), got.end());
  auto sorted = want;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(got, sorted);
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  EXPECT_EQ(out.str(), "4=2..\n\"3--2\n3\"..|\n|3-1|\n3=4=3\n");
  // The block reads back (with --type hashi) as the same puzzle.
  ReadOptions o;
  o.type = "hashi";
  auto back = parse_one(out.str(), o);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->line(back->givens()), "5x5m2:4a2c3b23e3a1a3a4a3");
}

// A number removed ('?': the island takes any number of bridges): counted exactly, every
// solution, against brute force over every bridge count, with both connectivity encodings
// and the native search.
TEST(Hashi, CountsWithANumberRemovedMatchBruteForce) {
  if (std::system("test -x /usr/games/sgt-bridges") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int compared = 0, several = 0;
  for (const char* params : {"5x5#5", "4x4#5", "5x4L#5", "5x5m3#5"}) {
    for (const auto& id : generate(3, params)) {
      auto p = parse_one(id);
      ASSERT_TRUE(p) << id;
      const auto& h = dynamic_cast<const Hashi&>(*p);
      if (pow_bound(h) > 200000) continue;
      for (size_t island = 0, seen = 0; island < h.counts().size(); ++island) {
        if (!h.counts()[island] || seen++ % 2) continue;
        auto counts = h.counts();
        counts[island] = hashi::kUnknown;
        Hashi v(h.rows(), h.cols(), counts, h.max_bridges(), h.no_loops(), HashiForm::puzzlink);
        const int64_t want = brute_force(v);
        several += want > 1;
        for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
          Answer a = solve(v, Backend::sat, opts(0, c));
          EXPECT_EQ(a.count, want) << id << " island " << island << " " << to_string(c) << " " << a.internal_error;
        }
        EXPECT_EQ(solve(v, Backend::native, opts(0, Connectivity::lazy)).count, want) << id << " island " << island;
        ++compared;
      }
    }
  }
  EXPECT_GE(compared, 20);
  EXPECT_GT(several, 0);  // some removals leave several solutions
}

TEST(Hashi, BadInputIsNamed) {
  EXPECT_EQ(error_of("5x5m2:1c1e3a3a4e1c"), "t:1: bridges game ID: the cells fill 24 of 25 cells");
  EXPECT_EQ(error_of("5x5m2:1c1e3a3a4e1c3b"), "t:1: bridges game ID: the cells run past 25");
  EXPECT_EQ(error_of("5x5m2:1c1e3a3a4e1c!"), "t:1: bridges game ID: unexpected '!' in the cells");
  EXPECT_EQ(error_of("5x5m5:1c1e3a3a4e1c3"), "t:1: bridges game ID: at most 5 bridges a pair: expected 1..4");
  EXPECT_EQ(
      error_of("5x5m1:1c1e3a3a4e1c3"),
      "t:1: the island 3 at row 3 column 3 cannot be satisfied: the islands it sees take at most 2 bridges from it");
  EXPECT_EQ(error_of("3x3m1:9h"),
            "t:1: the island 9 at row 1 column 1 is outside 1..4 (4 directions, at most 1 bridges each)");
  EXPECT_EQ(
      error_of("3x3:1h"),
      "t:1: the island 1 at row 1 column 1 cannot be satisfied: the islands it sees take at most 0 bridges from it");
  EXPECT_EQ(error_of("https://puzz.link/p?hashikake/3/3/1g1x"), "t:1: puzz.link URL: the cells run past their 9");
  EXPECT_EQ(error_of("https://puzz.link/p?hashikake/3/3/0"), "t:1: the island 0 at row 1 column 1 is below 1");
  EXPECT_EQ(error_of("https://puzz.link/p?hashikake/3/3/1g1i1g1k"), "t:1: puzz.link URL: 'k' after the 9 cells");
  EXPECT_EQ(error_of("https://puzz.link/p?hashikake/3"), "t:1: puzz.link URL: expected hashikake/COLS/ROWS/DATA");
  EXPECT_EQ(error_of("1.1\n...\n1.x\n"), "t:3: column 3: 'x' is no island or water (1-9, A-G, '?', '.')");
  EXPECT_EQ(error_of("1.1\n..\n"), "t:2: 2 cells, expected 3 like line 1");
  // --type auto knows IDs and URLs, not a Hitori ID or a solo ID.
  EXPECT_TRUE(looks_like_hashi("7x7m2:3a4c4i5a4p2h4a6a4\n"));
  EXPECT_TRUE(looks_like_hashi("https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3\n"));
  EXPECT_FALSE(looks_like_hashi("3x3:zzzc\n"));
  EXPECT_FALSE(looks_like_hashi("5:/3//2///1///4//2//3///1//2/3,l1l\n"));
  // The rest of a batch is answered.
  auto r = cli(
      "count --type hashi --format json",
      "5x5m2:1c1e3a3a4e1c\nhttps://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3\n1.1\n..x\n\n5x5m2:1c1e3a3a4e1c3\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: bridges game ID: the cells fill 24 of 25 cells"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("<stdin>:4: column 3: 'x' is no island or water"), std::string::npos) << r.err;
  int unique = 0;
  for (size_t at = 0; (at = r.out.find("\"verdict\":\"unique\"", at)) != std::string::npos; ++at) ++unique;
  EXPECT_EQ(unique, 2) << r.out;
  EXPECT_NE(r.out.find("\"bridges\":[["), std::string::npos) << r.out;
}

// Islands side by side (their bridges have no cell: the islands' values carry them) and '?'
// islands, typed by hand: counted against brute force by both backends.
TEST(Hashi, TouchingIslandsMatchBruteForce) {
  ReadOptions o;
  o.type = "hashi";
  int solvable = 0;
  for (const char* block : {"22\n", "1?\n", "?3.\n.?1\n2.?\n", "3?2\n?..\n2.?\n", "m3\n45.\n.3.\n3.1\n",
                            "2.2\n??.\n.?2\n", "?.?\n.?.\n?.?\n", "12?\n?..\n2?1\n"}) {
    auto p = parse_one(block, o);
    ASSERT_TRUE(p) << block;
    const auto& h = dynamic_cast<const Hashi&>(*p);
    const int64_t want = brute_force(h);
    solvable += want > 0;
    for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
      Answer a = solve(h, Backend::sat, opts(0, c));
      EXPECT_EQ(a.count, want) << block << to_string(c) << " " << a.internal_error;
      for (const auto& g : a.solutions) EXPECT_EQ(h.check(g), std::nullopt) << block;
    }
    EXPECT_EQ(solve(h, Backend::native, opts(0, Connectivity::lazy)).count, want) << block;
  }
  EXPECT_GE(solvable, 6);
}

// explain (src/deduce over Hashi's rule groups) on sgt-bridges' puzzles at each level: the steps
// reach sgt's unique solution (as SAT finds it), every decided fact agrees with it, and the rule
// names of the genre's catalogue appear. Before the groups had cells of their own, explain
// stopped stuck after one to four steps.
TEST(Hashi, ExplainReachesTheSolutionWithNamedRules) {
  std::set<std::string> rules;
  int solved = 0;
  for (const char* params : {"7x7i30e10m2d0#42", "7x7i30e10m2d1#42", "7x7i30e10m2d2#42", "7x7m3L#42"}) {
    for (const auto& id : generate(2, params)) {
      auto p = parse_one(id);
      ASSERT_TRUE(p) << id;
      Answer a = solve(*p, Backend::sat, opts(2, Connectivity::lazy));
      ASSERT_EQ(a.count, 1) << id;
      const Grid& truth = a.solutions[0];
      deduce::Deducer d(*p, {});
      const deduce::Path path = d.run();
      ASSERT_EQ(path.end, deduce::End::solved) << id;
      EXPECT_EQ(path.grid, truth) << id;
      for (const auto& s : path.steps) {
        rules.insert(s.rule);
        for (const auto& f : s.decided)
          EXPECT_EQ(truth.cells[f.cell] == f.value, f.holds) << id << " " << s.text;
      }
      ++solved;
    }
  }
  EXPECT_EQ(solved, 8);
  for (const char* r : {"island_determined", "neighbour_bounds", "isolation"}) EXPECT_TRUE(rules.count(r)) << r;
}

// decided_fields' `bridges`: from an empty grid to the solution, every pair once with its
// count (0 for the pairs left empty), the bridged ones as extra_fields lists them; nothing
// when nothing new is placed.
TEST(Hashi, DecidedFieldsListEachPairOnce) {
  auto p = parse_one("7x7m2:4b5b2h3a3c4a3c2a3e2a4c2a1e");
  ASSERT_TRUE(p);
  const auto& h = dynamic_cast<const Hashi&>(*p);
  Answer a = solve(*p, Backend::sat, opts(1, Connectivity::lazy));
  ASSERT_EQ(a.count, 1);
  const Grid& full = a.solutions[0];
  const auto fields = p->decided_fields(Grid(7, 7), full);
  ASSERT_EQ(fields.size(), 1u);
  EXPECT_EQ(fields[0].first, "bridges");
  const auto& list = fields[0].second;
  EXPECT_EQ(list.size(), h.pairs().size());
  std::vector<std::vector<int>> bridged;
  for (const auto& b : list)
    if (b[4] > 0) bridged.push_back(b);
  EXPECT_EQ(bridged, p->extra_fields(full)[0].second);
  EXPECT_TRUE(p->decided_fields(full, full)[0].second.empty());
  // One cell placed: the pair over it (and the one crossing it, if any) are decided.
  const auto& pair = h.pairs()[0];
  const int cell = pair.between.empty() ? pair.a : pair.between[0];
  Grid one(7, 7);
  one.cells[cell] = full.cells[cell];
  const auto some = p->decided_fields(Grid(7, 7), one)[0].second;
  ASSERT_FALSE(some.empty());
  for (const auto& b : some) {
    bool found = false;
    for (const auto& l : list) found = found || l == b;
    EXPECT_TRUE(found);
  }
}

// generate's hooks: a layout of islands of no number, its blank's seeded native search a
// random network that the rules accept, dressed with the islands' counts (sgt's ID form);
// clue_count counts the numbers, with_clues keeps some (the others '?': a puzz.link URL), and
// the clue groups of the encoding carry clue_index 0..n-1.
TEST(Hashi, GenerateHooksLayoutNetworkAndClues) {
  const Family& f = *find_family("hashi");
  ASSERT_TRUE(f.generate.layout && f.generate.dress);
  std::set<std::string> layouts;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto blank = f.generate.layout(7, {}, seed);
    const auto& b = dynamic_cast<const Hashi&>(*blank);
    int islands = 0;
    for (int v : b.counts()) {
      islands += v != 0;
      EXPECT_TRUE(v == 0 || v == hashi::kUnknown);
    }
    EXPECT_GE(islands, 3);
    layouts.insert(blank->line(Grid(7, 7)));
    std::vector<Grid> drawn;
    NativeOptions no;
    no.seed = seed * 7919;
    blank->search_native(1, kNoDeadline, [&](const std::vector<int>& cells) {
      Grid g(7, 7);
      g.cells = cells;
      drawn.push_back(g);
      return false;
    }, no);
    ASSERT_EQ(drawn.size(), 1u) << seed;
    EXPECT_EQ(blank->check(drawn[0]), std::nullopt) << seed;
    auto dressed = f.generate.dress(*blank, drawn[0], seed);
    const auto& d = dynamic_cast<const Hashi&>(*dressed);
    EXPECT_EQ(dressed->check(drawn[0]), std::nullopt) << seed;
    EXPECT_EQ(dressed->clue_count(), islands);
    EXPECT_EQ(dressed->line(Grid(7, 7)).find('?'), std::string::npos);
    // Every number kept: the same puzzle; every other one dropped: '?' islands, still solved by the network.
    std::vector<bool> all(islands, true), half(islands, false);
    for (int i = 0; i < islands; i += 2) half[i] = true;
    EXPECT_EQ(dressed->with_clues(all)->line(Grid(7, 7)), dressed->line(Grid(7, 7)));
    auto fewer = dressed->with_clues(half);
    const auto& fw = dynamic_cast<const Hashi&>(*fewer);
    EXPECT_EQ(fewer->clue_count(), (islands + 1) / 2);
    EXPECT_EQ(fewer->check(drawn[0]), std::nullopt);
    for (size_t i = 0, k = 0; i < d.counts().size(); ++i)
      if (d.counts()[i] > 0) {
        EXPECT_EQ(fw.counts()[i], half[k] ? d.counts()[i] : hashi::kUnknown);
        ++k;
      }
    EncodeOptions eo;
    eo.groups = true;
    eo.connectivity = Connectivity::eager;
    std::vector<int> index;
    for (const auto& g : dressed->encode(eo).groups)
      if (g.clue) index.push_back(g.clue_index);
    std::vector<int> want(islands);
    std::iota(want.begin(), want.end(), 0);
    EXPECT_EQ(index, want);
  }
  EXPECT_GE(layouts.size(), 15u);
}

// grade against sgt-bridges' levels (bridges.c: easy lays only the bridges an island's number
// leaves no choice about, medium also bounds them, "at least one each way", and only hard asks
// about groups of islands closed off): fresh puzzles of each level at sgt's default 7x7 from a
// fixed seed. Hashi's easy level keeps only what its steps place (FamilyExplain::placing): before
// it, sgt's easy and medium puzzles both graded easy. Most of each level at its own rank (a
// number's step finds more than sgt's: some of sgt's hard ones need no connectivity).
TEST(Hashi, GradeFollowsSgtLevels) {
  const Family& f = *find_family("hashi");
  int at_own[3] = {0, 0, 0};
  int level = 0;
  for (const char* params : {"7x7i30e10m2d0#gridsat42", "7x7i30e10m2d1#gridsat42", "7x7i30e10m2d2#gridsat42"}) {
    const std::vector<std::string> ids = generate(3, params);
    ASSERT_EQ(ids.size(), 3u) << params;
    for (const auto& id : ids) {
      auto p = parse_one(id);
      ASSERT_TRUE(p) << id;
      deduce::Deducer d(*p, {});
      const deduce::Path path = d.run();
      ASSERT_EQ(path.end, deduce::End::solved) << id;
      const int rank = deduce::grade(f, *p, path, {}).rank;
      if (level < 2) {
        EXPECT_LE(rank, 2) << params << " " << id;
      }
      at_own[level] += rank == level + 1;
    }
    ++level;
  }
  EXPECT_GE(at_own[0], 2) << "easy";
  EXPECT_GE(at_own[1], 2) << "medium";
  EXPECT_GE(at_own[2], 2) << "hard";
}

}  // namespace test_hashi
