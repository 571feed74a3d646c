// DIMACS export, external solvers' models, and DRAT certificates (issue: interop and trust).
// The external solvers are Debian's cadical, minisat and cryptominisat5 binaries, installed
// by tools/test; the proof checker is tests/drat_check.cpp, independent of gridsat.
#include <gtest/gtest.h>

#include <fstream>

#include "dimacs/dimacs.hpp"
#include "drat_check.hpp"
#include "helpers.hpp"

namespace test_interop {

using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

const std::string kEscargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
const std::string kEscargotSolution =
    "162857493534129678789643521475312986913586742628794135356478219241935867897261354";

std::string tmp(const std::string& name) {
  return ::testing::TempDir() + "interop_" + std::to_string(getpid()) + "_" + name;
}

std::string write(const std::string& name, const std::string& text) {
  const std::string path = tmp(name);
  std::ofstream(path) << text;
  return path;
}

// Runs an external command; returns its exit status.
int sh(const std::string& cmd) {
  int st = std::system(cmd.c_str());
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

void require_tool(const std::string& tool) {
  ASSERT_EQ(sh("command -v " + tool + " > /dev/null"), 0) << tool << " is missing (tools/test installs it)";
}

// The external solver's output for cnf, in the solver's own format.
std::string run_solver(const std::string& solver, const std::string& cnf, int& exit_code) {
  const std::string out = cnf + "." + solver + ".out";
  if (solver == "minisat") exit_code = sh("minisat " + cnf + " " + out + " > /dev/null 2>&1");
  else if (solver == "cadical") exit_code = sh("cadical -q " + cnf + " > " + out);
  else exit_code = sh(solver + " --verb=0 " + cnf + " > " + out);
  return out;
}

struct Sample {
  std::string name, text, options;
};

std::vector<Sample> samples() {
  return {{"escargot", kEscargot + "\n", ""},
          {"escargot_full", kEscargot + "\n", "--simplify none --amo sequential"},
          {"solo6", "2x3:a2_4c6f3_6_4d2_5_3f5c3_2a\n", "--amo bimander"},
          {"gecode16", slurp(shared("instances/sudoku-large/gecode/gecode_16x16_52.txt")), "--simplify givens"},
          {"latin", slurp(shared("instances/latin/gomes-qwh/qwh.order5.holes10.pls")), ""},
          {"futoshiki", slurp(shared("instances/futoshiki/janko/janko027_8.txt")), ""},
          {"futoshiki_support", slurp(shared("instances/futoshiki/janko/janko027_8.txt")),
           "--inequality support --simplify none"}};
}

}  // namespace

TEST(Interop, RoundTripThroughExternalSolvers) {
  NEED_SHARED("instances/sudoku-large/gecode", "instances/latin/gomes-qwh", "instances/futoshiki/janko");
  for (const auto& s : samples()) {
    const std::string puzzle = write(s.name + ".txt", s.text);
    auto solved = cli("solve --format line " + s.options + " " + puzzle);
    ASSERT_EQ(solved.exit, 0) << s.name << solved.err;
    const std::string cnf = tmp(s.name + ".cnf");
    auto enc = cli("encode " + s.options + " " + puzzle + " -o " + cnf);
    ASSERT_EQ(enc.exit, 0) << enc.err;
    for (std::string solver : {"cadical", "minisat", "cryptominisat5"}) {
      require_tool(solver);
      int code = 0;
      const std::string model = run_solver(solver, cnf, code);
      EXPECT_EQ(code, 10) << solver << " on " << s.name;
      // Map by re-encoding, and map from the CNF's own comment lines: the same grid.
      auto d1 = cli("decode --format line " + s.options + " " + puzzle + " --model " + model);
      EXPECT_EQ(d1.exit, 0) << solver << " " << s.name << ": " << d1.err;
      EXPECT_EQ(d1.out, solved.out) << solver << " " << s.name;
      auto d2 = cli("decode --format line " + puzzle + " --model " + model + " --cnf " + cnf);
      EXPECT_EQ(d2.exit, 0) << d2.err;
      EXPECT_EQ(d2.out, solved.out) << solver << " " << s.name;
    }
  }
}

TEST(Interop, HeaderIsExactAndMapComplete) {
  const std::string puzzle = write("esc.txt", kEscargot + "\n");
  auto r = cli("encode --simplify none " + puzzle);
  ASSERT_EQ(r.exit, 0);
  std::istringstream in(r.out);
  int vars = -1, clauses = -1, counted = 0, map_lines = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("c var ", 0) == 0) ++map_lines;
    if (line.rfind("p cnf ", 0) == 0) sscanf(line.c_str(), "p cnf %d %d", &vars, &clauses);
    if (!line.empty() && line[0] != 'c' && line[0] != 'p') ++counted;
  }
  EXPECT_EQ(vars, 729);
  EXPECT_EQ(map_lines, 729);
  EXPECT_EQ(counted, clauses);
  EXPECT_NE(r.out.find("c var 1 cell 1 1 = 1\n"), std::string::npos);
  EXPECT_NE(r.out.find("c var 729 cell 9 9 = 9\n"), std::string::npos);
}

TEST(Interop, UniquenessCnfIsUnsatExactlyForUniquePuzzles) {
  NEED_SHARED("instances/sudoku");
  require_tool("cadical");
  std::vector<std::string> unique{kEscargot};
  for (const auto& l : sample(lines_of(shared("instances/sudoku/puzzles6_forum_hardest_1106.txt")), 5))
    unique.push_back(l);
  for (size_t i = 0; i < unique.size(); ++i) {
    const std::string cnf = tmp("u" + std::to_string(i) + ".cnf");
    ASSERT_EQ(cli("encode --uniqueness -o " + cnf + " -", unique[i] + "\n").exit, 0);
    EXPECT_EQ(sh("cadical -q " + cnf + " > /dev/null"), 20) << unique[i];
  }
  const auto serg = sample(lines_of(shared("instances/sudoku/puzzles7_serg_benchmark.txt")), 5);
  for (size_t i = 0; i < serg.size(); ++i) {
    const std::string cnf = tmp("m" + std::to_string(i) + ".cnf");
    ASSERT_EQ(cli("encode --uniqueness -o " + cnf + " -", serg[i] + "\n").exit, 0);
    EXPECT_EQ(sh("cadical -q " + cnf + " > /dev/null"), 10) << serg[i];
  }
  // A puzzle with no solution: no clause appended, the comment says so, and the CNF is UNSAT.
  const std::string none = tmp("none.cnf");
  ASSERT_EQ(
      cli("encode --uniqueness --type latin -o " + none + " -", "latin 4\n1 2 0 0\n0 0 3 0\n0 0 4 0\n0 0 0 0\n").exit,
      0);
  EXPECT_NE(slurp(none).find("c uniqueness: the puzzle has no solution, so no clause is appended; the CNF is UNSAT"),
            std::string::npos)
      << slurp(none).substr(0, 400);
  EXPECT_EQ(sh("cadical -q " + none + " > /dev/null"), 20);
}

TEST(Interop, BatchEncodeWritesOneCnfPerPuzzle) {
  const std::string dir = tmp("batch") + "/";
  auto r = cli("encode -o " + dir + " -", kEscargot + "\n" + kEscargot + "\n");
  ASSERT_EQ(r.exit, 0) << r.err;
  EXPECT_NE(slurp(dir + "puzzle-1.cnf").find("p cnf"), std::string::npos);
  EXPECT_NE(slurp(dir + "puzzle-2.cnf").find("p cnf"), std::string::npos);
  auto pattern = cli("encode -o " + tmp("pat-{n}.cnf") + " -", kEscargot + "\n" + kEscargot + "\n");
  EXPECT_EQ(pattern.exit, 0);
  EXPECT_NE(slurp(tmp("pat-2.cnf")).find("p cnf"), std::string::npos);
  auto to_stdout = cli("encode -", kEscargot + "\n" + kEscargot + "\n");
  EXPECT_EQ(to_stdout.exit, 2);
  EXPECT_NE(to_stdout.err.find("{n}"), std::string::npos);
}

TEST(Interop, TamperedModelsAreRejected) {
  NEED_SHARED("instances/sudoku/puzzles6_forum_hardest_1106.txt");
  require_tool("cadical");
  const std::string puzzle = write("t.txt", kEscargot + "\n");
  const std::string cnf = tmp("t.cnf");
  ASSERT_EQ(cli("encode " + puzzle + " -o " + cnf).exit, 0);
  int code = 0;
  const std::string model_path = run_solver("cadical", cnf, code);
  ASSERT_EQ(code, 10);
  const std::string model = slurp(model_path);
  auto decode_text = [&](const std::string& text, const std::string& extra = "") {
    return cli("decode " + puzzle + " --model " + write("tm.txt", text) + " " + extra);
  };
  EXPECT_EQ(decode_text(model).exit, 0);
  // Flip the first true literal: its cell is left without a value.
  {
    std::string t = model;
    size_t at = t.find(" ", t.find("\nv ") + 2);
    while (t[at + 1] == '-') at = t.find(' ', at + 1);
    t.insert(at + 1, "-");
    auto r = decode_text(t);
    EXPECT_EQ(r.exit, 2);
    EXPECT_NE(r.err.find("breaks the puzzle"), std::string::npos) << r.err;
  }
  // Flip a false literal to true: a cell gets two values.
  {
    std::string t = model;
    size_t at = t.find(" -", t.find("\nv "));
    t.erase(at + 1, 1);
    auto r = decode_text(t);
    EXPECT_EQ(r.exit, 2);
    EXPECT_NE(r.err.find("two values"), std::string::npos) << r.err;
  }
  // A missing v line.
  {
    std::string t = model;
    size_t a = t.find("\nv "), b = t.find("\nv ", a + 1);
    ASSERT_NE(b, std::string::npos);
    t.erase(a, b - a);
    auto r = decode_text(t);
    EXPECT_EQ(r.exit, 2);
    EXPECT_NE(r.err.find("not assigned"), std::string::npos) << r.err;
  }
  // The model of another puzzle (same size and options).
  {
    const std::string other =
        write("o.txt", lines_of(shared("instances/sudoku/puzzles6_forum_hardest_1106.txt"))[0] + "\n");
    const std::string ocnf = tmp("o.cnf");
    ASSERT_EQ(cli("encode --simplify none " + other + " -o " + ocnf).exit, 0);
    ASSERT_EQ(sh("cadical -q " + ocnf + " > " + ocnf + ".out"), 10);
    auto r = cli("decode --simplify none " + puzzle + " --model " + ocnf + ".out");
    EXPECT_EQ(r.exit, 2);
    EXPECT_NE(r.err.find("given"), std::string::npos) << r.err;
  }
  // Garbage, and a SAT claim with no literals.
  EXPECT_EQ(decode_text("hello world\n").exit, 2);
  EXPECT_EQ(decode_text("s SATISFIABLE\n").exit, 2);
  EXPECT_EQ(decode_text("v 1 2 3 0\nv 4 0\n").exit, 2);
  EXPECT_EQ(decode_text("s SATISFIABLE\nv 99999 0\n").exit, 2);
  // --index beyond the file, and two puzzle files.
  auto index = decode_text(model, "--index 2");
  EXPECT_EQ(index.exit, 2);
  EXPECT_NE(index.err.find(": --index 2 but the file holds 1 puzzle(s)"), std::string::npos) << index.err;
  auto two = cli("decode " + puzzle + " " + puzzle + " --model " + model_path);
  EXPECT_EQ(two.exit, 2);
  EXPECT_NE(two.err.find("decode takes exactly one puzzle FILE (or --type T --size N)"), std::string::npos) << two.err;
  // An UNSAT claim decodes to "no solution".
  auto unsat = decode_text("s UNSATISFIABLE\n", "--format line");
  EXPECT_EQ(unsat.exit, 1);
  EXPECT_EQ(unsat.out, "unsat\n");
}

// Proofs: count --proof certifies "unique", solve --proof certifies "no solution"; both
// for the CNF that encode (--uniqueness) writes with the same options.
TEST(Interop, DratProofsForEveryFamily) {
  NEED_SHARED("instances/futoshiki/janko", "instances/latin/minizinc-qcp");
  for (auto [name, text, opts] :
       {std::tuple<std::string, std::string, std::string>{
            "futoshiki", slurp(shared("instances/futoshiki/janko/janko027_8.txt")), ""},
        {"futoshiki_support", slurp(shared("instances/futoshiki/janko/janko027_8.txt")),
         "--inequality support --simplify none"},
        {"latin", slurp(shared("instances/latin/minizinc-qcp/qcp-20-187-02.pls")), "--simplify givens"}}) {
    const std::string puzzle = write(name + ".txt", text);
    const std::string proof = tmp(name + ".drat"), cnf = tmp(name + ".cnf");
    auto c = cli("count --format line " + opts + " --proof " + proof + " " + puzzle);
    ASSERT_EQ(c.exit, 0) << c.err;
    ASSERT_EQ(c.out.substr(0, 9), "unique 1 ") << name;
    ASSERT_EQ(cli("encode --uniqueness " + opts + " " + puzzle + " -o " + cnf).exit, 0);
    EXPECT_EQ(drat::check(slurp(cnf), slurp(proof)), "") << name;
  }
}

TEST(Interop, DratProofsAreCheckedIndependently) {
  for (std::string opts : {"--simplify none", "--simplify givens --amo sequential", ""}) {
    const std::string puzzle = write("p.txt", kEscargot + "\n");
    const std::string proof = tmp("p.drat"), cnf = tmp("p.cnf");
    auto c = cli("count --format line " + opts + " --proof " + proof + " " + puzzle);
    ASSERT_EQ(c.exit, 0) << c.err;
    ASSERT_EQ(c.out.substr(0, 9), "unique 1 ");
    ASSERT_EQ(cli("encode --uniqueness " + opts + " " + puzzle + " -o " + cnf).exit, 0);
    EXPECT_EQ(drat::check(slurp(cnf), slurp(proof)), "") << opts;
    // Corruptions are caught: a bare empty clause, and a proof cut short.
    EXPECT_NE(drat::check(slurp(cnf), "0\n"), "") << opts;
    std::string lemmas = slurp(proof);
    if (opts == "--simplify none") {
      EXPECT_NE(drat::check(slurp(cnf), lemmas.substr(0, lemmas.find('\n') + 1)), "");
      EXPECT_NE(drat::check(slurp(cnf), ""), "");
    }
  }
  // No solution: one given changed to a value that no rule forbids outright.
  std::string bad = kEscargot;
  bool refuted = false;
  for (size_t i = 0; i < bad.size() && !refuted; ++i)
    if (bad[i] == '.') {
      bad[i] = kEscargotSolution[i] == '9' ? '8' : '9';
      auto r = cli("solve --format line --simplify none --proof " + tmp("u.drat") + " -", bad + "\n");
      if (r.exit != 1) {  // the value clashes with a given: try the next cell
        bad[i] = '.';
        continue;
      }
      ASSERT_EQ(cli("encode --simplify none -o " + tmp("u.cnf") + " -", bad + "\n").exit, 0);
      EXPECT_EQ(drat::check(slurp(tmp("u.cnf")), slurp(tmp("u.drat"))), "");
      refuted = true;
    }
  EXPECT_TRUE(refuted) << "no unsolvable variant of Escargot was found";
  // A solved puzzle leaves no proof behind (nothing was refuted).
  std::remove(tmp("s.drat").c_str());
  ASSERT_EQ(cli("solve --proof " + tmp("s.drat") + " -", kEscargot + "\n").exit, 0);
  EXPECT_NE(sh("test -e " + tmp("s.drat")), 0);
}

TEST(DratChecker, AcceptsAndRejectsTextbookCases) {
  // (a|b)(a|-b)(-a|b)(-a|-b): unsat; the lemma "a" is RUP, then the empty clause.
  const std::string cnf = "p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n";
  EXPECT_EQ(drat::check(cnf, "1 0\n0\n"), "");
  EXPECT_NE(drat::check(cnf, "0\n"), "");
  EXPECT_NE(drat::check(cnf, ""), "");
  const std::string sat = "p cnf 2 2\n1 2 0\n-1 -2 0\n";
  EXPECT_NE(drat::check(sat, "1 0\n0\n"), "");
}

// Found reading the code for fuzz_cnf, confirmed by it: a second 'c size' line shrank the
// grid the map lines were checked against (decode then wrote past the grid), a huge 'c size'
// allocated tens of GB, and map lines after the header escaped the variable range check.
TEST(Interop, CnfMapIsCheckedAgainstOneSizeAndTheHeader) {
  auto err = [](const std::string& text) {
    try {
      gridsat::read_gridsat_cnf(text, "m.cnf");
      return std::string("read");
    } catch (const gridsat::InputError& e) {
      return std::string(e.what());
    }
  };
  EXPECT_EQ(err("c size 2 2\nc var 1 cell 2 2 = 1\np cnf 1 1\n1 0\n"), "read");
  EXPECT_EQ(err("c size 9 9\nc var 1 cell 9 9 = 1\nc size 1 1\np cnf 1 1\n1 0\n"), "m.cnf:3: a second 'c size' line");
  EXPECT_NE(err("c size 100000 100000\np cnf 1 0\n").find("m.cnf:1: bad 'c size' line"), std::string::npos);
  EXPECT_EQ(err("c size 2 2\np cnf 1 0\nc var 7 cell 1 1 = 1\n"),
            "m.cnf:2: the map names variable 7, beyond the header");
  EXPECT_EQ(err("c size 2 2\nc var -3 cell 1 1 = 1\np cnf 1 0\n"), "m.cnf:2: bad 'c var' line: variable -3");
  EXPECT_EQ(err("c size 2 2\nc fixed 1 1 = 99999999999\np cnf 1 0\n"), "m.cnf:2: bad map line");
}

// Literals are range-checked before they are negated: llabs(-9223372036854775808) overflows
// and came back negative, so read_model indexed far before its table and read_gridsat_cnf
// stored the literal as 0 (which the clause store refuses with an internal error).
TEST(Interop, MostNegativeLiteralIsRefused) {
  const std::string min = "-9223372036854775808";
  try {
    gridsat::read_model("v " + min + " 0\n", "m.out", 10);
    ADD_FAILURE() << "read_model accepted " << min;
  } catch (const gridsat::InputError& e) {
    EXPECT_EQ(std::string(e.what()),
              "m.out:1: literal " + min + " is beyond the 10 variables of the formula (a model of another formula?)");
  }
  try {
    gridsat::read_gridsat_cnf("c size 1 1\np cnf 1 1\n" + min + " 0\n", "m.cnf");
    ADD_FAILURE() << "read_gridsat_cnf accepted " << min;
  } catch (const gridsat::InputError& e) {
    EXPECT_EQ(std::string(e.what()), "m.cnf:3: literal " + min + " is beyond the header's 1 variables");
  }
}

}  // namespace test_interop
