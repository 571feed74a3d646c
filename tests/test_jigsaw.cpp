// Jigsaw Sudoku, Sudoku-X and windoku against facts nobody here computed: Simon Tatham's
// solo makes unique puzzles by construction (jigsaw 9j, X 3x3x, both 9jx), and brute-force
// counts of every Latin square of sides 4 and 5 filtered by the regions, diagonals and windows.
#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <sstream>

#include "check/jigsaw.hpp"
#include "helpers.hpp"
#include "human/human.hpp"
#include "puzzles/common/extra_houses.hpp"
#include "puzzles/jigsaw/jigsaw.hpp"
#include "puzzles/sudoku/sudoku.hpp"
#include "solve/solve.hpp"

namespace test_jigsaw {

using namespace gridsat;
using namespace gridsat::test;

namespace {

SolveOptions limit(int64_t n) {
  SolveOptions o;
  o.limit = n;
  return o;
}

ReadOptions typed(const std::string& type, bool x = false, bool windoku = false) {
  ReadOptions o;
  o.type = type;
  if (x) kXOption.set(o.choices, Switch::on);
  if (windoku) kWindokuOption.set(o.choices, Switch::on);
  return o;
}

// sgt-solo's puzzles of `params` (with a seed: the same every run).
std::vector<Record> solo(const std::string& params, int count) {
  const std::string file = ::testing::TempDir() + "solo_" + std::to_string(std::hash<std::string>{}(params)) + ".txt";
  EXPECT_EQ(
      std::system(("/usr/games/sgt-solo --generate " + std::to_string(count) + " '" + params + "' > " + file).c_str()),
      0);
  return read_puzzles(slurp(file), file, {});
}

// Every Latin square of side n, by plain recursion (n = 4: 576; n = 5: 161280).
void latin_squares(int n, const std::function<void(const std::vector<int>&)>& f) {
  std::vector<int> g(static_cast<size_t>(n) * n, 0);
  std::function<void(int)> fill = [&](int cell) {
    if (cell == n * n) return f(g);
    const int r = cell / n, c = cell % n;
    for (int v = 1; v <= n; ++v) {
      bool ok = true;
      for (int k = 0; k < c && ok; ++k) ok = g[static_cast<size_t>(r * n + k)] != v;
      for (int k = 0; k < r && ok; ++k) ok = g[static_cast<size_t>(k * n + c)] != v;
      if (!ok) continue;
      g[static_cast<size_t>(cell)] = v;
      fill(cell + 1);
    }
    g[static_cast<size_t>(cell)] = 0;
  };
  fill(0);
}

// Whether the cells of each group of `labels` (cell -> label; -1: in none) hold distinct values.
bool distinct_by(const std::vector<int>& g, const std::vector<int>& labels) {
  std::set<std::pair<int, int>> seen;
  for (size_t i = 0; i < g.size(); ++i)
    if (labels[i] >= 0 && !seen.insert({labels[i], g[i]}).second) return false;
  return true;
}

// Brute force: the Latin squares of side n whose regions, and (x) diagonals, (windoku)
// windows hold distinct values; written out here, not taken from the code under test.
int64_t brute_count(int n, const std::vector<int>& regions, bool x, bool windoku) {
  std::vector<int> main(static_cast<size_t>(n) * n, -1), anti = main, window = main;
  for (int i = 0; i < n; ++i) {
    main[static_cast<size_t>(i * n + i)] = 0;
    anti[static_cast<size_t>(i * n + n - 1 - i)] = 0;
  }
  if (windoku && n == 4)
    for (int cell : {5, 6, 9, 10}) window[static_cast<size_t>(cell)] = 0;
  int64_t count = 0;
  latin_squares(n, [&](const std::vector<int>& g) {
    if (!distinct_by(g, regions)) return;
    if (x && (!distinct_by(g, main) || !distinct_by(g, anti))) return;
    if (windoku && !distinct_by(g, window)) return;
    ++count;
  });
  return count;
}

std::string one_line(const std::vector<int>& regions) {
  std::string s(regions.size(), '.');
  s += '/';
  for (int r : regions) s += static_cast<char>('A' + r);
  return s;
}

}  // namespace

TEST(Jigsaw, SoloIdsAreUniqueCheckedAndNativeAgrees) {
  if (std::system("test -x /usr/games/sgt-solo") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  // jigsaw at every level solo grades, X on jigsaw and on boxes, other sides.
  for (const char* params : {"9jdt#123", "9jdb#123", "9jdi#123", "9jda#123", "9jde#123", "9jxdi#7", "3x3xdb#5",
                             "3x3xde#5", "2x3xdb#3", "5jdb#3", "2x3jdi#4"}) {
    auto recs = solo(params, 2);
    ASSERT_EQ(recs.size(), 2u) << params;
    for (auto& rec : recs) {
      ASSERT_TRUE(rec.puzzle) << params << ": " << rec.error;
      const Puzzle& p = *rec.puzzle;
      Answer a = solve(p, Backend::both, limit(2));  // both: sat and native must agree
      ASSERT_EQ(a.count, 1) << params << " " << p.line(p.givens()) << a.internal_error;
      ASSERT_TRUE(a.internal_error.empty()) << a.internal_error;
      EXPECT_EQ(p.check(a.solutions[0]), std::nullopt);
      // The line form is solo's ID again (regions and X flag kept) and reads back.
      auto back = parse_one(p.line(a.solutions[0]));
      ASSERT_TRUE(back) << p.line(a.solutions[0]);
      EXPECT_EQ(back->givens(), a.solutions[0]);
      const std::string kind = std::string(params).substr(0, std::string(params).find('d'));
      EXPECT_EQ(back->describe().find("X diagonals") != std::string::npos, kind.back() == 'x') << params;
      // One given removed, and one changed: sat and native count the same (up to 50).
      Grid g = p.givens();
      size_t k = 0;
      while (!g.cells[k]) ++k;
      const int old = g.cells[k];
      for (int v : {0, old % p.givens().rows + 1}) {
        g.cells[k] = v;
        auto q = p.family() == "jigsaw"
                     ? dynamic_cast<const Jigsaw&>(p).with_givens(g, "")
                     : std::unique_ptr<Puzzle>(std::make_unique<Sudoku>(
                           g, dynamic_cast<const Sudoku&>(p).box_rows(), dynamic_cast<const Sudoku&>(p).box_cols(),
                           GridForm::solo, dynamic_cast<const Sudoku&>(p).extra()));
        Answer sat = solve(*q, Backend::sat, limit(50)), native = solve(*q, Backend::native, limit(50));
        EXPECT_EQ(sat.count, native.count) << params << " given " << k << " = " << v;
        EXPECT_TRUE(sat.internal_error.empty() && native.internal_error.empty());
        if (v == 0) {
          EXPECT_GE(sat.count, 1);
        }
      }
    }
  }
}

TEST(Jigsaw, XFlagOfSoloIdsIsRead) {
  // A solo X ID read as a plain Sudoku has many solutions: the x must not be dropped.
  const std::string id = "2x2x:b4c1b2c3b";
  auto x = parse_one(id);
  ASSERT_TRUE(x);
  EXPECT_NE(x->describe().find("X diagonals"), std::string::npos);
  auto plain = parse_one("2x2:b4c1b2c3b");
  ASSERT_TRUE(plain);
  const int64_t with_x = solve(*x, Backend::sat, limit(0)).count, without = solve(*plain, Backend::sat, limit(0)).count;
  EXPECT_EQ(with_x, 1);
  EXPECT_GT(without, 1);
  // --x on the plain ID is the same puzzle.
  auto asked = parse_one("2x2:b4c1b2c3b", typed("auto", true));
  ASSERT_TRUE(asked);
  EXPECT_EQ(solve(*asked, Backend::sat, limit(0)).count, 1);
  EXPECT_EQ(asked->line(asked->givens()), id);
}

TEST(Jigsaw, SmallGridsCountAsBruteForce) {
  // 4x4: every layout below, with and without X and windoku; 5x5: a jigsaw of bent regions.
  const std::vector<std::vector<int>> layouts4 = {
      {0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3},  // the boxes
      {0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3},  // a pinwheel
      {0, 0, 1, 1, 0, 1, 1, 2, 0, 3, 2, 2, 3, 3, 3, 2},  // another
  };
  for (const auto& regions : layouts4)
    for (bool x : {false, true})
      for (bool w : {false, true}) {
        auto p = parse_one(one_line(regions), typed("jigsaw", x, w));
        ASSERT_TRUE(p) << one_line(regions);
        const int64_t want = brute_count(4, regions, x, w);
        for (Backend b : {Backend::sat, Backend::native}) {
          Answer a = solve(*p, b, limit(0));
          EXPECT_EQ(a.count, want) << one_line(regions) << " x=" << x << " windoku=" << w << " " << to_string(b);
          EXPECT_TRUE(a.complete);
        }
      }
  // Sudoku-X and windoku on the boxes, through the Sudoku family.
  for (bool x : {false, true})
    for (bool w : {false, true}) {
      auto p = parse_one("................", typed("sudoku", x, w));
      ASSERT_TRUE(p);
      EXPECT_EQ(solve(*p, Backend::sat, limit(0)).count, brute_count(4, layouts4[0], x, w)) << x << w;
    }
  const std::vector<int> regions5 = {0, 0, 0, 1, 1, 0, 2, 0, 1, 1, 2, 2, 2,
                                     3, 1, 4, 4, 2, 3, 3, 4, 4, 4, 3, 3};  // bent, connected
  for (bool x : {false, true}) {
    std::string text = one_line(regions5);
    text[0] = '1';  // one given keeps the 5x5 counts small
    auto p = parse_one(text, typed("jigsaw", x));
    ASSERT_TRUE(p) << text;
    std::vector<int> given(25, -1);
    int64_t want = 0;
    std::vector<int> main(25, -1), anti(25, -1);
    for (int i = 0; i < 5; ++i) main[static_cast<size_t>(i * 6)] = anti[static_cast<size_t>(i * 4 + 4)] = 0;
    latin_squares(5, [&](const std::vector<int>& g) {
      want += g[0] == 1 && distinct_by(g, regions5) && (!x || (distinct_by(g, main) && distinct_by(g, anti)));
    });
    for (Backend b : {Backend::sat, Backend::native})
      EXPECT_EQ(solve(*p, b, limit(0)).count, want) << "5x5 x=" << x << " " << to_string(b);
  }
}

TEST(Jigsaw, TypedFormsReadAndWriteBack) {
  const std::string grid =
      "1.. ABB\n"
      "... AAB\n"
      "... CCC\n";
  ReadOptions o = typed("auto");
  auto p = parse_one(grid, o);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->family(), "jigsaw");
  EXPECT_EQ(p->line(p->givens()), "1......../ABBAABCCC");
  auto back = parse_one(p->line(p->givens()));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->line(back->givens()), p->line(p->givens()));
  Answer a = solve(*p, Backend::both, limit(0));
  EXPECT_EQ(a.count, 2);  // 1 fixed: the other two values of the first row in either order
  std::ostringstream out;
  p->print_grid(out, p->givens());
  EXPECT_EQ(out.str(),
            "1 | .   .\n"
            "  +---+\n"
            ".   . | .\n"
            "------+--\n"
            ".   .   .\n");
  // The solo writer spells solo's own block structure (the one sgt-solo printed).
  const std::string id = "4j:2f4_3f2,dbda_a_a_a_";
  auto s = parse_one(id);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->line(s->givens()), id);
}

TEST(Jigsaw, BadInputIsNamed) {
  auto err = [](const std::string& text, ReadOptions o = typed("jigsaw")) {
    auto recs = read_puzzles(text, "f", o);
    return !recs.empty() && !recs[0].puzzle ? recs[0].error : std::string("parsed");
  };
  EXPECT_EQ(err("1.. ABB\n... AAB\n... CCB\n"), "f:1: region 'B' has 4 cells, not 3");
  EXPECT_EQ(err("1.. ABB\n... AAB\n... CDC\n"), "f:1: a 3x3 jigsaw has 3 regions, this one 4");
  EXPECT_EQ(err("1.. ABB\n... AAB\n"), "f:1: the jigsaw grid starting at line 1 has 2 rows, not 3");
  EXPECT_EQ(err("1.. ABB\n... AAB\n...\n"), "f:3: a jigsaw row is 3 givens, a blank, 3 region labels; this is '...'");
  EXPECT_EQ(err("1.. ABB\n.1. AAB\n... CCC\n"), "f:1: the given 1 appears twice in region 'A' (r1c1 and r2c2)");
  EXPECT_EQ(err("4j:2f4_3f2,dbda_a_a_a"), "f:1: solo game ID: the region borders stop short of the grid");
  EXPECT_EQ(err("4j:2f4_3f2,dbda_a_a_a_a"), "f:1: solo game ID: the region borders run past the grid");
  EXPECT_EQ(err("4j:2f4_3f2"), "f:1: solo game ID: no region borders (',' and the blocks) after the givens");
  EXPECT_EQ(err("4j:2f4_3f,dbda_a_a_a_"), "f:1: solo game ID describes 15 cells in the givens, a 4x4 grid has 16");
  EXPECT_EQ(err("4j:2f4_3f2,dbda_a_a_a!"), "f:1: solo game ID: unexpected character '!' in the regions");
  EXPECT_EQ(err("4j:2f4_3f2,__________________________"), "f:1: solo game ID: the region borders run past the grid");
  EXPECT_EQ(err("4jk:2f4_3f2,dbda_a_a_a_"), "f:1: solo game ID '4jk:' is a killer Sudoku (k): --type killer");
  EXPECT_EQ(err("1.. ABB\n... AAB\n... CCC\n", typed("jigsaw", false, true)),
            "f:1: windoku needs a side that is a square (4, 9, 16, 25, ...), not 3");
  // The rest of the batch is answered.
  auto recs = read_puzzles("1.. ABB\n... AAB\n... CCB\n\n1.. ABB\n... AAB\n... CCC\n", "f", typed("jigsaw"));
  ASSERT_EQ(recs.size(), 2u);
  EXPECT_FALSE(recs[0].puzzle);
  EXPECT_TRUE(recs[1].puzzle);
  // Sudoku leaves jigsaw and killer IDs to their families.
  EXPECT_EQ(err("4j:2f4_3f2,dbda_a_a_a_", typed("sudoku")),
            "f:1: solo game ID '4j:' is a jigsaw Sudoku (j): read it with --type jigsaw, not as a Sudoku");
  EXPECT_EQ(err("2x2k:p,aa_aa__a_aa_,3_7a4_6b", typed("sudoku")),
            "f:1: solo game ID '2x2k:' is a killer Sudoku (k): read it with --type killer, not as a Sudoku");
  EXPECT_EQ(err("3x3:p", typed("sudoku", false, false)), "f:1: solo game ID describes 16 cells, a 9x9 grid has 81");
  ReadOptions six = typed("sudoku", false, true);
  EXPECT_EQ(err("....................................", six),
            "f:1: windoku needs a side that is a square (4, 9, 16, 25, ...), not 6");
  std::string diagonal(81, '.');
  diagonal[0] = diagonal[30] = '1';
  EXPECT_EQ(err(diagonal, typed("sudoku", true)),
            "f:1: the given 1 appears twice in the main diagonal (r1c1 and r4c4)");
  // --type auto: solo's jigsaw IDs are jigsaw, not unequal IDs (whose "9j" it once read).
  auto auto_read = read_puzzles("4j:2f4_3f2,dbda_a_a_a_\n", "f", {});
  ASSERT_EQ(auto_read.size(), 1u);
  ASSERT_TRUE(auto_read[0].puzzle) << auto_read[0].error;
  EXPECT_EQ(auto_read[0].puzzle->family(), "jigsaw");
}

TEST(Jigsaw, RandomLayoutsAreConnectedRegionsOfNCells) {
  for (int n : {4, 5, 7, 9})
    for (uint64_t seed : {1u, 2u, 3u}) {
      const std::vector<int> r = random_regions(n, seed);
      EXPECT_EQ(r, random_regions(n, seed));  // deterministic
      // Read back through solo's block structure, which spells connected regions only.
      Jigsaw j(Grid(n, n), r, {}, JigsawForm::solo);
      auto back = parse_one(j.line(j.givens()));
      ASSERT_TRUE(back) << j.line(j.givens());
      EXPECT_EQ(dynamic_cast<Jigsaw&>(*back).region_of(), r);
    }
  EXPECT_NE(random_regions(9, 1), random_regions(9, 2));
}

TEST(Jigsaw, LadderIsSoundAndNearSolosLevels) {
  // explain/grade: regions are boxes, diagonals and windows extra houses. Every step of the
  // ladder keeps the (unique) solution, and solo's level is met within one rank.
  if (std::system("test -x /usr/games/sgt-solo") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  const char letters[] = {'t', 'b', 'i', 'a', 'e'};
  std::vector<std::string> off;
  for (std::string shape : {"9j", "3x3x", "9jx"})
    for (int l = 0; l < 5; ++l) {
      if (shape == "9jx" && l != 2) continue;  // solo takes a second per 9jx puzzle: one level
      const std::string params = shape + "d" + letters[l] + "#ladder";
      for (auto& rec : solo(params, shape == "9jx" ? 1 : 2)) {
        ASSERT_TRUE(rec.puzzle) << rec.error;
        const Puzzle& p = *rec.puzzle;
        Answer a = solve(p, Backend::sat, limit(2));
        ASSERT_EQ(a.count, 1);
        const auto form = p.human_form();
        ASSERT_TRUE(form);
        const human::Path path = human::solve(*form, {});
        for (const auto& s : path.steps) {
          for (const auto& e : s.eliminations)
            EXPECT_NE(a.solutions[0].cells[static_cast<size_t>(e.cell)], e.value) << params << ": " << s.text;
          for (const auto& pl : s.placements)
            EXPECT_EQ(a.solutions[0].cells[static_cast<size_t>(pl.cell)], pl.value) << params << ": " << s.text;
        }
        const int rank = human::grade(path).rank;
        if (path.end != human::Path::End::solved || rank > l + 2 || rank < l)
          off.push_back(params + " -> rank " + std::to_string(rank));
      }
    }
  for (const auto& o : off) std::cout << "  off: " << o << "\n";
  EXPECT_TRUE(off.empty());
}

// The independent checker names what is wrong with the regions or a region's values (the
// square 1 2 / 2 1, whose rows are a valid pair of regions).
TEST(Jigsaw, CheckerNamesEachBrokenRule) {
  Grid s(2, 2);
  s.cells = {1, 2, 2, 1};
  const Grid none(2, 2);
  EXPECT_EQ(check::jigsaw(none, {0, 0, 1, 1}, s), std::nullopt);
  EXPECT_EQ(check::jigsaw(none, {0, 0, 0, 0}, s), "1 regions, not 2");
  EXPECT_EQ(check::jigsaw(none, {0, 0, 0, 1}, s), "region 1 has 3 cells, not 2");
  EXPECT_EQ(check::jigsaw(none, {0, 1, 1, 0}, s), "region 1 holds 1 twice (again at row 2 column 2)");
  EXPECT_EQ(check::jigsaw(none, {0, 0, 1, 1}, Grid(3, 3)), "solution is 3x3, expected 2x2");
}

}  // namespace test_jigsaw
