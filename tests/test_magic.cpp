// Magic squares against published facts: the counts 8 / 1 (3x3) and 7,040 / 880 (4x4, all
// squares / Frenicle standard forms; OEIS A006052 and ../shared/instances/magic/README.md),
// the 40 Pesant completion instances (all satisfiable, README), and bad input.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "check/magic.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "puzzles/magic/options.hpp"
#include "solve/solve.hpp"

namespace test_magic {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::unique_ptr<Puzzle> empty_magic(int n, bool frenicle = false) {
  ReadOptions o;
  o.type = "magic";
  o.size = n;
  o.symmetry = frenicle ? Symmetry::frenicle : Symmetry::none;
  Record r = blank_puzzle(o);
  EXPECT_TRUE(r.puzzle) << r.error;
  return std::move(r.puzzle);
}

SolveOptions counting(SumEncoding sum) {
  SolveOptions o;
  o.limit = 0;
  kSumOption.set(o.encode.choices, sum);
  return o;
}

const SumEncoding kSums[] = {SumEncoding::order, SumEncoding::digits, SumEncoding::binary};

}  // namespace

TEST(Magic, Order3Counts8And1InFrenicleForm) {
  for (bool frenicle : {false, true}) {
    auto p = empty_magic(3, frenicle);
    for (SumEncoding sum : kSums)
      for (Backend b : {Backend::sat, Backend::native, Backend::both}) {
        Answer a = solve(*p, b, counting(sum));
        EXPECT_EQ(a.count, frenicle ? 1 : 8) << to_string(sum) << " " << to_string(b);
        EXPECT_TRUE(a.complete);
        EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
      }
  }
}

TEST(Magic, Order4Has880FrenicleForms) {
  auto p = empty_magic(4, true);
  Answer a = solve(*p, Backend::both, counting(SumEncoding::order));
  EXPECT_EQ(a.count, 880);
  EXPECT_TRUE(a.complete);
  EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
}

// All 7,040: natively (enumerating them with blocking clauses takes the SAT backend over a
// minute; the 880 above exercise the same clauses).
TEST(Magic, Order4Has7040Squares) {
  auto p = empty_magic(4);
  Answer a = solve(*p, Backend::native, counting(SumEncoding::order));
  EXPECT_EQ(a.count, 7040);
  EXPECT_TRUE(a.complete);
  EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
}

TEST(Magic, Orders1And2) {
  for (SumEncoding sum : kSums) {
    Answer one = solve(*empty_magic(1), Backend::both, counting(sum));
    EXPECT_EQ(one.count, 1);
    Answer two = solve(*empty_magic(2), Backend::both, counting(sum));
    EXPECT_EQ(two.count, 0);
    EXPECT_TRUE(two.complete);
  }
}

// Found by fuzz_read_auto: " 1\n1\n" is the data set's form of the order-1 square holding 1,
// whose line form "1" read back as the header of an empty order-1 square. A lone 1, 0 or .
// is now the one-line form; the header form with its row still reads as before.
TEST(Magic, OrderOneLineFormReadsBack) {
  ReadOptions magic;
  magic.type = "magic";
  for (const char* text : {" 1\n1\n", "1", "magic 1\n1\n"}) {
    auto p = parse_one(text, std::string(text) == "1" ? magic : ReadOptions{});
    ASSERT_TRUE(p) << text;
    EXPECT_EQ(p->givens(), Grid(1, 1, 1)) << text;
    auto back = parse_one(p->line(p->givens()), magic);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->givens(), p->givens());
  }
  for (const char* text : {"0", "."}) {
    auto p = parse_one(text, magic);
    ASSERT_TRUE(p) << text;
    EXPECT_EQ(p->givens(), Grid(1, 1, 0)) << text;
  }
  auto empty = parse_one("magic 3", magic);  // a bare header is still the empty square
  ASSERT_TRUE(empty);
  EXPECT_EQ(empty->givens(), Grid(3, 3, 0));
}

// Free squares, every encoding, each solution verified by the checker inside solve() and
// again here. The orders are those each encoding settles in seconds (tools/bench magic has
// the full ladder).
TEST(Magic, FreeSquaresSolvedAndVerified) {
  const std::pair<SumEncoding, int> ladder[] = {
      {SumEncoding::order, 6}, {SumEncoding::digits, 6}, {SumEncoding::binary, 5}};
  for (auto [sum, top] : ladder)
    for (int n = 3; n <= top; ++n) {
      auto p = empty_magic(n);
      SolveOptions o;
      kSumOption.set(o.encode.choices, sum);
      Answer a = solve(*p, Backend::sat, o);
      ASSERT_EQ(a.status, Status::solved) << to_string(sum) << " n=" << n;
      EXPECT_FALSE(check::magic(p->givens(), false, a.solutions.front())) << to_string(sum) << " n=" << n;
    }
}

// n = 3..12 with the native backend (randomized restarts; the SAT ladder above stops
// earlier, BENCHMARKS.md), verified again here.
TEST(Magic, NativeSolvesOrders3To12) {
  for (int n = 3; n <= 12; ++n) {
    auto p = empty_magic(n);
    Answer a = solve(*p, Backend::native, SolveOptions{});
    ASSERT_EQ(a.status, Status::solved) << "n=" << n;
    EXPECT_FALSE(check::magic(p->givens(), false, a.solutions.front())) << "n=" << n;
  }
}

// ../shared/instances/magic: 40 Pesant 9x9 completions and the PyCSP3 example, all
// satisfiable (README). Read with auto-detection (a line "9", then 9 rows). Solved with the
// native backend: CaDiCaL does not settle most of them within a minute (BENCHMARKS.md).
// Listed when the test binary starts (gtest needs the parameters then): without ../shared it is
// one placeholder whose test skips, naming the missing data (an empty list would fail the run).
std::vector<std::string> completion_files() {
  std::vector<std::string> files;
  const std::string dir = shared_root() + "/instances/magic/pesant-magic9";
  if (!std::filesystem::is_directory(dir)) return {dir};
  for (const auto& e : std::filesystem::directory_iterator(dir)) files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  files.push_back(shared_root() + "/instances/magic/pycsp3-example01.txt");
  return files;
}

class MagicCompletion : public ::testing::TestWithParam<std::string> {};

TEST_P(MagicCompletion, SolvedAndVerified) {
  NEED_SHARED("instances/magic/pesant-magic9", "instances/magic/pycsp3-example01.txt");
  const std::string f = GetParam();
  auto recs = read_puzzles(slurp(f), f, {});
  ASSERT_EQ(recs.size(), 1u) << f;
  ASSERT_TRUE(recs[0].puzzle) << recs[0].error;
  ASSERT_EQ(recs[0].puzzle->family(), "magic") << f;
  Answer a = solve(*recs[0].puzzle, Backend::native, SolveOptions{});
  ASSERT_EQ(a.status, Status::solved) << f;
  EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
  EXPECT_FALSE(check::magic(recs[0].puzzle->givens(), false, a.solutions.front())) << f;
}

TEST(Magic, FortyOneCompletionInstances) {
  NEED_SHARED("instances/magic/pesant-magic9");
  EXPECT_EQ(completion_files().size(), 41u);
}

INSTANTIATE_TEST_SUITE_P(Pesant, MagicCompletion, ::testing::ValuesIn(completion_files()), [](const auto& info) {
  std::string name = std::filesystem::path(info.param).stem().string();
  for (char& ch : name)
    if (!isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return name;
});

TEST(Magic, ContradictoryGivensHaveNoSolution) {
  // Rows of a 3x3 magic square sum to 15: 9 and 8 in one row need -2.
  const std::string text = "magic 3\n9 8 0\n0 0 0\n0 0 0\n";
  auto p = parse_one(text);
  ASSERT_TRUE(p);
  for (SumEncoding sum : kSums)
    for (Backend b : {Backend::sat, Backend::native, Backend::both}) {
      Answer a = solve(*p, b, counting(sum));
      EXPECT_EQ(a.count, 0) << to_string(sum) << " " << to_string(b);
      EXPECT_TRUE(a.complete);
      EXPECT_EQ(a.status, Status::unsat);
    }
  // A 4x4 whose givens each fit but together break the diagonal: 1 + 2 + 3 + 4 = 10 < 34.
  auto q = parse_one("magic 4\n1 0 0 0\n0 2 0 0\n0 0 3 0\n0 0 0 4\n");
  ASSERT_TRUE(q);
  EXPECT_EQ(solve(*q, Backend::both, counting(SumEncoding::order)).status, Status::unsat);
}

TEST(Magic, GivensAreKept) {
  // The Lo Shu square with its centre and two corners given: only one of the 8 squares fits.
  auto p = parse_one("magic 3\n2 0 0\n0 5 0\n0 0 8\n");
  ASSERT_TRUE(p);
  for (SumEncoding sum : kSums) {
    Answer a = solve(*p, Backend::both, counting(sum));
    EXPECT_EQ(a.count, 2) << to_string(sum);  // 2 7 6 / 9 5 1 / 4 3 8 and its transpose
    EXPECT_TRUE(a.complete);
  }
}

TEST(Magic, CliSolvesWithoutAFile) {
  test::Run r = cli("solve --type magic --size 5 --format json");
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_NE(r.out.find("\"type\":\"magic\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"status\":\"solved\""), std::string::npos) << r.out;
  test::Run c = cli("count --type magic --size 3 --symmetry frenicle --limit 0 --backend both --format line");
  EXPECT_EQ(c.exit, 0) << c.err;
  EXPECT_EQ(c.out.substr(0, 8), "unique 1") << c.out;
  test::Run line = cli("solve --type magic --format line", "0 0 0 0 5 0 0 0 0\n");  // one line of n*n values
  EXPECT_EQ(line.exit, 0) << line.err;
  EXPECT_EQ(std::count(line.out.begin(), line.out.end(), ' '), 8) << line.out;
}

TEST(Magic, EncodeDecodeRoundTrip) {
  const std::string dir = ::testing::TempDir();
  const std::string puzzle = dir + "magic_rt.txt", cnf = dir + "magic_rt.cnf", model = dir + "magic_rt.model";
  { std::ofstream(puzzle) << "magic 4\n16 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n"; }
  for (const char* sum : {"order", "digits", "binary"}) {
    test::Run e = cli(std::string("encode --sum ") + sum + " " + puzzle + " -o " + cnf);
    ASSERT_EQ(e.exit, 0) << e.err;
    // Solve the exported CNF in-process-free: with the cadical binary when present.
    if (std::system("command -v cadical > /dev/null 2>&1") != 0) GTEST_SKIP() << "cadical binary not installed";
    std::system(("cadical -q " + cnf + " > " + model).c_str());
    test::Run d = cli(std::string("decode --sum ") + sum + " " + puzzle + " --model " + model + " --format line");
    EXPECT_EQ(d.exit, 0) << sum << ": " << d.err;
    test::Run m = cli("decode " + puzzle + " --model " + model + " --cnf " + cnf + " --format line");
    EXPECT_EQ(m.exit, 0) << sum << ": " << m.err;
    EXPECT_EQ(d.out, m.out);
  }
}

TEST(Magic, BadInputNamesTheLine) {
  struct Case {
    const char* input;
    const char* args;
    const char* message;
  } cases[] = {
      {"magic 3\n1 2 10\n0 0 0\n0 0 0\n", "",
       "<stdin>:2: '10' is not a value of an order-3 magic square (1..9, 0 or . blank)"},
      {"magic 3\n1 2 0\n0 0 0\n0 0 1\n", "", "<stdin>:4: the given 1 appears twice (also on line 2)"},
      {"magic 3\n1 2\n0 0 0\n0 0 0\n", "", "<stdin>:2: 2 values, expected 3 (order 3)"},
      {"magic 0\n", "", "<stdin>:1: 'magic 0': the order must be 1..1000"},
      {"magic 1001\n", "", "<stdin>:1: 'magic 1001': the order must be 1..1000"},
      {"magic 3\n1 x 0\n0 0 0\n0 0 0\n", "", "<stdin>:2: 'x' is not a value"},
      {"", "--type magic --size 0", "--size 0: a magic square's order must be 1..1000"},
      {"", "--type magic --size 3 --symmetry 90", "--symmetry 90: magic squares take none or frenicle"},
      {"", "--type magic --size 3 --sum bogus", "--sum must be order, digits or binary"},
  };
  for (const auto& c : cases) {
    test::Run r = cli(std::string("solve ") + c.args, c.input);
    EXPECT_EQ(r.exit, 2) << c.input << c.args << "\n" << r.out << r.err;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << r.err;
  }
}

// explain over the line sums, the values' "once" and the givens: Lo Shu (2 7 6 / 9 5 1 / 4 3 8)
// from its first row's 2 and 7, and Duerer's Melencolia square from its border, each the
// only completion; every decision agrees with the published square.
TEST(Magic, ExplainCompletesPublishedSquares) {
  const std::pair<const char*, std::vector<int>> cases[] = {
      {"magic 3\n2 7 0\n0 0 0\n0 0 0\n", {2, 7, 6, 9, 5, 1, 4, 3, 8}},
      {"magic 4\n16 3 2 13\n5 0 0 8\n9 0 0 12\n4 0 0 1\n", {16, 3, 2, 13, 5, 10, 11, 8, 9, 6, 7, 12, 4, 15, 14, 1}},
  };
  std::set<std::string> rules;
  for (const auto& [text, square] : cases) {
    auto p = parse_one(text);
    ASSERT_TRUE(p) << text;
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    ASSERT_EQ(path.end, deduce::End::solved) << text;
    EXPECT_EQ(path.grid.cells, square);
    for (const auto& s : path.steps) {
      rules.insert(s.rule);
      for (const auto& f : s.decided) EXPECT_EQ(square[static_cast<size_t>(f.cell)] == f.value, f.holds) << s.text;
    }
  }
  for (const char* r : {"given", "value_once", "line_sum"}) EXPECT_TRUE(rules.count(r)) << r;
}

// A column's sum alone places its last open cell: Duerer's Melencolia square with its first
// row's 16 and 3 open, each column then lacks one value, and every step takes one rule (grade
// easy). Before each group defined its own order literals, the columns' cells were spoken of by
// the rows' clauses only: the step took three rows and the column, and the puzzle graded extreme.
TEST(Magic, AColumnSumAlonePlacesItsLastCell) {
  const std::vector<int> square{16, 3, 2, 13, 5, 10, 11, 8, 9, 6, 7, 12, 4, 15, 14, 1};
  auto p = parse_one("magic 4\n0 0 2 13\n5 10 11 8\n9 6 7 12\n4 15 14 1\n");
  ASSERT_TRUE(p);
  deduce::Deducer d(*p, {});
  const deduce::Path path = d.run();
  ASSERT_EQ(path.end, deduce::End::solved);
  EXPECT_EQ(path.grid.cells, square);
  std::set<std::string> placing;  // the groups of the steps that place r1c1 and r1c2
  for (const auto& s : path.steps) {
    EXPECT_EQ(s.cost, 1) << s.text;
    for (const auto& f : s.decided) {
      EXPECT_EQ(square[static_cast<size_t>(f.cell)] == f.value, f.holds) << s.text;
      if (f.holds && f.cell < 2)
        for (int g : s.groups) placing.insert(d.groups()[static_cast<size_t>(g)].label);
    }
  }
  EXPECT_EQ(placing, (std::set<std::string>{"column 1 = 34", "column 2 = 34"}));
  EXPECT_EQ(cli("grade", "magic 4\n0 0 2 13\n5 10 11 8\n9 6 7 12\n4 15 14 1\n").out.rfind("easy (rank 1", 0), 0u);
}

// A streamliner shares literals between cells (associative) or sums digits: explain refuses it.
TEST(Magic, ExplainRefusesStreamliners) {
  ReadOptions o;
  kStreamlineOption.set(o.choices, Streamline::associative);
  auto p = parse_one("magic 4\n16 3 2 13\n5 0 0 8\n9 0 0 12\n4 0 0 1\n", o);
  ASSERT_TRUE(p);
  EXPECT_THROW(deduce::Deducer(*p, {}), InputError);
}

// The independent checker rejects each way a square can break, naming it: Lo Shu
// (8 1 6 / 3 5 7 / 4 9 2, the one 3x3 magic square up to symmetry) changed one rule at a time.
TEST(Magic, CheckerNamesEachBrokenRule) {
  auto square = [](std::vector<int> cells) {
    Grid g(3, 3);
    g.cells = std::move(cells);
    return g;
  };
  const Grid lo_shu = square({8, 1, 6, 3, 5, 7, 4, 9, 2}), none(3, 3);
  EXPECT_EQ(check::magic(none, false, lo_shu), std::nullopt);
  auto says = [&](const Grid& givens, bool frenicle, const Grid& g, const std::string& what) {
    const auto why = check::magic(givens, frenicle, g);
    ASSERT_TRUE(why.has_value()) << what;
    EXPECT_NE(why->find(what), std::string::npos) << *why;
  };
  says(none, false, Grid(2, 2), "solution is 2x2, expected 3x3");
  says(Grid(3, 2), false, lo_shu, "givens grid has the wrong size");
  says(none, false, square({8, 1, 6, 3, 5, 7, 4, 9, 10}), "holds 10, outside 1..9");
  says(none, false, square({8, 1, 6, 3, 5, 7, 4, 9, 8}), "the value 8 appears twice");
  Grid given(3, 3);
  given.cells[4] = 4;
  says(given, false, lo_shu, "holds 5 but the given is 4");
  says(none, false, square({1, 8, 6, 3, 5, 7, 4, 9, 2}), "column 1 sums to 8, not 15");  // rows still 15
  says(none, false, square({8, 1, 6, 3, 5, 7, 9, 4, 2}), "column 1 sums to 20");
  says(none, false, square({3, 5, 7, 8, 1, 6, 4, 9, 2}), "the main diagonal sums to 6, not 15");
  says(none, false, square({8, 6, 1, 4, 2, 9, 3, 7, 5}), "the anti-diagonal sums to 6, not 15");
  says(none, false, square({9, 1, 6, 3, 5, 7, 4, 8, 2}), "row 1 sums to 16, not 15");
  EXPECT_EQ(check::magic(none, false, square({6, 1, 8, 7, 5, 3, 2, 9, 4})), std::nullopt);  // the mirror image
  // Frenicle's standard form: the smallest corner top left, then a12 < a21.
  says(none, true, lo_shu, "the top-left corner 8 is not the smallest corner");
  says(none, true, square({2, 9, 4, 7, 5, 3, 6, 1, 8}), "a12 = 9 is not less than a21 = 7");
  EXPECT_EQ(check::magic(none, true, square({2, 7, 6, 9, 5, 1, 4, 3, 8})), std::nullopt);
}

}  // namespace test_magic
