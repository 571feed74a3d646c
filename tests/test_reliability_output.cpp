// Reliability of the output side: every write checked (standard output, -o, --proof) with
// its reason; files appear whole (temporary name, renamed when complete); a closed pipe is a
// quiet stop; the progress line never shares a line with an answer; decode of a --uniqueness
// CNF; count --limit 1's verdict; time limits too large for the clock; output paths that are
// inputs.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <thread>

#include "helpers.hpp"

namespace test_reliability_output {

using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see
using json = nlohmann::json;
namespace fs = std::filesystem;

namespace {

// gecode_9x9.txt's first puzzle (solved by the deductions alone), its solution, and the same
// puzzle with its first given removed (two solutions).
const std::string kP = "...2.5....9....73...2..9.6.2.....4.9....7....6.9.....1.8.4..1...63....8....6.8...";
const std::string kPSolution = "378265914596814732142739568217386459854971623639542871785423196463197285921658347";
const std::string kTwo = ".....5....9....73...2..9.6.2.....4.9....7....6.9.....1.8.4..1...63....8....6.8...";
// Norvig's top95, needs search.
const std::string kHard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

// A fresh folder for one test, removed at the end.
struct Dir {
  std::string path;
  explicit Dir(const std::string& name) {
    path = std::string(::testing::TempDir()) + "gridsat_relout_" + std::to_string(getpid()) + "_" + name + "/";
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Dir() { fs::remove_all(path); }
  std::string file(const std::string& name, const std::string& text) const {
    std::ofstream(path + name) << text;
    return path + name;
  }
};

// Runs a shell command line (gridsat's redirections are the caller's); stderr is captured.
Run sh(const std::string& cmd) {
  static int counter = 0;
  const std::string err = std::string(::testing::TempDir()) + "gridsat_relout_sh_" + std::to_string(getpid()) + "_" +
                          std::to_string(counter++) + ".err";
  const std::string line = "{ " + cmd + " ; } 2> " + err;
  const int status = std::system(line.c_str());
  Run r;
  r.exit = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.err = slurp(err);
  std::remove(err.c_str());
  return r;
}

const std::string kBin = GRIDSAT_BINARY;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

}  // namespace

// 3: a full disk is noticed on every output path, with the reason.
TEST(ReliabilityOutput, FullDiskIsAnErrorWithItsReason) {
  Dir d("full");
  const std::string p = d.file("P.txt", kP + "\n");
  const std::string enospc = std::strerror(ENOSPC);
  auto r = sh(kBin + " solve " + p + " > /dev/full");
  EXPECT_EQ(r.exit, 2);
  EXPECT_TRUE(has(r.err, "gridsat: error writing standard output: " + enospc)) << r.err;
  r = sh(kBin + " count --format json " + p + " > /dev/full");
  EXPECT_EQ(r.exit, 2);
  EXPECT_TRUE(has(r.err, "error writing standard output: " + enospc)) << r.err;
  r = sh(kBin + " encode " + p + " > /dev/full");
  EXPECT_EQ(r.exit, 2);
  EXPECT_TRUE(has(r.err, "error writing standard output: " + enospc)) << r.err;
  r = sh(kBin + " count --help > /dev/full");
  EXPECT_EQ(r.exit, 2);
  r = sh(kBin + " encode " + p + " -o /dev/full");
  EXPECT_EQ(r.exit, 2);
  EXPECT_TRUE(has(r.err, "gridsat encode: error writing /dev/full: " + enospc)) << r.err;
  r = sh(kBin + " encode " + p + " -o /proc/x.cnf");
  EXPECT_EQ(r.exit, 2);
  ASSERT_TRUE(has(r.err, "gridsat encode: cannot write /proc/x.cnf: ")) << r.err;
  EXPECT_GT(r.err.size(), r.err.find("/proc/x.cnf: ") + 14) << "no reason given: " << r.err;
  // A proof that CaDiCaL writes (the 4x4 Latin squares, counted to the end) and one that the
  // deductions alone decide (an empty proof).
  r = sh(kBin + " count --limit 0 --proof /dev/full --type latin --size 4 > /dev/null");
  EXPECT_EQ(r.exit, 2);
  EXPECT_TRUE(has(r.err, "error writing the proof file /dev/full: " + enospc)) << r.err;
  // Writing works as before.
  r = sh(kBin + " encode " + p + " -o " + d.path + "p.cnf");
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_TRUE(has(slurp(d.path + "p.cnf"), "p cnf "));
}

// 4: a time limit too large for the clock is no limit.
TEST(ReliabilityOutput, HugeTimeLimitsAreNoLimit) {
  for (std::string limit : {"inf", "1e10", "1e300"}) {
    SCOPED_TRACE(limit);
    auto s = cli("solve --format line --time-limit " + limit + " -", kHard + "\n");
    EXPECT_EQ(s.exit, 0) << s.err;
    EXPECT_EQ(s.out.size(), 82u) << s.out;
    auto c = cli("count --format line --time-limit " + limit + " -", kHard + "\n");
    EXPECT_EQ(c.exit, 0) << c.err;
    EXPECT_EQ(c.out.rfind("unique 1 ", 0), 0u) << c.out;
    auto e = cli("encode --uniqueness --time-limit " + limit + " -", kHard + "\n");
    EXPECT_EQ(e.exit, 0) << e.err;
    EXPECT_TRUE(has(e.out, "p cnf ")) << e.err;
  }
}

// 7: decode of encode --uniqueness's CNF: UNSAT is unique, a model is a second solution.
TEST(ReliabilityOutput, DecodeOfAUniquenessCnf) {
  ASSERT_EQ(sh("command -v cadical > /dev/null").exit, 0) << "cadical is missing (tools/test installs it)";
  Dir d("uniq");
  const std::string p = d.file("P.txt", kP + "\n"), two = d.file("two.txt", kTwo + "\n");
  for (const auto& [puzzle, name] : {std::pair{p, "p"}, std::pair{two, "two"}}) {
    const std::string cnf = d.path + name + ".cnf", out = d.path + name + ".out";
    ASSERT_EQ(sh(kBin + " encode --uniqueness " + puzzle + " -o " + cnf).exit, 0);
    sh("cadical -q " + cnf + " > " + out);
    for (std::string how : {" --cnf " + cnf, std::string(" --uniqueness")}) {
      SCOPED_TRACE(std::string(name) + how);
      auto text = cli("decode " + puzzle + " --model " + out + how);
      auto j = cli("decode --format json " + puzzle + " --model " + out + how);
      EXPECT_EQ(text.exit, 0) << text.err;
      EXPECT_EQ(j.exit, 0) << j.err;
      json o = json::parse(j.out);
      if (puzzle == p) {
        EXPECT_EQ(text.out.rfind("unique: 1 solution\n3 7 8 | 2 6 5", 0), 0u) << text.out;
        EXPECT_EQ(o["verdict"], "unique");
      } else {
        EXPECT_EQ(text.out.rfind("multiple: a second solution:\n", 0), 0u) << text.out;
        EXPECT_EQ(o["verdict"], "multiple");
        EXPECT_EQ(o["count"], 2);
        ASSERT_TRUE(o.contains("second"));
        EXPECT_NE(o["grid"], o["second"]);
      }
    }
  }
  // --uniqueness with a CNF that is not one is an error; with --format json, a record.
  ASSERT_EQ(sh(kBin + " encode " + two + " -o " + d.path + "plain.cnf").exit, 0);
  auto r =
      cli("decode --format json " + two + " --uniqueness --cnf " + d.path + "plain.cnf --model " + d.path + "two.out");
  EXPECT_EQ(r.exit, 2);
  json o = json::parse(r.out);
  EXPECT_EQ(o["status"], "error");
  EXPECT_TRUE(has(o["message"], "no 'c uniqueness:' line")) << r.out;
  // Any decode error is a JSON record.
  r = cli("decode --format json " + p + " --model " + d.path + "missing.out");
  EXPECT_EQ(r.exit, 2);
  o = json::parse(r.out);
  EXPECT_EQ(o["status"], "error");
  EXPECT_TRUE(has(o["message"], "missing.out")) << r.out;
  d.file("garbage.out", "v 1 2 x 0\n");
  r = cli("decode --format json " + p + " --model " + d.path + "garbage.out");
  EXPECT_EQ(r.exit, 2);
  EXPECT_EQ(json::parse(r.out)["status"], "error");
}

// 9: count --limit 1 that found its solution is "solvable", not a time limit.
TEST(ReliabilityOutput, CountStoppedAtLimitOneIsSolvable) {
  auto r = cli("count --limit 1 -", kHard + "\n");
  EXPECT_EQ(r.exit, 0);
  EXPECT_EQ(split(r.out).at(0), "solvable: 1 or more solutions (stopped at --limit 1)");
  r = cli("count --limit 1 --format json -", kP + "\n");
  EXPECT_EQ(r.exit, 0);
  EXPECT_EQ(json::parse(r.out)["verdict"], "solvable");
  r = cli("count --limit 1 --format line --backend native -", kHard + "\n");
  EXPECT_EQ(r.out.rfind("solvable 1+ ", 0), 0u) << r.out;
  // A real time limit keeps its wording (the encoding of the empty 60x60 Latin square is
  // stopped long before it is built).
  r = cli("count --limit 0 --type latin --size 60 --max-clauses 0 --time-limit 0.05");  // to 2: by construction
  EXPECT_EQ(r.exit, 3) << r.err;
  EXPECT_EQ(split(r.out).at(0), "unknown: 0 or more solutions (stopped by the time limit)");
}

// 10: an unwritable proof path is a usage error with its reason, whatever decides the puzzle.
TEST(ReliabilityOutput, UnwritableProofPathIsAUsageError) {
  Dir d("proof");
  const std::string p = d.file("P.txt", kP + "\n"), hard = d.file("hard.txt", kHard + "\n");
  for (std::string cmd : {"solve", "count"})
    for (const std::string& file : {p, hard}) {
      SCOPED_TRACE(cmd + " " + file);
      auto r = cli(cmd + " --proof /nonexistent/x.drat " + file);
      EXPECT_EQ(r.exit, 2) << r.err;
      EXPECT_TRUE(has(r.err, file + ":1: cannot write the proof file /nonexistent/x.drat: " + std::strerror(ENOENT)))
          << r.err;
      EXPECT_FALSE(has(r.err, "internal error")) << r.err;
    }
  // A kept proof is complete under its name, with no temporary file left beside it.
  auto r = cli("count --proof " + d.path + "u.drat " + hard);
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_TRUE(fs::exists(d.path + "u.drat"));
  size_t files = 0;
  for (const auto& e : fs::directory_iterator(d.path)) files += e.path().filename().string().front() == '.';
  EXPECT_EQ(files, 0u);
}

// 11: on a terminal the progress line is cleared before each answer.
TEST(ReliabilityOutput, ProgressLineNeverSharesALineWithAnAnswer) {
  if (sh("command -v script > /dev/null").exit != 0) GTEST_SKIP() << "script (util-linux) is missing";
  Dir d("pty");
  std::string many;
  for (int i = 0; i < 5; ++i) many += kP + "\n";
  const std::string file = d.file("many.txt", many);
  const std::string out = d.path + "typescript.out";
  auto r = sh("script -qec \"" + kBin + " solve --format line " + file + "\" /dev/null > " + out);
  ASSERT_EQ(r.exit, 0) << r.err;
  const std::string text = slurp(out);
  // The progress line: "[k/N] ..." for a batch of known size, "[k] ..." for a stream.
  ASSERT_TRUE(has(text, " solved, 0 no solution, 0 unknown, 0 errors")) << "no progress line shown: " << text;
  size_t answers = 0;
  for (std::string line : split(text)) {
    while (!line.empty() && line.back() == '\r') line.pop_back();
    // What the terminal shows: the text after the last carriage return, less "erase line".
    std::string shown = line.substr(line.rfind('\r') == std::string::npos ? 0 : line.rfind('\r') + 1);
    if (shown.rfind("\033[K", 0) == 0) shown.erase(0, 3);
    if (!has(line, kPSolution)) continue;
    ++answers;
    EXPECT_EQ(shown, kPSolution) << "an answer shares its line with the progress text";
  }
  EXPECT_EQ(answers, 5u) << text;
}

// 14c: every {n} of -o is replaced.
TEST(ReliabilityOutput, EveryPlaceholderIsReplaced) {
  Dir d("braces");
  const std::string q3 = d.file("q3.txt", kP + "\n" + kHard + "\n" + kTwo + "\n");
  auto r = cli("encode " + q3 + " -o '" + d.path + "a{n}-{n}.cnf'");
  EXPECT_EQ(r.exit, 0) << r.err;
  for (int i = 1; i <= 3; ++i)
    EXPECT_TRUE(fs::exists(d.path + "a" + std::to_string(i) + "-" + std::to_string(i) + ".cnf"));
  EXPECT_FALSE(fs::exists(d.path + "a1-{n}.cnf"));
}

// 14d: an output path that is an input file is refused, whatever its spelling.
TEST(ReliabilityOutput, OutputThatIsAnInputIsRefused) {
  Dir d("same");
  const std::string p = d.file("P.txt", kP + "\n"), q = d.file("Q.txt", kTwo + "\n");
  fs::create_hard_link(p, d.path + "link.txt");
  for (std::string out : {p, d.path + "./P.txt", d.path + "link.txt"}) {
    auto e = cli("encode " + q + " " + p + " -o " + out);
    EXPECT_EQ(e.exit, 2) << out;
    EXPECT_TRUE(has(e.err, "-o " + out + " is the input file " + p)) << e.err;
    auto c = cli("count --type sudoku --simplify none --proof " + out + " " + p);
    EXPECT_EQ(c.exit, 2) << out;
    EXPECT_TRUE(has(c.err, "--proof " + out + " is the input file " + p)) << c.err;
  }
  // Numbered outputs are checked one by one.
  const std::string second = d.file("2.cnf", kP + "\n");
  auto e = cli("encode " + q + " " + second + " -o '" + d.path + "{n}.cnf'");
  EXPECT_EQ(e.exit, 2);
  EXPECT_TRUE(has(e.err, "-o " + second + " is the input file " + second)) << e.err;
  EXPECT_EQ(slurp(second), kP + "\n");
  EXPECT_EQ(slurp(p), kP + "\n");
}

// 14e: an external solver that gave no answer is not a time limit.
TEST(ReliabilityOutput, DecodeSaysTheSolverGaveNoAnswer) {
  Dir d("unknown");
  const std::string p = d.file("P.txt", kP + "\n");
  for (auto [text, shown] : {std::pair{"s UNKNOWN\n", "s UNKNOWN"}, std::pair{"INDET\n", "INDET"}}) {
    const std::string model = d.file("m.out", text);
    auto r = cli("decode " + p + " --model " + model);
    EXPECT_EQ(r.out, "unknown: the solver gave no answer (" + std::string(shown) + ")\n");
    EXPECT_FALSE(has(r.out, "time limit"));
    auto j = cli("decode --format json " + p + " --model " + model);
    EXPECT_EQ(json::parse(j.out)["message"], "the solver gave no answer (" + std::string(shown) + ")");
  }
}

// 14f: the README's example of --size with a magic square works with the default budget.
TEST(ReliabilityOutput, DocsMagicExampleRuns) {
  const std::string page = slurp(source("docs/solve.md"));
  const std::string example = "--type magic --size 12";  // the default backend answers it (native)
  ASSERT_TRUE(has(page, "`" + example)) << "docs/solve.md's example changed: update this test";
  auto r = cli("solve --format line " + example);
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), ' '), 143) << r.out;
}

namespace {

// A running gridsat with stdout through a pipe (as test_guards.cpp's Child).
struct Child {
  pid_t pid = -1;
  int out = -1;
  // `ignore_sigpipe`: start gridsat with SIGPIPE ignored, as Python's subprocess and many
  // services do, so that only EPIPE tells it that the reader went away.
  explicit Child(const std::vector<std::string>& args, bool ignore_sigpipe = false) {
    int fds[2];
    if (pipe(fds) != 0) return;
    pid = fork();
    if (pid == 0) {
      if (ignore_sigpipe) signal(SIGPIPE, SIG_IGN);
      dup2(fds[1], 1);
      close(fds[0]);
      close(fds[1]);
      std::vector<char*> argv{const_cast<char*>(GRIDSAT_BINARY)};
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      execv(GRIDSAT_BINARY, argv.data());
      _exit(127);
    }
    close(fds[1]);
    out = fds[0];
  }
  std::string read_line() {
    std::string line;
    char c;
    while (read(out, &c, 1) == 1 && c != '\n') line += c;
    return line;
  }
  int wait() {
    if (out >= 0) close(out);
    out = -1;
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }
};

}  // namespace

// A closed pipe (`| head -1`) ends the run quietly, exit 141.
TEST(ReliabilityOutput, ClosedPipeIsAQuietStop) {
  Dir d("pipe");
  std::string many;
  for (int i = 0; i < 3000; ++i) many += kP + "\n";  // 246 KB of answers: more than a pipe holds
  const std::string file = d.file("big.txt", many);
  const std::string err = d.path + "err";
  for (bool ignored : {false, true})
    for (std::string format : {"line", "grid"}) {
      Child c({"solve", "--format", format, file}, ignored);
      ASSERT_GT(c.pid, 0);
      EXPECT_FALSE(c.read_line().empty());
      close(c.out);
      c.out = -1;
      EXPECT_EQ(c.wait(), 141) << format << (ignored ? ", SIGPIPE ignored" : "");
    }
  auto r = sh("bash -c '" + kBin + " solve --format line " + file + " | head -1 > /dev/null; exit ${PIPESTATUS[0]}'");
  EXPECT_EQ(r.exit, 141);
  EXPECT_TRUE(r.err.empty()) << r.err;
}

// -o is written under a temporary name: kill -9 during a large encode leaves nothing under X.
TEST(ReliabilityOutput, KilledEncodeLeavesNoPartialFile) {
  Dir d("kill");
  const std::string x = d.path + "latin60.cnf";
  Child c({"encode", "--type", "latin", "--size", "60", "--max-clauses", "0", "-o", x});
  ASSERT_GT(c.pid, 0);
  // Killed once writing has begun (a file shows up in the folder; the encoding takes a
  // moment). No time cap short of ctest's: a loaded machine may take long to get there.
  int status = 0;
  bool finished = false;
  for (int ms = 0; ms < 600000 && !finished; ms += 5) {
    if (!fs::is_empty(d.path)) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    finished = waitpid(c.pid, &status, WNOHANG) == c.pid;
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  if (finished || waitpid(c.pid, &status, WNOHANG) == c.pid) {  // finished first: then the file is whole
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    EXPECT_TRUE(has(slurp(x), "p cnf "));
    GTEST_SKIP() << "the encode finished before the kill";
  }
  kill(c.pid, SIGKILL);
  EXPECT_EQ(c.wait(), 128 + SIGKILL);
  EXPECT_FALSE(fs::is_empty(d.path));  // the temporary file, left by kill -9
  EXPECT_FALSE(fs::exists(x));
}

// 12: standard output carries records only. CaDiCaL prints its messages (quiet=0, report=1,
// verbose) on file descriptor 1; gridsat sends them to standard error.
TEST(ReliabilityOutput, SolverMessagesStayOffTheRecordStream) {
  const std::string chatter = " --cadical quiet=0 --cadical report=1 --cadical verbose=1 ";
  // AI Escargot: the deductions before encoding leave it to CaDiCaL's search.
  const std::string escargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..\n";
  // (--backend sat: auto answers a 9x9 with the native engine, which has no messages)
  for (std::string cmd :
       {"count --backend sat --format json", "solve --backend sat --format json", "count --format line --threads 2"}) {
    SCOPED_TRACE(cmd);
    auto r = cli(cmd + chatter + "-", escargot + escargot);
    EXPECT_EQ(r.exit, 0) << r.err;
    const auto lines = split(r.out);
    ASSERT_EQ(lines.size(), 2u) << r.out.substr(0, 2000);
    for (const auto& l : lines) {
      if (has(cmd, "json")) { EXPECT_TRUE(json::accept(l)) << l; }
      else EXPECT_EQ(l.rfind("unique 1 ", 0), 0u) << l;
    }
    EXPECT_TRUE(has(r.err, "\nc ")) << "CaDiCaL's messages should be on standard error: " << r.err.substr(0, 500);
  }
  // Without quiet=0, CaDiCaL stays silent and standard output is untouched.
  auto q = cli("count --format line --cadical report=1 -", escargot);
  EXPECT_EQ(q.exit, 0) << q.err;
  EXPECT_EQ(split(q.out).size(), 1u) << q.out;
}

// 13: a count stopped by the clock says so in every form, and exits 3 even when it has a verdict
// (multiple): the count is not the one asked for. The empty 6x6 Sudoku has 28,200,960 grids, far
// more than any machine enumerates in a second, so the time limit always stops the count.
TEST(ReliabilityOutput, CountStoppedByTheClockSaysSo) {
  const std::string count = "count --limit 0 --time-limit 1 --type sudoku --size 6 ";
  auto g = cli(count);
  EXPECT_EQ(g.exit, 3) << g.out << g.err;
  EXPECT_TRUE(has(split(g.out).at(0), "or more solutions (stopped by the time limit)")) << g.out;
  for (std::string backend : {"sat", "native", "both"}) {
    SCOPED_TRACE(backend);
    auto l = cli(count + "--format line --backend " + backend);
    EXPECT_EQ(l.exit, 3) << l.out << l.err;
    ASSERT_EQ(split(l.out).size(), 1u) << l.out;
    EXPECT_TRUE(has(l.out, "+ ")) << l.out;
    EXPECT_TRUE(l.out.ends_with(" (stopped by the time limit)\n")) << l.out;
  }
  auto j = cli(count + "--format json");
  EXPECT_EQ(j.exit, 3) << j.err;
  const json o = json::parse(j.out);
  EXPECT_EQ(o["complete"], false);
  EXPECT_EQ(o.value("stopped_by", json("absent")), "time_limit");
  // A count that reached --limit, or the end, is what was asked for: exit 0.
  auto limit = cli("count --limit 5 --format json --type sudoku --size 6");
  EXPECT_EQ(limit.exit, 0) << limit.err;
  EXPECT_EQ(json::parse(limit.out).value("stopped_by", json("absent")), "limit");
  auto all = cli("count --limit 0 --format json -", kP + "\n");
  EXPECT_EQ(all.exit, 0) << all.err;
  EXPECT_EQ(json::parse(all.out).value("stopped_by", json("absent")), nullptr);
}

}  // namespace test_reliability_output
