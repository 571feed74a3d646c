// Input reliability, as a user meets it: a bad line costs one puzzle (not its neighbours),
// byte-order marks and trailing comments, small squares, input symbols kept in the output,
// readable error messages, duplicate givens named as input errors, clause estimates that
// do not overflow, and Frenicle's published standard form.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "helpers.hpp"

namespace test_reliability_input {

using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see
using json = nlohmann::json;

namespace {

const std::string kEscargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
const std::string kEscargotSolution =
    "162857493534129678789643521475312986913586742628794135356478219241935867897261354";
// Three valid puzzles (q3.txt of the report) and their solutions.
const std::vector<std::string> kThree = {
    "5..6......2.....4...1.2.3..9..8.......7.4.1.......9..6..4.7.2...3.....1......5..8",
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    "004300209005009001070060043006002087190007400050083000600000105003508690042910300"};

std::string three_text() { return kThree[0] + "\n" + kThree[1] + "\n" + kThree[2] + "\n"; }

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

}  // namespace

// 1. A bad first line is one error record; the puzzles after it in its block are answered.
TEST(ReliabilityInput, BadFirstLineKeepsTheRestOfItsBlock) {
  auto solutions = split(cli("solve --format line -", three_text()).out);
  ASSERT_EQ(solutions.size(), 3u);
  for (std::string first : {kThree[0].substr(0, 80), std::string("1234"), std::string("garbage")}) {
    auto r = cli("solve --format line -", first + "\n" + three_text());
    EXPECT_EQ(r.exit, 2) << first;
    EXPECT_EQ(split(r.out), (std::vector<std::string>{"error", solutions[0], solutions[1], solutions[2]})) << first;
    EXPECT_TRUE(contains(r.err, "<stdin>:1: ")) << r.err;
    EXPECT_EQ(split(r.err).size(), 1u) << r.err;
  }
  // A bad line in the middle is as before: one error, the others answered.
  auto mid = cli("solve --format line -", kThree[0] + "\ngarbage\n" + kThree[1] + "\n");
  EXPECT_EQ(split(mid.out), (std::vector<std::string>{solutions[0], "error", solutions[1]}));
  EXPECT_TRUE(contains(mid.err, "<stdin>:2: ")) << mid.err;
  // A grid whose first row is short is still read as a grid (errors, not 3x3 puzzles).
  std::string grid;
  for (int r = 0; r < 9; ++r) grid += kEscargot.substr(r * 9, 9) + "\n";
  auto bad_grid = cli("solve --format line -", grid.substr(1));
  EXPECT_EQ(bad_grid.exit, 2);
  for (const auto& l : split(bad_grid.out)) EXPECT_EQ(l, "error") << bad_grid.out;
}

// 2. A UTF-8 byte-order mark at the start of a file or of standard input is skipped, for
// every family (detection included).
TEST(ReliabilityInput, ByteOrderMarkIsSkipped) {
  const std::string bom = "\xEF\xBB\xBF";
  auto solutions = cli("solve --format line -", three_text()).out;
  auto r = cli("solve --format line -", bom + three_text());
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(r.out, solutions);
  const std::string file = std::string(::testing::TempDir()) + "gridsat_bom.txt";
  { std::ofstream(file, std::ios::binary) << bom << three_text(); }
  auto f = cli("solve --format line " + file);
  EXPECT_EQ(f.exit, 0) << f.err;
  EXPECT_EQ(f.out, solutions);
  std::remove(file.c_str());
  // The other families, detected by --type auto: Latin (.pls header), Futoshiki (an aligned
  // grid), magic ("magic N"), pieces.
  for (std::string text : {"order 3\n0 -1 -1\n-1 -1 -1\n-1 -1 -1\n", "1 < .   .\n\n.   .   .\n        v\n.   .   .\n",
                           "magic 3\n", "pieces 4\n????\n????\n????\n????\n", "2x2:p\n"}) {
    auto plain = cli("solve --format line -", text);
    auto marked = cli("solve --format line -", bom + text);
    EXPECT_EQ(plain.exit, 0) << text << plain.err;
    EXPECT_EQ(marked.exit, 0) << text << marked.err;
    EXPECT_EQ(marked.out, plain.out) << text;
  }
}

// 5. The estimates saturate instead of overflowing: large magic squares (the order
// encoding's estimate passed INT64_MAX from order ~490) are refused by the estimate at
// once, for every sum encoding, instead of wrapping to a small number and building GBs.
TEST(ReliabilityInput, HugeMagicSquaresAreRefusedByTheEstimate) {
  for (int n : {500, 700, 800, 900, 1000})
    for (std::string sum : {"order", "digits", "binary"}) {
      // The time limit only keeps a regression from building for minutes.
      auto r = cli("solve --backend sat --time-limit 5 --type magic --sum " + sum + " --size " + std::to_string(n));
      EXPECT_EQ(r.exit, 2) << n << " " << sum;
      EXPECT_TRUE(contains(r.err, "would need about ")) << n << " " << sum << ": " << r.err;
      EXPECT_FALSE(contains(r.err, "about -")) << r.err;
    }
  // Below the wrap the numbers are as before.
  auto small = cli("solve --backend sat --type magic --size 400");
  EXPECT_TRUE(contains(small.err, "would need about 2,459,648,281,855,040,000 clauses")) << small.err;
  // A puzzle with an estimate under a large limit still gets one (no saturation there).
  auto r = cli("encode --type magic --size 3 -o /dev/null");
  EXPECT_EQ(r.exit, 0) << r.err;
}

namespace {
// Runs the built gridsat on `file` with `args` under a virtual-memory limit (KB): what a
// regression that builds gigabytes fails on, instead of a timing assertion.
// Runs gridsat under `ulimit -v kilobytes` (0: no limit).
Run cli_limited(const std::string& args, const std::string& file, long kilobytes) {
  const std::string base = std::string(::testing::TempDir()) + "gridsat_limited_" + std::to_string(getpid());
  const std::string limit = kilobytes > 0 ? "ulimit -v " + std::to_string(kilobytes) + "; " : "";
  const std::string cmd =
      limit + std::string(GRIDSAT_BINARY) + " " + args + " " + file + " > " + base + ".out 2> " + base + ".err";
  const int status = std::system(("sh -c '" + cmd + "'").c_str());
  Run r;
  r.exit = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(base + ".out");
  r.err = slurp(base + ".err");
  std::remove((base + ".out").c_str());
  std::remove((base + ".err").c_str());
  return r;
}

std::string temp_with(const std::string& name, const std::string& text) {
  const std::string path = std::string(::testing::TempDir()) + "gridsat_" + std::to_string(getpid()) + "_" + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}
}  // namespace

// 6. A huge empty Sudoku line is refused from its size: the estimate builds no layout (the
// groups and their intersections took 32 s and 630 MB for 2500x2500, 45 s and 1.5 GB for
// 4000x4000). With givens the layout is built by the encoder, which now polls the time limit.
TEST(ReliabilityInput, HugeEmptyGridIsRefusedFromItsSize) {
#if defined(GRIDSAT_ASAN)
  // ASan reserves terabytes of shadow address space, which a `ulimit -v` forbids: the memory
  // bound is checked by the Release build only.
  constexpr long kMemoryKb = 0;
#else
  constexpr long kMemoryKb = 300000;
#endif
  const std::string file = temp_with("huge.txt", std::string(2500 * 2500, '.') + "\n");
  // solve: by construction. Pairwise named for its size; by default (--amo auto) the plan it
  // chose, far smaller, is refused as well, from the size alone.
  auto r = cli_limited("count --limit 0 --backend sat --amo pairwise --time-limit 5", file, kMemoryKb);
  EXPECT_EQ(r.exit, 2) << r.err;
  EXPECT_TRUE(contains(r.err, ":1: the encoding would need about 78,093,775,000,000 clauses (limit 50,000,000"))
      << r.err;
  auto planned = cli_limited("count --limit 0 --backend sat --time-limit 5", file, kMemoryKb);
  EXPECT_EQ(planned.exit, 2) << planned.err;
  // The product encoding's 2500-literal groups (4 * 2500^2 of them): 5000 clauses to a 50 x 50
  // grid, each 50 the same way (100 to an 8 x 7 grid: 100 + 22 + 20), and one at-least-one.
  EXPECT_TRUE(contains(planned.err, ":1: the encoding would need about 132,125,000,000 clauses (limit 50,000,000"))
      << planned.err;
  std::remove(file.c_str());
  // 800x800 with one given: no estimate (singles may decide everything), so the encoder
  // builds the layout; it stops at the time limit instead of going on to its N^3 candidates.
  // (A count over 2: solve, and count to 2, answer so sparse a grid by construction.)
  const std::string given = temp_with("given.txt", "1" + std::string(800 * 800 - 1, '.') + "\n");
  auto g = cli_limited("count --limit 3 --time-limit 0.01", given, kMemoryKb);
  EXPECT_EQ(g.exit, 3) << g.err;
  EXPECT_TRUE(contains(g.out, "unknown: 0 or more solutions (stopped by the time limit)")) << g.out;
  auto s = cli_limited("solve --format json --time-limit 5", given, kMemoryKb);
  EXPECT_EQ(s.exit, 0) << s.err;
  EXPECT_TRUE(contains(s.out, "\"construction\":true")) << s.out.substr(0, 200);
  std::remove(given.c_str());
}

// 8. Small squares: the empty 1x1..3x3 Latin squares, a 3x3 Latin square on one line, and a
// clear word for a 3x3 "Sudoku" (it has no box shape but 1x3).
TEST(ReliabilityInput, SmallSquares) {
  for (int n = 1; n <= 3; ++n) {
    auto r = cli("solve --type latin --format line --size " + std::to_string(n));
    EXPECT_EQ(r.exit, 0) << n << ": " << r.err;
    EXPECT_EQ(r.out.size(), static_cast<size_t>(n * n + 1)) << r.out;
    auto p = parse_one(r.out, [] {
      gridsat::ReadOptions o;
      o.type = "latin";
      return o;
    }());
    ASSERT_TRUE(p) << r.out;
    EXPECT_EQ(p->check(p->givens()), std::nullopt) << r.out;  // the answer is a full Latin square
  }
  auto one_line = cli("solve --type latin --format line -", "1........\n");
  EXPECT_EQ(one_line.exit, 0) << one_line.err;
  EXPECT_EQ(one_line.out.substr(0, 1), "1");
  EXPECT_EQ(one_line.out.size(), 10u) << one_line.out;
  auto grid = cli("solve --type latin -", "1........\n");
  EXPECT_EQ(grid.out.size(), 18u) << grid.out;  // three rows "a b c"
  EXPECT_EQ(grid.out.substr(0, 2), "1 ") << grid.out;
  auto sudoku = cli("solve --type sudoku --size 3");
  EXPECT_EQ(sudoku.exit, 2);
  EXPECT_TRUE(contains(sudoku.err, "<sudoku 3>:1: a 3x3 grid has no box shape other than 1x3")) << sudoku.err;
  EXPECT_TRUE(contains(sudoku.err, "--type latin")) << sudoku.err;
  EXPECT_FALSE(contains(sudoku.err, "rows of 9 values")) << sudoku.err;
}

// 12. A .pls square (symbols 0..N-1, -1 blank) is answered in its own symbols in every
// output form: grid, line and JSON (grid and the counted second solution).
TEST(ReliabilityInput, PlsAnswersKeepTheInputSymbols) {
  const std::string pls = "order 3\n0 -1 -1\n-1 2 -1\n-1 -1 -1\n";
  auto grid = cli("solve -", pls);
  EXPECT_EQ(grid.exit, 0) << grid.err;
  EXPECT_EQ(grid.out, "0 1 2\n1 2 0\n2 0 1\n");
  auto line = cli("solve --format line -", pls);
  EXPECT_EQ(line.out, "0 1 2 1 2 0 2 0 1\n");
  auto j = json::parse(cli("solve --format json -", pls).out);
  EXPECT_EQ(j["grid"], json::parse("[[0,1,2],[1,2,0],[2,0,1]]"));
  // Two solutions: both in 0-based symbols.
  auto c = json::parse(cli("count --format json -", "order 3\n0 -1 -1\n-1 -1 -1\n-1 -1 -1\n").out);
  ASSERT_EQ(c["count"], 2);
  for (const char* key : {"grid", "second"}) {
    std::vector<int> seen;
    for (const auto& row : c[key])
      for (const auto& v : row) seen.push_back(v.get<int>());
    EXPECT_EQ(*std::min_element(seen.begin(), seen.end()), 0) << key;
    EXPECT_EQ(*std::max_element(seen.begin(), seen.end()), 2) << key;
  }
  // The other forms keep 1-based values.
  auto ints = cli("solve --type latin -", "1 0 0\n0 3 0\n0 0 0\n");
  EXPECT_EQ(ints.out, "1 2 3\n2 3 1\n3 1 2\n");
}

// 13. Error messages show no raw control bytes and name characters outside ASCII as U+00E9
// (the code point in hexadecimal, four digits at least).
TEST(ReliabilityInput, MessagesEscapeWhatIsNotPrintable) {
  struct Case {
    std::string args, input, expect;
  };
  for (const Case& c :
       std::vector<Case>{{"--type futoshiki", "1 < \x1b[2\n", "column 5: unexpected '\\x1b' in a row of cells"},
                         {"--type futoshiki", "1 < \xC3\xA9\n", "column 5: unexpected 'U+00E9' in a row of cells"},
                         {"--type futoshiki", "1 . .\n\xE2\x82\xAC\n", "column 1: unexpected 'U+20AC' in a sign line"},
                         {"", "\x1b[31m\n", "column 1: unexpected character '\\x1b'"},
                         {"--type latin", "\xC3\xA9........\n", "column 1: unexpected character 'U+00E9'"},
                         {"", "3x3:\xC3\xA9\n", "unexpected character 'U+00E9' in the description"},
                         {"--type pieces", "pieces 4\n?\xF0\x9F\x98\x80??\n", "unexpected character 'U+1F600'"},
                         {"", "order 3\n\x1b -1 -1\n", "'\\x1b' is not a .pls symbol"},
                         {"--type magic", "magic 2\n\x07 1\n2 3\n", "'\\x07' is not a value"},
                         {"", "\xC3\n", "'\\xc3'"}}) {  // a stray byte of no character
    auto r = cli("solve " + c.args + " -", c.input);
    EXPECT_EQ(r.exit, 2) << c.input;
    EXPECT_TRUE(contains(r.err, c.expect)) << c.input << " -> " << r.err;
    for (char ch : r.err) EXPECT_TRUE(ch == '\n' || static_cast<unsigned char>(ch) >= 0x20) << r.err;
  }
}

// 14b. "PUZZLE  # comment": a comment after a blank ends the line, in the line forms of
// every family.
TEST(ReliabilityInput, TrailingCommentsAfterAPuzzle) {
  auto r = cli("solve --format line -", kEscargot + "  # Escargot\n" + kEscargot + "\t# again\n");
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(r.out, kEscargotSolution + "\n" + kEscargotSolution + "\n");
  for (auto [args, text] : std::vector<std::pair<std::string, std::string>>{
           {"", "2x2:p # the empty 4x4\n"},
           {"--type latin", "1........ # a 3x3 square\n"},
           {"", "order 3 # pls\n0 -1 -1 # row 1\n-1 -1 -1\n-1 -1 -1\n"},
           {"--type magic", "0 0 0 0 5 0 0 0 0   # centre 5\n"},
           {"--type magic", "magic 3 # Lo Shu\n"},
           {"--type futoshiki", "4:0,0,0R,0,0,0,0,0,0,0,0,0,0,0,0,0, # unequal\n"},
           {"--type pieces", "pieces 4 # header\n"}}) {
    std::string bare;  // each line without its comment
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) bare += l.substr(0, l.find(" #")) + "\n";
    auto plain = cli("solve --format line " + args + " -", bare);
    EXPECT_EQ(plain.exit, 0) << bare << plain.err;
    auto commented = cli("solve --format line " + args + " -", text);
    EXPECT_EQ(commented.exit, 0) << text << commented.err;
    EXPECT_EQ(commented.out, plain.out) << text;
  }
}

// 15. Frenicle's standard form as published: a11 the smallest corner and a12 < a21, so
// order 3 gives 2 7 6 / 9 5 1 / 4 3 8 (the transposed square is refused); 1 and 880 forms.
TEST(ReliabilityInput, FrenicleFormAsPublished) {
  for (std::string backend : {"sat", "native"}) {
    auto r = cli("solve --type magic --size 3 --symmetry frenicle --format line --backend " + backend);
    EXPECT_EQ(r.exit, 0) << r.err;
    EXPECT_EQ(r.out, "2 7 6 9 5 1 4 3 8\n") << backend;
  }
  EXPECT_EQ(cli("count --type magic --size 3 --symmetry frenicle --limit 0 --format line").out.substr(0, 8),
            "unique 1");
  auto four = cli("count --type magic --size 4 --symmetry frenicle --limit 0 --format line");
  EXPECT_EQ(four.out.substr(0, 12), "multiple 880") << four.out;
  // The checker: the published square passes, its transpose (gridsat's old form) does not.
  auto published = parse_one("magic 3\n2 7 6\n9 5 1\n4 3 8\n", [] {
    gridsat::ReadOptions o;
    o.symmetry = gridsat::Symmetry::frenicle;
    return o;
  }());
  ASSERT_TRUE(published);
  gridsat::Grid g(3, 3);
  g.cells = {2, 7, 6, 9, 5, 1, 4, 3, 8};
  EXPECT_EQ(published->check(g), std::nullopt);
  g.cells = {2, 9, 4, 7, 5, 3, 6, 1, 8};
  EXPECT_TRUE(published->check(g).has_value());
}

// 14a. A given repeated in a row, a column or a box is an input error that names the value,
// the house and both cells, in every form of Sudoku, Latin squares and Futoshiki (the
// symbols as the user wrote them); the other puzzles of the batch are still answered.
TEST(ReliabilityInput, RepeatedGivensNameBothCellsAndTheHouse) {
  const std::string dots72(72, '.');
  struct Case {
    std::string options, text, message;
  };
  const std::vector<Case> cases{
      {"", "1.......1" + dots72, "the given 1 appears twice in row 1 (r1c1 and r1c9)"},
      {"", "1.........1" + std::string(70, '.'), "the given 1 appears twice in box 1 (r1c1 and r2c2)"},
      {"", "2:1a1m", "the given 1 appears twice in row 1 (r1c1 and r1c3)"},  // solo game ID
      {"--box 2x3", "1.....\n..1...\n......\n......\n......\n......", "in box 1 (r1c1 and r2c3)"},
      {"--box 3x2", "......\n......\n......\n....1.\n......\n.....1", "in box 6 (r4c5 and r6c6)"},
      {"--type latin", "1 0 0\n0 0 0\n1 0 0", "the given 1 appears twice in column 1 (r1c1 and r3c1)"},
      {"", "order 3\n0 -1 0\n-1 -1 -1\n-1 -1 -1", "the given 0 appears twice in row 1 (r1c1 and r1c3)"},
      {"--type futoshiki", "3:1,1,0,0,0,0,0,0,0,", "the given 1 appears twice in row 1 (r1c1 and r1c2)"},
      {"--type futoshiki", "1   0   1\n\n0   0   0\n\n0   0   0", "the given 1 appears twice in row 1 (r1c1 and r1c3)"},
      {"--type futoshiki", "3\n-1 -1 -1\n2 -1 -1\n2 -1 -1\n0", "the given 2 appears twice in column 1 (r2c1 and r3c1)"},
  };
  for (const auto& c : cases) {
    auto r = cli("solve " + c.options + " -", c.text + "\n");
    EXPECT_EQ(r.exit, 2) << c.text << "\n" << r.out;
    EXPECT_TRUE(contains(r.err, "<stdin>:1: ")) << r.err;
    EXPECT_TRUE(contains(r.err, c.message)) << c.text << "\n" << r.err;
  }
  // Between two good puzzles: one error line, both neighbours solved.
  auto batch = cli("solve --format line -", kThree[0] + "\n1.......1" + dots72 + "\n" + kThree[1] + "\n");
  EXPECT_EQ(batch.exit, 2);
  EXPECT_EQ(split(batch.out).size(), 3u) << batch.out;
  EXPECT_TRUE(contains(batch.err, "<stdin>:2: the given 1 appears twice in row 1")) << batch.err;
}

// 10: a number out of range, in an option or in the input, is a usage or input error (exit 2)
// that names the option or the line, never an "internal error" (exit 4, a wrong answer to
// scripts). CaDiCaL's own ranges count too: Solver::set would clamp seed=-1 to 0 silently.
TEST(ReliabilityInput, NumbersOutOfRangeAreUsageErrors) {
  const std::string sudoku = kEscargot + "\n";
  for (std::string value : {"seed=2147483648", "seed=-1", "seed=99999999999999999999999", "chrono=7", "reduceint=0"}) {
    const std::string name = value.substr(0, value.find('='));
    for (std::string cmd : {"solve", "count", "encode --uniqueness", "explain --then sat", "grade"}) {
      SCOPED_TRACE(cmd + " --cadical " + value);
      auto r = cli(cmd + " --cadical " + value + " -", sudoku);
      EXPECT_EQ(r.exit, 2) << r.out << r.err;
      EXPECT_NE(r.err.find("--cadical " + name + "="), std::string::npos) << r.err;
      EXPECT_NE(r.err.find("out of range"), std::string::npos) << r.err;
      EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
    }
  }
  // In range, CaDiCaL takes it.
  EXPECT_EQ(cli("solve --cadical seed=2000000000 -", sudoku).exit, 0);
  // The program options: boost's conversions name the option.
  const std::vector<std::pair<std::string, std::string>> options{
      {"count --limit 99999999999999999999 -", "--limit"},
      {"solve --threads 99999999999 -", "--threads"},
      {"solve --max-clauses 99999999999999999999 -", "--max-clauses"},
      {"solve --type sudoku --size 99999999999", "--size"},
      {"solve --time-limit 1e99999 -", "--time-limit"},
      {"generate --type sudoku --count 99999999999999999999", "--count"},
      {"generate --type sudoku --seed 99999999999999999999", "--seed"},
      {"generate --type sudoku --seed -1", "--seed"},
      {"generate --type latin --size 9 --holes 99999999999", "--holes"},
      {"sheet --per-page 99999999999 -o x.pdf -", "--per-page"},
  };
  for (const auto& [args, option] : options) {
    SCOPED_TRACE(args);
    auto r = cli(args, sudoku);
    EXPECT_EQ(r.exit, 2) << r.out << r.err;
    EXPECT_NE(r.err.find(option), std::string::npos) << r.err;
  }
  // Input: a value too large for any integer type is an input error naming its line.
  const std::vector<std::pair<std::string, std::string>> inputs{
      {"--type sudoku", "99999999999999999999" +
                            [] {
                              std::string zeros;
                              for (int i = 0; i < 80; ++i) zeros += " 0";
                              return zeros;
                            }() +
                            "\n"},
      {"--type latin", "order 2\n0 99999999999999999999\n1 0\n"},
      {"--type magic", "magic 3\n99999999999999999999 0 0\n0 0 0\n0 0 0\n"},
      {"--type futoshiki", "99999999999999999999:0,0,0,0\n"},
      {"--type pieces", "pieces 99999999999999999999\n"},
  };
  for (const auto& [type, text] : inputs) {
    SCOPED_TRACE(type);
    auto r = cli("solve " + type + " -", text);
    EXPECT_EQ(r.exit, 2) << r.out << r.err;
    EXPECT_NE(r.err.find("<stdin>:"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
  }
}

}  // namespace test_reliability_input
