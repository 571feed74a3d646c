// Keen (KenKen) against facts nobody here computed: sgt-keen's puzzles are unique by
// construction, and brute force over every Latin square of side 3 and 4 counts the solutions
// of small puzzles (each cage encoding proved on every operation and target of 2- and 3-cell
// cages); bad inputs are named.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <sstream>

#include "check/keen.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "puzzles/keen/keen.hpp"
#include "puzzles/keen/options.hpp"
#include "registry/registry.hpp"
#include "solve/solve.hpp"

namespace test_keen {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions opts(int64_t limit, Arith arith = Arith::tuples, Simplify s = Simplify::locked) {
  SolveOptions o;
  o.limit = limit;
  kArithOption.set(o.encode.choices, arith);
  o.encode.simplify = s;
  return o;
}

ReadOptions keen_type() {
  ReadOptions r;
  r.type = "keen";
  return r;
}

// sgt-keen's IDs for these parameters (e.g. "6dh#3": size 6, hard, seed 3).
std::vector<std::string> sgt_ids(const std::string& params, int count) {
  const std::string file = ::testing::TempDir() + "keen_" + std::to_string(getpid()) + ".txt";
  const std::string cmd =
      "/usr/games/sgt-keen --generate " + std::to_string(count) + " '" + params + "' > " + file + " 2>/dev/null";
  if (std::system(cmd.c_str()) != 0) return {};
  auto ids = lines_of(file);
  std::remove(file.c_str());
  return ids;
}

// Every Latin square of side n (n <= 4), row by row.
std::vector<std::vector<int>> latin_squares(int n) {
  std::vector<std::vector<int>> out;
  std::vector<int> g(static_cast<size_t>(n) * n, 0);
  std::function<void(int)> fill = [&](int cell) {
    if (cell == n * n) {
      out.push_back(g);
      return;
    }
    const int r = cell / n, c = cell % n;
    for (int v = 1; v <= n; ++v) {
      bool ok = true;
      for (int k = 0; k < n && ok; ++k) ok = !(k < c && g[r * n + k] == v) && !(k < r && g[k * n + c] == v);
      if (!ok) continue;
      g[cell] = v;
      fill(cell + 1);
      g[cell] = 0;
    }
  };
  fill(0);
  return out;
}

// The test's own rule of a cage (not keen_cage.cpp's).
bool cage_holds(const KeenCage& c, const std::vector<int>& g) {
  std::vector<int64_t> v;
  for (int cell : c.cells) v.push_back(g[cell]);
  if (v.size() == 1) return v[0] == c.target;
  switch (c.op) {
    case KeenOp::add: return std::accumulate(v.begin(), v.end(), int64_t{0}) == c.target;
    case KeenOp::mul: return std::accumulate(v.begin(), v.end(), int64_t{1}, std::multiplies<>()) == c.target;
    case KeenOp::sub: return v.size() == 2 && std::max(v[0], v[1]) - std::min(v[0], v[1]) == c.target;
    case KeenOp::div: return v.size() == 2 && std::max(v[0], v[1]) == c.target * std::min(v[0], v[1]);
  }
  return false;
}

int64_t brute_count(const std::vector<std::vector<int>>& squares, const std::vector<KeenCage>& cages) {
  int64_t count = 0;
  for (const auto& g : squares)
    count += std::all_of(cages.begin(), cages.end(), [&](const KeenCage& c) { return cage_holds(c, g); });
  return count;
}

// Counts every solution with each encoding, simplification and the native backend.
void expect_counts(const Keen& k, int64_t want, const std::string& what) {
  for (Arith a : {Arith::tuples, Arith::order})
    for (Simplify s : {Simplify::none, Simplify::locked}) {
      Answer sat = solve(k, Backend::sat, opts(0, a, s));
      ASSERT_TRUE(sat.internal_error.empty()) << what << sat.internal_error;
      EXPECT_EQ(sat.count, want) << what << " sat " << to_string(a) << " " << to_string(s);
    }
  Answer native = solve(k, Backend::native, opts(0));
  EXPECT_EQ(native.count, want) << what << " native " << native.internal_error;
}

// The cells of a layout given as rows of labels, in label order.
std::vector<std::vector<int>> layout_cells(const std::vector<std::string>& rows) {
  const int n = static_cast<int>(rows.size());
  std::map<char, std::vector<int>> by;
  for (int cell = 0; cell < n * n; ++cell) by[rows[cell / n][cell % n]].push_back(cell);
  std::vector<std::vector<int>> out;
  for (auto& [label, cells] : by) out.push_back(cells);
  return out;
}

// A clue for each cage from the square g: the cage's op, its target in g.
KeenCage clue_from(const std::vector<int>& cells, KeenOp op, const std::vector<int>& g) {
  KeenCage c{op, 0, cells};
  std::vector<int64_t> v;
  for (int cell : cells) v.push_back(g[cell]);
  if (op == KeenOp::add) c.target = std::accumulate(v.begin(), v.end(), int64_t{0});
  if (op == KeenOp::mul) c.target = std::accumulate(v.begin(), v.end(), int64_t{1}, std::multiplies<>());
  if (op == KeenOp::sub) c.target = std::max(v[0], v[1]) - std::min(v[0], v[1]);
  if (op == KeenOp::div) c.target = std::max(v[0], v[1]) / std::min(v[0], v[1]);
  return c;
}

}  // namespace

TEST(Keen, SgtIdsAreUniqueCheckedAndNativeAgrees) {
  if (std::system("test -x /usr/games/sgt-keen") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int puzzles = 0;
  for (const char* params : {"4de#1", "9de#2", "5dn#3", "8dn#4", "6dh#123", "7dh#5", "6dx#6", "8dx#7", "5du#8", "7du#9",
                             "9dh#10", "4du#11"}) {
    const auto ids = sgt_ids(params, 2);
    ASSERT_EQ(ids.size(), 2u) << params;
    for (const auto& id : ids) {
      auto p = parse_one(id);
      ASSERT_TRUE(p) << id;
      ASSERT_EQ(p->family(), "keen") << id;
      EXPECT_EQ(p->line(p->givens()), id) << "the line form is sgt's ID again";
      for (Arith a : {Arith::tuples, Arith::order}) {
        Answer ans = solve(*p, Backend::both, opts(2, a));
        EXPECT_EQ(ans.count, 1) << id << " " << to_string(a) << " " << ans.internal_error;
        EXPECT_TRUE(ans.complete) << id;
        ASSERT_FALSE(ans.solutions.empty()) << id;
        EXPECT_EQ(p->check(ans.solutions[0]), std::nullopt) << id;
      }
      ++puzzles;
    }
  }
  EXPECT_EQ(puzzles, 24);
}

TEST(Keen, ChangedClueCountedAlikeBySatAndNative) {
  if (std::system("test -x /usr/games/sgt-keen") != 0)
    GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int seen = 0;
  for (const auto& id : sgt_ids("5dn#21", 3)) {
    auto p = parse_one(id);
    ASSERT_TRUE(p) << id;
    const Keen& k = dynamic_cast<const Keen&>(*p);
    // Every cage of two or more cells in turn: its target one more, or its operation '+'.
    for (size_t i = 0; i < k.cages().size(); ++i) {
      if (k.cages()[i].cells.size() < 2) continue;
      for (int variant = 0; variant < 2; ++variant) {
        auto cages = k.cages();
        if (variant == 0) ++cages[i].target;
        else cages[i].op = KeenOp::add, cages[i].target = 2 * static_cast<int64_t>(cages[i].cells.size());
        std::unique_ptr<Keen> changed;
        try {
          changed = std::make_unique<Keen>(k.n(), cages, KeenForm::sgt);
        } catch (const InputError&) {
          continue;  // an impossible clue: the reader refuses it
        }
        Answer sat = solve(*changed, Backend::sat, opts(50));
        Answer order = solve(*changed, Backend::sat, opts(50, Arith::order));
        Answer native = solve(*changed, Backend::native, opts(50));
        EXPECT_EQ(sat.count, native.count) << id << " cage " << i << " variant " << variant;
        EXPECT_EQ(order.count, native.count) << id << " cage " << i << " variant " << variant;
        EXPECT_EQ(sat.complete, native.complete) << id;
        ++seen;
      }
    }
  }
  EXPECT_GT(seen, 20);
}

// Fixed layouts, clues from a Latin square, then each cage's target moved: the counts over
// all Latin squares against every encoding and the native backend.
TEST(Keen, SmallPuzzlesCountLikeBruteForce) {
  const std::vector<std::vector<std::string>> layouts = {
      {"aab", "cdb", "cdd"}, {"abb", "acc", "ddc"}, {"aabc", "dabc", "deff", "ggef"}, {"abbc", "adcc", "eddf", "eeff"}};
  int cases = 0;
  for (const auto& rows : layouts) {
    const int n = static_cast<int>(rows.size());
    const auto squares = latin_squares(n);
    const auto cells = layout_cells(rows);
    for (size_t base = 0; base < squares.size(); base += squares.size() / 4) {
      const auto& g = squares[base];
      std::vector<KeenCage> cages;
      for (size_t i = 0; i < cells.size(); ++i) {
        const KeenOp ops[] = {KeenOp::add, KeenOp::mul, KeenOp::sub, KeenOp::div};
        KeenOp op = ops[(i + base) % 4];
        if (cells[i].size() != 2 && (op == KeenOp::sub || op == KeenOp::div)) op = KeenOp::mul;
        if (op == KeenOp::div && std::max(g[cells[i][0]], g[cells[i][1]]) % std::min(g[cells[i][0]], g[cells[i][1]]))
          op = KeenOp::sub;
        cages.push_back(clue_from(cells[i], op, g));
      }
      for (size_t moved = 0; moved <= cages.size(); ++moved) {
        auto c = cages;
        if (moved < c.size()) ++c[moved].target;
        std::unique_ptr<Keen> k;
        try {
          k = std::make_unique<Keen>(n, c, KeenForm::text);
        } catch (const InputError&) {
          continue;
        }
        expect_counts(*k, brute_count(squares, k->cages()), "layout " + rows[0] + " base " + std::to_string(base));
        ++cases;
      }
    }
  }
  EXPECT_GT(cases, 30);
}

// Every operation and every target of a 2-cell and a 3-cell cage (an L and a line) in a 4x4
// grid whose other cells are one-cell cages of one Latin square but for a free row, so that the
// cage's own tuples decide the count.
TEST(Keen, EveryCageOperationAndTargetProvedExhaustively) {
  const int n = 4;
  const auto squares = latin_squares(n);
  const std::vector<int> g = squares[137];
  const std::vector<std::vector<int>> shapes = {{0, 1}, {0, 4}, {0, 1, 4}, {0, 1, 2}, {0, 1, 2, 3}};
  int cases = 0;
  for (const auto& shape : shapes)
    for (KeenOp op : {KeenOp::add, KeenOp::mul, KeenOp::sub, KeenOp::div})
      for (int64_t target = 0; target <= 70; ++target) {
        std::vector<KeenCage> cages{{op, target, shape}};
        // Rows 2 and 3 stay open (one cage each, their sum: always true); the rest of rows 0
        // and 1 outside the shape: one-cell cages of g.
        cages.push_back({KeenOp::add, 10, {8, 9, 10, 11}});
        cages.push_back({KeenOp::add, 10, {12, 13, 14, 15}});
        for (int cell = 0; cell < 8; ++cell)
          if (std::find(shape.begin(), shape.end(), cell) == shape.end())
            cages.push_back({KeenOp::add, g[cell], {cell}});
        std::unique_ptr<Keen> k;
        try {
          k = std::make_unique<Keen>(n, cages, KeenForm::text);
        } catch (const InputError&) {
          continue;  // impossible for the cage: refused by the reader, tested below
        }
        expect_counts(*k, brute_count(squares, k->cages()),
                      "op " + std::string(1, static_cast<char>(op)) + " target " + std::to_string(target) +
                          " shape size " + std::to_string(shape.size()));
        ++cases;
      }
  EXPECT_GT(cases, 60);
}

TEST(Keen, TypedFormReadsAndPrintsBack) {
  const std::string text =
      "keen 4\n"
      "aabc\n"
      "dabc\n"
      "deef\n"
      "ggef\n"
      "a=8x b=3/ c=2/\n"
      "d=1- e=24x f=2- g=2/\n";
  auto p = parse_one(text);
  ASSERT_TRUE(p);
  ASSERT_EQ(p->family(), "keen");
  const Keen& k = dynamic_cast<const Keen&>(*p);
  EXPECT_EQ(k.cages().size(), 7u);
  std::ostringstream out;
  p->print_grid(out, p->givens());
  auto again = parse_one(out.str());
  ASSERT_TRUE(again) << out.str();
  EXPECT_EQ(dynamic_cast<const Keen&>(*again).cages(), k.cages());
  // The sgt ID of the same cages reads back to them.
  auto id = parse_one(p->line(p->givens()));
  ASSERT_TRUE(id) << p->line(p->givens());
  EXPECT_EQ(dynamic_cast<const Keen&>(*id).cages(), k.cages());
  const auto squares = latin_squares(4);
  expect_counts(k, brute_count(squares, k.cages()), "typed");
  // The signs as printed (\u00f7 \u00d7 \u2212) read as / x -.
  auto signs = parse_one("keen 3\naab\ncdb\ncdd\na=2\u2212 b=3\u00d7 c=4+ d=6\u00d7\n");
  ASSERT_TRUE(signs);
  const Keen& ks = dynamic_cast<const Keen&>(*signs);
  EXPECT_EQ(clue_text(ks.cages()[0], true), "2\u2212");
  EXPECT_EQ(clue_text(ks.cages()[1], false), "3x");
  expect_counts(ks, brute_count(latin_squares(3), ks.cages()), "signs");
  auto two = parse_one("keen 2\nab\nab\na=2\u00f7 b=2/\n");
  ASSERT_TRUE(two);
  expect_counts(dynamic_cast<const Keen&>(*two), 2, "2x2");
}

TEST(Keen, SgtIdDecodesToItsCages) {
  // sgt-keen --generate 1 '4de#5' and the clues its printed puzzle shows.
  auto p = parse_one("4:abaa_b_a_6a_,d2s1s2m24d2m4a6");
  ASSERT_TRUE(p);
  const Keen& k = dynamic_cast<const Keen&>(*p);
  std::vector<std::string> clues;
  for (const auto& c : k.cages()) clues.push_back(clue_text(c, false));
  EXPECT_EQ(clues, (std::vector<std::string>{"2/", "1-", "2-", "24x", "2/", "4x", "6+"}));
  std::ostringstream out;
  p->print_grid(out, p->givens());
  EXPECT_EQ(out.str(),
            "keen 4\n"
            "aabb\n"
            "ccdd\n"
            "effd\n"
            "eggg\n"
            "a=2/ b=1- c=2- d=24x e=2/ f=4x g=6+\n");
}

TEST(Keen, BadInputIsNamed) {
  auto err = [](const std::string& text) {
    auto recs = read_puzzles(text, "k", keen_type());
    return !recs.empty() && !recs[0].puzzle ? recs[0].error : std::string("parsed");
  };
  EXPECT_EQ(err("keen 3\naab\ncdb\ncdd\na=2- b=4+ c=3+ d=3-\n"),
            "k:5: cage 'd': '-' (3-) needs a cage of two cells, not 3");
  EXPECT_EQ(err("keen 3\naab\ncab\ncdd\na=3- b=4+ c=3+ d=6/\n"),
            "k:5: cage 'a': '-' (3-) needs a cage of two cells, not 3");
  EXPECT_EQ(err("keen 3\naab\ncdb\ncdd\na=5x b=4+ c=3+ d=6+\n"),
            "k:5: cage 'a': the product 5x has the prime factor 5, above 3");
  EXPECT_EQ(err("keen 3\naab\ncdb\ncdd\na=2- b=4+ c=3+ d=6+\n"), "parsed");
  EXPECT_EQ(err("keen 3\naab\ncdb\ncdd\na=9+ b=4+ c=3+ d=6+\n"),
            "k:5: cage 'a': no values 1..3 give 9+ in its 2 cells");
  EXPECT_EQ(err("keen 3\naab\ncdb\ncdd\na=2- b=4+ c=3+ d=6+ a=3+\n"), "k:5: two clues for cage 'a' (cages overlap)");
  EXPECT_EQ(err("keen 3\naab\nc.b\ncdd\na=2- b=4+ c=3+ d=6+\n"), "k:3: row 2 column 2 is in no cage ('.')");
  EXPECT_EQ(err("keen 3\naab\ncdb\ncdd\na=2- b=4+ c=3+\n"), "k:1: cage 'd' has no clue");
  EXPECT_EQ(err("keen 3\naab\ncdb\ncdd\na=2- b=4+ c=3+ d=6+ e=1\n"), "k:5: a clue for 'e', which no cell holds");
  EXPECT_EQ(err("keen 3\naab\ncdb\ncdd\na=2- b=4+ c=3% d=6+\n"),
            "k:5: clue 'c=3%': '%' is not an operation (+ - x * /)");
  EXPECT_EQ(err("keen 3\naab\ncdb\ncdd\na=2 b=4+ c=3+ d=6+\n"),
            "k:5: cage 'a' has 2 cells: its clue needs an operation (+ - x /)");
  EXPECT_EQ(err("keen 3\naab\ncdba\ncdd\na=2- b=4+ c=3+ d=6+\n"), "k:3: 4 labels, expected 3");
  EXPECT_EQ(err("keen 3\naba\ncdb\ncdd\na=2- b=4+ c=3+ d=6+\n"),
            "k:1: the cage 2- at row 1 column 1 is not one connected piece");
  EXPECT_EQ(err("4:abaa_b_a_6a_,d2s1s2m24d2m4"), "k:1: 6 clues for 7 cages");
  EXPECT_EQ(err("4:abaa_b_a_6a,d2s1s2m24d2m4a6"), "k:1: block structure: not enough data for a 4x4 grid");
  EXPECT_EQ(err("4:abaa_b_a_6a__,d2s1s2m24d2m4a6"), "k:1: block structure: too much data for a 4x4 grid");
  EXPECT_EQ(err("4:abaa_b_a_6A_,d2s1s2m24d2m4a6"), "k:1: 'A' in the block structure (_ and a-z, counts)");
  EXPECT_EQ(err("4:abaa_b_a_6a_,d2s1s2m24d2m4q6"), "k:1: clue 7: 'q6' is not a, m, s or d and a number");
  EXPECT_EQ(err("4:abaa_b_a_6a_,d2s1s2m24d2m4a10"),
            "k:1: the cage at row 4 column 2: no values 1..4 give 10+ in its 3 cells");
  EXPECT_EQ(err("4:abaa_b_a_6a_ d2s1s2m24d2m4a6"), "k:1: no ',' between the block structure and the clues");
  EXPECT_EQ(err("4x:abaa_b_a_6a_,d2s1s2m24d2m4a6"),
            "k:1: '4x' is not a keen size 1..25 (sgt's parameters: N, then dE/dN/dH/dX/dU, m)");
  EXPECT_EQ(err("keen 3\naa!\ncdb\ncdd\na=2- b=4+ c=3+ d=6+\n"),
            "k:2: '!' is no cage label (a row of letters, or a clue line a=12+ b=2/)");
  EXPECT_EQ(err("keen 4\naab\ncdb\ncdd\na=2- b=4+ c=3+ d=6+\n"), "k:1: the header says 4, but 3 rows follow");
  EXPECT_EQ(err("keen 3\naab\ncdb\ncdd\na=2- b=4+ c=3+ d=6+\nhello there\n"),
            "k:6: 'hello there' after the clues: not a clue line (a=12+ b=2/)");
  // The rest of a batch is still answered.
  auto recs = read_puzzles("4:abaa_b_a_6a,d2\n4:abaa_b_a_6a_,d2s1s2m24d2m4a6\n", "k", keen_type());
  ASSERT_EQ(recs.size(), 2u);
  EXPECT_FALSE(recs[0].puzzle);
  EXPECT_TRUE(recs[1].puzzle);
}

TEST(Keen, DetectedAndRefusedAsOtherFamilies) {
  EXPECT_EQ(parse_one("4:abaa_b_a_6a_,d2s1s2m24d2m4a6")->family(), "keen");
  auto typed = parse_one("aab\ncdb\ncdd\na=2- b=4+ c=3+ d=6+\n");
  ASSERT_TRUE(typed);
  EXPECT_EQ(typed->family(), "keen");
  // sgt's other IDs stay theirs.
  EXPECT_NE(parse_one("2x3:a2_4c6f3_6_4d2_5_3f5c3_2a")->family(), "keen");
}

TEST(Keen, CliAnswersWithExitCodes) {
  test::Run ok = cli("count --format line", "4:abaa_b_a_6a_,d2s1s2m24d2m4a6\n");
  EXPECT_EQ(ok.exit, 0) << ok.err;
  EXPECT_EQ(ok.out.substr(0, 9), "unique 1 ");
  test::Run bad = cli("solve --type keen", "4:abaa_b_a_6a,d2\n4:abaa_b_a_6a_,d2s1s2m24d2m4a6\n");
  EXPECT_EQ(bad.exit, 2);
  EXPECT_NE(bad.err.find("<stdin>:1: block structure"), std::string::npos) << bad.err;
  test::Run svg = cli("solve --format svg", "4:abaa_b_a_6a_,d2s1s2m24d2m4a6\n");
  EXPECT_EQ(svg.exit, 0);
  EXPECT_NE(svg.out.find("2\u00f7"), std::string::npos);
  EXPECT_NE(svg.out.find("24\u00d7"), std::string::npos);
}

// A cage with more tuples than the tuple encoding lists (65,536) falls back to the order
// encoding: a 5x5 whose first four rows are one cage, the last row given.
TEST(Keen, CageTooLargeToListFallsBackToOrder) {
  const int n = 5;
  const auto squares = latin_squares(n);
  std::vector<int> top(20);
  std::iota(top.begin(), top.end(), 0);
  for (auto [op, target] :
       {std::pair{KeenOp::add, int64_t{60}}, std::pair{KeenOp::mul, int64_t{120} * 120 * 120 * 120}}) {
    std::vector<KeenCage> cages{{op, target, top}};
    for (int c = 0; c < n; ++c) cages.push_back({KeenOp::add, c + 1, {20 + c}});
    Keen k(n, cages, KeenForm::text);
    EXPECT_FALSE(cage_tuples(k.cages()[0], n).complete);
    const int64_t want = brute_count(squares, k.cages());
    EXPECT_EQ(want, 1344);  // the 5x5 Latin squares with a given last row: 161,280 / 5!
    EXPECT_EQ(solve(k, Backend::sat, opts(0)).count, want);  // tuples, falling back to order
  }
}

// generate's hooks on the solution of an sgt puzzle (unique by construction): the blank is the
// Latin square alone; dress cuts it into cages that the solution keeps, tiling the grid, the
// same for the same seed; the cages are one clue group each that cannot go alone.
TEST(Keen, DressCutsTheFullGridIntoCagesItKeeps) {
  auto p = parse_one("5:a_a_7a__a4_a_aa_b_aa,a8s2a6s1m60m6m15d2s3s2a7", keen_type());
  ASSERT_TRUE(p);
  Answer a = solve(*p, Backend::sat, opts(2));
  ASSERT_EQ(a.count, 1);
  const Grid& full = a.solutions[0];
  const auto& f = *find_family("keen");
  auto blank = f.generate.layout(5, {}, 7);
  ASSERT_TRUE(blank);
  EXPECT_EQ(blank->check(full), std::nullopt);
  Grid wrong = full;
  std::swap(wrong.cells[0], wrong.cells[5]);  // two cells of column 1 swapped: rows break
  EXPECT_NE(blank->check(wrong), std::nullopt);
  std::set<std::string> lines;
  for (uint64_t seed : {1, 2, 3, 4}) {
    auto dressed = f.generate.dress(*blank, full, seed);
    EXPECT_EQ(dressed->check(full), std::nullopt) << dressed->line(dressed->givens());
    EXPECT_EQ(dressed->line(dressed->givens()), f.generate.dress(*blank, full, seed)->line(dressed->givens()));
    lines.insert(dressed->line(dressed->givens()));
    const auto& k = dynamic_cast<const Keen&>(*dressed);
    size_t cells = 0;
    for (const KeenCage& c : k.cages()) {
      cells += c.cells.size();
      EXPECT_LE(c.cells.size(), 4u);
    }
    EXPECT_EQ(cells, 25u);
    EXPECT_EQ(dressed->clue_count(), 0);
    EXPECT_EQ(dressed->with_clues({})->line(dressed->givens()), dressed->line(dressed->givens()));
    EncodeOptions eo;
    eo.groups = true;
    eo.simplify = Simplify::none;
    int cages = 0;
    for (const RuleGroup& g : dressed->encode(eo).groups)
      if (g.kind == "cage") {
        ++cages;
        EXPECT_TRUE(g.clue);
        EXPECT_EQ(g.clue_index, -1);
      }
    int big = 0;
    for (const KeenCage& c : k.cages()) big += c.cells.size() > 1;
    EXPECT_EQ(cages, big);
  }
  EXPECT_EQ(lines.size(), 4u);  // another seed, other cages
}

// explain on sgt's puzzles names the cage rules: a cage alone, a cage with a row or column, and
// the houses' singles.
TEST(Keen, ExplainNamesTheCageRules) {
  std::set<std::string> rules;
  for (const std::string& line : lines_of(source("tests/levels/keen.txt"))) {
    if (line.empty() || line[0] == '#') continue;
    auto p = parse_one(line.substr(line.find(' ') + 1), keen_type());
    ASSERT_TRUE(p) << line;
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run([&](const deduce::Step& s, const deduce::Position&) {
      rules.insert(s.rule);
      return true;
    });
    EXPECT_EQ(path.end, deduce::End::solved) << line;
  }
  for (const char* r : {"cage_combination", "cage_with_line", "single", "elimination"}) EXPECT_TRUE(rules.count(r)) << r;
}

// Simon Tatham's puzzles of sides 4 to 9 (instances/keen/ids.txt): the typed form printed
// (its clue lines wrapped at 72 columns) reads back to the same cages.
TEST(Keen, PrintedTypedFormReadsBackForEverySide) {
  int read = 0;
  for (const std::string& id : lines_of(source("instances/keen/ids.txt"))) {
    if (id.empty() || id[0] == '#') continue;
    auto p = parse_one(id);
    ASSERT_TRUE(p) << id;
    std::ostringstream out;
    p->print_grid(out, p->givens());
    auto back = parse_one(out.str());
    ASSERT_TRUE(back) << out.str();
    EXPECT_EQ(dynamic_cast<const Keen&>(*back).cages(), dynamic_cast<const Keen&>(*p).cages()) << id;
    std::istringstream lines(out.str());
    for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 72u) << line;
    ++read;
  }
  EXPECT_EQ(read, 6);
}

// The independent checker rejects a cage whose cells do not make its clue, naming the cage and
// what it holds (the 2x2 square 1 2 / 2 1).
TEST(Keen, CheckerNamesTheCageThatBreaks) {
  Grid g(2, 2);
  g.cells = {1, 2, 2, 1};
  EXPECT_EQ(check::keen(2, {{'+', 3, {0, 1}}, {'/', 2, {2, 3}}}, g), std::nullopt);
  EXPECT_EQ(check::keen(2, {{'x', 3, {0, 1}}, {'+', 3, {2, 3}}}, g), "the cage 3x at row 1 column 1 holds 1 2");
  EXPECT_EQ(check::keen(2, {{'+', 3, {0, 1}}, {'-', 2, {2, 3}}}, g), "the cage 2- at row 2 column 1 holds 2 1");
  EXPECT_EQ(check::keen(2, {{'+', 2, {0}}, {'+', 3, {1}}, {'+', 3, {2, 3}}}, g),
            "the cage 2 at row 1 column 1 holds 1");
}

namespace {

// sgt-keen's puzzles of `params` (fixed seed) graded by gridsat: each puzzle's rank.
std::vector<int> keen_levels_ranks(const std::string& params) {
  std::vector<int> out;
  const Family& f = *find_family("keen");
  for (const std::string& id : sgt_generate("keen", 2, params)) {
    auto p = parse_one(id, keen_type());
    EXPECT_TRUE(p) << id;
    if (!p) continue;
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    EXPECT_EQ(path.end, deduce::End::solved) << id;
    out.push_back(deduce::grade(f, *p, path, {}).rank);
  }
  return out;
}

}  // namespace

// grade against sgt-keen's levels (keen.c's solver caps): fresh puzzles of each level from a
// fixed seed, easy and normal at sgt's default side 6, hard and extreme at side 5 (a grade
// there is a fraction of a second). Easy's rules (a cage's value sets) and hard's (a line's
// subsets) are the levels' own: each puzzle within one level of sgt's, three in four at it, and
// the mean rank rising with sgt's level.
TEST(Keen, GradeFollowsSgtLevels) {
  const std::vector<std::pair<int, std::string>> levels = {
      {1, "6de#gridsat42"}, {2, "6dn#gridsat42"}, {3, "5dh#gridsat42"}, {4, "5dx#gridsat42"}};
  int at = 0, all = 0;
  double last = 0;
  for (const auto& [own, params] : levels) {
    const std::vector<int> ranks = keen_levels_ranks(params);
    ASSERT_EQ(ranks.size(), 2u) << params;
    double sum = 0;
    for (int r : ranks) {
      EXPECT_LE(std::abs(r - own), 1) << params << ": graded " << r;
      at += r == own;
      ++all;
      sum += r;
    }
    EXPECT_GT(sum / 2, last) << params;
    last = sum / 2;
  }
  EXPECT_GE(4 * at, 3 * all);
}

}  // namespace test_keen
