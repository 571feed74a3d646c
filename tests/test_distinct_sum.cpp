// Run sums with distinct digits (encoders/distinct_sum.hpp) proved exhaustively: runs of 1..3
// cells over four values each, every total (and none), each encoding: an assignment of the
// cells' one-hot literals extends to a model exactly when each cell holds one value, the values
// are distinct and they make the total. A cell decided (a kTrue literal) and a value ruled out
// (kFalse) too. The combinations against a plain enumeration.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <optional>
#include <string>
#include <vector>

#include "cnf_truth.hpp"
#include "encoders/amo.hpp"
#include "encoders/distinct_sum.hpp"

namespace test_distinct_sum {

using namespace gridsat;
using namespace gridsat::test;

namespace {

// k cells, values `values` each; variable 1 + i * |values| + j: cell i holds values[j].
// `fixed`: cell 0 holds values[1] (its literal kTrue, the others kFalse; its variables then
// stand alone, false in every truth that holds).
void prove(int k, const std::vector<int>& values, std::optional<long long> total, RunSum how, bool fixed) {
  const int per = static_cast<int>(values.size());
  Cnf cnf;
  for (int v = 0; v < k * per; ++v) cnf.fresh();
  std::vector<std::vector<ValueLit>> cells(static_cast<size_t>(k));
  for (int i = 0; i < k; ++i) {
    std::vector<int> lits;
    for (int j = 0; j < per; ++j) {
      const int var = 1 + i * per + j;
      lits.push_back(var);
      int lit = var;
      if (fixed && i == 0) lit = j == 1 ? kTrue : kFalse;
      cells[static_cast<size_t>(i)].push_back({values[static_cast<size_t>(j)], lit});
    }
    if (fixed && i == 0) {
      for (int var : lits) cnf.add({-var});
    } else {
      exactly_one(cnf, lits, Amo::pairwise);
    }
  }
  distinct_run_sum(cnf, cells, total, how);
  const std::string what = "k=" + std::to_string(k) + " total=" + (total ? std::to_string(*total) : "none") +
                           " how=" + std::to_string(static_cast<int>(how)) + (fixed ? " fixed" : "");
  prove_over_truths(
      cnf, k * per,
      [&](uint32_t truth) {
        std::vector<int> held;
        for (int i = 0; i < k; ++i) {
          int one = -1, n = 0;
          for (int j = 0; j < per; ++j)
            if (truth >> (i * per + j) & 1) one = j, ++n;
          if (fixed && i == 0) {
            if (n != 0) return false;
            one = 1;
          } else if (n != 1) {
            return false;
          }
          held.push_back(values[static_cast<size_t>(one)]);
        }
        long long sum = 0;
        for (size_t a = 0; a < held.size(); ++a) {
          sum += held[a];
          for (size_t b = a + 1; b < held.size(); ++b)
            if (held[a] == held[b]) return false;
        }
        return !total || sum == *total;
      },
      what);
}

}  // namespace

TEST(DistinctSum, ExactOnSmallRuns) {
  const std::vector<int> values{1, 2, 4, 7};
  for (RunSum how : {RunSum::combinations, RunSum::order, RunSum::both})
    for (int k = 1; k <= 3; ++k) {
      prove(k, values, std::nullopt, how, false);
      for (long long total = 0; total <= 14; ++total) prove(k, values, total, how, false);
      if (k >= 2)
        for (long long total : {5, 9, 13}) prove(k, values, total, how, true);
    }
}

TEST(DistinctSum, CombinationsAreTheSubsetsWithTheTotal) {
  const std::vector<int> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
  for (int k = 0; k <= 9; ++k)
    for (long long total = 0; total <= 46; ++total) {
      std::vector<uint32_t> want;
      for (uint32_t m = 0; m < 512; ++m) {
        long long s = 0;
        for (int i = 0; i < 9; ++i) s += (m >> i & 1) ? digits[static_cast<size_t>(i)] : 0;
        if (std::popcount(m) == k && s == total) want.push_back(m);
      }
      auto got = sum_combinations(digits, k, total);
      std::sort(got.begin(), got.end());
      EXPECT_EQ(got, want) << k << " " << total;
    }
  EXPECT_EQ(sum_combinations(digits, 2, 3), std::vector<uint32_t>{3u});  // 1 + 2 only
  EXPECT_EQ(sum_combinations(digits, 4, 30).size(), 1u);                  // 6 7 8 9
}

}  // namespace test_distinct_sum
