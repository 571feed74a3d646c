// The local search on the Latin square itself (puzzles/latin/latin_local.hpp, issue 29):
// every square it returns completes its givens (checked here against the definition, with
// no code of gridsat's), the same seed gives the same square, on unsatisfiable squares
// (published: the QCP set's indices 10..14) it returns nothing, and through the CLI
// (`--backend sls`, and the default's slice for QWH of order >= 30) every answer is checked.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "helpers.hpp"
#include "puzzles/latin/latin_local.hpp"

namespace test_latin_local {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see
using json = nlohmann::json;

namespace {

struct Pls {
  int n = 0;
  std::vector<int> cells;  // 0 = hole, else symbol + 1
};

Pls read_pls(const std::string& path) {
  std::istringstream in(slurp(path));
  std::string word;
  Pls p;
  in >> word >> p.n;
  p.cells.resize(static_cast<size_t>(p.n) * p.n);
  for (int& v : p.cells) {
    int s = -1;
    in >> s;
    v = s + 1;
  }
  return p;
}

// Every row and column a permutation of 1..n, every given kept.
bool completes(const Pls& p, const std::vector<int>& square) {
  const int n = p.n;
  if (square.size() != p.cells.size()) return false;
  for (int i = 0; i < n; ++i) {
    std::vector<char> row(n + 1), col(n + 1);
    for (int j = 0; j < n; ++j) {
      const int a = square[i * n + j], b = square[j * n + i];
      if (a < 1 || a > n || b < 1 || b > n || row[a]++ || col[b]++) return false;
    }
  }
  for (size_t k = 0; k < square.size(); ++k)
    if (p.cells[k] && p.cells[k] != square[k]) return false;
  return true;
}

Deadline in_seconds(double s) {
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
}

}  // namespace

// QWH instances (satisfiable by construction): order 30 from the Gomes set and from Pesant's,
// two seeds each; the squares complete their givens, and a seed gives the same square again.
TEST(LatinLocal, FindsSquaresThatCompleteTheGivens) {
  NEED_SHARED("instances/latin/gomes-qwh", "instances/latin/pesant-qwh-o30");
  const std::string gomes = shared("instances/latin/gomes-qwh/"), pesant = shared("instances/latin/pesant-qwh-o30/");
  for (const std::string& f : {gomes + "qwh.order30.holes316.pls", gomes + "qwh.order30.holes320.pls",
                               gomes + "qwh.order18.holes120.pls", pesant + "qwh-o30-h374-01.pls"}) {
    const Pls p = read_pls(f);
    for (uint64_t seed : {1, 2}) {
      LatinLocalStats stats;
      const auto square = latin_local_search(p.n, p.cells, seed, in_seconds(60), stats);
      ASSERT_TRUE(square.has_value()) << f << " seed " << seed;
      EXPECT_TRUE(completes(p, *square)) << f;
      EXPECT_EQ(stats.best, 0);
      LatinLocalStats again;
      EXPECT_EQ(latin_local_search(p.n, p.cells, seed, in_seconds(60), again), square) << f;
      EXPECT_EQ(again.moves, stats.moves);
    }
  }
}

// Unsatisfiable QCP squares (published): never a square, whether the propagation or a row's
// matching proves it (contradiction) or the clock ends the search.
TEST(LatinLocal, NeverASquareOnUnsatisfiableOnes) {
  NEED_SHARED("instances/latin/minizinc-qcp");
  for (const std::string name : {"qcp-15-120-10", "qcp-15-120-12", "qcp-20-187-11", "qcp-25-264-13"}) {
    const Pls p = read_pls(shared("instances/latin/minizinc-qcp/" + name + ".pls"));
    LatinLocalStats stats;
    EXPECT_FALSE(latin_local_search(p.n, p.cells, 1, in_seconds(0.2), stats).has_value()) << name;
    if (!stats.contradiction) {
      EXPECT_GT(stats.best, 0) << name;  // the fewest duplicates seen: never none
    }
  }
}

// Through the CLI: --backend sls answers solved (checked) or unknown, never unsat; the default
// (its local-search slice for QWH of order >= 30, then CDCL) and --backend native answer the
// same instance; the unsatisfiable QCP squares keep CDCL's "unsat".
TEST(LatinLocal, CliBackends) {
  NEED_SHARED("instances/latin/gomes-qwh", "instances/latin/minizinc-qcp");
  const std::string f = shared("instances/latin/gomes-qwh/qwh.order30.holes316.pls");
  const Pls p = read_pls(f);
  for (std::string args : {"--backend sls --seed 3", "", "--backend native"}) {
    const gridsat::test::Run r = cli("solve --format json " + args + " " + f);
    ASSERT_EQ(r.exit, 0) << args << r.err;
    const json j = json::parse(r.out);
    EXPECT_EQ(j["status"], "solved") << args;
    std::vector<int> square;
    for (const auto& row : j["grid"])
      for (const auto& v : row) square.push_back(v.get<int>() + 1);
    EXPECT_TRUE(completes(p, square)) << args;
  }
  const std::string unsat = shared("instances/latin/minizinc-qcp/qcp-15-120-10.pls");
  const gridsat::test::Run sls = cli("solve --format json --backend sls --time-limit 0.2 " + unsat);
  EXPECT_EQ(json::parse(sls.out)["status"], "unknown") << sls.out;
  const gridsat::test::Run auto_run = cli("solve --format json " + unsat);
  EXPECT_EQ(json::parse(auto_run.out)["status"], "unsat") << auto_run.out;
}

}  // namespace test_latin_local
