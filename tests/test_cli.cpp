// The built binary: exit statuses, output forms and error messages, as a user sees them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "helpers.hpp"

namespace test_cli {

using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see
using json = nlohmann::json;

namespace {
const std::string kEscargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
const std::string kEscargotSolution =
    "162857493534129678789643521475312986913586742628794135356478219241935867897261354";

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}
}  // namespace

TEST(Cli, HelpAndUsageErrors) {
  auto h = cli("solve --help");
  EXPECT_EQ(h.exit, 0);
  EXPECT_NE(h.out.find("--backend"), std::string::npos);
  EXPECT_NE(h.out.find("--time-limit"), std::string::npos);
  EXPECT_NE(cli("count --help").out.find("--limit"), std::string::npos);
  EXPECT_EQ(cli("--help").exit, 0);
  auto bad = cli("solve --frobnicate");
  EXPECT_EQ(bad.exit, 2);
  EXPECT_NE(bad.err.find("frobnicate"), std::string::npos);
  EXPECT_EQ(cli("solve --backend magic -").exit, 2);
  EXPECT_EQ(cli("solve --amo nope -").exit, 2);
  EXPECT_EQ(cli("solve --box 3by3 -").exit, 2);
  EXPECT_EQ(cli("frobnicate").exit, 2);
  auto missing = cli("solve /nonexistent/puzzles.txt");
  EXPECT_EQ(missing.exit, 2);
  EXPECT_NE(missing.err.find("/nonexistent/puzzles.txt"), std::string::npos);
  EXPECT_EQ(cli("solve --type chess -", kEscargot).exit, 2);
}

TEST(Cli, SolvesTheBundledInstance) {
  auto r = cli("solve " + source("instances/sudoku/escargot.sdk"));
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_NE(r.out.find("1 6 2 | 8 5 7 | 4 9 3"), std::string::npos) << r.out;
  auto line = cli("solve --format line -", kEscargot + "\n");
  EXPECT_EQ(line.out, kEscargotSolution + "\n");
}

TEST(Cli, LineAndJsonFormatsForEveryBackend) {
  const std::string two = kEscargot + "\n" + kEscargot + "\n";
  for (std::string b : {"sat", "native", "both"}) {
    auto r = cli("solve --format line --backend " + b, two);
    EXPECT_EQ(r.exit, 0);
    EXPECT_EQ(r.out, kEscargotSolution + "\n" + kEscargotSolution + "\n") << b;
    auto j = cli("count --format json --backend " + b, two);
    EXPECT_EQ(j.exit, 0);
    auto lines = split(j.out);
    ASSERT_EQ(lines.size(), 2u);
    for (const auto& l : lines) {
      json o = json::parse(l);
      EXPECT_EQ(o["status"], "solved");
      EXPECT_EQ(o["verdict"], "unique");
      EXPECT_EQ(o["count"], 1);
      EXPECT_EQ(o["complete"], true);
      EXPECT_EQ(o["grid"][0], json({1, 6, 2, 8, 5, 7, 4, 9, 3}));
      EXPECT_TRUE(o["stats"].contains("variables"));
      EXPECT_TRUE(o["stats"].contains("clauses"));
      EXPECT_TRUE(o["stats"].contains("conflicts"));
      EXPECT_TRUE(o["stats"].contains("decisions"));
      EXPECT_TRUE(o["stats"].contains("seconds"));
    }
  }
}

// OEIS A107739: 288 complete 4x4 grids, with every backend, through the CLI.
TEST(Cli, Counts288FourByFourGrids) {
  for (std::string b : {"sat", "native", "both"}) {
    auto r = cli("count --limit 0 --format json --backend " + b, "................\n");
    EXPECT_EQ(r.exit, 0) << r.err;
    json o = json::parse(r.out);
    EXPECT_EQ(o["count"], 288) << b;
    EXPECT_EQ(o["complete"], true);
    EXPECT_EQ(o["verdict"], "multiple");
  }
}

TEST(Cli, SergPuzzlesAreMultiple) {
  NEED_SHARED("instances/sudoku/puzzles7_serg_benchmark.txt");
  auto lines = lines_of(shared("instances/sudoku/puzzles7_serg_benchmark.txt"));
  std::string input;
  for (const auto& l : sample(lines, 20)) input += l + "\n";
  auto r = cli("count --format line --backend both", input);
  EXPECT_EQ(r.exit, 0) << r.err;
  auto out = split(r.out);
  ASSERT_EQ(out.size(), 20u);
  for (const auto& l : out) EXPECT_EQ(l.substr(0, 11), "multiple 2+") << l;
}

TEST(Cli, NoSolutionExitsOne) {
  // No given repeats in a house, yet r1c9 can only be 9 and column 9 holds a 9 already.
  const std::string bad =
      "12345678."
      "........9" +
      std::string(63, '.');
  auto r = cli("solve --format json", bad + "\n");
  EXPECT_EQ(r.exit, 1);
  EXPECT_EQ(json::parse(r.out)["status"], "unsat");
  auto c = cli("count --format line", bad + "\n");
  EXPECT_EQ(c.exit, 1);
  EXPECT_EQ(c.out, "none 0 -\n");
}

TEST(Cli, BadInputIsExitTwoWithFileAndLine) {
  auto short_line = cli("solve -", kEscargot.substr(0, 80) + "\n");
  EXPECT_EQ(short_line.exit, 2);
  EXPECT_NE(short_line.err.find("<stdin>:1: 80 characters"), std::string::npos) << short_line.err;
  auto empty = cli("solve -", "");
  EXPECT_EQ(empty.exit, 2);
  EXPECT_NE(empty.err.find("no puzzle found"), std::string::npos);
  std::string seven;
  for (int r = 0; r < 7; ++r) seven += "0 0 0 0 0 0 0\n";
  auto prime = cli("solve -", seven);
  EXPECT_EQ(prime.exit, 2);
  EXPECT_NE(prime.err.find("Latin square"), std::string::npos);
  EXPECT_EQ(cli("solve --box 1x7 -", seven).exit, 0);
}

TEST(Cli, BatchReportsErrorsAndSolvesTheRest) {
  auto r = cli("solve --format json -", kEscargot + "\nbanana\n" + kEscargot + "\n");
  EXPECT_EQ(r.exit, 2);
  auto lines = split(r.out);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(json::parse(lines[0])["status"], "solved");
  json err = json::parse(lines[1]);
  EXPECT_EQ(err["status"], "error");
  EXPECT_EQ(err["line"], 2);
  EXPECT_NE(err["message"].get<std::string>().find("<stdin>:2:"), std::string::npos);
  EXPECT_EQ(json::parse(lines[2])["status"], "solved");
}

TEST(Cli, TimeLimitGivesUnknownAndExitThree) {
  NEED_SHARED("instances/sudoku-large/gecode/gecode_25x25_26.txt");
  // The hardest of Gecode's 25x25 puzzles takes CaDiCaL many seconds.
  const std::string f = shared("instances/sudoku-large/gecode/gecode_25x25_26.txt");
  for (std::string b : {"sat", "native"}) {
    auto r = cli("solve --time-limit 0.3 --format json --backend " + b + " " + f);
    EXPECT_EQ(r.exit, 3) << b << r.err;
    EXPECT_EQ(json::parse(r.out)["status"], "unknown");
  }
}

TEST(Cli, ReadsSeveralFilesAndSdk) {
  auto r = cli("solve --format line " + source("instances/sudoku/escargot.sdk") + " -", kEscargot + "\n");
  EXPECT_EQ(r.exit, 0);
  EXPECT_EQ(r.out, kEscargotSolution + "\n" + kEscargotSolution + "\n");
}

// The checker is not decorative: a deliberately broken encoding (no row, column or box
// constraints) makes CaDiCaL return grids that break the rules; gridsat must refuse to
// print them and exit 4.
TEST(Cli, BrokenEncodingIsCaughtByTheChecker) {
  auto r = cli("solve --backend sat --simplify none --test-drop-groups --format json -", kEscargot + "\n");
  EXPECT_EQ(r.exit, 4) << r.out << r.err;
  EXPECT_NE(r.err.find("the checker rejected a solution from the sat backend"), std::string::npos) << r.err;
  json o = json::parse(r.out);
  EXPECT_EQ(o["status"], "error");
  EXPECT_FALSE(o.contains("grid"));
  auto grid = cli("solve --backend sat --simplify none --test-drop-groups -", kEscargot + "\n");
  EXPECT_EQ(grid.exit, 4);
  EXPECT_EQ(grid.out, "error\n");
  // The option is not part of the user-facing help.
  EXPECT_EQ(cli("solve --help").out.find("test-drop-groups"), std::string::npos);
}

// Family options (the option table's, and --box) given for a family that does not take
// them: every puzzle of that family is an input error naming the option and the family;
// the other puzzles of the batch are still answered; defaults never count as given.
TEST(Cli, OptionOfAnotherFamilyIsAnErrorNamingBoth) {
  auto sum = cli("solve --sum digits --format line -", kEscargot + "\n");
  EXPECT_EQ(sum.exit, 2);
  EXPECT_EQ(sum.out, "error\n");
  EXPECT_NE(sum.err.find("<stdin>:1: --sum does not apply to sudoku puzzles (sudoku takes --box, --amo, --simplify, "
                         "--segments, --inference, --order, --x, --windoku)"),
            std::string::npos)
      << sum.err;
  auto card = cli("solve --type magic --size 3 --card totalizer");
  EXPECT_EQ(card.exit, 2);
  EXPECT_NE(card.err.find("--card does not apply to magic puzzles"), std::string::npos) << card.err;
  auto box = cli("count --box 3x3 --format line --type latin -", "latin 3\n1 0 0\n0 0 0\n0 0 0\n");
  EXPECT_EQ(box.exit, 2);
  EXPECT_NE(box.err.find("--box does not apply to latin puzzles"), std::string::npos) << box.err;
  // Applicable options, and defaults of inapplicable ones, are fine.
  auto ok = cli("solve --amo sequential --simplify none --inference mac --format line -", kEscargot + "\n");
  EXPECT_EQ(ok.exit, 0) << ok.err;
  EXPECT_EQ(ok.out, kEscargotSolution + "\n");
  auto pieces = cli("count --type pieces --size 4 --card totalizer --lines all --symmetry 180 --limit 0 --format line");
  EXPECT_EQ(pieces.exit, 0) << pieces.err;
}

// The command line and the library share one rule for the numeric limits (validate_limits):
// each refusal names its option, as the library's names its argument (test_api.cpp).
// generate reads its options with the other commands' machinery: one --box reader, one
// symmetry vocabulary (rotations by angle, rot180 and rot90 accepted by every command), one
// error report.
TEST(Cli, GenerateSharesTheOptionRules) {
  // The same bad --box: the same message, after "gridsat COMMAND: ", and the same hint.
  for (const std::string bad : {"3y3", "0x3", "12345x1", "x2"}) {
    SCOPED_TRACE(bad);
    const auto s = cli("solve --type sudoku --box " + bad + " -", "");
    const auto g = cli("generate --type sudoku --box " + bad);
    EXPECT_EQ(s.exit, 2);
    EXPECT_EQ(g.exit, 2);
    const std::string s_head = "gridsat solve: ", g_head = "gridsat generate: ";
    ASSERT_EQ(s.err.rfind(s_head + "--box ", 0), 0u) << s.err;
    ASSERT_EQ(g.err.rfind(g_head + "--box ", 0), 0u) << g.err;
    EXPECT_EQ(s.err.substr(s_head.size(), s.err.find('\n') - s_head.size()),
              g.err.substr(g_head.size(), g.err.find('\n') - g_head.size()));
    EXPECT_NE(g.err.find("Try 'gridsat generate --help'."), std::string::npos) << g.err;
  }
  // Both spellings of a rotation make the same puzzles.
  for (const auto& [name, alias] : {std::pair{"180", "rot180"}, std::pair{"90", "rot90"}}) {
    const auto a = cli(std::string("generate --type sudoku --box 2x2 --count 3 --symmetry ") + name);
    const auto b = cli(std::string("generate --type sudoku --box 2x2 --count 3 --symmetry ") + alias);
    ASSERT_EQ(a.exit, 0) << a.err;
    EXPECT_EQ(b.exit, 0) << b.err;
    EXPECT_EQ(a.out, b.out) << name;
  }
  // And the same boards: solve's pieces take rot90 for 90; the CNF records the name.
  const auto p90 = cli("solve --type pieces --size 8 --symmetry 90 --format line");
  const auto rot90 = cli("solve --type pieces --size 8 --symmetry rot90 --format line");
  ASSERT_EQ(p90.exit, 0) << p90.err;
  EXPECT_EQ(p90.out, rot90.out);
  const auto cnf = cli("encode --type pieces --size 6 --symmetry rot180");
  EXPECT_NE(cnf.out.find("symmetry=180"), std::string::npos);
  // A name of the other meaning is refused by name, listing the names (aliases aside).
  const auto f = cli("generate --type sudoku --symmetry frenicle");
  EXPECT_EQ(f.exit, 2);
  EXPECT_NE(f.err.find("--symmetry must be none, 180, 90, mirror or diagonal, not 'frenicle'"), std::string::npos)
      << f.err;
  EXPECT_NE(f.err.find("Try 'gridsat generate --help'."), std::string::npos) << f.err;
  // The help says which symmetry each means, and the older names.
  const auto h = cli("generate --help");
  EXPECT_NE(h.out.find("the clue pattern's symmetry"), std::string::npos);
  EXPECT_NE(h.out.find("also rot180"), std::string::npos);
  EXPECT_NE(cli("solve --help").out.find("also rot90"), std::string::npos);
}

// explain and grade take every genre (issue 42): their help says so and lists none of them.
TEST(Cli, ExplainAndGradeHelpNameNoGenre) {
  for (const char* command : {"explain", "grade"}) {
    const auto h = cli(std::string(command) + " --help");
    EXPECT_EQ(h.exit, 0) << command;
    const std::string intro = h.out.substr(0, h.out.find("FILE may hold"));  // before the formats
    EXPECT_NE(intro.find("of any genre"), std::string::npos) << intro;
    for (const char* genre : {"Sudoku", "Latin", "Futoshiki"})
      EXPECT_EQ(intro.find(genre), std::string::npos) << command << " --help names " << genre << ":\n" << intro;
  }
}

TEST(Cli, LimitsAreRefusedByTheSharedRule) {
  const std::string latin = "latin 2\n0 0\n0 0\n";
  for (const auto& [args, name] : std::vector<std::pair<std::string, std::string>>{
           {"count --limit -1 -", "--limit"},
           {"solve --time-limit -1 -", "--time-limit"},
           {"grade --time-limit -1 -", "--time-limit"},
           {"solve --max-clauses -1 -", "--max-clauses"},
           {"count --threads -1 -", "--threads"},
           {"generate --type latin --size 4 --time-limit -1", "--time-limit"}}) {
    const auto r = cli(args, latin);
    EXPECT_EQ(r.exit, 2) << args;
    EXPECT_NE(r.err.find(name + " must be"), std::string::npos) << args << ": " << r.err;
  }
}

}  // namespace test_cli
