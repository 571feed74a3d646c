// Magnets against facts computed elsewhere: Simon Tatham's generator (sgt-magnets: unique
// puzzles by construction), the public puzzles with their published answers (janko.at's
// Magnetic through puzzlekit, pzprjs' tests), and brute force through the independent checker
// over every filling of small grids with a count changed.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <sstream>
#include <tuple>

#include "check/magnets.hpp"
#include "fillings.hpp"
#include "published.hpp"
#include "puzzles/magnets/magnets.hpp"

namespace test_magnets {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::string error_of(const std::string& text) { return read_error(text, "magnets"); }

// Every filling of the open cells with none, + or - that the independent checker accepts.
int64_t brute_force(const Magnets& m) {
  return count_fillings(m.givens(), 1, 3, [&](const Grid& g) { return !check::magnets(m.partner(), m.counts(), m.givens(), g); });
}

}  // namespace

// The public puzzles (a sample; all with GRIDSAT_ALL_DATA=1): unique, the published answer, the
// URL written back; the small ones by the native search too.
TEST(Magnets, PublicPuzzlesHaveThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  const auto all = published("magnets");
  int solved = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    if (!all_data() && i % 3 != 0) continue;
    auto p = read_as("magnets", all[i].url);
    ASSERT_TRUE(p) << all[i].url;
    EXPECT_EQ(p->line(p->givens()), all[i].url);
    const Answer a = solve_limited(*p, all[i].cells <= 36 ? Backend::both : Backend::sat, 2);
    ASSERT_EQ(a.count, 1) << all[i].url << " " << a.internal_error;
    EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
    EXPECT_EQ(rows_from_zero(a.solutions[0]), all[i].answer) << all[i].url;
    ++solved;
  }
  EXPECT_GE(solved, 60);
}

// Fresh sgt-magnets puzzles (fixed seeds, two sizes, the easy and tricky levels): unique, sat
// and native agreeing; the ID writes back.
TEST(Magnets, SgtPuzzlesAreUnique) {
  if (std::system("test -x /usr/games/sgt-magnets") != 0) GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  int checked = 0;
  for (const char* params : {"6x5de#11", "6x5dt#11", "8x7dt#12"})
    for (const auto& id : sgt_generate("magnets", 2, params)) {
      auto p = parse_one(id);  // --type auto
      ASSERT_TRUE(p) << id;
      ASSERT_EQ(p->family(), "magnets");
      const Answer a = solve_limited(*p, Backend::both, 2);
      ASSERT_EQ(a.count, 1) << id << " " << a.internal_error;
      EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
      EXPECT_EQ(p->line(p->givens()).substr(p->line(p->givens()).find(':')), id.substr(id.find(':')));
      ++checked;
    }
  EXPECT_EQ(checked, 6);
}

// A count removed, raised or lowered on small sgt puzzles (3x3): counted exactly by sat
// and the native search, against brute force through the checker.
TEST(Magnets, CountsWithACountChangedMatchBruteForce) {
  if (std::system("test -x /usr/games/sgt-magnets") != 0) GTEST_FAIL() << "sgt-puzzles is missing (tools/test installs it)";
  Tally tally;
  for (const char* params : {"3x3de#5", "3x3de#7"})
    for (const auto& id : sgt_generate("magnets", 2, params)) {
      auto base = read_as("magnets", id);
      ASSERT_TRUE(base) << id;
      const auto& m = dynamic_cast<const Magnets&>(*base);
      {  // no counts at all: every filling of the dominoes that keeps poles apart
        const Magnets v(m.rows(), m.cols(), m.partner(), std::vector<int>(m.counts().size(), Magnets::kNone), m.givens(),
                        MagnetsForm::sgt);
        expect_count(v, brute_force(v), tally);
      }
      for (size_t i = 0; i < m.counts().size(); ++i)
        for (int change : {-1, 1, -2}) {
          std::vector<int> counts = m.counts();
          if (counts[i] < 0 && change != 1) continue;
          counts[i] = change == -2 ? Magnets::kNone : std::max(0, counts[i]) + change;
          if (counts[i] < -1) continue;
          const Magnets v(m.rows(), m.cols(), m.partner(), counts, m.givens(), MagnetsForm::sgt);
          expect_count(v, brute_force(v), tally);
        }
    }
  expect_tally(tally, 30);
}

TEST(Magnets, BadInputIsNamed) {
  EXPECT_EQ(error_of("3x3:1..,.0.,.1.,.1.,LR*TTTBBB"), "parsed");
  EXPECT_EQ(error_of("3x3:1..,.0.,.1.,.1.,LR*TTTBB"), "t:1: magnets game ID: 8 domino ends, expected 9");
  EXPECT_EQ(error_of("3x3:1..,.0.,.1.,.1.,LR*TTTBRB"),
            "t:1: magnets game ID: 'T' at r2c2 is no domino end (L R T B with its other end, '*' none)");
  EXPECT_EQ(error_of("3x3:1x.,.0.,.1.,.1.,LR*TTTBBB"), "t:1: magnets game ID: 'x' is no count (0-9, '.')");
  EXPECT_EQ(error_of("3x3:1.,.0.,.1.,.1.,LR*TTTBBB"), "t:1: magnets game ID: count list 1 has 2 entries, expected 3");
  EXPECT_EQ(error_of("3x3:1.3,.0.,.1.,.1.,LR*TTTBBB"), "t:1: the count 3 of column 3 is more than 2 poles fit");
  EXPECT_EQ(error_of("https://puzz.link/p?magnets/3/3/g11k10h7go000040"), "parsed");
  EXPECT_EQ(error_of("https://puzz.link/p?magnets/3/3/g11k10h00"), "t:1: magnets: the piece at r1c3 is larger than a domino");
  EXPECT_EQ(error_of("https://puzz.link/p?magnets/3/3/g11k10h7go000040!"), "t:1: puzz.link URL: '!' after the cells");
  EXPECT_EQ(error_of("https://puzz.link/p?magnets/a/3/3/g11k10h7go000040"),
            "t:1: magnets: the variant 'a' (anti-magnets) is not supported");
  // a 'magnets' line starts the workbench's framed rows (issue 45)
  EXPECT_EQ(error_of("magnets\n"), "t:1: magnets: expected the framed rows after 'magnets' (counts around)");
  EXPECT_EQ(error_of("magnets\n. 1 .\n. a+ .\n. . .\n"), "t:1: magnets: the pole given at r1c1 is in no domino");
  EXPECT_TRUE(looks_like_magnets("3x3:1..,.0.,.1.,.1.,LR*TTTBBB\n"));
  EXPECT_FALSE(looks_like_magnets("7x7:b11p2Bb0b01pBBb\n"));
  auto r = cli("count --format json", "3x3:1..,.0.,.1.,.1.,LR*TTTBB\n3x3:1..,.0.,.1.,.1.,LR*TTTBBB\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: magnets game ID: 8 domino ends"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"grid\":[[1,-1,0],[0,0,-1],[0,0,1]]"), std::string::npos) << r.out;  // the contract: +1 / -1 / 0
}

// The ID and the URL of one puzzle read as the same puzzle; print_grid shows the poles.
TEST(Magnets, FormsAgree) {
  auto p = read_as("magnets", "3x3:1..,.0.,.1.,.1.,LR*TTTBBB");
  ASSERT_TRUE(p);
  auto u = read_as("magnets", magnets_url(*p));
  ASSERT_TRUE(u) << magnets_url(*p);
  EXPECT_EQ(magnets_sgt_id(dynamic_cast<const Magnets&>(*u)), "3x3:1..,.0.,.1.,.1.,LR*TTTBBB");
  const Answer a = solve_limited(*u, Backend::both, 2);
  ASSERT_EQ(a.count, 1);
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  EXPECT_EQ(out.str(), "+-.\n..-\n..+\n");
}

// generate: unique puzzles, counts from a random filling of a random tiling; grade names a level.
TEST(Magnets, GeneratedPuzzlesAreUniqueAndGraded) {
  expect_generated_unique_and_graded("--type magnets --size 6 --seed 3");
}

// explain on small public puzzles: sound steps reaching the solution.
TEST(Magnets, ExplainReachesTheSolution) {
  NEED_SHARED("instances/genres");
  EXPECT_GE(expect_published_explained("magnets", 36, 3), 2);
}

// The picture (Magnets::figure), against the sgt ID read here: the + counts above and left of
// the grid, the - counts below and right; a thick border exactly between cells of different
// plates; the solution's poles in their cells.
TEST(Magnets, PictureDrawsCountsPlatesAndPoles) {
  const std::string id = "6x6:.31...,22.1..,3.....,.1.131,TTTLR*BBBLRTLRTT*BTTBBLRBB*TLR*LRBLR";
  auto p = read_as("magnets", id);
  ASSERT_TRUE(p);
  const Answer a = solve_limited(*p, Backend::sat, 1);
  ASSERT_EQ(a.count, 1);
  const int n = 6;
  std::vector<std::string> part;
  std::istringstream in(id.substr(4));
  for (std::string s; std::getline(in, s, ',');) part.push_back(s);
  ASSERT_EQ(part.size(), 5u);
  std::set<std::tuple<int, int, std::string>> want, got;  // (x, y) of the cell drawn in, -1..n
  for (int k = 0; k < n; ++k) {
    if (part[0][k] != '.') want.insert({k, -1, std::string(1, part[0][k])});
    if (part[1][k] != '.') want.insert({-1, k, std::string(1, part[1][k])});
    if (part[2][k] != '.') want.insert({k, n, std::string(1, part[2][k])});
    if (part[3][k] != '.') want.insert({n, k, std::string(1, part[3][k])});
  }
  std::set<std::pair<int, int>> borders;  // between cells of different plates (or none)
  const std::string& plates = part[4];
  for (int i = 0; i < n * n; ++i) {
    if (i % n + 1 < n && !(plates[i] == 'L' && plates[i + 1] == 'R')) borders.insert({i, i + 1});
    if (i + n < n * n && !(plates[i] == 'T' && plates[i + n] == 'B')) borders.insert({i, i + n});
  }
  const Figure f = p->figure(a.solutions[0]);
  int poles = 0;
  for (const auto& t : f.texts) {
    const auto [c, r] = text_cell(t);
    if (t.ink == Ink::clue) got.insert({c, r, t.text});
    if (t.ink != Ink::solved) continue;
    const int v = a.solutions[0].at(r, c);
    EXPECT_EQ(t.text, v == 2 ? "+" : "\u2212") << r << " " << c;
    ++poles;
  }
  EXPECT_EQ(got, want);
  int want_poles = 0;
  for (int v : a.solutions[0].cells) want_poles += v >= 2;
  EXPECT_EQ(poles, want_poles);
  std::set<std::pair<int, int>> thick;
  for (const auto& e : f.edges)
    if (e.stroke == Stroke::thick) thick.insert({e.a, e.b});
  EXPECT_EQ(thick, borders);
}

}  // namespace test_magnets
