// The native backend's classic CSP options: every inference (none, fc, mac, fc+singles)
// with every variable order (static, mrv) counts the known totals, finds the SAT backend's
// solutions, proves uniqueness, and stops at the deadline.
#include <gtest/gtest.h>

#include <chrono>

#include "helpers.hpp"
#include "solve/solve.hpp"

namespace test_native {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::vector<NativeOptions> combinations() {
  std::vector<NativeOptions> all;
  for (Inference i : {Inference::none, Inference::fc, Inference::mac, Inference::fc_singles})
    for (VarOrder o : {VarOrder::static_order, VarOrder::mrv}) all.push_back({i, o});
  return all;
}

std::string name(const NativeOptions& n) {
  return std::string(to_string(n.inference)) + "/" + std::string(to_string(n.order));
}

SolveOptions with(const NativeOptions& n, int64_t limit, double time_limit = 20) {
  SolveOptions o;
  o.limit = limit;
  o.time_limit = time_limit;  // a bug must fail the test, not hang it
  o.native = n;
  return o;
}

std::unique_ptr<Puzzle> read_file(const std::string& path) {
  auto recs = read_puzzles(slurp(path), path, {});
  if (recs.size() != 1 || !recs[0].puzzle) return nullptr;
  return std::move(recs[0].puzzle);
}

// Unique, and the same solution as the SAT backend.
void expect_unique_as_sat(const Puzzle& p, const std::string& what) {
  SolveOptions sat_opt;
  sat_opt.limit = 2;
  Answer sat = solve(p, Backend::sat, sat_opt);
  ASSERT_EQ(sat.count, 1) << what;
  ASSERT_TRUE(sat.complete) << what;
  for (const auto& n : combinations()) {
    Answer a = solve(p, Backend::native, with(n, 2));
    EXPECT_TRUE(a.internal_error.empty()) << what << " " << name(n) << ": " << a.internal_error;
    ASSERT_EQ(a.count, 1) << what << " " << name(n);
    EXPECT_TRUE(a.complete) << what << " " << name(n);
    EXPECT_EQ(a.solutions[0], sat.solutions[0]) << what << " " << name(n);
  }
}

}  // namespace

TEST(NativeOptions, NamesRoundTrip) {
  for (const auto& n : combinations()) {
    EXPECT_EQ(parse_name<Inference>(kInferenceNames, to_string(n.inference)), n.inference);
    EXPECT_EQ(parse_name<VarOrder>(kVarOrderNames, to_string(n.order)), n.order);
  }
  EXPECT_FALSE(parse_name<Inference>(kInferenceNames, "ac3"));
  EXPECT_FALSE(parse_name<VarOrder>(kVarOrderNames, "dom"));
  const NativeOptions d;
  EXPECT_EQ(d.inference, Inference::fc_singles);
  EXPECT_EQ(d.order, VarOrder::mrv);
}

// OEIS A107739 (288 4x4 Sudoku grids) and A002860 (576 Latin squares of order 4).
TEST(NativeOptions, CountsOfEmptyGrids) {
  auto sudoku = parse_one("................");
  auto latin = parse_one("latin 4\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n");
  ASSERT_TRUE(sudoku);
  ASSERT_TRUE(latin);
  for (const auto& n : combinations()) {
    Answer s = solve(*sudoku, Backend::native, with(n, 0));
    EXPECT_EQ(s.count, 288) << name(n);
    EXPECT_TRUE(s.complete) << name(n);
    EXPECT_TRUE(s.internal_error.empty()) << s.internal_error;
    Answer l = solve(*latin, Backend::native, with(n, 0));
    EXPECT_EQ(l.count, 576) << name(n);
    EXPECT_TRUE(l.complete) << name(n);
    EXPECT_TRUE(l.internal_error.empty()) << l.internal_error;
  }
}

// Puzzles 1, 4 and 21 of hard21: hard for a SAT-less solver, yet plain backtracking in
// static order settles each in well under a second.
TEST(NativeOptions, HardSudokusAgreeWithSat) {
  NEED_SHARED("peer-tests/hard21.txt");
  auto lines = lines_of(shared("peer-tests/hard21.txt"));
  ASSERT_EQ(lines.size(), 21u);
  for (int i : {1, 4, 21}) {
    auto p = parse_one(lines[i - 1]);
    ASSERT_TRUE(p) << i;
    expect_unique_as_sat(*p, "hard21 #" + std::to_string(i));
  }
}

TEST(NativeOptions, FutoshikiAgreesWithSat) {
  NEED_SHARED("instances/futoshiki/janko");
  for (const char* f : {"janko006_5.txt", "janko007_5.txt", "janko008_5.txt"}) {
    auto p = read_file(shared(std::string("instances/futoshiki/janko/") + f));
    ASSERT_TRUE(p) << f;
    expect_unique_as_sat(*p, f);
  }
}

TEST(NativeOptions, ContradictoryGivensHaveNoSolution) {
  auto sudoku = parse_one("123....4........");  // r1c4 can only be 4; column 4 holds a 4
  ReadOptions fut;
  fut.type = "futoshiki";
  auto futoshiki = parse_one("1 > 0   0\n\n0   0   0\n\n0   0   0\n", fut);  // 1 > x
  ASSERT_TRUE(sudoku);
  ASSERT_TRUE(futoshiki);
  for (const auto& n : combinations()) {
    Answer a = solve(*sudoku, Backend::native, with(n, 2));
    EXPECT_EQ(a.status, Status::unsat) << name(n);
    EXPECT_TRUE(a.complete) << name(n);
    Answer b = solve(*futoshiki, Backend::native, with(n, 2));
    EXPECT_EQ(b.status, Status::unsat) << name(n);
    EXPECT_TRUE(b.complete) << name(n);
  }
}

// Counting all 9x9 Sudoku grids (about 6.7e21) never ends: every combination must stop at
// the time limit and say the count is incomplete.
TEST(NativeOptions, DeadlineIsHonoured) {
  auto sudoku = parse_one(std::string(81, '.'));
  auto latin = parse_one("latin 9\n" + [] {
    std::string s;
    for (int r = 0; r < 9; ++r) s += "0 0 0 0 0 0 0 0 0\n";
    return s;
  }());
  ASSERT_TRUE(sudoku);
  ASSERT_TRUE(latin);
  for (const Puzzle* p : {sudoku.get(), latin.get()})
    for (const auto& n : combinations()) {
      const auto start = std::chrono::steady_clock::now();
      Answer a = solve(*p, Backend::native, with(n, 0, 0.1));
      const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      EXPECT_FALSE(a.complete) << name(n);
      EXPECT_GT(a.count, 0) << name(n);
      EXPECT_LT(took, 0.6) << p->family() << " " << name(n);
    }
}

TEST(NativeOptions, CommandLine) {
  const std::string puzzle = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..\n";
  for (const char* inf : {"none", "fc", "mac", "fc+singles"})
    for (const char* order : {"static", "mrv"}) {
      auto r =
          cli(std::string("count --backend native --format line --inference ") + inf + " --order " + order, puzzle);
      EXPECT_EQ(r.exit, 0) << inf << " " << order << ": " << r.err;
      EXPECT_EQ(r.out.substr(0, 9), "unique 1 ") << inf << " " << order;
    }
  auto bad = cli("count --backend native --inference ac3", puzzle);
  EXPECT_EQ(bad.exit, 2);
  EXPECT_NE(bad.err.find("--inference must be none, fc, mac or fc+singles, not 'ac3'"), std::string::npos) << bad.err;
  auto order = cli("solve --order random", puzzle);
  EXPECT_EQ(order.exit, 2);
  EXPECT_NE(order.err.find("--order must be static or mrv, not 'random'"), std::string::npos) << order.err;
}

}  // namespace test_native
