// --max-memory (base/memory_limit.hpp): the sat backend's search stops, 'unknown', once the
// process' resident set is over the limit, and the answer names the option. A limit of 1 MiB
// is passed by any process, so the search stops at its first look; 0 is no limit.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "helpers.hpp"
#include "mixed_grids.hpp"

namespace gridsat::test {
namespace test_memory_limit {
namespace {

using nlohmann::json;

// Escargot: no deduction decides it, so the sat backend searches.
const std::string kMemoryLimitEscargot =
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

TEST(MemoryLimit, SearchStopsOverTheLimitNamingTheOption) {
  const std::string in = kMemoryLimitEscargot + "\n";  // on standard input
  auto s = cli("solve --backend sat --max-memory 1 --format json", in);
  EXPECT_EQ(s.exit, 3) << s.err;
  const json j = json::parse(s.out);
  EXPECT_EQ(j["status"], "unknown");
  EXPECT_EQ(j["message"], "memory limit reached (--max-memory 1 MiB)");
  auto line = cli("solve --backend sat --max-memory 1", in);
  EXPECT_EQ(line.exit, 3);
  EXPECT_NE(line.out.find("memory limit reached (--max-memory 1 MiB)"), std::string::npos) << line.out;
  auto c = cli("count --backend sat --max-memory 1 --format json", in);
  EXPECT_EQ(c.exit, 3) << c.err;
  EXPECT_EQ(json::parse(c.out)["verdict"], "unknown");
}

TEST(MemoryLimit, ZeroAndTheDefaultLetASmallPuzzleSolve) {
  for (std::string cmd : {"solve", "count"})
    EXPECT_NE(cli(cmd + " --help").out.find("--max-memory arg (=1800)"), std::string::npos) << cmd;
  EXPECT_EQ(cli("encode --max-memory 100 -", kMemoryLimitEscargot + "\n").exit, 2);  // encode loads no solver
  const std::string in = kMemoryLimitEscargot + "\n";
  for (std::string limit : {" --max-memory 0", ""}) {
    auto s = cli("solve --backend sat --format json" + limit, in);
    EXPECT_EQ(s.exit, 0) << limit << s.err;
    EXPECT_EQ(json::parse(s.out)["status"], "solved") << limit;
    auto c = cli("count --backend sat --format json" + limit, in);
    EXPECT_EQ(c.exit, 0) << limit << c.err;
    EXPECT_EQ(json::parse(c.out)["verdict"], "unique") << limit;
  }
}

// A 16x16 Sudoku that no pattern completes (a mixed grid's 60 givens): its exact size, after
// the deductions, is checked against the limit before the first clause. The sat backend
// refuses it, naming both ways out; the default backend turns to the native one, as over
// --max-clauses, and answers.
TEST(MemoryLimit, EncodingOverTheLimitIsRefusedBeforeItsFirstClause) {
  const std::string in = mixed_givens(mixed_grid(4, 4, 1, 200), 60, 1);
  auto s = cli("solve --type sudoku --backend sat --max-memory 1 --format json", in);
  EXPECT_EQ(s.exit, 2) << s.err;
  EXPECT_NE(s.err.find(" MiB in the solver (limit 1 MiB; --max-memory to change, or --backend native, which builds "
                       "no CNF)"),
            std::string::npos)
      << s.err;
  auto a = cli("solve --type sudoku --max-memory 1 --format json", in);
  EXPECT_EQ(a.exit, 0) << a.err;
  EXPECT_EQ(json::parse(a.out)["status"], "solved");
  EXPECT_EQ(json::parse(a.out)["backend"], "native");
  auto unlimited = cli("solve --type sudoku --backend sat --max-memory 0 --format json", in);
  EXPECT_EQ(unlimited.exit, 0) << unlimited.err;
  EXPECT_EQ(json::parse(unlimited.out)["status"], "solved");
}

}  // namespace
}  // namespace test_memory_limit
}  // namespace gridsat::test
