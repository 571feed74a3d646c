// Kakuro against facts computed elsewhere: the public puzzles with their published answers
// (janko.at's through puzzlekit, pzprjs' test puzzle), and brute force through the independent
// checker over every filling of small boards with a sum changed.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <tuple>
#include <sstream>

#include "check/kakuro.hpp"
#include "deduce/deduce.hpp"
#include "fillings.hpp"
#include "published.hpp"
#include "puzzles/kakuro/kakuro.hpp"

namespace test_kakuro {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::string error_of(const std::string& text) { return read_error(text, "kakuro"); }

// janko's puzzle (27x23) that has two solutions once on puzz.link: both are counted, the
// published one among them.
constexpr const char* kTwoAnswers = "https://puzz.link/p?kakuro/27/23/lKgl0D";

// Every filling of the white cells with digits 1..9 that the independent checker accepts.
int64_t brute_force(const Kakuro& k) {
  return count_fillings(k.givens(), 2, 10, [&](const Grid& g) {
    return !check::kakuro(k.rows(), k.cols(), k.white(), k.down(), k.across(), k.givens(), g);
  });
}

// A small random board (3 x 4, 2..5 white cells) with the sums of a random filling, a third of
// them left out.
std::unique_ptr<Puzzle> small_board(uint64_t seed) {
  std::srand(static_cast<unsigned>(seed));
  for (;;) {
    std::string text = "kakuro\n";
    std::vector<std::string> cell(4 * 5, "\\");
    std::vector<int> digit(4 * 5, 0);
    int white = 0;
    for (int r = 1; r <= 3; ++r)
      for (int c = 1; c <= 4; ++c)
        if (std::rand() % 10 < 4) digit[static_cast<size_t>(r * 5 + c)] = 1 + std::rand() % 9, ++white;
    if (white < 2 || white > 5) continue;
    for (int f = 0; f < 20; ++f) {
      if (digit[static_cast<size_t>(f)]) {
        cell[static_cast<size_t>(f)] = ".";
        continue;
      }
      int down = 0, across = 0;
      for (int y = f + 5; y < 20 && digit[static_cast<size_t>(y)]; y += 5) down += digit[static_cast<size_t>(y)];
      for (int x = f + 1; x % 5 && digit[static_cast<size_t>(x)]; ++x) across += digit[static_cast<size_t>(x)];
      if (std::rand() % 3 == 0) down = 0;  // some runs without a sum
      if (std::rand() % 3 == 0) across = 0;
      cell[static_cast<size_t>(f)] = (down ? std::to_string(down) : "") + "\\" + (across ? std::to_string(across) : "");
    }
    for (int r = 0; r < 4; ++r) {
      for (int c = 0; c < 5; ++c) text += cell[static_cast<size_t>(r * 5 + c)] + " ";
      text += "\n";
    }
    if (auto p = read_as("kakuro", text)) return p;  // a sum out of range for its run: draw again
  }
}

}  // namespace

// The public puzzles (the small ones by the native search too, a stride of the others; all
// with GRIDSAT_ALL_DATA=1): unique, the published answer, the checker's approval.
TEST(Kakuro, PublicPuzzlesHaveThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  const auto all = published("kakuro");
  int solved = 0, small = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    const bool tiny = all[i].cells <= 100;
    if (!all_data() && !tiny && i % 8 != 1) continue;
    auto p = read_as("kakuro", all[i].url);
    ASSERT_TRUE(p) << all[i].url;
    EXPECT_EQ(p->line(p->givens()), all[i].url);  // the URL writes back
    const Answer a = solve_limited(*p, tiny ? Backend::both : Backend::sat, 2);
    if (all[i].url.rfind(kTwoAnswers, 0) == 0) {
      ASSERT_EQ(a.count, 2) << a.internal_error;
      EXPECT_TRUE(rows_from_zero(a.solutions[0]) == all[i].answer || rows_from_zero(a.solutions[1]) == all[i].answer);
      continue;
    }
    ASSERT_EQ(a.count, 1) << all[i].url << " " << a.internal_error;
    EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
    EXPECT_EQ(rows_from_zero(a.solutions[0]), all[i].answer) << all[i].url;
    ++solved;
    small += tiny;
  }
  EXPECT_GE(solved, 60);
  EXPECT_GE(small, 40);
}

// A sum raised, lowered or removed on small boards: counted exactly (every solution) by sat
// and the native search, against brute force through the independent checker.
TEST(Kakuro, CountsWithASumChangedMatchBruteForce) {
  Tally tally;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    auto base = small_board(seed);
    const auto& k = dynamic_cast<const Kakuro&>(*base);
    for (size_t run = 0; run < k.runs().size(); ++run)
      for (int change : {-1, 1, 0}) {
        const Kakuro::Run& r = k.runs()[run];
        std::vector<int> down = k.down(), across = k.across();
        int& sum = (r.down ? down : across)[static_cast<size_t>(r.block)];
        sum = change ? sum + change : 0;
        const int n = static_cast<int>(r.cells.size());
        if (change && (r.sum == 0 || sum < n * (n + 1) / 2 || sum > n * (19 - n) / 2)) continue;
        const Kakuro v(k.rows(), k.cols(), k.white(), down, across, {}, KakuroForm::text);
        expect_count(v, brute_force(v), tally);
      }
  }
  expect_tally(tally, 60);
}

TEST(Kakuro, BadInputIsNamed) {
  EXPECT_EQ(error_of("https://puzz.link/p?kakuro/2/2/k"), "t:1: puzz.link URL: the cells end after 1 of 4");
  EXPECT_EQ(error_of("https://puzz.link/p?kakuro/2/2/nz"), "t:1: puzz.link URL: unexpected 'z' in the frame's down sums");
  EXPECT_EQ(error_of("https://puzz.link/p?kakuro/2/2/n3"), "t:1: puzz.link URL: the body ends before the frame's down sums");
  EXPECT_EQ(error_of("https://puzz.link/p?kakuro/2/2/n3434"), "parsed");
  EXPECT_EQ(error_of("https://puzz.link/p?kakuro/2/2/n34345"), "t:1: puzz.link URL: '5' after the frame's sums");
  EXPECT_EQ(error_of("https://puzz.link/p?kakuro/2/2/n1434"),
            "t:1: the down sum 1 in the block at row 1 column 2 of the framed board is impossible for 2 distinct "
            "digits (3..17)");
  EXPECT_EQ(error_of("https://puzz.link/p?kakuro/2/2/p"), "t:1: puzz.link URL: the cells run past their 4");
  EXPECT_EQ(error_of("https://puzz.link/p?kakuro/2/2/n34!4"), "t:1: puzz.link URL: unexpected '!' in the frame's across sums");
  EXPECT_EQ(error_of("https://puzz.link/p?kakuro/3"), "t:1: puzz.link URL: expected kakuro/COLS/ROWS/DATA");
  EXPECT_EQ(error_of("kakuro\n\\ 3\\ \\\n\\3 . . .\n"), "t:3: row 2 has 4 cells, row 1 has 3");
  EXPECT_EQ(error_of("kakuro\n\\ 4\\ \\\n\\3 . y\n"),
            "t:3: row 2 column 3: 'y' is no cell ('.' white, 1-9 a digit, DOWN\\ACROSS a block, '#' a block)");
  EXPECT_EQ(error_of("kakuro\n\\ 46\\ \\\n\\3 . .\n"), "t:2: row 1 column 2: '46\\' holds a sum outside 1..45");
  EXPECT_EQ(error_of("kakuro\n. \\ \\\n\\3 . .\n"),
            "t:2: row 1 column 1 is white: the frame (the first row and column) holds blocks only");
  EXPECT_EQ(error_of("kakuro\n\\ 4\\\n\\12 .\n"),
            "t:2: the across sum 12 in the block at row 2 column 1 of the framed board is impossible for 1 distinct "
            "digits (1..9)");
  EXPECT_EQ(error_of("kakuro\n\\ \\ \\4\n\\3 . .\n"),
            "t:2: the across sum 4 in the block at row 1 column 3 of the framed board has no white cells after it");
  EXPECT_EQ(error_of("kakuro\n"), "t:1: a kakuro header with no rows after it");
  std::string long_row = "kakuro\n\\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\\n\\ . . . . . . . . . .\n";
  EXPECT_EQ(error_of(long_row), "t:2: the across run r1c1..r1c10 has 10 cells: more than 9 cannot hold distinct digits");
  // --type auto knows URLs and the header; a bad puzzle costs only itself.
  EXPECT_TRUE(looks_like_kakuro("https://puzz.link/p?kakuro/2/2/n3434\n"));
  EXPECT_TRUE(looks_like_kakuro("kakuro\n"));
  EXPECT_FALSE(looks_like_kakuro("7x7:b11p2Bb0b01pBBb\n"));
  auto r = cli("count --format json", "https://puzz.link/p?kakuro/2/2/k\nhttps://puzz.link/p?kakuro/2/2/n3434\n");
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: puzz.link URL: the cells end after 1 of 4"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;  // 2 1 / 1 3
}

// The typed rows: print_grid's output (the digits in the white cells) reads back as the same
// puzzle, on its lines and on one line with '/'; the URL of a puzzle read from them.
TEST(Kakuro, TypedRowsReadBack) {
  auto p = read_as("kakuro", slurp(source("instances/kakuro/6x6.txt")));
  ASSERT_TRUE(p);
  const Answer a = solve_limited(*p, Backend::both, 2);
  ASSERT_EQ(a.count, 1);
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  auto back = read_as("kakuro", "kakuro\n" + out.str());
  ASSERT_TRUE(back);
  EXPECT_EQ(back->givens(), a.solutions[0]);  // the digits as givens
  auto line = read_as("kakuro", p->line(a.solutions[0]));
  ASSERT_TRUE(line);
  EXPECT_EQ(line->givens(), a.solutions[0]);
  auto url = parse_one(kakuro_url(*p));  // --type auto
  ASSERT_TRUE(url);
  EXPECT_EQ(url->family(), "kakuro");
  EXPECT_EQ(url->line(url->givens()), kakuro_url(*p));
  EXPECT_EQ(solve_limited(*url, Backend::sat, 2).solutions, a.solutions);
  EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
  Grid wrong = a.solutions[0];
  std::swap(wrong.cells[2], wrong.cells[3]);  // r1c3 and r1c4: a down sum breaks
  EXPECT_NE(p->check(wrong), std::nullopt);
}

// generate: unique puzzles, sums from a random filling of a random board; grade names a level.
TEST(Kakuro, GeneratedPuzzlesAreUniqueAndGraded) {
  expect_generated_unique_and_graded("--type kakuro --size 6 --seed 3");
}

// explain on small public puzzles: sound steps reaching the solution, named from the catalogue.
TEST(Kakuro, ExplainReachesTheSolution) {
  NEED_SHARED("instances/genres");
  EXPECT_GE(expect_published_explained("kakuro", 30, 3), 1);
  auto p = read_as("kakuro", slurp(source("instances/kakuro/6x6.txt")));
  ASSERT_TRUE(p);
  const Answer a = solve_limited(*p, Backend::sat, 1);
  deduce::Deducer d(*p, {});
  std::set<std::string> rules;
  const deduce::Path path = d.run([&](const deduce::Step& st, const deduce::Position&) {
    for (const deduce::Fact& fact : st.decided)
      EXPECT_EQ(a.solutions[0].cells[static_cast<size_t>(fact.cell)] == fact.value, fact.holds) << st.text;
    rules.insert(st.rule);
    return true;
  });
  EXPECT_EQ(path.end, deduce::End::solved);
  EXPECT_TRUE(rules.count("run_combinations"));
}

// The picture (Kakuro::figure): each sum drawn in its block, the down sum below the block's
// diagonal and the across sum above it, one diagonal per block with a sum, the frame's blocks in
// the margins; the digits in the white cells. The blocks are read here from the typed rows.
TEST(Kakuro, PictureDrawsSumsInTheirBlocksAndTheDigits) {
  const std::string text = slurp(source("instances/kakuro/6x6.txt"));
  const auto [p, solution] = read_solved("kakuro", text);
  ASSERT_TRUE(p && !solution.cells.empty());
  // (column, row, sum, below the diagonal) per sum, rows and columns of the board (the frame -1).
  std::set<std::tuple<int, int, std::string, bool>> want, got;
  int blocks = 0, whites = 0, row = -1;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#' || line == "kakuro") continue;
    std::istringstream toks(line);
    int col = -1;
    for (std::string t; toks >> t; ++col) {
      const size_t slash = t.find('\\');
      if (slash == std::string::npos) {
        ++whites;
        continue;
      }
      const std::string down = t.substr(0, slash), across = t.substr(slash + 1);
      if (!down.empty()) want.insert({col, row, down, true});
      if (!across.empty()) want.insert({col, row, across, false});
      blocks += !down.empty() || !across.empty();
    }
    ++row;
  }
  const Figure f = p->figure(solution);
  int digits = 0;
  for (const auto& t : f.texts) {
    const auto [c, r] = text_cell(t);
    if (t.ink == Ink::clue) {
      got.insert({c, r, t.text, t.y - r > t.x - c});
      continue;
    }
    ASSERT_TRUE(r >= 0 && c >= 0 && r < p->rows() && c < p->cols()) << t.text;
    EXPECT_EQ(t.text, std::to_string(solution.at(r, c) - 1));
    ++digits;
  }
  EXPECT_EQ(got, want);
  EXPECT_EQ(digits, whites);
  int diagonals = 0;
  for (const auto& s : f.segments) diagonals += s.line == Line::rule && s.x1 - s.x0 == 1 && s.y1 - s.y0 == 1;
  EXPECT_EQ(diagonals, blocks);
  const auto svg = cli("solve --format svg", text);
  EXPECT_EQ(svg.exit, 0);
  EXPECT_NE(svg.out.find("class=\"rule\""), std::string::npos);
}

}  // namespace test_kakuro
