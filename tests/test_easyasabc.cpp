// Easy as ABC against facts computed elsewhere: the public puzzles with their published answers
// (janko.at's ABC End View through puzzlekit, pzprjs' test puzzle), and brute force through
// the independent checker over every filling of small grids with a clue changed.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <tuple>
#include <sstream>

#include "check/easyasabc.hpp"
#include "deduce/deduce.hpp"
#include "fillings.hpp"
#include "published.hpp"
#include "puzzles/easyasabc/easyasabc.hpp"

namespace test_easyasabc {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::string error_of(const std::string& text) { return read_error(text, "easyasabc"); }

// Every filling of the open cells with blank or a letter that the independent checker accepts.
int64_t brute_force(const EasyAsAbc& p) {
  return count_fillings(p.givens(), 1, p.letters() + 1,
                        [&](const Grid& g) { return !check::easyasabc(p.letters(), p.clues(), p.givens(), g); });
}

}  // namespace

// The public puzzles (a sample: the small ones by the native search too; all with
// GRIDSAT_ALL_DATA=1): unique, the published answer, the checker's approval; the URL writes back.
TEST(EasyAsAbc, PublicPuzzlesHaveThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  const auto all = published("easyasabc");
  int solved = 0, ambiguous = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    if (!all_data() && i % 3 != 0) continue;
    auto p = read_as("easyasabc", all[i].url);
    ASSERT_TRUE(p) << all[i].url;
    EXPECT_EQ(p->line(p->givens()), all[i].url);
    const Answer a = solve_limited(*p, all[i].cells <= 36 ? Backend::both : Backend::sat, 2);
    ASSERT_GE(a.count, 1) << all[i].url << " " << a.internal_error;
    for (const Grid& s : a.solutions) EXPECT_EQ(p->check(s), std::nullopt);
    if (a.count == 2) {
      // Lost on the way to puzz.link (janko's letters inside the grid, which it has no field
      // for): two answers, and the published one passes the checker too.
      Grid published = p->givens();
      for (int c = 0; c < published.size(); ++c)
        published.cells[static_cast<size_t>(c)] = all[i].answer[c / p->cols()][c % p->cols()].get<int>() + 1;
      EXPECT_EQ(p->check(published), std::nullopt) << all[i].url;
      ++ambiguous;
      continue;
    }
    EXPECT_EQ(rows_from_zero(a.solutions[0]), all[i].answer) << all[i].url;
    ++solved;
  }
  EXPECT_GE(solved, 60);
  EXPECT_LE(ambiguous, all_data() ? 12 : 5);  // 12 of the 200 lines
}

// A clue removed or changed to another letter on small generated grids (3x3, 2 letters):
// counted exactly by sat and the native search, against brute force through the checker.
TEST(EasyAsAbc, CountsWithAClueChangedMatchBruteForce) {
  Tally tally;
  for (int n : {3})
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      auto r = cli("generate --type easyasabc --size " + std::to_string(n) + " --seed " + std::to_string(seed) + " --count 1");
      ASSERT_EQ(r.exit, 0) << r.err;
      auto base = read_as("easyasabc", r.out);
      ASSERT_TRUE(base) << r.out;
      const auto& p = dynamic_cast<const EasyAsAbc&>(*base);
      for (size_t i = 0; i < p.clues().size(); i += 2)
        for (int to = 0; to <= p.letters(); ++to) {
          std::vector<int> clues = p.clues();
          if (clues[i] == (to ? to : EasyAsAbc::kNone)) continue;
          clues[i] = to ? to : EasyAsAbc::kNone;
          const EasyAsAbc v(p.rows(), p.cols(), p.letters(), clues, p.givens(), EasyAsAbcForm::text);
          expect_count(v, brute_force(v), tally);
        }
    }
  expect_tally(tally, 30);
}

TEST(EasyAsAbc, BadInputIsNamed) {
  EXPECT_EQ(error_of("https://puzz.link/p?easyasabc/3/3/2/j1h2i1"), "parsed");
  EXPECT_EQ(error_of("https://puzz.link/p?easyasabc/3/3/4/j1h2i1"),
            "t:1: easyasabc: 4 letters do not fit a 3x3 grid (1..3)");
  EXPECT_EQ(error_of("https://puzz.link/p?easyasabc/3/3/2/j3h2i1"), "t:1: clue 5 is 3, not a letter 1..2");
  EXPECT_EQ(error_of("https://puzz.link/p?easyasabc/3/3/2/j1h2i1g"), "t:1: puzz.link URL: 'g' after the clues");
  EXPECT_EQ(error_of("https://puzz.link/p?easyasabc/3/3"), "t:1: puzz.link URL: expected easyasabc/COLS/ROWS/LETTERS/CLUES");
  EXPECT_EQ(error_of("easyasabc 2\n.A..\n....\n...\n....\n.B..\n"), "t:4: row 3 has 3 characters, row 1 has 4");
  EXPECT_EQ(error_of("easyasabc 2\n.A..\n.C..\n....\n....\n.B..\n"),
            "t:3: row 2 column 2: 'C' is no cell (A-B, '.' open, '-' blank)");
  EXPECT_EQ(error_of("easyasabc 2\n.A-.\n....\n....\n....\n.B..\n"),
            "t:2: row 1 column 3: '-' is no clue (A-B, '.' none, '?')");
  EXPECT_EQ(error_of("easyasabc 2\n"), "t:1: an easyasabc header with fewer than 3 rows after it");
  EXPECT_EQ(error_of("easyasabc 2 .A../..../.B..\n"), "t:1: easyasabc: 2 letters do not fit a 2x1 grid (1..1)");
  EXPECT_TRUE(looks_like_easyasabc("https://puzz.link/p?easyasabc/3/3/2/j1h2i1\n"));
  EXPECT_TRUE(looks_like_easyasabc("easyasabc 3\n"));
  EXPECT_FALSE(looks_like_easyasabc("kakuro\n"));
  auto r = cli("count --format json", "https://puzz.link/p?easyasabc/3/3/5/j1h2i1\nhttps://puzz.link/p?easyasabc/3/3/2/j1h2i1\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: easyasabc: 5 letters"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
}

// The typed rows: print_grid's output reads back (the solution's letters and blanks as givens),
// as does the line form; a '?' clue asks only for some letter and writes back as '.'.
TEST(EasyAsAbc, TypedRowsReadBack) {
  auto p = read_as("easyasabc", "https://puzz.link/p?easyasabc/3/3/2/j1h2i1");
  ASSERT_TRUE(p);
  const Answer a = solve_limited(*p, Backend::both, 2);
  ASSERT_EQ(a.count, 1);
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  EXPECT_EQ(out.str(), ".....\n.A-B.\nB-BA.\n.BA-A\n..A..\n");
  auto back = read_as("easyasabc", "easyasabc 2\n" + out.str());
  ASSERT_TRUE(back);
  EXPECT_EQ(back->givens(), a.solutions[0]);
  EXPECT_EQ(back->check(a.solutions[0]), std::nullopt);
  auto line = read_as("easyasabc", p->line(a.solutions[0]));
  ASSERT_TRUE(line) << p->line(a.solutions[0]);
  EXPECT_EQ(line->givens(), a.solutions[0]);
  auto q = read_as("easyasabc", "easyasabc 2\n.?...\n.....\n.....\n.....\n.....\n");
  ASSERT_TRUE(q);
  EXPECT_EQ(easyasabc_url(*q), "https://puzz.link/p?easyasabc/3/3/2/.q");
  EXPECT_EQ(solve_limited(*q, Backend::sat, 0).count, brute_force(dynamic_cast<const EasyAsAbc&>(*q)));
}

// generate: unique puzzles, clues from a random filling; grade names a level.
TEST(EasyAsAbc, GeneratedPuzzlesAreUniqueAndGraded) {
  expect_generated_unique_and_graded("--type easyasabc --size 5 --seed 3");
}

// explain on small public puzzles: sound steps reaching the solution.
TEST(EasyAsAbc, ExplainReachesTheSolution) {
  NEED_SHARED("instances/genres");
  EXPECT_GE(expect_published_explained("easyasabc", 25, 4), 2);
}

// The picture (EasyAsAbc::figure): each clue letter one cell outside its row or column, read
// here from the typed frame; the solution's letters in their cells, a dot in each blank.
TEST(EasyAsAbc, PictureDrawsTheCluesOutsideAndTheLetters) {
  const std::string text = slurp(source("instances/easyasabc/5x5.txt"));
  const auto [p, solution] = read_solved("easyasabc", text);
  ASSERT_TRUE(p && !solution.cells.empty());
  std::vector<std::string> frame;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#' && line.rfind("easyasabc", 0) != 0) frame.push_back(line);
  ASSERT_EQ(frame.size(), 7u);
  // (x, y) of the cell a letter is drawn in, from -1 (the frame) to 5, and the letter.
  std::set<std::tuple<int, int, std::string>> want, got;
  for (int y = 0; y < 7; ++y)
    for (int x = 0; x < 7; ++x)
      if (const char ch = frame[y][x]; (y == 0 || y == 6 || x == 0 || x == 6) && ch != '.')
        want.insert({x - 1, y - 1, std::string(1, ch)});
  const Figure f = p->figure(solution);
  int letters = 0;
  for (const auto& t : f.texts) {
    const auto [c, r] = text_cell(t);
    if (t.ink == Ink::clue) {
      got.insert({c, r, t.text});
      continue;
    }
    ASSERT_TRUE(r >= 0 && c >= 0 && r < 5 && c < 5);
    EXPECT_EQ(t.text, std::string(1, static_cast<char>('A' + solution.at(r, c) - 2)));
    ++letters;
  }
  EXPECT_EQ(got, want);
  int blanks = 0;
  for (int v : solution.cells) blanks += v == 1;
  EXPECT_EQ(letters, 25 - blanks);
  EXPECT_EQ(static_cast<int>(f.marks.size()), blanks);
  for (const auto& m : f.marks) EXPECT_EQ(solution.cells[m.cell], 1);
}

}  // namespace test_easyasabc
