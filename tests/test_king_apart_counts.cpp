// "Cardinality per region with no king-touch" (puzzles/common/king_apart_counts.hpp) proved
// like the encoders: on every board up to 3x4, for three ways of cutting it into regions and
// k = 0..2, every assignment of the cells' literals satisfies the clauses (extended over the
// auxiliaries: CaDiCaL under assumptions) exactly when a brute-force reading of the rule
// holds; the CSP side's solutions are exactly those assignments; constants are taken.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <set>

#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/king_apart_counts.hpp"

namespace test_king_apart_counts {

using namespace gridsat;

namespace {

// The rule read plainly: bit i of `marks` marks cell i.
bool holds(int rows, int cols, const std::vector<int>& room_of, int k, uint32_t marks) {
  auto on = [&](int r, int c) { return r >= 0 && c >= 0 && r < rows && c < cols && (marks >> (r * cols + c) & 1); };
  std::vector<int> per_row(rows), per_col(cols), per_room(rows * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (!on(r, c)) continue;
      ++per_row[r], ++per_col[c], ++per_room[room_of[r * cols + c]];
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc)
          if ((dr || dc) && on(r + dr, c + dc)) return false;
    }
  std::set<int> rooms(room_of.begin(), room_of.end());
  for (int v : per_row)
    if (v != k) return false;
  for (int v : per_col)
    if (v != k) return false;
  for (int room : rooms)
    if (per_room[room] != k) return false;
  return true;
}

std::vector<std::vector<int>> cuttings(int rows, int cols) {
  std::vector<int> one(rows * cols, 0), stripes(rows * cols), checks(rows * cols);
  for (int i = 0; i < rows * cols; ++i) stripes[i] = i / cols, checks[i] = (i / cols + i % cols) % 2;
  if (rows * cols == 1) checks[0] = 0;
  return {one, stripes, checks};
}

}  // namespace

TEST(KingApartCounts, ClausesHoldExactlyWhenTheRuleDoes) {
  int cases = 0, satisfiable = 0;
  for (int rows = 1; rows <= 3; ++rows)
    for (int cols = 1; cols <= 4; ++cols)
      for (const auto& room_of : cuttings(rows, cols))
        for (int k = 0; k <= 2; ++k) {
          const int n = rows * cols;
          Cnf cnf;
          cnf.reserve(n);
          std::vector<int> lits;
          for (int i = 1; i <= n; ++i) lits.push_back(i);
          no_king_touch(cnf, rows, cols, lits);
          for (const auto& house : line_and_region_houses(rows, cols, room_of)) house_count(cnf, lits, house, k);
          CaDiCaL::Solver solver;
          solver.set("quiet", 1);
          solver.reserve(cnf.num_vars());
          for (int lit : cnf.flat()) solver.add(lit);
          for (uint32_t marks = 0; marks < (1u << n); ++marks) {
            for (int i = 0; i < n; ++i) solver.assume((marks >> i & 1) ? lits[i] : -lits[i]);
            const bool want = holds(rows, cols, room_of, k, marks);
            satisfiable += want;
            ASSERT_EQ(solver.solve() == 10, want) << rows << "x" << cols << " k=" << k << " marks=" << marks;
            ++cases;
          }
        }
  EXPECT_GT(satisfiable, 10);  // the rule is met somewhere, not only refused
  EXPECT_EQ(cases, 3 * 3 * (2 + 4 + 8 + 16 + 4 + 16 + 64 + 256 + 8 + 64 + 512 + 4096));
}

// A decided cell (kTrue / kFalse) reads as its value: the clauses over the other cells hold
// exactly for the completions the rule accepts.
TEST(KingApartCounts, ConstantsReadAsTheirValue) {
  const int rows = 3, cols = 3, n = 9, k = 1;
  const std::vector<int> room_of{0, 0, 1, 0, 2, 1, 2, 2, 1};
  for (int fixed : {kTrue, kFalse})
    for (int at : {0, 4, 8}) {
      Cnf cnf;
      cnf.reserve(n);
      std::vector<int> lits;
      for (int i = 1; i <= n; ++i) lits.push_back(i == at + 1 ? fixed : i);
      no_king_touch(cnf, rows, cols, lits);
      for (const auto& house : line_and_region_houses(rows, cols, room_of)) house_count(cnf, lits, house, k);
      CaDiCaL::Solver solver;
      solver.set("quiet", 1);
      solver.reserve(std::max(cnf.num_vars(), n));
      for (int lit : cnf.flat()) solver.add(lit);
      for (uint32_t marks = 0; marks < (1u << n); ++marks) {
        if (((marks >> at) & 1) != (fixed == kTrue)) continue;
        for (int i = 0; i < n; ++i)
          if (i != at) solver.assume((marks >> i & 1) ? i + 1 : -(i + 1));
        EXPECT_EQ(solver.solve() == 10, holds(rows, cols, room_of, k, marks)) << fixed << " at " << at << " " << marks;
      }
    }
}

// The native engine's relations admit exactly the assignments the rule accepts.
TEST(KingApartCounts, CspSolutionsAreTheRuleS) {
  for (int rows = 1; rows <= 3; ++rows)
    for (int cols = 1; cols <= 4; ++cols)
      for (const auto& room_of : cuttings(rows, cols))
        for (int k = 0; k <= 2; ++k) {
          const int n = rows * cols;
          Csp csp = binary_csp(Grid(rows, cols));
          add_king_apart_counts(csp, rows, cols, line_and_region_houses(rows, cols, room_of), k);
          std::set<uint32_t> found, want;
          solve_csp(csp, 0, kNoDeadline, [&](const std::vector<int>& v) {
            uint32_t marks = 0;
            for (int i = 0; i < n; ++i) marks |= static_cast<uint32_t>(v[i] == 2) << i;
            found.insert(marks);
            return true;
          });
          for (uint32_t marks = 0; marks < (1u << n); ++marks)
            if (holds(rows, cols, room_of, k, marks)) want.insert(marks);
          EXPECT_EQ(found, want) << rows << "x" << cols << " k=" << k;
        }
}

}  // namespace test_king_apart_counts
