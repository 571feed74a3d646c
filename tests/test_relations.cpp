// The native engine for CSPs with relations (csp/engine_relations.cpp): counts checked against
// a brute force that enumerates every 4x4 Latin square and tests each relation on the full
// tuple, with relations of each kind the genres use (sums with and without repeats, products,
// differences, lines of sight, '<').
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <numeric>

#include "base/random.hpp"
#include "csp/csp.hpp"

namespace test_relations {

using namespace gridsat;

namespace {

constexpr int kN = 4;

// Every kN x kN Latin square, row-major.
std::vector<std::vector<int>> latin_squares() {
  std::vector<std::array<int, kN>> perms;
  std::array<int, kN> p{};
  std::iota(p.begin(), p.end(), 1);
  do perms.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  std::vector<std::vector<int>> out;
  std::vector<int> rows(kN);
  auto rec = [&](auto&& self, int r) -> void {
    if (r == kN) {
      std::vector<int> g;
      for (int i : rows) g.insert(g.end(), perms[i].begin(), perms[i].end());
      out.push_back(g);
      return;
    }
    for (size_t i = 0; i < perms.size(); ++i) {
      bool ok = true;
      for (int q = 0; q < r && ok; ++q)
        for (int c = 0; c < kN && ok; ++c) ok = perms[rows[q]][c] != perms[i][c];
      if (!ok) continue;
      rows[r] = static_cast<int>(i);
      self(self, r + 1);
    }
  };
  rec(rec, 0);
  return out;
}

Csp latin_csp() {
  Csp c;
  c.num_vars = kN * kN;
  c.max_value = kN;
  c.fixed.assign(kN * kN, 0);
  for (int i = 0; i < kN; ++i) {
    std::vector<int> row, col;
    for (int j = 0; j < kN; ++j) row.push_back(i * kN + j), col.push_back(j * kN + i);
    c.groups.push_back(row);
    c.groups.push_back(col);
  }
  return c;
}

// A sum cage: prunes a prefix whose sum already passes the target or cannot reach it.
Relation sum_cage(std::vector<int> vars, int target) {
  const int k = static_cast<int>(vars.size());
  return {std::move(vars), [k, target](std::span<const int> p) {
            int s = 0;
            for (int v : p) s += v;
            const int left = k - static_cast<int>(p.size());
            return s + left <= target && s + left * kN >= target;
          }};
}
Relation product_cage(std::vector<int> vars, int target) {
  const size_t k = vars.size();
  return {std::move(vars), [k, target](std::span<const int> p) {
            int prod = 1;
            for (int v : p) prod *= v;
            return p.size() < k ? target % prod == 0 : prod == target;
          }};
}
Relation difference(int a, int b, int d) {
  return {{a, b}, [d](std::span<const int> p) { return p.size() < 2 || std::abs(p[0] - p[1]) == d; }};
}
// Towers seen from the start of `vars` (no pruning: the engine must still be exact).
Relation sight(std::vector<int> vars, int seen) {
  const size_t k = vars.size();
  return {std::move(vars), [k, seen](std::span<const int> p) {
            if (p.size() < k) return true;
            int top = 0, count = 0;
            for (int v : p)
              if (v > top) top = v, ++count;
            return count == seen;
          }};
}

int64_t brute(const Csp& c, const std::vector<std::vector<int>>& all) {
  int64_t n = 0;
  for (const auto& g : all) {
    bool ok = true;
    for (int x = 0; x < c.num_vars && ok; ++x) ok = c.fixed[x] == 0 || c.fixed[x] == g[x];
    for (auto [a, b] : c.less) ok = ok && g[a] < g[b];
    for (const auto& r : c.relations) {
      std::vector<int> t;
      for (int x : r.vars) t.push_back(g[x]);
      ok = ok && r.allows(t);
    }
    n += ok;
  }
  return n;
}

int64_t native(const Csp& c, NativeOptions o = {}) {
  const NativeResult r = solve_csp(c, 0, kNoDeadline, nullptr, o);
  EXPECT_TRUE(r.complete);
  return r.count;
}

TEST(Relations, AlwaysTrueRelationCountsAllLatinSquares) {
  const auto all = latin_squares();
  ASSERT_EQ(all.size(), 576u);  // the number of 4x4 Latin squares (OEIS A002860)
  Csp c = latin_csp();
  c.relations.push_back({{0, 1}, [](std::span<const int>) { return true; }});
  EXPECT_EQ(native(c), 576);
}

TEST(Relations, EachKindMatchesTheBruteForce) {
  const auto all = latin_squares();
  std::vector<Csp> cases;
  Csp c = latin_csp();
  c.relations = {sum_cage({0, 1, 4}, 7), product_cage({2, 3}, 12), difference(5, 9, 2), sight({0, 1, 2, 3}, 3)};
  cases.push_back(c);
  c = latin_csp();
  c.relations = {sight({3, 7, 11, 15}, 2), sight({15, 11, 7, 3}, 1), sum_cage({5, 6, 9, 10}, 10)};
  c.less = {{0, 1}};
  cases.push_back(c);
  c = latin_csp();
  c.fixed[0] = 2;
  c.relations = {sum_cage({1, 2, 6}, 9), product_cage({8, 12, 13}, 8)};
  cases.push_back(c);
  for (size_t i = 0; i < cases.size(); ++i) {
    const int64_t expect = brute(cases[i], all);
    EXPECT_EQ(native(cases[i]), expect) << "case " << i;
    NativeOptions seeded;
    seeded.seed = 12345;
    EXPECT_EQ(native(cases[i], seeded), expect) << "case " << i << " with a random value order";
  }
}

// Random cage partitions of the 4x4 grid with the sums and products of a random Latin square
// (fixed seeds: deterministic), counted against the brute force.
TEST(Relations, RandomCagesMatchTheBruteForce) {
  const auto all = latin_squares();
  Rng rng(2026);
  for (int trial = 0; trial < 30; ++trial) {
    const auto& grid = all[rng.below(all.size())];
    Csp c = latin_csp();
    std::vector<int> cell(kN * kN);
    std::iota(cell.begin(), cell.end(), 0);
    for (size_t i = cell.size(); i > 1; --i) std::swap(cell[i - 1], cell[rng.below(i)]);
    for (size_t at = 0; at < cell.size();) {
      const size_t k = std::min<size_t>(1 + rng.below(3), cell.size() - at);
      std::vector<int> vars(cell.begin() + at, cell.begin() + at + k);
      int sum = 0, prod = 1;
      for (int x : vars) sum += grid[x], prod *= grid[x];
      c.relations.push_back(rng.below(2) ? sum_cage(vars, sum) : product_cage(vars, prod));
      at += k;
    }
    const int64_t expect = brute(c, all);
    ASSERT_GE(expect, 1);
    EXPECT_EQ(native(c), expect) << "trial " << trial;
  }
}

TEST(Relations, StopsAtTheLimitAndReportsValidSolutions) {
  Csp c = latin_csp();
  c.relations.push_back(sum_cage({0, 5, 10, 15}, 10));
  int64_t seen = 0;
  const NativeResult r = solve_csp(c, 3, kNoDeadline, [&](const std::vector<int>& v) {
    EXPECT_EQ(v[0] + v[5] + v[10] + v[15], 10);
    ++seen;
    return true;
  });
  EXPECT_EQ(r.count, 3);
  EXPECT_EQ(seen, 3);
  EXPECT_FALSE(r.complete);
}

TEST(Relations, ContradictionIsCompleteWithNoSolution) {
  Csp c = latin_csp();
  c.relations.push_back(sum_cage({0, 1}, 8));  // two distinct values of 1..4 never sum to 8
  const NativeResult r = solve_csp(c, 0, kNoDeadline, nullptr);
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.count, 0);
}

TEST(Relations, RefusesValuesAbove64) {
  Csp c;
  c.num_vars = 1;
  c.max_value = 65;
  c.fixed = {0};
  c.relations.push_back({{0}, [](std::span<const int>) { return true; }});
  EXPECT_THROW(solve_csp(c, 1, kNoDeadline, nullptr), std::invalid_argument);
}

}  // namespace

}  // namespace test_relations
