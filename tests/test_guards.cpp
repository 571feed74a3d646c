// Reliability: a bad puzzle in a batch does not stop the others (every family and input
// form, solve, count and encode); the clause budget refuses huge encodings before they
// are built; the time limit covers encoding, loading and counting; Ctrl-C stops a batch
// with complete output, a summary and exit 130.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <thread>

#include "helpers.hpp"
#include "solvers/backend.hpp"

using namespace gridsat;
using namespace gridsat::test;
using json = nlohmann::json;

namespace {

const std::string kEscargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
const std::string kEscargotSolution = "162857493534129678789643521475312986913586742628794135356478219241935867897261354";

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

std::string temp_file(const std::string& name, const std::string& text) {
  const std::string path = std::string(::testing::TempDir()) + "gridsat_guards_" + std::to_string(getpid()) + "_" + name;
  std::ofstream(path) << text;
  return path;
}

std::string zeros(int n) {
  std::string s;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) s += c ? " 0" : "0";
    s += '\n';
  }
  return s;
}

// One batch per family and input form: good, bad, good. The bad puzzle's line and the
// message the reader gives for it.
struct Batch {
  const char* name;
  std::string text;
  int bad_line;         // where the error record points (the puzzle's first line)
  const char* message;  // what the message says after "FILE:LINE: "
};

std::vector<Batch> batches() {
  return {
      {"sudoku-lines", kEscargot + "\n" + kEscargot.substr(0, 80) + "\n" + kEscargot + "\n", 2,
       ":2: 80 characters on a line, but a one-line puzzle needs N*N (81 for 9x9)"},
      {"sudoku-char", kEscargot + "\n" + kEscargot.substr(0, 80) + "x\n" + kEscargot + "\n", 2,
       ":2: column 81: 'x' means 33, above 9"},
      {"sudoku-sdk", "1 2 . .\n. . 1 2\n. . . .\n. . . .\n\n1 2 . .\n. . 1\n. . . .\n. . . .\n\n. . . .\n. . . .\n. . . .\n. . . .\n",
       6, ":7: 3 values, expected 4 like line 6"},
      {"sudoku-solo", "2x2:a1_2_3l\n2x2:a1b\n2x2:p\n", 2, ":2: solo game ID describes 4 cells, a 4x4 grid has 16"},
      {"latin-header", "latin 3\n1 0 0\n0 0 0\n0 0 0\nlatin 3\n1 2\nlatin 2\n0 0\n0 0\n", 5, ":6: 2 values, expected 3 (order 3)"},
      {"latin-pls", "order 3\n0 -1 2\n-1 -1 -1\n-1 -1 -1\norder 3\n0 -1 3\n-1 -1 -1\n-1 -1 -1\norder 2\n-1 -1\n-1 -1\n", 5,
       ":6: '3' is not a .pls symbol (-1 blank, 0..2)"},
      {"futoshiki-unequal", "4:0R,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,\n4:0R,0,0\n4:0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,\n", 2,
       ":2: cell 3 is not closed by ','"},
      {"futoshiki-grid", "0 < 0   0\n\n0   0   0\n\n0   0   0\n\n\n0 ! 0   0\n0   0   0\n0   0   0\n\n\n0   0   0\n\n0   0   0\n\n0   0 < 0\n",
       8, ":8: column 3: unexpected '!' in a row of cells (values, . or 0, < and >)"},
  };
}

}  // namespace

TEST(Guards, BadPuzzleInABatchIsAnErrorRecordForEveryFamilyAndForm) {
  for (const Batch& b : batches()) {
    SCOPED_TRACE(b.name);
    const std::string file = temp_file(std::string(b.name) + ".txt", b.text);
    for (std::string cmd : {"solve", "count"}) {
      auto r = cli(cmd + " --format json " + file);
      EXPECT_EQ(r.exit, 2) << r.err;
      auto lines = split(r.out);
      ASSERT_EQ(lines.size(), 3u) << r.out << r.err;
      EXPECT_EQ(json::parse(lines[0])["status"], "solved");
      json err = json::parse(lines[1]);
      EXPECT_EQ(err["status"], "error");
      EXPECT_EQ(err["line"], b.bad_line);
      EXPECT_EQ(err["source"], file);
      EXPECT_EQ(err["message"], file + b.message);
      EXPECT_NE(r.err.find(file + b.message), std::string::npos) << r.err;
      EXPECT_EQ(json::parse(lines[2])["status"], "solved");
      auto line = cli(cmd + " --format line " + file);
      EXPECT_EQ(line.exit, 2);
      auto l = split(line.out);
      ASSERT_EQ(l.size(), 3u);
      EXPECT_EQ(l[1], "error");
    }
    // encode writes the good ones and names the bad one.
    const std::string dir = std::string(::testing::TempDir()) + "gridsat_guards_enc_" + std::to_string(getpid()) + "/";
    std::filesystem::remove_all(dir);
    auto e = cli("encode " + file + " -o " + dir);
    EXPECT_EQ(e.exit, 2);
    EXPECT_NE(e.err.find(file + b.message), std::string::npos) << e.err;
    EXPECT_TRUE(std::filesystem::exists(dir + "puzzle-1.cnf"));
    EXPECT_FALSE(std::filesystem::exists(dir + "puzzle-2.cnf"));
    EXPECT_TRUE(std::filesystem::exists(dir + "puzzle-3.cnf"));
    std::filesystem::remove_all(dir);
    std::remove(file.c_str());
  }
}

// The estimates are upper bounds of what the encoders build (so a refusal never hits a
// puzzle that fits), and exact for the full encoding of an empty grid.
TEST(Guards, EstimatesBoundTheEncodings) {
  std::vector<std::pair<std::string, ReadOptions>> puzzles{
      {kEscargot, {}},
      {std::string(81, '.'), {}},
      {"latin 6\n" + zeros(6), {}},
      {slurp(shared("instances/latin/gomes-qwh/qwh.order30.holes316.pls")), {}},
      {"0 < 0   0   0 > 0\n\n0   0   0   0   0\n\n0   0   0   0   0\n\n2   0   0   0   3\n\n0   0 > 0   0   0\n", {}},
  };
  for (const auto& [text, ro] : puzzles) {
    auto p = parse_one(text, ro);
    ASSERT_TRUE(p) << text;
    for (Amo amo : all_amo())
      for (Simplify s : {Simplify::none, Simplify::givens, Simplify::locked})
        for (Inequality ineq : {Inequality::order, Inequality::support}) {
          EncodeOptions opt;
          opt.amo = amo;
          opt.simplify = s;
          opt.inequality = ineq;
          auto est = p->estimate(opt);
          ASSERT_TRUE(est);
          Encoding enc = p->encode(opt);
          SCOPED_TRACE(p->describe() + " " + std::string(to_string(amo)) + " " + std::string(to_string(s)));
          EXPECT_GE(est->clauses, enc.cnf.num_clauses());
          EXPECT_GE(est->vars, enc.cnf.num_vars());
        }
  }
  // Exact for the full encoding of the empty 9x9 Sudoku: 81 cells and 27 groups x 9 values,
  // each an exactly-one over 9 literals (1 + 36 clauses).
  auto empty = parse_one(std::string(81, '.'));
  EncodeOptions none;
  none.simplify = Simplify::none;
  EXPECT_EQ(empty->estimate(none)->clauses, (81 + 243) * 37);
  EXPECT_EQ(empty->encode(none).cnf.num_clauses(), (81 + 243) * 37);
}

TEST(Guards, HugeEncodingsAreRefusedBeforeEncoding) {
  // 1000x1000 Sudoku: 10^9 variables and about 2 * 10^12 clauses.
  auto big = cli("solve --type sudoku --size 1000 --format json");
  EXPECT_EQ(big.exit, 2);
  EXPECT_EQ(json::parse(big.out)["status"], "error");
  EXPECT_EQ(json::parse(big.out)["message"],
            "<sudoku 1000>:1: the encoding would need about 1,998,004,000,000 clauses (limit 50,000,000; --max-clauses "
            "to change)");
  // The empty 100x100 Latin square: 148.5M clauses, over the default budget, for every
  // command that encodes.
  const std::string msg =
      "<latin 100>:1: the encoding would need about 148,530,000 clauses (limit 50,000,000; --max-clauses to change)";
  for (std::string cmd : {"solve", "count", "solve --backend both", "encode", "encode --uniqueness"}) {
    auto r = cli(cmd + " --type latin --size 100");
    EXPECT_EQ(r.exit, 2) << cmd;
    EXPECT_NE(r.err.find(msg), std::string::npos) << cmd << ": " << r.err;
  }
  const std::string model = temp_file("model.txt", "s UNSATISFIABLE\n");
  auto d = cli("decode --type latin --size 100 --model " + model);
  EXPECT_EQ(d.exit, 2);
  EXPECT_NE(d.err.find(msg), std::string::npos) << d.err;
  std::remove(model.c_str());
  // The native backend builds no CNF: the budget does not apply.
  auto native = cli("solve --type latin --size 100 --backend native --format json");
  EXPECT_EQ(native.exit, 0) << native.err;
  // A small budget refuses one puzzle of a batch, the others are solved.
  auto batch = cli("solve --max-clauses 3000 --format json -", "................\n" + kEscargot + "\n" +
                                                                   std::string(81, '.') + "\n");
  EXPECT_EQ(batch.exit, 2);
  auto lines = split(batch.out);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(json::parse(lines[0])["status"], "solved");
  EXPECT_EQ(json::parse(lines[1])["status"], "solved");
  EXPECT_EQ(json::parse(lines[2])["message"],
            "<stdin>:3: the encoding would need about 11,988 clauses (limit 3,000; --max-clauses to change)");
  EXPECT_EQ(cli("solve --max-clauses -1 -", kEscargot).exit, 2);
  EXPECT_EQ(cli("solve --max-clauses 0 --format line -", kEscargot).out, kEscargotSolution + "\n");
}

namespace {
// A family with no estimate: the Cnf store's cap must stop it while it encodes.
class NoEstimate final : public Puzzle {
 public:
  std::string_view family() const override { return "test"; }
  std::string describe() const override { return "test"; }
  const Grid& givens() const override { return g_; }
  Encoding encode(const EncodeOptions&) const override {
    Encoding e;
    e.base = g_;
    const int v = e.cnf.fresh();
    for (int i = 0; i < 1000000; ++i) e.cnf.add({v});
    return e;
  }
  std::optional<std::string> check(const Grid&) const override { return std::nullopt; }
  void print_grid(std::ostream&, const Grid&) const override {}
  std::string line(const Grid&) const override { return ""; }

 private:
  Grid g_ = [] {
    Grid g(1, 1);
    g.cells[0] = 1;  // decided: the formula's variable maps to no cell
    return g;
  }();
};
}  // namespace

TEST(Guards, FamiliesWithoutAnEstimateAreStoppedByTheCnfCap) {
  NoEstimate p;
  EXPECT_FALSE(p.estimate({}));
  SolveOptions opt;
  opt.max_clauses = 100000;
  try {
    solve(p, Backend::sat, opt);
    ADD_FAILURE() << "no TooManyClauses";
  } catch (const TooManyClauses& e) {
    EXPECT_FALSE(e.estimated);
    EXPECT_STREQ(e.what(), "the encoding passed the limit of 100,000 clauses while being built (--max-clauses to change)");
  }
  opt.max_clauses = 0;  // no limit: the million clauses are built and solved
  EXPECT_EQ(solve(p, Backend::sat, opt).status, Status::solved);
}
