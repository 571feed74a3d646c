// gridsat-mpi against the one-process gridsat: the same batches through `mpirun -np 2..4`
// (loopback only) must print the same answers in the same order, byte for byte apart from
// the timing fields, with the same exit status; a search of one puzzle across ranks must
// reach the one-process verdicts and counts.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>

#include "helpers.hpp"

using namespace gridsat::test;
using json = nlohmann::json;

namespace {

// mpirun as root in a container: --allow-run-as-root, --oversubscribe (more ranks than
// cores), shared memory only (no network interface is needed), -q (no note on a non-zero exit).
// In the ASan build (tools/test) LeakSanitizer is off for the ranks only: OpenMPI's plugins,
// loaded and unloaded with dlopen, leave allocations at exit that LSan cannot attribute
// ("<unknown module>"), so no suppression can name them; ASan's memory errors and UBSan
// stay fatal.
gridsat::test::Run mpi(int np, const std::string& args, const std::string& input = "") {
  static int counter = 0;
  const std::string base = std::string(::testing::TempDir()) + "gridsat_mpi_" + std::to_string(getpid()) + "_" +
                           std::to_string(counter++);
  { std::ofstream(base + ".in") << input; }
  const std::string cmd = "ASAN_OPTIONS=\"${ASAN_OPTIONS}:detect_leaks=0\" " + std::string(GRIDSAT_MPIEXEC) + " -q --oversubscribe --allow-run-as-root --mca btl self,vader -np " +
                          std::to_string(np) + " " + GRIDSAT_MPI_BINARY + " " + args + " < " + base + ".in > " + base +
                          ".out 2> " + base + ".err";
  const int status = std::system(cmd.c_str());
  gridsat::test::Run r;
  r.exit = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(base + ".out");
  r.err = slurp(base + ".err");
  for (auto ext : {".in", ".out", ".err"}) std::remove((base + ext).c_str());
  return r;
}

std::string source_puzzle() { return slurp(source("instances/sudoku/escargot.sdk")); }

std::string mask_seconds(const std::string& s) {
  static const std::regex seconds("\"seconds\":[-0-9.eE+]+");
  return std::regex_replace(s, seconds, "\"seconds\":0");
}

std::vector<json> json_lines(const std::string& out) {
  std::vector<json> v;
  std::istringstream in(out);
  for (std::string l; std::getline(in, l);) v.push_back(json::parse(l));
  return v;
}

// A batch of every family from files and standard input, with a bad puzzle in the middle of
// a file and a missing file between good ones.
struct Batch {
  std::string args, input;
  std::string path;
  Batch() {
    path = std::string(::testing::TempDir()) + "gridsat_mpi_batch_" + std::to_string(getpid()) + ".txt";
    const auto clue17 = lines_of(shared("instances/sudoku/puzzles2_17_clue.txt"));
    std::ofstream f(path);
    for (size_t i = 0; i < 50; ++i) f << clue17.at(i * 97) << '\n' << (i == 25 ? "12345\n" : "");
    const auto hardest = lines_of(shared("instances/sudoku/puzzles6_forum_hardest_1106.txt"));
    for (size_t i = 0; i < 3; ++i) input += hardest.at(i) + "\n";
    const std::string latin = shared("instances/latin/"), futo = shared("instances/futoshiki/");
    args = path + " " + source("instances/sudoku/escargot.sdk") + " /nonexistent/puzzles.txt - " + latin +
           "gomes-qwh/qwh-5-*.pls " + latin + "minizinc-qcp/qcp-10-67-0[0-2].pls " + latin +
           "minizinc-qcp/qcp-10-67-1[0-1].pls " + futo + "janko/janko00*.txt " + futo +
           "bkoelman/Easy_04x04_Puzzle0001.txt " + source("instances/futoshiki/notebook5.txt") + " " +
           source("instances/magic/small.txt") + " " + source("instances/pieces/small.txt");
  }
  ~Batch() { std::remove(path.c_str()); }
};

}  // namespace

// Every output form, 2 to 4 ranks: the one-process output, the same exit status (2: the bad
// puzzle and the missing file are error records in their places).
TEST(Mpi, BatchOfEveryFamilyMatchesOneProcess) {
  Batch b;
  struct Case {
    int np;
    std::string command;
  };
  for (const Case& c : {Case{2, "count --format json"}, Case{3, "solve --format line"}, Case{4, "count --format grid"},
                        Case{3, "solve --format json --backend both"}}) {
    const gridsat::test::Run one = cli(c.command + " " + b.args, b.input);
    const gridsat::test::Run many = mpi(c.np, c.command + " " + b.args, b.input);
    EXPECT_EQ(one.exit, 2) << c.command << one.err;
    EXPECT_EQ(many.exit, one.exit) << c.command << many.err;
    EXPECT_GT(one.out.size(), 1000u);
    EXPECT_EQ(mask_seconds(many.out), mask_seconds(one.out)) << c.command << " -np " << c.np;
    EXPECT_NE(many.err.find("/nonexistent/puzzles.txt"), std::string::npos) << many.err;
    EXPECT_NE(many.err.find(":27:"), std::string::npos) << many.err;  // the bad line of the file
  }
}

// --mpi-mode search: every rank on each puzzle with its own seed; the verdicts and counts are
// the one-process run's (published: qcp-*-1x unsatisfiable, qcp-20-187-02 unique).
TEST(Mpi, SearchAgreesOnVerdictsAndCounts) {
  const std::string qcp = shared("instances/latin/minizinc-qcp/");
  const std::string files = qcp + "qcp-15-120-00.pls " + qcp + "qcp-15-120-10.pls " + qcp + "qcp-20-187-02.pls " +
                            qcp + "qcp-20-187-12.pls " + source("instances/sudoku/escargot.sdk") + " " +
                            source("instances/magic/small.txt");
  for (std::string command : {"count --format json", "solve --format json"}) {
    const gridsat::test::Run one = cli(command + " " + files);
    const gridsat::test::Run many = mpi(3, command + " --mpi-mode search " + files);
    ASSERT_EQ(many.exit, one.exit) << many.err;
    EXPECT_EQ(one.exit, 1);  // the unsatisfiable ones
    const auto a = json_lines(one.out), b = json_lines(many.out);
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
      for (const char* key : {"index", "source", "line", "status", "count", "complete", "verdict"})
        EXPECT_EQ(a[i].value(key, json()), b[i].value(key, json())) << key << " of " << a[i]["source"];
      if (a[i].value("verdict", "") == "unique") EXPECT_EQ(a[i]["grid"], b[i]["grid"]);
    }
  }
}

// A batch of one puzzle is searched by every rank (--mpi-mode auto); the unique QCP
// instance (published: qcp-20-187-02 has one solution) stays unique with its one solution.
TEST(Mpi, OnePuzzleAcrossRanks) {
  const std::string file = shared("instances/latin/minizinc-qcp/qcp-20-187-02.pls");
  const gridsat::test::Run one = cli("count --format line " + file);
  const gridsat::test::Run many = mpi(4, "count --format line " + file);
  EXPECT_EQ(many.exit, 0) << many.err;
  EXPECT_EQ(many.out, one.out);
  EXPECT_EQ(many.out.rfind("unique 1 ", 0), 0u) << many.out;
  // With --threads inside each rank (cubes for the count): the same answer.
  const gridsat::test::Run threads = mpi(2, "count --threads 2 --format line " + file);
  EXPECT_EQ(threads.exit, 0) << threads.err;
  EXPECT_EQ(threads.out, one.out);
}

// --time-limit ends the search on every rank: an order-6 Latin square has 812,851,200
// completions, so a count of all cannot finish; the answer is a partial count.
TEST(Mpi, TimeLimitStopsEveryRank) {
  const gridsat::test::Run r = mpi(3, "count --limit 0 --time-limit 1 --format json --type latin --size 6");
  EXPECT_EQ(r.exit, 0) << r.err;
  const auto lines = json_lines(r.out);
  ASSERT_EQ(lines.size(), 1u) << r.out;
  EXPECT_EQ(lines[0]["verdict"], "multiple");
  EXPECT_EQ(lines[0]["complete"], false);
}

// Every rank parses the arguments; rank 0 alone says what is wrong (once), all stop.
TEST(Mpi, UsageErrors) {
  const gridsat::test::Run mode = mpi(2, "solve --mpi-mode nope -");
  EXPECT_EQ(mode.exit, 2);
  const size_t at = mode.err.find("--mpi-mode must be auto, batch or search, not 'nope'");
  EXPECT_NE(at, std::string::npos) << mode.err;
  EXPECT_EQ(mode.err.find("--mpi-mode must be", at + 1), std::string::npos) << mode.err;
  // Found by rank 0 only once the run is under way (a numbered --proof name that is the input):
  // the workers are told to leave, and mpirun ends.
  const std::string dir = std::string(::testing::TempDir());
  std::ofstream(dir + "gridsat_mpi_p-1.txt") << source_puzzle();
  const gridsat::test::Run proof = mpi(2, "count --proof " + dir + "gridsat_mpi_p-{n}.txt " + dir + "gridsat_mpi_p-1.txt");
  EXPECT_EQ(proof.exit, 2);
  EXPECT_NE(proof.err.find("refusing to overwrite it"), std::string::npos) << proof.err;
  std::remove((dir + "gridsat_mpi_p-1.txt").c_str());
}
