// Galaxies against facts computed elsewhere: the public puzzles and their published answers
// (../shared/instances/genres/tentaisho.jsonl: janko.at's through puzzlekit-dataset, sabo2's
// pzprjs test), sgt-galaxies' puzzles, and brute force through the independent checker over
// every labelling of small grids.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "check/galaxies.hpp"
#include "deduce/deduce.hpp"
#include "encoders/connected.hpp"
#include "helpers.hpp"
#include "partition_checks.hpp"
#include "published.hpp"
#include "puzzles/galaxies/galaxies.hpp"
#include "solve/solve.hpp"

namespace test_galaxies {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

ReadOptions as_galaxies() {
  ReadOptions o;
  o.type = "galaxies";
  return o;
}


// Every labelling of the cells by the dots that the independent checker accepts.
int64_t brute_force(const Galaxies& p) {
  const int n = p.rows() * p.cols(), K = static_cast<int>(p.dots().size());
  std::vector<std::pair<int, int>> dots;
  for (const HalfPoint& d : p.dots()) dots.push_back({d.y, d.x});
  Grid g(p.rows(), p.cols());
  int64_t total = 1, count = 0;
  for (int i = 0; i < n; ++i) total *= K;
  for (int64_t code = 0; code < total; ++code) {
    int64_t x = code;
    for (int i = 0; i < n; ++i, x /= K) g.cells[static_cast<size_t>(i)] = static_cast<int>(x % K) + 1;
    count += !check::galaxies(p.rows(), p.cols(), dots, g).has_value();
  }
  return count;
}

Answer count_all(const Puzzle& p, Backend b, int64_t limit = 0, Connectivity c = Connectivity::lazy) {
  SolveOptions o;
  o.limit = limit;
  o.encode.connectivity = c;
  return solve(p, b, o);
}

}  // namespace

// The public puzzles (a stride of those up to 17x17 and every larger one, the 20x36s a second or
// less each since symmetric_regions prunes unreachable cells; all with GRIDSAT_ALL_DATA=1): each reads (--type auto),
// is unique (counted to 2) with the published answer, and its URL reads back byte for byte.
TEST(Galaxies, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres/tentaisho.jsonl");
  const auto all = published("tentaisho");
  int solved = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    if (!all_data() && i % 4 != 0 && all[i].cells <= 300) continue;  // every one past 17x17 (the 20x36s)
    auto p = parse_one(all[i].url);
    ASSERT_TRUE(p) << all[i].url;
    ASSERT_EQ(p->family(), "galaxies");
    const Answer a = count_all(*p, Backend::sat, 2);
    ASSERT_EQ(a.count, 1) << all[i].url << " " << a.internal_error;
    EXPECT_TRUE(same_partition(a.solutions[0], all[i].answer)) << all[i].url;
    EXPECT_EQ(find_family("galaxies")->reader.url(*p), all[i].url);
    ++solved;
  }
  EXPECT_GE(solved, 35);
}

// The native search agrees with sat (Backend::both) on the public puzzles up to 7x7 and on
// sgt-galaxies' 5x5 ones, with both connectivity encodings.
TEST(Galaxies, NativeAgreesWithSat) {
  NEED_SHARED("instances/genres/tentaisho.jsonl");
  int compared = 0;
  for (const auto& pub : published("tentaisho")) {
    if (pub.cells > 49) continue;
    auto p = parse_one(pub.url);
    ASSERT_TRUE(p);
    for (Connectivity c : {Connectivity::lazy, Connectivity::eager}) {
      const Answer a = count_all(*p, Backend::both, 2, c);
      ASSERT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
      EXPECT_TRUE(a.complete);
    }
    ++compared;
  }
  for (const auto& id : sgt_generate("galaxies", 3, "5x5#11")) {
    auto p = parse_one(id, as_galaxies());
    ASSERT_TRUE(p) << id;
    EXPECT_EQ(count_all(*p, Backend::both, 2).count, 1) << id;
    ++compared;
  }
  EXPECT_GE(compared, 4);
}

// sgt-galaxies' puzzles at two sizes and both levels: unique, checked, the ID written back.
TEST(Galaxies, SgtGalaxiesAreUnique) {
  for (const char* params : {"7x7dn#4", "7x7du#4", "10x10dn#4", "10x10du#4"})
    for (const auto& id : sgt_generate("galaxies", 2, params)) {
      auto p = parse_one(id);  // --type auto takes a Galaxies ID
      ASSERT_TRUE(p) << id;
      EXPECT_EQ(p->family(), "galaxies");
      const Answer a = count_all(*p, Backend::sat, 2);
      EXPECT_EQ(a.count, 1) << id;
      EXPECT_EQ(p->line(p->givens()), id);
      if (a.count == 1) {
        EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
      }
    }
}

// A clue changed: on 3x3 grids, each dot in turn removed or moved by half a cell, the count on
// both backends equals the brute force's over every labelling.
TEST(Galaxies, CountsWithADotChangedMatchBruteForce) {
  int puzzles = 0, several = 0, none = 0;
  for (const char* params : {"3x3#7", "3x3#8", "3x3#9"})
    for (const auto& id : sgt_generate("galaxies", 2, params)) {
      auto p = parse_one(id, as_galaxies());
      ASSERT_TRUE(p) << id;
      const auto& g = dynamic_cast<const Galaxies&>(*p);
      for (size_t k = 0; k < g.dots().size(); ++k)
        for (int move : {0, 1, 2}) {
          std::vector<HalfPoint> dots = g.dots();
          if (move == 0) dots.erase(dots.begin() + static_cast<long>(k));
          else if (move == 1) ++dots[k].x;
          else ++dots[k].y;
          if (dots.empty() || dots[std::min(k, dots.size() - 1)].x > 2 * g.cols() - 2 ||
              dots[std::min(k, dots.size() - 1)].y > 2 * g.rows() - 2)
            continue;
          std::vector<int> owner(static_cast<size_t>(g.rows() * g.cols()), 0);
          bool apart = true;
          for (const HalfPoint& d : dots)
            for (int i : touched_cells(g.cols(), d)) apart = apart && !owner[static_cast<size_t>(i)]++;
          if (!apart) continue;
          std::sort(dots.begin(), dots.end(), [](HalfPoint a, HalfPoint b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
          const Galaxies q(g.rows(), g.cols(), dots, GalaxiesForm::rows);
          const int64_t want = brute_force(q);
          EXPECT_EQ(count_all(q, Backend::sat).count, want) << q.line(q.givens());
          EXPECT_EQ(count_all(q, Backend::native).count, want) << q.line(q.givens());
          ++puzzles, several += want > 1, none += want == 0;
        }
    }
  EXPECT_GE(puzzles, 8);
  EXPECT_GT(several + none, 0);
}

TEST(Galaxies, BadInputIsNamed) {
  EXPECT_EQ(read_error("3x3:a!", "galaxies"), "t:1: galaxies game ID: unexpected '!' in the dots");
  EXPECT_EQ(read_error("3x3:zb", "galaxies"), "t:1: galaxies game ID: the dots run past 25 points");
  EXPECT_EQ(read_error("3x3:aa", "galaxies"), "t:1: two dots touch the cell at row 1 column 1");
  EXPECT_EQ(read_error("3x3:a abc/abc", "galaxies"),
            "t:1: after the puzzle: 'abc/abc' is no solution (3 rows of 3 letters a-z joined by '/')");
  EXPECT_EQ(read_error("https://puzz.link/p?tentaisho/3/3/0", "galaxies"), "parsed");
  EXPECT_EQ(read_error("https://puzz.link/p?tentaisho/3/3/0!", "galaxies"), "t:1: puzz.link URL: unexpected '!' in the dots");
  EXPECT_EQ(read_error("https://puzz.link/p?tentaisho/3/3/zzzzz", "galaxies"),
            "t:1: puzz.link URL: empty cells (holes in the board) are not supported");
  EXPECT_EQ(read_error("https://puzz.link/p?tentaisho/3", "galaxies"),
            "t:1: puzz.link URL: expected tentaisho/COLS/ROWS/DATA");
  EXPECT_EQ(read_error("galaxies\n*..\n...\n", "galaxies"),
            "t:1: galaxies: 3x2 points; the rows hold 2*COLS-1 points, and there are 2*ROWS-1 of them");
  EXPECT_EQ(read_error("galaxies\n*..\n..\n...\n", "galaxies"), "t:3: row 2 has 2 points, row 1 has 3");
  EXPECT_EQ(read_error("galaxies\n*..\n.x.\n...\n", "galaxies"),
            "t:3: column 2: 'x' is no point ('*' a dot, '.' none, a letter a-z a cell's region)");
  EXPECT_EQ(read_error("galaxies\n", "galaxies"), "t:1: a galaxies line with no rows after it");
  auto r = cli("count --type galaxies --format json", "3x3:a!\n5x5:mlkakul\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: galaxies game ID: unexpected '!' in the dots"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
  EXPECT_TRUE(looks_like_galaxies("7x7:ayvixwiexijg\n"));
  EXPECT_FALSE(looks_like_galaxies("3x3:3c3c3\n"));
}

// The typed rows: print_grid's (the points, a letter per cell's region) read back as the same
// puzzle; the JSON's grid and regions are the galaxies from 0.
TEST(Galaxies, FormsReadBackAndJsonHasRegions) {
  auto p = parse_one("5x5:mlkakul", as_galaxies());
  ASSERT_TRUE(p);
  const Answer a = count_all(*p, Backend::sat, 2);
  ASSERT_EQ(a.count, 1);
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  EXPECT_EQ(out.str(), "b.a.a.b.b\n...*.....\nb.a.a.*.a\n........*\n*.c.b.b.a\n..*......\nb.c.d.d.d\n.....*...\nb.d.d.d.*\n");
  auto back = parse_one("galaxies\n" + out.str(), as_galaxies());
  ASSERT_TRUE(back);
  EXPECT_EQ(back->line(back->givens()), find_family("galaxies")->reader.url(*p));
  EXPECT_EQ(p->line(a.solutions[0]), "5x5:mlkakul baabb/baaba/bcbba/bcddd/bddda");
  auto j = cli("solve --type galaxies --format json", "5x5:mlkakul\n");
  EXPECT_NE(j.out.find("\"regions\":[[3,0,0,1,1],[3,0,0,1,2],[3,4,1,1,2],[3,4,5,5,5],[3,5,5,5,6]]"), std::string::npos)
      << j.out;
}

// explain on small sgt puzzles: sound steps reaching the solution, named from the catalogue.
TEST(Galaxies, ExplainReachesTheSolution) {
  std::set<std::string> rules;
  for (const auto& id : sgt_generate("galaxies", 2, "5x5dn#9")) {
    auto p = parse_one(id, as_galaxies());
    ASSERT_TRUE(p);
    const Answer a = count_all(*p, Backend::sat, 1);
    ASSERT_EQ(a.count, 1);
    explain_reaches(*p, a.solutions[0], rules);
  }
  EXPECT_FALSE(rules.empty());
}

// generate: unique puzzles from random symmetric regions; grade names their level.
TEST(Galaxies, GeneratedPuzzlesAreUniqueAndGraded) {
  expect_partition_generated("galaxies", 5);
}

}  // namespace test_galaxies
