// No-three-in-line ("pieces") against published facts: OEIS A000755 (2n points, no three
// in line, n = 2..8: 1, 2, 11, 32, 50, 132, 380) and OEIS A001499 (two 1s in every row and
// column, the rows-only family: 1, 6, 90, 2040, 67950); elsewhere the SAT and the native
// backend must agree, and every solution passes the independent checker.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include "check/pieces.hpp"
#include "deduce/deduce.hpp"
#include "dimacs/dimacs.hpp"
#include "helpers.hpp"
#include "puzzles/pieces/pieces.hpp"
#include "solve/solve.hpp"

namespace test_pieces {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::unique_ptr<Puzzle> board(int n, const std::string& lines = "all", const std::string& symmetry = "none") {
  ReadOptions o;
  o.type = "pieces";
  kLinesOption.set(o.choices, *parse_name<LineFamily>(kLineFamilyNames, lines));
  o.symmetry = *parse_name<Symmetry>(kSymmetryNames, symmetry);
  o.size = n;
  return std::move(blank_puzzle(o).puzzle);
}

Answer count_all(const Puzzle& p, Backend b, CardEncoding card = CardEncoding::sequential) {
  SolveOptions o;
  o.limit = 0;
  kCardOption.set(o.encode.choices, card);
  return solve(p, b, o);
}

Grid parse_grid(const std::vector<std::string>& rows) {
  Grid g(static_cast<int>(rows.size()), static_cast<int>(rows.size()));
  for (size_t r = 0; r < rows.size(); ++r)
    for (size_t c = 0; c < rows.size(); ++c) g.at(static_cast<int>(r), static_cast<int>(c)) = rows[r][c] == 'X';
  return g;
}

}  // namespace

TEST(Pieces, CountsMatchOeisA000755) {
  const int64_t expected[] = {0, 0, 1, 2, 11, 32, 50, 132, 380};
  for (int n = 2; n <= 8; ++n) {
    auto p = board(n);
    ASSERT_TRUE(p);
    for (Backend b : {Backend::sat, Backend::native, Backend::both}) {
      Answer a = count_all(*p, b);
      EXPECT_EQ(a.count, expected[n]) << "n=" << n << " " << to_string(b);
      EXPECT_TRUE(a.complete);
      EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
    }
  }
}

TEST(Pieces, EveryCardinalityEncodingCountsTheSame) {
  const int64_t expected[] = {0, 0, 1, 2, 11, 32, 50, 132, 380};
  for (CardEncoding card : all_card())
    for (int n = 2; n <= 7; ++n)
      EXPECT_EQ(count_all(*board(n), Backend::sat, card).count, expected[n]) << to_string(card) << " n=" << n;
}

// Rows and columns only: 0/1 matrices with two 1s in every row and column (OEIS A001499).
TEST(Pieces, RowsOnlyCountsMatchOeisA001499AndTheNativeSolver) {
  const int64_t expected[] = {0, 0, 1, 6, 90, 2040, 67950};
  for (int n = 2; n <= 5; ++n) {
    Answer a = count_all(*board(n, "rows"), Backend::both);
    EXPECT_EQ(a.count, expected[n]) << n;
    EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
  }
  EXPECT_EQ(count_all(*board(6, "rows"), Backend::native).count, expected[6]);
}

TEST(Pieces, DiagonalCountsAgreeBetweenBackends) {
  int64_t last = 0;
  for (int n = 2; n <= 6; ++n) {
    Answer sat = count_all(*board(n, "diagonals"), Backend::sat);
    Answer native = count_all(*board(n, "diagonals"), Backend::native);
    EXPECT_EQ(sat.count, native.count) << n;
    EXPECT_TRUE(sat.complete && native.complete);
    // Between the two other families: more lines, fewer boards.
    EXPECT_LE(sat.count, count_all(*board(n, "rows"), Backend::native).count);
    EXPECT_GE(sat.count, count_all(*board(n), Backend::native).count);
    last = sat.count;
  }
  EXPECT_GT(last, 50);  // n = 6: the diagonals alone leave more boards than the 50 of all slopes
}

TEST(Pieces, SymmetricCountsAgreeBetweenBackends) {
  for (const char* sym : {"180", "90"})
    for (int n = 2; n <= 10; ++n) {
      if (std::string(sym) == "90" && n % 2) continue;
      if (std::string(sym) == "180" && n > 9) continue;  // 67 boards of side 10: 2 s more
      Answer a = count_all(*board(n, "all", sym), Backend::both);
      EXPECT_TRUE(a.internal_error.empty()) << sym << " n=" << n << ": " << a.internal_error;
      EXPECT_TRUE(a.complete);
      // Symmetric boards are boards: never more than A000755 (n <= 8).
      const int64_t all[] = {0, 0, 1, 2, 11, 32, 50, 132, 380};
      if (n <= 8) {
        EXPECT_LE(a.count, all[n]);
      }
      for (const Grid& g : a.solutions) EXPECT_FALSE(check::pieces(Grid(n, n), "all", std::stoi(sym), g)) << sym;
    }
  // A 180-degree board of side 4 and the only 90-degree one.
  EXPECT_EQ(count_all(*board(4, "all", "90"), Backend::sat).count, 1);
}

// n = 10..20 solved by the SAT backend and verified. Without symmetry up to 12 (13 takes
// about 9 s, 14 about 12 s, 16 more than a minute: BENCHMARKS.md); every n up to 20 with a
// symmetry: 180 degrees for the odd sides, 90 degrees for the even ones (the 180-degree
// boards of 19 and 20 take 5 and 9 s, the 90-degree board of 20 under half a second).
TEST(Pieces, TenToTwentySolvedAndVerified) {
  SolveOptions one;
  auto solved = [&](int n, int sym) {
    auto p = board(n, "all", sym ? std::to_string(sym) : "none");
    Answer a = solve(*p, Backend::sat, one);
    ASSERT_EQ(a.status, Status::solved) << sym << " n=" << n;
    ASSERT_EQ(a.solutions.size(), 1u);
    EXPECT_FALSE(check::pieces(Grid(n, n), "all", sym, a.solutions[0]));
    int pieces = 0;
    for (int v : a.solutions[0].cells) pieces += v;
    EXPECT_EQ(pieces, 2 * n);
  };
  for (int n = 10; n <= 12; ++n) solved(n, 0);
  for (int n = 10; n <= 12; ++n) solved(n, 180);
  for (int n = 13; n <= 19; n += 2) solved(n, 180);
  for (int n = 10; n <= 20; n += 2) solved(n, 90);
  // The native search finds the 90-degree boards quickly too.
  for (int n = 10; n <= 14; n += 2) {
    Answer a = solve(*board(n, "all", "90"), Backend::native, one);
    EXPECT_EQ(a.status, Status::solved) << n;
  }
}

TEST(Pieces, Givens) {
  // X forces a piece, . forbids one, ? is free: with a piece in the corner of the 6x6
  // board, both backends find the same boards, and each has the corner.
  auto p = parse_one("X?????\n??????\n??????\n??????\n??????\n??????\n");
  ASSERT_TRUE(p);
  EXPECT_EQ(p->family(), "pieces");
  Answer a = count_all(*p, Backend::both);
  EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
  EXPECT_GT(a.count, 0);
  EXPECT_LT(a.count, 50);
  for (const Grid& g : a.solutions) EXPECT_EQ(g.at(0, 0), 1);
  // Forbidding the corner instead: the two counts add up to the 50 boards.
  auto q = parse_one(".?????\n??????\n??????\n??????\n??????\n??????\n");
  Answer b = count_all(*q, Backend::both);
  EXPECT_EQ(a.count + b.count, 50);
  // Three given pieces in a row: no solution, from both.
  auto r = parse_one("pieces 5\nXXX??\n?????\n?????\n?????\n?????\n");
  ASSERT_TRUE(r);
  EXPECT_EQ(count_all(*r, Backend::both).status, Status::unsat);
  // A solved board read back: exactly itself.
  auto s = parse_one(".XX.\nX..X\nX..X\n.XX.\n");
  ASSERT_TRUE(s);
  Answer c = count_all(*s, Backend::both);
  EXPECT_EQ(c.count, 1);
  // The one-line form.
  auto t = parse_one("????????????????????????????????????\n");
  ASSERT_TRUE(t);
  EXPECT_EQ(t->givens().rows, 6);
}

TEST(Pieces, CheckerRejectsBrokenBoards) {
  const Grid free(4, 4);
  EXPECT_FALSE(check::pieces(free, "all", 0, parse_grid({".XX.", "X..X", "X..X", ".XX."})));
  EXPECT_FALSE(check::pieces(free, "all", 90, parse_grid({".XX.", "X..X", "X..X", ".XX."})));
  // Three on the main diagonal (rows and columns are fine).
  const Grid diag = parse_grid({"X..X", ".XX.", ".XX.", "X..X"});
  EXPECT_FALSE(check::pieces(free, "rows", 0, diag));
  EXPECT_TRUE(check::pieces(free, "diagonals", 0, diag));
  EXPECT_TRUE(check::pieces(free, "all", 0, diag));
  // Three on a line of slope 2 in a 5x5: (0,0), (2,1), (4,2).
  const Grid slope2 = parse_grid({"X...X", "..XX.", ".X..X", "X..X.", ".XX.."});
  EXPECT_FALSE(check::pieces(Grid(5, 5), "rows", 0, slope2));
  auto why = check::pieces(Grid(5, 5), "all", 0, slope2);
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("three pieces in line"), std::string::npos) << *why;
  // Counts per row and column, values, givens, symmetry.
  EXPECT_TRUE(check::pieces(free, "rows", 0, parse_grid({"XXX.", "X..X", "...X", ".XX."})));
  EXPECT_TRUE(check::pieces(free, "rows", 0, parse_grid({"XX..", "XX..", "..XX", "..XX"})) == std::nullopt);
  Grid two = parse_grid({".XX.", "X..X", "X..X", ".XX."});
  two.cells[0] = 2;
  EXPECT_TRUE(check::pieces(free, "rows", 0, two));
  Grid given = free;
  given.cells[0] = 1;
  EXPECT_TRUE(check::pieces(given, "all", 0, parse_grid({".XX.", "X..X", "X..X", ".XX."})));
  given.cells[0] = -1;
  EXPECT_FALSE(check::pieces(given, "all", 0, parse_grid({".XX.", "X..X", "X..X", ".XX."})));
  given.cells[1] = -1;
  EXPECT_TRUE(check::pieces(given, "all", 0, parse_grid({".XX.", "X..X", "X..X", ".XX."})));
  // Invariant under the half turn but not the quarter turn.
  const Grid half = parse_grid({"XX....", "..X..X", "...XX.", ".XX...", "X..X..", "....XX"});
  EXPECT_FALSE(check::pieces(Grid(6, 6), "rows", 180, half));
  EXPECT_TRUE(check::pieces(Grid(6, 6), "rows", 90, half));
  EXPECT_TRUE(check::pieces(Grid(5, 5), "all", 0, half));  // wrong size
}

TEST(Pieces, EncodingSharesVariablesUnderSymmetry) {
  auto p = board(8, "all", "90");
  Encoding enc = p->encode({});
  EXPECT_FALSE(enc.one_hot);
  EXPECT_EQ(enc.primary.size(), 64u);
  std::set<int> vars;
  for (const Primary& v : enc.primary) vars.insert(v.var);
  EXPECT_EQ(vars.size(), 16u);  // 64 cells in orbits of 4
  Answer a = solve(*p, Backend::sat, {});
  ASSERT_EQ(a.status, Status::solved);
  std::vector<int> block = blocking_clause(enc, a.solutions[0]);
  EXPECT_EQ(block.size(), 16u);  // one literal per variable, no duplicates
  std::set<int> lits(block.begin(), block.end());
  EXPECT_EQ(lits.size(), block.size());
}

TEST(Pieces, DimacsRoundTrip) {
  auto p = parse_one(
      "pieces 10\nX?????????\n??????????\n??????????\n??????????\n??????????\n"
      "??????????\n??????????\n??????????\n??????????\n??????????\n",
      [] {
        ReadOptions o;
        o.symmetry = Symmetry::half_turn;
        return o;
      }());
  ASSERT_TRUE(p);
  EncodeOptions eo;
  kCardOption.set(eo.choices, CardEncoding::totalizer);
  Encoding enc = p->encode(eo);
  std::ostringstream out;
  write_dimacs(out, *p, enc, {"test"}, {});
  CnfFile f = read_gridsat_cnf(out.str(), "test.cnf");
  EXPECT_FALSE(f.map.one_hot);
  EXPECT_EQ(f.map.primary.size(), enc.primary.size());
  EXPECT_EQ(f.map.cnf.num_clauses(), enc.cnf.num_clauses());
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  for (int lit : f.map.cnf.flat()) solver.add(lit);
  ASSERT_EQ(solver.solve(), 10);
  Decoded d = decode(f.map, [&](int v) { return solver.val(v) > 0; });
  ASSERT_TRUE(d.grid) << d.error;
  EXPECT_FALSE(p->check(*d.grid)) << *p->check(*d.grid);
  EXPECT_EQ(d.grid->at(0, 0), 1);
  EXPECT_EQ(d.grid->at(9, 9), 1);  // the half-turn image of the given
}

TEST(PiecesCli, SizeAndFormats) {
  auto r = cli("solve --type pieces --size 6");
  EXPECT_EQ(r.exit, 0) << r.err;
  std::istringstream rows(r.out);
  std::vector<std::string> lines;
  for (std::string l; std::getline(rows, l);) lines.push_back(l);
  ASSERT_EQ(lines.size(), 6u) << r.out;
  Grid g(6, 6);
  for (int i = 0; i < 6; ++i) {
    ASSERT_EQ(lines[i].size(), 6u);
    for (int c = 0; c < 6; ++c) {
      ASSERT_TRUE(lines[i][c] == 'X' || lines[i][c] == '.') << lines[i];
      g.at(i, c) = lines[i][c] == 'X';
    }
  }
  EXPECT_FALSE(check::pieces(Grid(6, 6), "all", 0, g));

  auto line = cli("solve --type pieces --size 8 --symmetry 90 --format line");
  EXPECT_EQ(line.exit, 0) << line.err;
  EXPECT_EQ(line.out.size(), 65u);
  auto json = cli("solve --format json --card totalizer -", "pieces 6\n");
  EXPECT_EQ(json.exit, 0) << json.err;
  auto o = nlohmann::json::parse(json.out);
  EXPECT_EQ(o["type"], "pieces");
  ASSERT_EQ(o["grid"].size(), 6u);
  int total = 0;
  for (const auto& row : o["grid"])
    for (const auto& v : row) {
      EXPECT_TRUE(v == 0 || v == 1);
      total += v.get<int>();
    }
  EXPECT_EQ(total, 12);
  auto count = cli("count --limit 0 --format line --backend both -", "pieces 7\n");
  EXPECT_EQ(count.exit, 0) << count.err;
  EXPECT_EQ(count.out.substr(0, 13), "multiple 132 ");
  auto unsat = cli("solve --type pieces --size 5 --symmetry 180");
  EXPECT_EQ(unsat.exit, 1) << unsat.out << unsat.err;
  auto drop = cli("solve --type pieces --size 6 --test-drop-groups");
  EXPECT_EQ(drop.exit, 4) << drop.out << drop.err;
}

TEST(PiecesCli, BadInputIsExit2WithAPlace) {
  for (const char* args : {"--size 0", "--size 1", "--size 101", "--size -3"}) {
    auto r = cli(std::string("solve --type pieces ") + args);
    EXPECT_EQ(r.exit, 2) << args << r.err;
    EXPECT_NE(r.err.find("2..100"), std::string::npos) << args << r.err;
  }
  auto odd = cli("solve --type pieces --size 7 --symmetry 90");
  EXPECT_EQ(odd.exit, 2);
  EXPECT_NE(odd.err.find("even"), std::string::npos) << odd.err;
  auto lines = cli("solve --type pieces --size 6 --lines slopes");
  EXPECT_EQ(lines.exit, 2);
  EXPECT_NE(lines.err.find("--lines must be rows, diagonals or all"), std::string::npos) << lines.err;
  auto sym = cli("solve --type pieces --size 6 --symmetry frenicle");
  EXPECT_EQ(sym.exit, 2);
  EXPECT_NE(sym.err.find("--symmetry frenicle: pieces take none, 180, 90 or near90"), std::string::npos) << sym.err;
  auto near_even = cli("solve --type pieces --size 8 --symmetry near90");
  EXPECT_EQ(near_even.exit, 2);
  EXPECT_NE(near_even.err.find("odd side"), std::string::npos) << near_even.err;
  struct Bad {
    std::string text, where, what;
  };
  for (const Bad& b : std::vector<Bad>{{"# c\nX??\n?Z?\n???\n", "<stdin>:3:", "unexpected character 'Z'"},
                                       {"XX??\n????\n???\n????\n", "<stdin>:3:", "3 cells, expected 4"},
                                       {"pieces 0\n", "<stdin>:1:", "2..100"},
                                       {"pieces 200\n", "<stdin>:1:", "2..100"},
                                       {"pieces six\n", "<stdin>:1:", "expected 'pieces N'"},
                                       {"\n\npieces 4\nX???\n????\n", "<stdin>:3:", "has only 2 of its 4 rows"},
                                       {"?????\n", "<stdin>:1:", "has only 1 of its 5 rows"},
                                       {"X\n", "<stdin>:1:", "1 cells on a line"}}) {
    auto r = cli("solve --type pieces -", b.text);
    EXPECT_EQ(r.exit, 2) << b.text << r.out;
    EXPECT_NE(r.err.find(b.where), std::string::npos) << b.text << "|" << r.err;
    EXPECT_NE(r.err.find(b.what), std::string::npos) << b.text << r.err;
  }
  // Detected without --type.
  auto r = cli("solve -", "X??\n?Z?\n???\n");
  EXPECT_EQ(r.exit, 2);
  auto ok = cli("solve -", "??????\n??????\n??????\n??????\n??????\n??????\n");
  EXPECT_EQ(ok.exit, 0) << ok.err;
}

// Counts per symmetry class against Flammenkamp's table of the solutions on small grids
// (wwwhomes.uni-bielefeld.de/achim/no3in/table.html): per n the classes of boards under the
// 8 symmetries of the square, by their symmetry group: "." none, "/" one diagonal
// reflection, "-" one mid-line reflection, ":" the half turn, "x" both diagonals, "o" the
// quarter turn, "+" both mid-lines, "*" all eight; and, for odd n, "c": the near-rot4 class
// (a tally beside the others). A board invariant under the quarter turn lies in a class "o"
// (2 boards: it and its mirror image) or "*" (1 board); under the half turn also ":" (4),
// "x" (2) or "+" (2). The boards and their classes are counted here by plain code (the 8
// images of each board, the smallest as its name), not by the encoder.
namespace {

struct TableRow {
  int n, none, dia1, ort1, rot2, dia2, near, rot4, ort2, full;
};
// The table's rows n = 3..20 (a class impossible for the parity of n is 0 here, blank there).
constexpr TableRow kFlammenkamp[] = {
    {3, 0, 0, 0, 0, 1, 1, 0, 0, 0},         {4, 0, 0, 1, 1, 1, 0, 0, 0, 1},
    {5, 3, 2, 0, 0, 0, 0, 0, 0, 0},         {6, 4, 0, 0, 2, 2, 0, 3, 0, 0},
    {7, 11, 1, 0, 10, 0, 0, 0, 0, 0},       {8, 40, 5, 1, 7, 0, 0, 4, 0, 0},
    {9, 41, 3, 0, 7, 0, 1, 0, 0, 0},        {10, 132, 3, 0, 13, 1, 0, 6, 0, 1},
    {11, 122, 6, 0, 30, 0, 0, 0, 0, 0},     {12, 524, 3, 0, 33, 2, 0, 4, 0, 0},
    {13, 407, 9, 0, 82, 1, 0, 0, 0, 0},     {14, 1284, 5, 0, 61, 3, 0, 13, 0, 0},
    {15, 3681, 13, 0, 283, 1, 0, 0, 0, 0},  {16, 5683, 14, 0, 189, 1, 0, 13, 0, 0},
    {17, 6800, 12, 0, 282, 0, 1, 0, 0, 0},  {18, 18853, 14, 0, 328, 2, 0, 7, 0, 0},
    {19, 31967, 16, 0, 594, 0, 2, 0, 0, 0}, {20, 117347, 17, 0, 675, 2, 0, 16, 0, 0},
};

const TableRow& table_row(int n) {
  for (const TableRow& r : kFlammenkamp)
    if (r.n == n) return r;
  throw std::logic_error("no table row");
}

// The name of a board's class: the smallest of its 8 images (row-major cells).
std::vector<int> class_name(const Grid& g) {
  const int n = g.rows;
  std::vector<int> best;
  for (int t = 0; t < 8; ++t) {
    std::vector<int> img(static_cast<size_t>(n) * n);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        int rr = r, cc = c;
        for (int k = 0; k < t % 4; ++k) std::tie(rr, cc) = std::pair(cc, n - 1 - rr);
        if (t >= 4) std::swap(rr, cc);
        img[static_cast<size_t>(rr) * n + cc] = g.at(r, c);
      }
    if (best.empty() || img < best) best = img;
  }
  return best;
}

// Counts every board of the class with the sat backend (and the native one agrees when b is
// not sat); each must pass the plain checker (no symmetry asked) and the class's own check.
// Returns {boards, classes}.
std::pair<int64_t, size_t> boards_and_classes(int n, const std::string& sym, int check_sym, Backend b = Backend::sat) {
  auto p = board(n, "all", sym);
  SolveOptions o;
  o.limit = 0;
  std::vector<Grid> boards;  // every board, straight from CaDiCaL (solve() keeps only 2)
  Answer a = solve_with_cadical(*p, o, [&](const Grid& g) {
    boards.push_back(g);
    return true;
  });
  EXPECT_TRUE(a.complete) << sym << " n=" << n;
  EXPECT_EQ(boards.size(), static_cast<size_t>(a.count));
  if (b != Backend::sat) {
    EXPECT_EQ(count_all(*p, Backend::native).count, a.count) << sym << " n=" << n;
  }
  std::set<std::vector<int>> classes;
  for (const Grid& g : boards) {
    EXPECT_FALSE(check::pieces(Grid(n, n), "all", 0, g)) << sym << " n=" << n;
    EXPECT_FALSE(check::pieces(Grid(n, n), "all", check_sym, g)) << sym << " n=" << n;
    classes.insert(class_name(g));
  }
  return {a.count, classes.size()};
}

}  // namespace

TEST(PiecesSymmetry, QuarterTurnCountsMatchFlammenkampsTable) {
  for (int n = 4; n <= 20; n += 2) {
    const TableRow& t = table_row(n);
    auto [boards, classes] = boards_and_classes(n, "90", 90);
    EXPECT_EQ(boards, 2 * t.rot4 + t.full) << "n=" << n;
    EXPECT_EQ(classes, static_cast<size_t>(t.rot4 + t.full)) << "n=" << n;
  }
}

TEST(PiecesSymmetry, HalfTurnCountsMatchFlammenkampsTable) {
  for (int n = 3; n <= 12; ++n) {
    const TableRow& t = table_row(n);
    auto [boards, classes] = boards_and_classes(n, "180", 180);
    EXPECT_EQ(boards, 4 * t.rot2 + 2 * (t.dia2 + t.rot4 + t.ort2) + t.full) << "n=" << n;
    EXPECT_EQ(classes, static_cast<size_t>(t.rot2 + t.dia2 + t.rot4 + t.ort2 + t.full)) << "n=" << n;
  }
}

// The near-rot4 class (odd n): its classes are the table's "c" column. Both backends.
TEST(PiecesSymmetry, NearQuarterTurnClassesMatchFlammenkampsTable) {
  for (int n = 3; n <= 19; n += 2) {
    auto [boards, classes] = boards_and_classes(n, "near90", check::kNear90, n <= 9 ? Backend::both : Backend::sat);
    EXPECT_EQ(classes, static_cast<size_t>(table_row(n).near)) << "n=" << n;
    EXPECT_GE(boards, static_cast<int64_t>(classes));
  }
  // n = 3: the one class, XX. / X.X / .XX, is itself the only board with an empty anti-diagonal.
  Answer a = count_all(*board(3, "all", "near90"), Backend::sat);
  ASSERT_EQ(a.count, 1);
  EXPECT_EQ(a.solutions[0].cells, (std::vector<int>{1, 1, 0, 1, 0, 1, 0, 1, 1}));
}

TEST(PiecesSymmetry, CheckerKnowsTheNearQuarterTurnClass) {
  const Grid three = parse_grid({"XX.", "X.X", ".XX"});
  EXPECT_FALSE(check::pieces(Grid(3, 3), "all", check::kNear90, three));
  // Its mirror image has the pieces on the anti-diagonal.
  auto why = check::pieces(Grid(3, 3), "all", check::kNear90, parse_grid({".XX", "X.X", "XX."}));
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("anti-diagonal"), std::string::npos) << *why;
  // Off the diagonals it must be quarter-turn invariant: a valid 5x5 board with an empty
  // anti-diagonal that is not.
  const Grid five = parse_grid({"X.X..", "..X.X", "XX...", "...XX", ".X.X."});
  EXPECT_FALSE(check::pieces(Grid(5, 5), "all", 0, five));
  auto broken = check::pieces(Grid(5, 5), "all", check::kNear90, five);
  ASSERT_TRUE(broken);
  EXPECT_NE(broken->find("90-degree rotation"), std::string::npos) << *broken;
}

// Odd sides up to 21 in the near-90 class and even sides up to 24 with the quarter turn,
// solved and verified (the table's "c" column has boards at n = 17, 19 and 21).
TEST(PiecesSymmetry, LargerBoardsSolvedAndVerified) {
  SolveOptions one;
  for (int n : {17, 19, 21}) {
    Answer a = solve(*board(n, "all", "near90"), Backend::sat, one);
    ASSERT_EQ(a.status, Status::solved) << n;
    EXPECT_FALSE(check::pieces(Grid(n, n), "all", 0, a.solutions[0]));
    EXPECT_FALSE(check::pieces(Grid(n, n), "all", check::kNear90, a.solutions[0]));
  }
  for (int n = 22; n <= 24; n += 2) {
    Answer a = solve(*board(n, "all", "90"), Backend::sat, one);
    ASSERT_EQ(a.status, Status::solved) << n;
    EXPECT_FALSE(check::pieces(Grid(n, n), "all", 0, a.solutions[0]));
  }
}

// The clause budget's estimate stays an upper bound of the orbit model (and close to it).
TEST(PiecesSymmetry, EstimateBoundsTheOrbitModel) {
  for (const char* sym : {"none", "180", "90", "near90"})
    for (int n : {20, 21, 32, 33}) {
      if ((std::string(sym) == "90" && n % 2) || (std::string(sym) == "near90" && n % 2 == 0)) continue;
      for (CardEncoding card : all_card()) {
        if (card == CardEncoding::naive && std::string(sym) == "none" && n > 21) continue;  // millions of triples
        auto p = board(n, "all", sym);
        EncodeOptions opt;
        kCardOption.set(opt.choices, card);
        const auto est = p->estimate(opt);
        ASSERT_TRUE(est);
        const int64_t built = p->encode(opt).cnf.num_clauses();
        EXPECT_GE(est->clauses, built) << sym << " n=" << n << " " << to_string(card);
        EXPECT_LE(est->clauses, built * 2) << sym << " n=" << n << " " << to_string(card);
      }
    }
}

// explain over the rows' and columns' counts and the lines' "no three": the 6x6 board with
// pieces in two opposite corners has one completion (SAT), and the steps reach it.
TEST(Pieces, ExplainCompletesACornerBoard) {
  auto p = parse_one("pieces 6\nX?????\n??????\n??????\n??????\n??????\n?????X\n");
  ASSERT_TRUE(p);
  SolveOptions o;
  o.limit = 2;
  Answer a = solve(*p, Backend::sat, o);
  ASSERT_EQ(a.count, 1);
  deduce::Deducer d(*p, {});
  const deduce::Path path = d.run();
  ASSERT_EQ(path.end, deduce::End::solved);
  EXPECT_EQ(path.grid, a.solutions[0]);
  std::set<std::string> rules;
  for (const auto& s : path.steps) {
    rules.insert(s.rule);
    for (const auto& f : s.decided) EXPECT_EQ(a.solutions[0].cells[f.cell] == f.value, f.holds) << s.text;
  }
  for (const char* r : {"given", "two_per_row", "no_three"}) EXPECT_TRUE(rules.count(r)) << r;
}

}  // namespace test_pieces
