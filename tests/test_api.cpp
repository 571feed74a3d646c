// The library facade as a user sees it: only <gridsat.hpp> (src/api/gridsat.hpp), checked
// against published facts (Escargot's solution, counts of Latin and magic squares) and an
// external solver's model decoded back.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <limits>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "api/gridsat.hpp"
#include "helpers.hpp"

namespace test_api {

namespace gs = gridsat::api;

namespace {

const std::string kEscargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
// Published with the puzzle (Arto Inkala's "AI Escargot").
const std::string kEscargotSolution =
    "162857493534129678789643521475312986913586742628794135356478219241935867897261354";

std::string flat(const gs::Grid& g) {
  std::string s;
  for (const auto& row : g)
    for (int v : row) s += static_cast<char>('0' + v);
  return s;
}

}  // namespace

TEST(Api, ReadSolveCountEscargot) {
  gs::Puzzle p = gs::read_one(kEscargot);
  EXPECT_EQ(p.type, "sudoku");
  EXPECT_EQ(p.givens.size(), 9u);
  EXPECT_EQ(p.givens[0][0], 1);
  gs::Result s = gs::solve(p);
  EXPECT_EQ(s.status, "solved");
  EXPECT_EQ(s.verdict, "solvable");
  ASSERT_EQ(s.solutions.size(), 1u);
  EXPECT_EQ(flat(s.solutions[0]), kEscargotSolution);
  for (const char* backend : {"sat", "native", "both"}) {
    gs::Options o;
    o.backend = backend;
    gs::Result c = gs::count(p, 2, o);
    EXPECT_EQ(c.verdict, "unique") << backend;
    EXPECT_EQ(c.count, 1) << backend;
    EXPECT_TRUE(c.complete) << backend;
  }
  // The solution in the puzzle's own form: one line of 81 digits.
  EXPECT_EQ(gs::to_text(gs::read_one(kEscargot), s.solutions[0]).substr(0, 5), "1 6 2");
}

// Published counts: 576 Latin squares of order 4, 161,280 of order 5 (OEIS A002860); 8
// magic squares of order 3 (one up to symmetry); 288 4x4 Sudoku grids.
TEST(Api, CountsAsPublished) {
  EXPECT_EQ(gs::count(gs::blank("latin", 4), 0).count, 576);
  EXPECT_EQ(gs::count(gs::blank("magic", 3), 0).count, 8);
  EXPECT_EQ(gs::count(gs::blank("sudoku", 4), 0).count, 288);
  gs::Options native;
  native.backend = "native";
  EXPECT_EQ(gs::count(gs::blank("latin", 5), 0, native).count, 161280);
  // From a grid: the 4x4 Sudoku with the first row given has 288 / 24 = 12 completions.
  gs::Grid g(4, std::vector<int>(4, 0));
  g[0] = {1, 2, 3, 4};
  EXPECT_EQ(gs::count(gs::from_grid("sudoku", g), 0).count, 12);
}

TEST(Api, SettingsAndErrors) {
  gs::Options o;
  o.settings = {{"amo", "commander"}, {"simplify", "none"}};
  EXPECT_EQ(gs::count(gs::read_one(kEscargot), 2, o).verdict, "unique");
  o.settings = {{"amo", "nonsense"}};
  EXPECT_THROW(gs::solve(gs::read_one(kEscargot), o), gs::Error);
  o.settings = {{"no-such", "x"}};
  EXPECT_THROW(gs::solve(gs::read_one(kEscargot), o), gs::Error);
  // Bad text: the error names the source and the line.
  try {
    gs::read(kEscargot + "\n" + kEscargot.substr(0, 80) + "\n", {}, "mine.txt");
    FAIL() << "no error";
  } catch (const gs::Error& e) {
    EXPECT_EQ(e.source(), "mine.txt");
    EXPECT_EQ(e.line(), 2);
    EXPECT_NE(e.message().find("80 characters"), std::string::npos) << e.message();
    EXPECT_EQ(std::string(e.what()).rfind("mine.txt:2: ", 0), 0u) << e.what();
  }
  // read_each keeps the good ones.
  std::vector<gs::Error> errors;
  auto good = gs::read_each(kEscargot + "\nbanana\n" + kEscargot + "\n", errors);
  EXPECT_EQ(good.size(), 2u);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].line(), 2);
  // A repeated given is an input error.
  gs::Grid g(4, std::vector<int>(4, 0));
  g[0] = {1, 1, 0, 0};
  EXPECT_THROW(gs::from_grid("sudoku", g), gs::Error);
  // Over the clause budget.
  gs::Options small;
  small.max_clauses = 1000;
  small.backend = "sat";  // auto would turn to the native backend
  EXPECT_THROW(gs::solve(gs::read_one(kEscargot), small), gs::Error);
  // Every genre is graded: a magic square of order 3 with no givens has 8 solutions, so its
  // steps stop stuck and the count says multiple.
  const gs::Grade magic = gs::grade(gs::blank("magic", 3));
  EXPECT_EQ(magic.end, "stuck");
  EXPECT_EQ(magic.verdict, "multiple");
}

// encode -> Debian's cadical binary -> decode: the published solution again.
// Several threads encode Latin squares of new sizes at once: the shared cache of their
// layouts (puzzles/common/layout.cpp) once raced (ThreadSanitizer, FuzzApiFixedSeed); each
// encoding equals the one made alone afterwards.
TEST(Api, LatinLayoutsMadeBySeveralThreadsAtOnce) {
  auto latin = [](int n) {
    std::string text = "latin " + std::to_string(n) + "\n";
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) text += (c ? " " : "") + std::to_string(r == c ? 1 : 0);
      text += "\n";
    }
    return gs::read_one(text);
  };
  std::vector<std::string> got(8);
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&, t] { got[static_cast<size_t>(t)] = gs::encode(latin(6 + t % 4)); });
  for (auto& th : threads) th.join();
  for (int t = 0; t < 8; ++t) EXPECT_EQ(got[static_cast<size_t>(t)], gs::encode(latin(6 + t % 4))) << t;
}

TEST(Api, EncodeThenExternalSolverThenDecode) {
  ASSERT_EQ(std::system("command -v cadical > /dev/null"), 0) << "cadical is missing (tools/test installs it)";
  gs::Puzzle p = gs::read_one(kEscargot);
  const std::string cnf = gs::encode(p);
  EXPECT_EQ(cnf.rfind("c ", 0), 0u);
  EXPECT_NE(cnf.find("\np cnf "), std::string::npos);
  const std::string path = testing::TempDir() + "api_escargot.cnf";
  std::ofstream(path) << cnf;
  const int st = std::system(("cadical -q " + path + " > " + path + ".out").c_str());
  EXPECT_EQ(WEXITSTATUS(st), 10);
  std::stringstream model;
  model << std::ifstream(path + ".out").rdbuf();
  EXPECT_EQ(flat(gs::decode(p, model.str())), kEscargotSolution);
  EXPECT_THROW(gs::decode(p, "s UNSATISFIABLE\n"), gs::Error);
  std::remove(path.c_str());
  std::remove((path + ".out").c_str());
}

TEST(Api, GradeAndExplain) {
  // A 4x4 with three givens per row missing one value each: full houses only.
  gs::Puzzle p = gs::read_one("123.\n34.2\n2.43\n.321\n", [] {
    gs::Options o;
    o.type = "sudoku";
    return o;
  }());
  gs::Grade g = gs::grade(p);
  EXPECT_EQ(g.level, "trivial");
  EXPECT_EQ(g.rank, 1);
  EXPECT_EQ(g.steps, 4);
  auto steps = gs::explain(p);
  ASSERT_EQ(steps.size(), 4u);
  EXPECT_NE(steps[0].find("r1c4 = 4"), std::string::npos) << steps[0];
}

// Threads, proofs and CaDiCaL settings through Options; counts as published (576 Latin
// squares of order 4, 8 magic squares of order 3).
TEST(Api, ThreadsProofAndCadicalSettings) {
  gs::Options o;
  o.threads = 2;
  gs::Result r = gs::count(gs::blank("latin", 4), 0, o);
  EXPECT_EQ(r.count, 576);
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.parallel.threads, 2);
  EXPECT_FALSE(r.parallel.mode.empty());
  gs::Options native = o;
  native.backend = "native";
  EXPECT_THROW(gs::count(gs::blank("latin", 4), 0, native), gs::Error);  // threads need sat
  gs::Options both;
  both.proof = "/tmp/never.drat";
  both.threads = 2;
  EXPECT_THROW(gs::solve(gs::read_one(kEscargot), both), gs::Error);  // a proof needs one thread
  gs::Options cadical;
  cadical.cadical = {{"phase", 0}};
  cadical.cadical_config = "sat";
  EXPECT_EQ(gs::count(gs::read_one("magic 3\n0 0 0\n0 0 0\n0 0 0\n"), 0, cadical).count, 8);
  cadical.cadical = {{"nosuchoption", 1}};
  EXPECT_THROW(gs::solve(gs::read_one(kEscargot), cadical), gs::Error);
}

// A proof of "unique" (no second solution): written where asked, and named in the result
// (tests/test_interop.cpp checks such proofs with an independent DRAT checker).
TEST(Api, ProofOfUniquenessIsWritten) {
  char path[] = "/tmp/gridsat-api-proof-XXXXXX";
  const int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  close(fd);
  gs::Options o;
  o.proof = path;
  gs::Result r = gs::count(gs::read_one(kEscargot), 2, o);
  EXPECT_EQ(r.verdict, "unique");
  EXPECT_EQ(r.proof, path);
  std::ifstream in(path);
  std::string first;
  EXPECT_TRUE(static_cast<bool>(std::getline(in, first)));  // a DRAT trace, not empty
  std::remove(path);
}

// generate: the same seed makes the same puzzle; it has one solution (counted by both
// backends), the givens agree with it, and a level is the one grade gives.
TEST(Api, GenerateIsUniqueAndRepeatable) {
  gs::GenerateOptions g;
  g.level = "basic";
  g.symmetry = "rot180";
  const gs::Generated a = gs::generate("sudoku", 7, g);
  EXPECT_EQ(gs::generate("sudoku", 7, g).text, a.text);
  EXPECT_NE(gs::generate("sudoku", 8, g).text, a.text);
  gs::Options both;
  both.backend = "both";
  const gs::Result r = gs::count(gs::read_one(a.text), 2, both);
  EXPECT_EQ(r.verdict, "unique");
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_EQ(r.solutions[0], a.solution);
  for (size_t i = 0; i < 9; ++i)
    for (size_t j = 0; j < 9; ++j) {
      const int given = a.puzzle.givens[i][j];
      EXPECT_TRUE(given == 0 || given == a.solution[i][j]);
      EXPECT_EQ(given != 0, a.puzzle.givens[8 - i][8 - j] != 0);  // rot180
    }
  EXPECT_EQ(gs::grade(a.puzzle).level, "basic");
  gs::GenerateOptions small;
  small.size = 5;
  const gs::Generated f = gs::generate("futoshiki", 3, small);
  EXPECT_EQ(gs::count(gs::read_one(f.text), 2, both).verdict, "unique");
  small.size = 6;
  gs::Options box;
  box.settings = {{"box", "3x2"}};
  EXPECT_EQ(gs::count(gs::generate("sudoku", 3, small, box).puzzle).verdict, "unique");
  EXPECT_THROW(gs::generate("pieces", 1, small), gs::Error);
  small.level = "hardest";
  EXPECT_THROW(gs::generate("sudoku", 1, small), gs::Error);
}

// An unknown backend or symmetry is refused naming the names it takes; a generate stopped by
// the time limit says so (an error, not a puzzle).
TEST(Api, UnknownNamesAndStoppedGenerateAreErrors) {
  auto message_of = [](const std::function<void()>& call) {
    try {
      call();
    } catch (const gs::Error& e) {
      return e.message();
    }
    return std::string("no error");
  };
  gs::Options o;
  o.backend = "quantum";
  const std::string backend = message_of([&] { gs::count(gs::blank("latin", 4), 2, o); });
  EXPECT_EQ(backend.rfind("unknown backend 'quantum' (", 0), 0u) << backend;
  EXPECT_NE(backend.find("native"), std::string::npos) << backend;
  gs::GenerateOptions g;
  g.size = 4;
  g.symmetry = "sideways";
  const std::string symmetry = message_of([&] { gs::generate("sudoku", 1, g); });
  EXPECT_EQ(symmetry.rfind("unknown symmetry 'sideways' (", 0), 0u) << symmetry;
  EXPECT_NE(symmetry.find("mirror"), std::string::npos) << symmetry;
  g.symmetry = "none";
  g.size = 16;
  gs::Options soon;
  soon.time_limit = 0.001;
  const std::string stopped = message_of([&] { gs::generate("sudoku", 1, g, soon); });
  EXPECT_EQ(stopped.rfind("stopped", 0), 0u) << stopped;
}

// Issue defect 8: the limits the command line refuses are refused by every call of the
// library too (the one rule, solve/solve.hpp's validate_limits), with the option's name.
TEST(Api, LimitsAreRefusedAsOnTheCommandLine) {
  const gs::Puzzle p = gs::blank("latin", 4);
  auto refused = [](auto call, const std::string& name) {
    try {
      call();
      ADD_FAILURE() << name << " accepted";
    } catch (const gs::Error& e) {
      EXPECT_EQ(e.message().rfind(name + " must be", 0), 0u) << e.what();
      EXPECT_EQ(e.kind(), gs::Error::Kind::input);
    }
  };
  refused([&] { gs::count(p, -1); }, "limit");
  gs::Options o;
  o.time_limit = -1;
  refused([&] { gs::solve(p, o); }, "time_limit");
  refused([&] { gs::grade(p, o); }, "time_limit");
  refused([&] { gs::explain(p, o); }, "time_limit");
  refused([&] { gs::encode(p, o); }, "time_limit");
  refused([&] { gs::generate("sudoku", 1, {}, o); }, "time_limit");
  o.time_limit = std::numeric_limits<double>::quiet_NaN();
  refused([&] { gs::count(p, 2, o); }, "time_limit");
  o = {};
  o.max_clauses = -1;
  refused([&] { gs::solve(p, o); }, "max_clauses");
  o = {};
  o.threads = -1;
  refused([&] { gs::count(p, 0, o); }, "threads");
  o = {};
  o.sls_workers = -1;
  refused([&] { gs::solve(p, o); }, "sls_workers");
  o.sls_workers = 1;
  EXPECT_THROW(gs::count(p, 2, o), gs::Error);  // a race for the first solution: not with counts
  EXPECT_EQ(gs::solve(p, o).status, "solved");  // beside CaDiCaL (the sat backend: auto runs it)
  o = {};
  o.settings = {{"amo", "nonsense"}};
  EXPECT_THROW(gs::grade(gs::blank("sudoku", 4), o), gs::Error);  // grade resolves its options too
  gs::GenerateOptions g;
  g.givens = -7;
  EXPECT_THROW(gs::generate("sudoku", 1, g), gs::Error);
  g = {};
  g.max_tries = -1;
  EXPECT_THROW(gs::generate("sudoku", 1, g), gs::Error);
}

// from_grid makes a family's puzzle with its record's make: the same puzzle as its reader
// makes of the same givens written out (issue 23), with the options applied alike.
TEST(Api, FromGridMakesWhatTheReaderReads) {
  const gs::Grid g4 = {{1, 0, 0, 0}, {0, 0, 3, 0}, {0, 4, 0, 0}, {0, 0, 0, 2}};
  const gs::Grid m3 = {{2, 0, 0}, {0, 5, 0}, {0, 0, 0}};
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"sudoku", "1...\n..3.\n.4..\n...2\n"},
      {"latin", "latin 4\n1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n"},
      {"futoshiki", "1 . . .\n\n. . 3 .\n\n. 4 . .\n\n. . . 2\n"},
      {"magic", "magic 3\n2 0 0\n0 5 0\n0 0 0\n"}};
  EXPECT_EQ(gs::types(true), (std::vector<std::string>{"sudoku", "latin", "futoshiki", "magic"}));
  for (const auto& [type, text] : cases) {
    gs::Options o;
    o.type = type;
    if (type == "magic") o.settings = {{"symmetry", "frenicle"}};
    const gs::Grid& g = type == "magic" ? m3 : g4;
    const gs::Puzzle made = gs::from_grid(type, g, o), read = gs::read_one(text, o);
    EXPECT_EQ(made.description, read.description) << type;
    EXPECT_EQ(made.givens, read.givens) << type;
    EXPECT_EQ(made.line, 1) << type;
    EXPECT_EQ(gs::solve(made, o).solutions, gs::solve(read, o).solutions) << type;
    const gs::Grid solution = gs::solve(made, o).solutions.at(0);
    EXPECT_EQ(gs::to_text(made, solution), gs::to_text(read, solution)) << type;
    gs::Grid twice = g;
    twice[2][2] = g[0][0];  // a repeated given: refused as the reader refuses it
    twice[2][0] = type == "magic" ? 2 : 1;
    EXPECT_THROW(gs::from_grid(type, twice, o), gs::Error) << type;
  }
  gs::Options sum;
  sum.settings = {{"sum", "binary"}};  // a family option of another family
  EXPECT_THROW(gs::from_grid("sudoku", g4, sum), gs::Error);
  EXPECT_THROW(gs::from_grid("pieces", g4), gs::Error);
}

// Issue defect 8: an error names its place once ("<grid>:1: <grid>:2: ..." before), on every
// path: a reader's error found lines past the puzzle's start, from_grid's cells, to_text.
TEST(Api, ErrorsNameTheirPlaceOnce) {
  auto once = [](const gs::Error& e, const std::string& source) {
    const std::string what = e.what();
    EXPECT_EQ(what.find(source), 0u) << what;
    EXPECT_EQ(what.find(source, 1), std::string::npos) << what;
    EXPECT_EQ(e.message().find(source), std::string::npos) << e.message();
  };
  try {  // the bad value is on line 3 of a puzzle that starts on line 1
    gs::read("latin 4\n1 2 3 4\n9 0 0 0\n0 0 0 0\n0 0 0 0\n", {}, "mine.txt");
    ADD_FAILURE() << "no error";
  } catch (const gs::Error& e) {
    once(e, "mine.txt");
    EXPECT_EQ(e.line(), 3);
    EXPECT_EQ(std::string(e.what()).rfind("mine.txt:3: ", 0), 0u) << e.what();
  }
  gs::Grid g(4, std::vector<int>(4, 0));
  g[1][0] = 9;
  for (const char* type : {"sudoku", "latin", "futoshiki"}) {
    try {
      gs::from_grid(type, g);
      ADD_FAILURE() << type << ": no error";
    } catch (const gs::Error& e) {
      once(e, "<grid>");
      EXPECT_NE(e.message().find("row 2, column 1"), std::string::npos) << e.what();
    }
  }
  g[1][0] = -1;
  EXPECT_THROW(gs::from_grid("sudoku", g), gs::Error);
  g[1][0] = 17;  // magic 4x4 takes 1..16
  EXPECT_THROW(gs::from_grid("magic", g), gs::Error);
  // to_text checks the grid against the puzzle (it read past a 1x1 grid before).
  const gs::Puzzle p = gs::blank("sudoku", 4);
  EXPECT_THROW(gs::to_text(p, gs::Grid{{1}}), gs::Error);
  EXPECT_THROW(gs::to_text(p, gs::Grid(4, std::vector<int>(4, 5))), gs::Error);
  EXPECT_THROW(gs::to_text(p, gs::Grid{{1, 2, 3, 4}, {1}, {1}, {1}}), gs::Error);
}

// Issue defect 11: grade says when a puzzle is not unique instead of only calling it
// unreasonable. Two solutions anyone can see: r3c1, r3c3, r4c1, r4c3 take 2 and 4 either way.
TEST(Api, GradeSaysWhenNotUnique) {
  gs::Options o;
  o.type = "sudoku";
  const gs::Puzzle two = gs::read_one("1234\n3412\n.1.3\n.3.1\n", o);
  ASSERT_EQ(gs::count(two, 0).count, 2);
  EXPECT_EQ(gs::grade(two, o).verdict, "multiple");
  o.assume_unique = true;
  EXPECT_EQ(gs::grade(two, o).verdict, "multiple");
  EXPECT_EQ(gs::grade(gs::read_one("123.\n34.2\n2.43\n.321\n", o)).verdict, "unique");
  EXPECT_EQ(gs::grade(gs::read_one(kEscargot)).verdict, "unique");  // stuck, then counted
  const std::string serg = std::string(GRIDSAT_SHARED_DIR) + "/instances/sudoku/puzzles7_serg_benchmark.txt";
  std::ifstream in(serg);
  if (!in) GTEST_SKIP() << "missing data " << serg;
  std::string line;
  for (int i = 0; i < 3 && std::getline(in, line); ++i) {  // documented: 2 or more solutions each
    EXPECT_EQ(gs::grade(gs::read_one(line)).verdict, "multiple") << line;
    EXPECT_EQ(gs::grade(gs::read_one(line), o).verdict, "multiple") << line;
  }
}

}  // namespace test_api
