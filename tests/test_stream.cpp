// Streaming input (registry/stream.hpp): a source read segment by segment gives the records
// and messages, line numbers included, of read_puzzles on the whole text, however the text
// arrives (here in chunks of a few bytes, to force many segment boundaries); the first
// puzzles are answered before the input ends.
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>

#include "base/errors.hpp"
#include "helpers.hpp"
#include "mixed_grids.hpp"
#include "registry/stream.hpp"

namespace gridsat {
namespace test_stream {
namespace {

using test::shared;
using test::slurp;

const std::string kEscargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

std::string fingerprint(const Record& r) {
  std::string s = r.source + ":" + std::to_string(r.line) + " ";
  if (!r.puzzle) return s + "error " + r.error;
  return s + std::string(r.puzzle->family()) + " " + r.puzzle->describe() + " " + r.puzzle->line(r.puzzle->givens());
}

// The input handed out in pieces: `chunk` bytes at a time, or (chunk 0) sizes of 1 to 97
// bytes drawn from `seed`.
PuzzleSource::ReadSome pieces(const std::string& text, size_t chunk, unsigned seed = 1) {
  auto at = std::make_shared<size_t>(0);
  auto rng = std::make_shared<std::mt19937>(seed);
  return [text, chunk, at, rng](char* buf, size_t cap) {
    size_t n = chunk ? chunk : std::uniform_int_distribution<size_t>(1, 97)(*rng);
    n = std::min({n, cap, text.size() - *at});
    std::copy_n(text.data() + *at, n, buf);
    *at += n;
    return n;
  };
}

// The records as fingerprints, or "throws: message".
std::vector<std::string> streamed(const std::string& text, const ReadOptions& opt, size_t chunk, unsigned seed = 1) {
  std::vector<std::string> out;
  try {
    PuzzleSource src(pieces(text, chunk, seed), "src", opt, false, chunk ? chunk : 64);
    while (auto r = src.next()) out.push_back(fingerprint(*r));
  } catch (const InputError& e) {
    out.push_back(std::string("throws: ") + e.what());
  }
  return out;
}

std::vector<std::string> whole(const std::string& text, const ReadOptions& opt) {
  std::vector<std::string> out;
  try {
    for (const Record& r : read_puzzles(text, "src", opt)) out.push_back(fingerprint(r));
  } catch (const InputError& e) {
    out.push_back(std::string("throws: ") + e.what());
  }
  return out;
}

// Where two record lists part, for the failure message.
std::string difference(const std::vector<std::string>& got, const std::vector<std::string>& expected) {
  size_t k = 0;
  while (k < got.size() && k < expected.size() && got[k] == expected[k]) ++k;
  auto at = [k](const std::vector<std::string>& v) { return k < v.size() ? v[k] : std::string("(none)"); };
  return "record " + std::to_string(k) + " of " + std::to_string(got.size()) + " streamed / " +
         std::to_string(expected.size()) + " whole:\n  streamed: " + at(got) + "\n  whole:    " + at(expected) + "\n";
}

void expect_same(const std::string& text, const ReadOptions& opt, const std::vector<size_t>& chunks,
                 const std::string& label) {
  const auto expected = whole(text, opt);
  for (size_t chunk : chunks) {
    const auto got = streamed(text, opt, chunk);
    EXPECT_TRUE(got == expected) << difference(got, expected) << label << " (type " << opt.type << ", chunks of "
                                 << chunk << " bytes)\n--- text:\n"
                                 << text.substr(0, 2000);
    if (got != expected) return;  // one report per text
  }
}

ReadOptions typed(const std::string& type) {
  ReadOptions o;
  o.type = type;
  return o;
}

const std::vector<size_t> kSmallChunks{1, 2, 3, 5, 8, 13, 31, 64, 1000, PuzzleSource::kChunk};

// Texts in every family's forms, with comments, blank lines, bad puzzles and CRLF.
std::vector<std::pair<std::string, std::string>> samples() {
  std::string ten;
  for (int i = 0; i < 10; ++i) ten += (i % 3 ? kEscargot : kEscargot.substr(0, 80)) + "\n";
  const std::string sdk = "1..|..7|.9.\n";
  const std::string grid9 =
      "100007090\n030020008\n009600500\n005300900\n010080002\n600004000\n300000010\n040000007\n007000300\n";
  return {
      {"sudoku", ""},
      {"sudoku", "# only a comment\n\n"},
      {"sudoku", kEscargot},
      {"sudoku", "# header\n" + ten + "\n\n" + ten + "# trailer\n"},
      {"sudoku", ten + "................\n....\n" + kEscargot + "\n"},  // a 4x4 line inside a block of 9x9 lines
      {"sudoku", kEscargot + "\r\n" + kEscargot + "\r\n\r\n" + kEscargot},
      {"sudoku", grid9 + "\n" + grid9 + grid9 + "\n" + grid9.substr(0, 50) + "\n\n" + grid9},
      {"sudoku", "2x2:d1a4b4a2d\n2x2:4a1j2a1\n3:zzz\n" + kEscargot + "\n2x2:d1a4b4a2d\n\n2x2:4a1j2a1\n"},
      {"sudoku", "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 4\n\n" + std::string(16, '.') + "\n" + std::string(16, '.') + "\n"},
      {"sudoku", "banana\n" + kEscargot + "\n\n\nbanana split\n"},
      {"sudoku", sdk},
      {"latin", "latin 3\n1 0 0\n0 0 0\n0 0 0\n\nlatin 2\n\n1 0\n# c\n0 0\n\norder 3\n0 -1 -1\n-1 -1 -1\n-1 -1 2\n"},
      {"latin", "latin 3\n1 0 0\n0 0\norder 2\n0 -1\n-1 -1\n\nlatin 2\n1 0\n0 0\n"},
      {"latin", "latin x\n1 0\n0 0\n\nlatin 2\n1 0\n0 0\nlatin 2\n3 0\n0 0\n\nlatin 2\n1 0\n"},
      {"magic", "magic 3\n8 1 6\n3 5 7\n4 9 2\n\nmagic 3\n\nmagic 4\n3\n0 0 0\n0 5 0\n0 0 0\n1\n"},
      {"magic", "magic 3\n8 1 6\n3 5\n4 9 2\nmagic x\n0\n.\n1\n1\n"},
      {"pieces", "pieces 3\nX??\n???\n???\n\npieces 4\n\n??X?????X??????X\n????????????????\n\nX??\n?.?\n???\n"},
      {"typed pieces", "pieces 3\nX??\n???\n???\n\nX??\n?Z?\n???\n"},  // --type auto: a Sudoku file
      {"pieces", "# c\nX??\n???\n\n\n???\n?X?\n???\n"},
      {"futoshiki",
       "4:0,0D,0,0,0,0,0,0,0R,0R,0U,0,0,0,0,0,\n\n4:0,0,0,0,0U,0L,0,0U,0,0,0,0U,0,0,0,0U,\n3:4,0,0,0,0,0,0,0,0,\n"},
      {"futoshiki",
       "4:0,0D,0,0,0,0,0,0,0R,0R,0U,0,0,0,0,0,\n4\n-1 2 -1 -1\n-1 -1 3 -1\n\n-1 -1 -1 -1\n-1 -1 2 "
       "-1\n3\n10>6\n9>8\n11>15\n"},
      {"futoshiki", "0 < 0   0\n        ^\n0   0   0\n\n0   0 > 0\n\n3:0U,0,0,0,0,0,0,0,0,\n"},
  };
}

TEST(Stream, EveryFamilysFormsReadAsAWhole) {
  for (const auto& [family, text] : samples()) {
    // --type auto looks at the start of a stream, read_puzzles at the whole text: the same
    // family for these texts, except for a bad last board that makes a pieces file no
    // longer look like one.
    if (family.rfind("typed ", 0) != 0) expect_same(text, ReadOptions{}, kSmallChunks, "auto: " + family);
    const std::string name = family.rfind("typed ", 0) == 0 ? family.substr(6) : family;
    expect_same(text, typed(name), kSmallChunks, name);
  }
}

// The data sets: whole files, and files of one family joined into one stream.
TEST(Stream, DataSetsReadAsAWhole) {
  NEED_SHARED("instances");
  const std::vector<size_t> chunks{7, 4096, PuzzleSource::kChunk};
  std::map<std::string, std::string> joined;
  for (const auto& dir : {"sudoku", "sudoku-large/gecode", "latin/gomes-qwh", "latin/minizinc-qcp",
                          "magic/pesant-magic9", "futoshiki/bkoelman", "futoshiki/janko", "futoshiki/xcsp"}) {
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(shared(std::string("instances/") + dir)))
      if (e.path().extension() != ".md" && e.path().extension() != ".json" &&
          e.path().filename().string().find("README") == std::string::npos &&
          e.path().filename().string().find("SOLUTIONS") == std::string::npos)
        files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (size_t k = 0; k < files.size() && k < 6; ++k) {
      std::string text = slurp(files[k]);
      if (text.size() > 300000) text = text.substr(0, text.rfind('\n', 300000) + 1);  // the big sets: their start
      expect_same(text, ReadOptions{}, chunks, files[k].string());
      joined[dir] += text + (k % 2 ? "\n" : "\n\n");
    }
  }
  for (const auto& [dir, text] : joined) expect_same(text, ReadOptions{}, chunks, std::string("joined ") + dir);
}

// Random texts from each family's kinds of lines (good, bad, blank, comments): the cut
// functions must follow the readers wherever a chunk ends.
TEST(Stream, RandomTextsReadAsAWhole) {
  const std::map<std::string, std::vector<std::string>> pools{
      {"sudoku",
       {kEscargot, kEscargot.substr(0, 80), "................", "1...", "123456789", "1 0 0 0", "0 0 0 4",
        "2x2:d1a4b4a2d", "3:zzz", "# c", "", "", std::string(36, '.'), std::string(64, '.') + "x", "banana",
        std::string(100, '.')}},
      {"latin",
       {"latin 3", "order 3", "order 2", "latin x", "latin 2", "1 0 0", "0 . 2", "0 1 2",   "-1 0 1", "1 2",
        "0 -1",    "-1 -1",   "1 0",     "0 0",     "",        "",      "# c",   "1 0 0 0", "123",    "latin"}},
      {"magic",
       {"magic 3", "3",   "1", "0",   ".",       "8 1 6", "3 5 7", "4 9 2", "0 0 0 0 5 0 0 0 0", "2 7 6 9 5 1 4 3 8",
        "magic x", "1 2", "",  "# c", "magic 1", "2",     "1 2",   "3 4",   "magic 2",           "0 0 0"}},
      {"pieces",
       {"pieces 3", "pieces 2", "pieces x", "X??", "???", "?X?", "X???", "??X?????X??????X", "????", "Z??", "", "",
        "# c", "X?", "??", "XX"}},
      {"futoshiki",
       {"4:0,0D,0,0,0,0,0,0,0R,0R,0U,0,0,0,0,0,", "3:4,0,0,0,0,0,0,0,0,", "", "", "# c",
        "._._._.v______._.(.).^______.(._.(.^______._._.(.4_2_3_1v______1_3(4)2^______2(4_1(3^______3_1_2(4", "4",
        "-1 2 -1 -1", "3", "10>6", "0 < 0", "    ^", "0   0", "2 1"}},
  };
  std::mt19937 rng(2024);
  for (const auto& [family, pool] : pools)
    for (int round = 0; round < 300; ++round) {
      std::string text;
      const int count = std::uniform_int_distribution<int>(1, 40)(rng);
      const bool crlf = rng() % 8 == 0;
      for (int k = 0; k < count; ++k) text += pool[rng() % pool.size()] + (crlf ? "\r\n" : "\n");
      if (rng() % 4 == 0 && !text.empty()) text.pop_back();  // no final line break
      const ReadOptions opt = typed(family);
      const auto expected = whole(text, opt);
      for (unsigned seed = 0; seed < 3; ++seed) {
        const auto got = streamed(text, opt, 0, seed * 1000 + static_cast<unsigned>(round));
        ASSERT_TRUE(got == expected) << difference(got, expected) << family << " round " << round << "\n--- text:\n"
                                     << text;
      }
    }
}

// Options that stop a whole source, and an unknown type, throw as read_puzzles does.
TEST(Stream, WholeSourceErrorsAsAWhole) {
  ReadOptions bad_symmetry = typed("magic");
  bad_symmetry.symmetry = Symmetry::half_turn;
  expect_same("magic 3\n", bad_symmetry, {1, 64}, "magic --symmetry");
  expect_same(kEscargot + "\n", typed("chess"), {1, 64}, "unknown type");
  ReadOptions foreign;
  foreign.given = {"sum"};
  expect_same(kEscargot + "\nmagic 3\n", foreign, {1, 64}, "a family option the family does not take");
}

// A one-line puzzle is yielded as soon as its line is there: the source asks for nothing
// more before handing it out.
TEST(Stream, OneLinePuzzlesNeedNoLookAhead) {
  const std::vector<std::string> firsts{
      kEscargot, "2x2:d1a4b4a2d", "4:0,0D,0,0,0,0,0,0,0R,0R,0U,0,0,0,0,0,",
      "._._._.v______._.(.).^______.(._.(.^______._._.(.4_2_3_1v______1_3(4)2^______2(4_1(3^"
      "______3_1_2(4"};
  for (const auto& first : firsts) {
    int reads = 0;
    const std::vector<std::string> arrivals{"# a comment\n" + first + "\n", first + "\n"};
    PuzzleSource src(
        [&](char* buf, size_t cap) -> size_t {
          if (reads >= 2) return 0;
          const std::string& piece = arrivals[static_cast<size_t>(reads++)];
          EXPECT_LE(piece.size(), cap);
          std::copy(piece.begin(), piece.end(), buf);
          return piece.size();
        },
        "pipe", ReadOptions{}, true);
    auto r = src.next();
    ASSERT_TRUE(r && r->puzzle) << first;
    EXPECT_EQ(r->line, 2);
    EXPECT_EQ(reads, 1) << "read on before handing out " << first;
    r = src.next();
    ASSERT_TRUE(r && r->puzzle) << first;
    EXPECT_EQ(r->line, 3);
    EXPECT_FALSE(src.next());
  }
}

// Many puzzles arriving a line at a time keep their line numbers.
TEST(Stream, LongSourcesKeepTheirLineNumbers) {
  const size_t lines = 20000;
  auto at = std::make_shared<size_t>(0);
  PuzzleSource src(
      [at](char* buf, size_t) -> size_t {
        if (*at >= lines) return 0;
        ++*at;
        const std::string line = kEscargot + "\n";
        std::copy(line.begin(), line.end(), buf);
        return line.size();
      },
      "many", ReadOptions{}, false, 4096);
  size_t n = 0;
  while (auto r = src.next()) {
    ASSERT_TRUE(r->puzzle);
    EXPECT_EQ(r->line, static_cast<int>(++n));
  }
  EXPECT_EQ(n, lines);
}

}  // namespace
}  // namespace test_stream
}  // namespace gridsat

namespace gridsat {
namespace test_stream {
namespace {

// A gridsat reading a pipe: stdin and stdout are pipes, stderr goes to a file.
struct PipedChild {
  pid_t pid = -1;
  int in = -1, out = -1;
  std::string output;
  std::string err_path;

  explicit PipedChild(const std::vector<std::string>& args) {
    static int counter = 0;
    err_path = std::string(::testing::TempDir()) + "gridsat_stream_" + std::to_string(getpid()) + "_" +
               std::to_string(counter++) + ".err";
    int to[2], from[2];
    if (pipe(to) != 0 || pipe(from) != 0) return;
    pid = fork();
    if (pid == 0) {
      dup2(to[0], 0);
      dup2(from[1], 1);
      for (int fd : {to[0], to[1], from[0], from[1]}) close(fd);
      FILE* err = std::fopen(err_path.c_str(), "w");
      if (err) dup2(fileno(err), 2);
      std::vector<char*> argv{const_cast<char*>(GRIDSAT_BINARY)};
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      execv(GRIDSAT_BINARY, argv.data());
      _exit(127);
    }
    close(to[0]);
    close(from[1]);
    in = to[1];
    out = from[0];
    signal(SIGPIPE, SIG_IGN);
  }

  void write_all(const std::string& s) const {
    ASSERT_EQ(::write(in, s.data(), s.size()), static_cast<ssize_t>(s.size()));
  }

  // Reads stdout until it holds `lines` lines; false after 60 s or at its end.
  bool wait_for_lines(size_t lines) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (static_cast<size_t>(std::count(output.begin(), output.end(), '\n')) < lines) {
      pollfd p{out, POLLIN, 0};
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
      if (left.count() <= 0 || poll(&p, 1, static_cast<int>(left.count())) <= 0) return false;
      char buf[4096];
      const ssize_t n = ::read(out, buf, sizeof buf);
      if (n <= 0) return false;
      output.append(buf, static_cast<size_t>(n));
    }
    return true;
  }

  int finish() {
    if (in >= 0) close(in);
    in = -1;
    char buf[4096];
    for (ssize_t n; (n = ::read(out, buf, sizeof buf)) > 0;) output.append(buf, static_cast<size_t>(n));
    close(out);
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }

  std::string err() const { return slurp(err_path); }
  ~PipedChild() { std::remove(err_path.c_str()); }
};

const std::string kEscargotSolution =
    "162857493534129678789643521475312986913586742628794135356478219241935867897261354";

// The answer to the first puzzle of a pipe comes before the second puzzle is written, in
// every form that needs no look-ahead (the grid form waits for the next puzzle or the end,
// to know whether to print headers).
TEST(Stream, APipesFirstAnswerComesBeforeItsSecondPuzzle) {
  for (std::string format : {"line", "json"}) {
    for (std::string command : {"solve", "count"}) {
      PipedChild c({command, "--format", format, "-"});
      ASSERT_GT(c.pid, 0);
      c.write_all("# two puzzles, one at a time\n" + kEscargot + "\n");
      ASSERT_TRUE(c.wait_for_lines(1)) << command << " " << format << ": no answer while the pipe is open";
      EXPECT_NE(c.output.find(format == "line" ? kEscargotSolution : "[1,6,2,8,5,7,4,9,3]"), std::string::npos)
          << c.output;
      c.write_all(kEscargot + "\n");
      ASSERT_TRUE(c.wait_for_lines(2)) << c.output;
      EXPECT_EQ(c.finish(), 0);
      EXPECT_EQ(std::count(c.output.begin(), c.output.end(), '\n'), 2) << c.output;
      if (format == "json") {
        EXPECT_NE(c.output.find("\"line\":3"), std::string::npos) << c.output;
      }
    }
  }
  // The grid form: headers when the pipe holds more than one puzzle, none for one.
  PipedChild two({"solve", "-"});
  two.write_all(kEscargot + "\n");
  two.write_all(kEscargot + "\n");
  EXPECT_EQ(two.finish(), 0);
  EXPECT_EQ(two.output.rfind("# <stdin>:1: ", 0), 0u) << two.output;
  EXPECT_NE(two.output.find("# <stdin>:2: "), std::string::npos) << two.output;
  PipedChild one({"solve", "-"});
  one.write_all(kEscargot + "\n");
  EXPECT_EQ(one.finish(), 0);
  EXPECT_EQ(one.output.rfind("1 6 2 | 8 5 7 | 4 9 3\n", 0), 0u) << one.output;
}

// Ctrl-C in a stream: the summary counts the rest of the batch through its files ("of 7"),
// and says "+" when a pipe follows (its puzzles are not waited for).
TEST(Stream, InterruptedSummaryCountsTheRest) {
  const std::string dir = std::string(::testing::TempDir());
  const std::string three = dir + "gridsat_stream_three.txt", big = dir + "gridsat_stream_latin100.txt";
  { std::ofstream(three) << kEscargot << "\n" << kEscargot << "\n\n" << kEscargot << "\n"; }
  { std::ofstream(big) << gridsat::test::unfit_latin100(); }  // no construction, and sat: no native slice
  for (bool pipe_after : {false, true}) {
    std::vector<std::string> args{"solve",         "--backend", "sat",    "--amo", "pairwise", "--max-clauses",
                                  "0",             "--max-memory", "0", "--format", "line",     three,
                                  big,             three};
    if (pipe_after) args.push_back("-");
    PipedChild c(args);
    ASSERT_GT(c.pid, 0);
    ASSERT_TRUE(c.wait_for_lines(3));
    kill(c.pid, SIGINT);
    close(c.in);  // nothing more comes on the pipe
    c.in = -1;
    EXPECT_EQ(c.finish(), 130) << c.err();
    EXPECT_EQ(std::count(c.output.begin(), c.output.end(), '\n'), 3) << c.output;
    const std::string total = pipe_after ? "7+" : "7";
    EXPECT_NE(c.err().find("gridsat: interrupted after 3 of " + total + " puzzle(s) (stopped at " + big + ":1)"),
              std::string::npos)
        << c.err();
  }
  std::remove(three.c_str());
  std::remove(big.c_str());
}

}  // namespace
}  // namespace test_stream
}  // namespace gridsat
