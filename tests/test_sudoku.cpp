// Sudoku end to end through the library: formats, encodings, both backends, and the
// facts nobody here computed (288 4x4 grids, published puzzle sets and their solutions).
#include <gtest/gtest.h>

#include "check/sudoku.hpp"
#include "helpers.hpp"
#include "puzzles/common/options.hpp"
#include "puzzles/sudoku/sudoku.hpp"
#include "solve/solve.hpp"

namespace test_sudoku {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions counting(int64_t limit, Simplify s = Simplify::singles, Amo a = Amo::pairwise) {
  SolveOptions o;
  o.limit = limit;
  o.encode.simplify = s;
  o.encode.amo = a;
  return o;
}

const char* kEscargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
const char* kEscargotSolution = "162857493534129678789643521475312986913586742628794135356478219241935867897261354";

std::string line_of(const Puzzle& p, const Grid& g) { return p.line(g); }

}  // namespace

TEST(SudokuBoxes, DefaultShapes) {
  EXPECT_EQ(default_box(4), (std::pair{2, 2}));
  EXPECT_EQ(default_box(6), (std::pair{2, 3}));
  EXPECT_EQ(default_box(9), (std::pair{3, 3}));
  EXPECT_EQ(default_box(12), (std::pair{3, 4}));
  EXPECT_EQ(default_box(400), (std::pair{20, 20}));
  EXPECT_FALSE(default_box(7).has_value());
  EXPECT_FALSE(default_box(2).has_value());
}

TEST(SudokuFormats, AllFormsOfOnePuzzleAgree) {
  auto line = parse_one(kEscargot);
  ASSERT_TRUE(line);
  std::string sdk = "# header\n", ints;
  for (int r = 0; r < 9; ++r) {
    sdk += std::string(kEscargot + 9 * r, 9) + "\n";
    for (int c = 0; c < 9; ++c) {
      char ch = kEscargot[9 * r + c];
      ints += std::string(c ? " " : "") + (ch == '.' ? "0" : std::string(1, ch));
    }
    ints += "\n";
  }
  auto a = parse_one(sdk), b = parse_one(ints);
  ASSERT_TRUE(a);
  ASSERT_TRUE(b);
  EXPECT_EQ(a->givens(), line->givens());
  EXPECT_EQ(b->givens(), line->givens());
}

// The origin reports' Prolog lists: flat or a list of rows, blanks as _, a named variable,
// '.' or 0, spread over lines, ending in '.'; read as the same puzzle, answered in the same
// form, refused with the line and the problem when broken; the stream reader cuts around them.
TEST(SudokuFormats, PrologListsOfTheOriginReports) {
  auto line = parse_one(kEscargot);
  ASSERT_TRUE(line);
  std::string flat = "[", rows = "[", dots = "[";
  for (int k = 0; k < 81; ++k) {
    const char ch = kEscargot[k];
    const std::string v = ch == '.' ? "_" : std::string(1, ch);
    flat += (k ? "," : "") + v;
    if (k % 9 == 0) rows += std::string(k ? "],\n [" : "[");
    else rows += ",";
    rows += ch == '.' ? (k % 2 ? "_G" + std::to_string(k) : "X") : std::string(1, ch);
    dots += (k ? ", " : "") + (ch == '.' ? std::string(k % 2 ? "'.'" : "0") : std::string(1, ch));
  }
  flat += "].";
  rows += "]].";
  dots += "]";
  for (const auto& text : {flat, rows, dots}) {
    auto p = parse_one(text);
    ASSERT_TRUE(p) << text;
    EXPECT_EQ(p->givens(), line->givens()) << text;
  }
  auto p = parse_one(flat);
  Answer a = solve(*p, Backend::sat, SolveOptions{});
  ASSERT_EQ(a.count, 1);
  const std::string answer = p->line(a.solutions[0]);
  EXPECT_EQ(answer.substr(0, 8), "[1,6,2,8");
  EXPECT_EQ(answer.back(), '.');
  EXPECT_EQ(parse_one(answer)->givens(), a.solutions[0]);  // the answer reads back
  // Between one-line puzzles, and broken ones: each costs only itself, with its line.
  // A Prolog list starts a block of lines (the start of the text or after a blank line).
  auto cli_run = cli("solve --format line -", std::string(kEscargot) + "\n\n" + rows + "\n" + "[1,2,3\n" + "\n" +
                                                  "[1,2,x,4].\n\n" + kEscargot + "\n");
  EXPECT_EQ(cli_run.exit, 2);
  EXPECT_NE(cli_run.err.find("<stdin>:12: the Prolog list starting here is not closed"), std::string::npos)
      << cli_run.err;
  EXPECT_NE(cli_run.err.find("<stdin>:14: 'x' is not a value"), std::string::npos) << cli_run.err;
  int answers = 0;
  for (size_t at = cli_run.out.find("162857493"); at != std::string::npos; at = cli_run.out.find("162857493", at + 1))
    ++answers;
  EXPECT_EQ(answers, 2) << cli_run.out;  // the one-line forms; the Prolog one answers in its own form
  EXPECT_NE(cli_run.out.find("[1,6,2,8,5,7"), std::string::npos) << cli_run.out;
}

TEST(SudokuFormats, SoloGameIdFromTheIssue) {
  auto p = parse_one("2x3:a2_4c6f3_6_4d2_5_3f5c3_2a");
  ASSERT_TRUE(p);
  auto* s = dynamic_cast<Sudoku*>(p.get());
  ASSERT_TRUE(s);
  EXPECT_EQ(s->n(), 6);
  Answer a = solve(*p, Backend::both, counting(2));
  EXPECT_EQ(a.count, 1);
  EXPECT_TRUE(a.complete);
  // The line form answers in solo's own notation and reads back to the same grid.
  auto back = parse_one(p->line(a.solutions[0]));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->givens(), a.solutions[0]);
}

TEST(SudokuFormats, GeneratedSoloIdsAreUnique) {
  // Real IDs from Simon Tatham's generator (Debian sgt-puzzles), made while the test runs.
  if (std::system("test -x /usr/games/sgt-solo") != 0) GTEST_SKIP() << "sgt-puzzles is not installed";
  for (std::string shape : {"2x2", "2x3", "3x2", "3x3", "3x4", "4x3", "2x4"}) {
    const std::string file = ::testing::TempDir() + "solo_" + shape + ".txt";
    ASSERT_EQ(std::system(("/usr/games/sgt-solo --generate 4 " + shape + " > " + file).c_str()), 0);
    auto recs = read_puzzles(slurp(file), file, {});
    ASSERT_EQ(recs.size(), 4u) << shape;
    for (auto& rec : recs) {
      ASSERT_TRUE(rec.puzzle) << rec.error;
      Answer a = solve(*rec.puzzle, Backend::both, counting(2));
      EXPECT_EQ(a.count, 1) << shape << " " << line_of(*rec.puzzle, rec.puzzle->givens());
      EXPECT_TRUE(a.complete);
      EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
    }
  }
}

TEST(SudokuFormats, BadInputNamesLineAndProblem) {
  auto err = [](const std::string& text, ReadOptions opt = {}) {
    auto recs = read_puzzles(text, "f.txt", opt);
    EXPECT_EQ(recs.size(), 1u);
    return recs.empty() || recs[0].puzzle ? std::string("parsed") : recs[0].error;
  };
  EXPECT_EQ(err(std::string(kEscargot).substr(0, 80)),
            "f.txt:1: 80 characters on a line, but a one-line puzzle needs N*N (81 for 9x9)");
  EXPECT_EQ(err("\n\n" + std::string(kEscargot).replace(5, 1, "x")), "f.txt:3: column 6: 'x' means 33, above 9");
  EXPECT_EQ(err("\n\n" + std::string(kEscargot).replace(5, 1, "-")),
            "f.txt:3: column 6: unexpected character '-' (blank is . or 0, values 1-9 then A-Z)");
  EXPECT_EQ(err(""), "f.txt:1: no puzzle found (the input is empty)");
  EXPECT_EQ(err("# only a comment\n"), "f.txt:1: no puzzle found (the input is empty)");
  // 7x7: the only box shape is 1x7, a Latin square.
  std::string seven;
  for (int r = 0; r < 7; ++r) seven += "0 0 0 0 0 0 0\n";
  EXPECT_NE(err(seven).find("no box shape other than 1x7"), std::string::npos) << err(seven);
  ReadOptions latin;
  latin.box = std::pair{1, 7};
  EXPECT_EQ(err(seven, latin), "parsed");
  ReadOptions wrong;
  wrong.box = std::pair{2, 4};
  EXPECT_NE(err(std::string(kEscargot), wrong).find("--box 2x4 does not fit a 9x9 grid"), std::string::npos);
  EXPECT_EQ(err("1 2 3 4\n0 0 0 0\n0 0 0\n0 0 0 0\n"), "f.txt:3: 3 values, expected 4 like line 1");
  EXPECT_EQ(err("1 2 3 4\n0 0 0 0\n0 0 5 0\n0 0 0 0\n"), "f.txt:3: value 5 is outside 0..4");
  EXPECT_EQ(err("1........\n.........\n"), "f.txt:1: the grid starting here has 2 rows of 9 values, expected 9 rows");
  // A jigsaw ID is the jigsaw family's (--type auto), and Sudoku's reader names it.
  EXPECT_NE(err("3x3j:abc").find("describes 6 cells"), std::string::npos) << err("3x3j:abc");
  ReadOptions sudoku;
  sudoku.type = "sudoku";
  EXPECT_NE(err("3x3j:abc", sudoku).find("read it with --type jigsaw"), std::string::npos);
  EXPECT_NE(err("3x3:a").find("describes 1 cells"), std::string::npos);
  // Found by fuzz_read_sudoku: block sizes with many digits overflowed int (UB).
  EXPECT_EQ(err("2x5555555555555555555555553:a"),
            "f.txt:1: solo game ID size '2x5555555555555555555555553' is out of range");
  EXPECT_EQ(err("99999999999:a"), "f.txt:1: solo game ID size '99999999999' is out of range");
  EXPECT_EQ(err("65536x65536:a"), "f.txt:1: solo game ID size '65536x65536' is out of range");
}

TEST(SudokuFormats, BatchKeepsGoingAfterABadLine) {
  std::string text = std::string(kEscargot) + "\nnonsense\n" + kEscargot + "\n";
  auto recs = read_puzzles(text, "b.txt", {});
  ASSERT_EQ(recs.size(), 3u);
  EXPECT_TRUE(recs[0].puzzle);
  EXPECT_FALSE(recs[1].puzzle);
  EXPECT_EQ(recs[1].line, 2);
  EXPECT_TRUE(recs[2].puzzle);
}

TEST(SudokuSolve, EscargotEveryEncodingEveryBackend) {
  auto p = parse_one(kEscargot);
  ASSERT_TRUE(p);
  for (Simplify s : {Simplify::none, Simplify::givens, Simplify::singles, Simplify::locked})
    for (Amo amo : all_amo()) {
      Answer a = solve(*p, Backend::sat, counting(2, s, amo));
      ASSERT_EQ(a.count, 1) << to_string(s) << "/" << to_string(amo);
      EXPECT_TRUE(a.complete);
      EXPECT_EQ(p->line(a.solutions[0]), kEscargotSolution);
    }
  Answer n = solve(*p, Backend::native, counting(2));
  EXPECT_EQ(n.count, 1);
  EXPECT_EQ(p->line(n.solutions[0]), kEscargotSolution);
}

TEST(SudokuSolve, SimplificationShrinksTheFormula) {
  auto p = parse_one(kEscargot);
  EncodeOptions o;
  o.simplify = Simplify::none;
  const auto full = p->encode(o);
  o.simplify = Simplify::givens;
  const auto filtered = p->encode(o);
  EXPECT_EQ(full.cnf.num_vars(), 729);
  EXPECT_LT(filtered.cnf.num_vars(), full.cnf.num_vars());
  EXPECT_LT(filtered.cnf.num_clauses(), full.cnf.num_clauses());
}

// OEIS A107739: there are exactly 288 4x4 Sudoku grids.
TEST(SudokuCount, All288FourByFourGrids) {
  auto p = parse_one("................");
  ASSERT_TRUE(p);
  for (Amo amo : all_amo())
    for (Simplify s : {Simplify::none, Simplify::givens}) {
      Answer a = solve(*p, Backend::sat, counting(0, s, amo));
      EXPECT_EQ(a.count, 288) << to_string(amo) << "/" << to_string(s);
      EXPECT_TRUE(a.complete);
    }
  Answer n = solve(*p, Backend::native, counting(0));
  EXPECT_EQ(n.count, 288);
  EXPECT_TRUE(n.complete);
  Answer both = solve(*p, Backend::both, counting(0));
  EXPECT_EQ(both.count, 288);
  EXPECT_TRUE(both.internal_error.empty()) << both.internal_error;
}

// --segments (box-line segment variables, auto from side 16) changes the formula, never
// the answers: the 288 4x4 grids and AI Escargot's one solution with segments on, at every
// simplification level that encodes through the candidates.
TEST(SudokuCount, SegmentsKeepCountsAndSolutions) {
  auto grid4 = parse_one("................");
  auto escargot = parse_one(kEscargot);
  ASSERT_TRUE(grid4 && escargot);
  for (Simplify s : {Simplify::givens, Simplify::singles, Simplify::locked})
    for (Amo amo : {Amo::pairwise, Amo::sequential}) {
      SolveOptions o = counting(0, s, amo);
      kSegmentsOption.set(o.encode.choices, Segments::on);
      Answer a = solve(*grid4, Backend::sat, o);
      EXPECT_EQ(a.count, 288) << to_string(s) << "/" << to_string(amo);
      EXPECT_TRUE(a.complete);
      o.limit = 2;
      Answer e = solve(*escargot, Backend::sat, o);
      ASSERT_EQ(e.count, 1) << to_string(s) << "/" << to_string(amo);
      EXPECT_TRUE(e.complete);
      EXPECT_EQ(escargot->line(e.solutions[0]), kEscargotSolution);
    }
  // Segments add variables only where boxes meet lines in two or more cells.
  EncodeOptions on, off;
  kSegmentsOption.set(on.choices, Segments::on);
  kSegmentsOption.set(off.choices, Segments::off);
  EXPECT_GT(escargot->encode(on).cnf.num_vars(), escargot->encode(off).cnf.num_vars());
}

TEST(SudokuCount, ContradictoryGivensHaveNoSolution) {
  // No given repeats in a house, yet r1c9 can only be 9 and column 9 holds a 9 already.
  auto p = parse_one(
      "12345678."
      "........9" +
      std::string(63, '.'));
  ASSERT_TRUE(p);
  for (Simplify s : {Simplify::none, Simplify::givens, Simplify::singles, Simplify::locked}) {
    Answer a = solve(*p, Backend::both, counting(2, s));
    EXPECT_EQ(a.status, Status::unsat);
    EXPECT_EQ(a.count, 0);
    EXPECT_TRUE(a.complete);
  }
}

TEST(SudokuCheck, CheckerRejectsBrokenGrids) {
  auto p = parse_one(kEscargot);
  Answer a = solve(*p, Backend::sat, counting(1));
  ASSERT_EQ(a.count, 1);
  Grid g = a.solutions[0];
  EXPECT_FALSE(p->check(g).has_value());
  Grid swapped = g;
  std::swap(swapped.at(8, 0), swapped.at(8, 1));  // rows stay permutations, columns break
  EXPECT_TRUE(p->check(swapped).has_value());
  Grid off_given = g;
  std::swap(off_given.at(0, 0), off_given.at(0, 1));  // (1,1) is the given 1
  EXPECT_NE(p->check(off_given).value_or("").find("given"), std::string::npos);
  Grid zero = g;
  zero.at(4, 4) = 0;
  EXPECT_TRUE(p->check(zero).has_value());
}

// The independent checker names a box that repeats a value in a square whose rows and columns
// are right (the cyclic Latin square 1234 / 2341 / 3412 / 4123 is no 2x2 Sudoku), and refuses
// an empty box shape.
TEST(Sudoku, CheckerNamesARepeatedBoxValue) {
  Grid latin(4, 4);
  latin.cells = {1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3};
  const Grid none(4, 4);
  EXPECT_EQ(check::sudoku(none, 2, 2, latin), "box 1 holds 2 twice (again at row 2 column 1)");
  EXPECT_EQ(check::sudoku(none, 0, 2, latin), "box shape 0x2 is empty");
  Grid sudoku(4, 4);
  sudoku.cells = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  EXPECT_EQ(check::sudoku(none, 2, 2, sudoku), std::nullopt);
}

}  // namespace test_sudoku
