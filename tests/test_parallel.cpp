// --threads N (solve/parallel.hpp): the portfolio and cube-and-conquer must give the
// one-thread verdicts and counts, checked against published counts (OEIS A002860 Latin
// squares, A107739 4x4 Sudoku grids, magic squares 8 and 880 Frenicle forms, A000755
// no-three-in-line) and the SAT/UNSAT marks of the 60 QCP instances. Thread scheduling is
// not deterministic: only verdicts and counts are asserted, never which solution or how fast.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <thread>

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "helpers.hpp"
#include "solve/parallel.hpp"
#include "solve/solve.hpp"

namespace test_parallel {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::unique_ptr<Puzzle> blank(const std::string& type, int n, Symmetry sym = Symmetry::none) {
  ReadOptions o;
  o.type = type;
  o.size = n;
  o.symmetry = sym;
  Record r = blank_puzzle(o);
  EXPECT_TRUE(r.puzzle) << r.error;
  return std::move(r.puzzle);
}

Answer run(const Puzzle& p, int threads, int64_t limit, double time_limit = 0) {
  SolveOptions o;
  o.limit = limit;
  o.threads = threads;
  o.time_limit = time_limit;
  return solve(p, Backend::sat, o);
}

void expect_count(const Puzzle& p, int threads, int64_t expected, const std::string& what) {
  Answer a = run(p, threads, 0);
  EXPECT_EQ(a.count, expected) << what << " threads=" << threads;
  EXPECT_TRUE(a.complete) << what << " threads=" << threads;
  EXPECT_TRUE(a.internal_error.empty()) << what << ": " << a.internal_error;
  EXPECT_EQ(a.stats.parallel.mode, "cubes") << what;
}

std::unique_ptr<Puzzle> qcp(const std::string& name) {
  auto recs = read_puzzles(slurp(shared("instances/latin/minizinc-qcp/" + name)), name, {});
  EXPECT_EQ(recs.size(), 1u) << name;
  return recs.empty() ? nullptr : std::move(recs[0].puzzle);
}

std::vector<std::string> qcp_names() {
  std::vector<std::string> out;
  for (auto [n, holes] : {std::pair{10, 67}, {15, 120}, {20, 187}, {25, 264}})
    for (int i = 0; i < 15; ++i) {
      char name[64];
      std::snprintf(name, sizeof name, "qcp-%d-%d-%02d.pls", n, holes, i);
      out.push_back(name);
    }
  return out;
}

}  // namespace

TEST(Parallel, SmallCountsMatchPublishedWithTwoAndFourThreads) {
  for (int t : {2, 4}) {
    expect_count(*blank("latin", 4), t, 576, "latin 4 (A002860)");
    expect_count(*blank("sudoku", 4), t, 288, "sudoku 4x4 (A107739)");
    expect_count(*blank("magic", 3), t, 8, "magic 3");
    expect_count(*blank("magic", 4, Symmetry::frenicle), t, 880, "magic 4 Frenicle forms (A006052)");
    const int64_t a000755[] = {0, 0, 1, 2, 11, 32, 50, 132, 380};
    for (int n = 2; n <= 8; ++n) expect_count(*blank("pieces", n), t, a000755[n], "pieces " + std::to_string(n));
  }
}

// 161,280 solutions, enumerated with blocking clauses inside disjoint cubes (A002860).
TEST(Parallel, LatinOrder5CountsAllWithTwoAndFourThreads) {
  auto p = blank("latin", 5);
  for (int t : {2, 4}) expect_count(*p, t, 161280, "latin 5");
}

// The 60 QCP instances: 00..09 satisfiable, 10..14 not (README); the portfolio (limit 1)
// with 2 threads and the cubes (count to 2) with 4 give the one-thread verdicts and counts.
TEST(Parallel, QcpVerdictsAndCountsEqualOneThread) {
  NEED_SHARED("instances/latin/minizinc-qcp");
  for (const std::string& name : qcp_names()) {
    auto p = qcp(name);
    ASSERT_TRUE(p) << name;
    const bool sat = name.substr(name.size() - 6, 2) < "10";
    Answer first = run(*p, 2, 1);
    EXPECT_EQ(first.status, sat ? Status::solved : Status::unsat) << name;
    Answer one = run(*p, 1, 2), four = run(*p, 4, 2);
    EXPECT_EQ(four.status, one.status) << name;
    EXPECT_EQ(four.count, one.count) << name;
    EXPECT_EQ(four.complete, one.complete) << name;
    for (const Answer* a : {&first, &one, &four}) EXPECT_TRUE(a->internal_error.empty()) << name << a->internal_error;
  }
}

// Exact counts on real instances (README: 65 and 25 solutions) and a unique one.
TEST(Parallel, QcpPublishedCountsWithThreeThreads) {
  NEED_SHARED("instances/latin/minizinc-qcp");
  for (auto [name, count] : {std::pair{"qcp-25-264-02.pls", 65}, {"qcp-25-264-08.pls", 25}, {"qcp-20-187-02.pls", 1}}) {
    auto p = qcp(name);
    ASSERT_TRUE(p);
    expect_count(*p, 3, count, name);
  }
}

// What a distributed driver does: the cubes split between two "ranks", each solving its
// share; the counts add up to the whole, and every cube holds primary variables only.
TEST(Parallel, CubesSplitBetweenRunsAddUp) {
  auto p = blank("pieces", 7);  // sequential counters: auxiliary variables the cubes must avoid
  Encoding enc = p->encode(EncodeOptions{});
  std::set<int> primary;
  for (const Primary& v : enc.primary) primary.insert(v.var);
  CubeList list = make_cubes(enc, CadicalSettings{}, CubeOptions{6, 2, 2, 0}, kNoDeadline);
  ASSERT_FALSE(list.unsat);
  EXPECT_GE(list.cubes.size(), 4u);
  for (const Cube& c : list.cubes)
    for (int lit : c) EXPECT_TRUE(primary.count(std::abs(lit))) << lit;
  int64_t total = 0;
  for (int rank = 0; rank < 2; ++rank) {
    std::vector<Cube> share;
    for (size_t i = rank; i < list.cubes.size(); i += 2) share.push_back(list.cubes[i]);
    CubeRunOptions o;
    o.threads = 2;
    o.conflicts_per_cube = 50;  // small: re-splitting happens too
    CubeResult r = solve_cubes(enc, share, o, [&](const Grid& g) { return !p->check(g); });
    EXPECT_TRUE(r.complete);
    total += r.count;
  }
  EXPECT_EQ(total, 132);  // A000755, n = 7
}

// A CubeFeed (each rank of gridsat-mpi) takes its cubes while it runs: the run cannot end
// before close(), and the cubes given in two parts add up to the whole (A000755, n = 8: 380).
// Stopped from outside, a fed run is incomplete.
TEST(Parallel, FedCubesAddUpAndWaitForClose) {
  auto p = blank("pieces", 8);
  Encoding enc = p->encode(EncodeOptions{});
  CubeList list = make_cubes(enc, CadicalSettings{}, CubeOptions{6, 2, 2, 0}, kNoDeadline);
  ASSERT_GE(list.cubes.size(), 4u);
  const auto half = list.cubes.begin() + static_cast<std::ptrdiff_t>(list.cubes.size() / 2);
  CubeRunOptions o;
  o.threads = 2;
  o.conflicts_per_cube = 50;  // re-splits too: the parts keep the blocking clauses of their own
  CubeFeed feed(enc, o, [&](const Grid& g) { return !p->check(g); });
  feed.add({list.cubes.begin(), half});
  EXPECT_FALSE(feed.ended());  // open: more may come
  feed.add({half, list.cubes.end()});
  feed.close();
  const CubeResult r = feed.wait();
  EXPECT_EQ(r.count, 380);
  EXPECT_TRUE(r.complete);
  CubeFeed stopped(enc, o, [](const Grid&) { return true; });
  stopped.add(list.cubes);
  stopped.stop();
  EXPECT_FALSE(stopped.wait().complete);
}

// A conflict limit of one forces re-splits: on the value of a cell (one-hot encodings), the
// parts carrying the blocking clauses of the solutions their cube had found.
TEST(Parallel, ResplitCubesKeepCountsExact) {
  for (auto [type, count] : {std::pair{"latin", 576}, {"sudoku", 288}}) {
    auto p = blank(type, 4);
    EncodeOptions eo;
    eo.simplify = Simplify::none;  // every cell open: real search
    Encoding enc = p->encode(eo);
    CubeList list = make_cubes(enc, CadicalSettings{}, CubeOptions{2, 1, 2, 0}, kNoDeadline);
    CubeRunOptions o;
    o.threads = 2;
    o.conflicts_per_cube = 1;
    CubeResult r = solve_cubes(enc, list.cubes, o, [&](const Grid& g) { return !p->check(g); });
    EXPECT_EQ(r.count, count) << type;
    EXPECT_TRUE(r.complete) << type;
    EXPECT_GT(r.resplit, 0) << type;
  }
}

// gridsat-mpi's partition cubes (make_partition_cubes): the first solution and the cubes of its
// blocking clause cover the 576 Latin squares of order 4 (OEIS A002860) once each; a square
// with no completion has no first solution and no cube.
TEST(Parallel, PartitionCubesCoverEverySolutionOnce) {
  auto p = blank("latin", 4);
  EncodeOptions eo;
  eo.simplify = Simplify::none;
  const Encoding enc = p->encode(eo);
  const PartitionCubes pc = make_partition_cubes(enc, CadicalSettings{}, kNoDeadline);
  ASSERT_TRUE(pc.first);
  EXPECT_FALSE(pc.stopped);
  EXPECT_FALSE(pc.list.unsat);
  EXPECT_EQ(p->check(*pc.first), std::nullopt);
  ASSERT_FALSE(pc.list.cubes.empty());
  CubeRunOptions o;
  o.threads = 2;
  std::set<std::vector<int>> seen{pc.first->cells};
  std::mutex m;
  const CubeResult r = solve_cubes(enc, pc.list.cubes, o, [&](const Grid& g) {
    std::lock_guard lock(m);
    EXPECT_TRUE(seen.insert(g.cells).second) << "a square in two cubes";
    return !p->check(g);
  });
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.count + 1, 576);
  EXPECT_EQ(seen.size(), 576u);

  ReadOptions ro;
  ro.type = "latin";
  const auto none = parse_one("latin 4\n1 2 0 0\n0 0 3 0\n0 0 4 0\n0 0 0 0\n", ro);
  ASSERT_TRUE(none);
  const PartitionCubes empty = make_partition_cubes(none->encode(eo), CadicalSettings{}, kNoDeadline);
  EXPECT_TRUE(empty.list.unsat);
  EXPECT_FALSE(empty.first);
  EXPECT_TRUE(empty.list.cubes.empty());
}

// Each thread holds a copy of the formula: a budget that fits one copy refuses two threads.
TEST(Parallel, ClauseBudgetCountsEveryThread) {
  auto p = blank("latin", 6);
  const auto size = p->estimate(EncodeOptions{});
  ASSERT_TRUE(size);
  SolveOptions o;
  o.limit = 3;  // beyond the two solutions an empty grid has by construction: the CNF is built
  o.max_clauses = size->clauses + size->clauses / 2;
  EXPECT_EQ(solve(*p, Backend::sat, o).status, Status::solved);
  o.threads = 2;
  EXPECT_THROW(solve(*p, Backend::sat, o), TooManyClauses);
  o.max_clauses = 2 * size->clauses;
  EXPECT_EQ(solve(*p, Backend::sat, o).status, Status::solved);
}

TEST(Parallel, DiversifyKeepsWorkerZero) {
  CadicalSettings base;
  base.options.emplace_back("seed", 7);  // --cadical seed=7: every worker's seed follows it
  const CadicalSettings zero = diversify(base, 0);
  EXPECT_EQ(zero.config, base.config);
  EXPECT_EQ(zero.options, base.options);
  std::set<int> seeds;
  for (int w = 1; w <= 5; ++w) {
    const CadicalSettings s = diversify(base, w);
    EXPECT_EQ(validate(s), "") << w;
    int seed = -1, shuffle = 0;  // the last setting of each name is the one CaDiCaL keeps
    for (const auto& [name, value] : s.options) {
      if (name == "seed") seed = value;
      if (name == "shuffle") shuffle = value;
    }
    EXPECT_EQ(seed, 7 + 1000 * w);
    EXPECT_EQ(shuffle, 1);
    seeds.insert(seed);
  }
  EXPECT_EQ(seeds.size(), 5u);
  // With 2 threads the second solver searches in stable mode only (CaDiCaL's sat configuration).
  EXPECT_EQ(diversify(base, 1).config, "sat");
  EXPECT_EQ(diversify(base, 2).config, "default");
  EXPECT_EQ(diversify(base, 4).config, "sat");
  EXPECT_EQ(thread_count(3), 3);
  EXPECT_GE(thread_count(0), 1);
}

// The time limit and Ctrl-C stop every thread: counting all 9x9 Latin squares cannot finish.
TEST(Parallel, TimeLimitAndInterruptStopEveryThread) {
  auto p = blank("latin", 9);
  Answer timed = run(*p, 2, 0, 0.5);
  EXPECT_FALSE(timed.complete);
  std::thread ctrl_c([] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    request_stop();
  });
  Answer stopped = run(*p, 2, 0);
  ctrl_c.join();
  clear_stop();
  EXPECT_FALSE(stopped.complete);
  Answer first = run(*p, 2, 1);  // the flag is clear again: the portfolio answers
  EXPECT_EQ(first.status, Status::solved);
}

TEST(ParallelCli, ProofAndNativeAreRefusedWithThreads) {
  gridsat::test::Run r =
      cli("solve --threads 2 --proof " + std::string(::testing::TempDir()) + "p.drat", "latin 2\n0 0\n0 0\n");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("--proof needs --threads 1"), std::string::npos) << r.err;
  r = cli("count --threads 2 --backend native", "latin 2\n0 0\n0 0\n");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("--threads needs the sat backend"), std::string::npos) << r.err;
  r = cli("count --threads -1", "latin 2\n0 0\n0 0\n");
  EXPECT_EQ(r.exit, 2);
  r = cli("count --threads 2 --limit 0 --format json --type latin --size 3");
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_NE(r.out.find("\"count\":12"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"cubes_resplit\":"), std::string::npos) << r.out;
  const std::string proof = std::string(::testing::TempDir()) + "gridsat_threads_p1.drat";
  r = cli("solve --threads 1 --proof " + proof, "latin 2\n0 0\n0 0\n");
  EXPECT_EQ(r.exit, 0) << r.err;
  std::remove(proof.c_str());
}

}  // namespace test_parallel
