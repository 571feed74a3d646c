// Encoders are proved, not sampled: for every n <= 8, every encoding, several sign
// patterns and every assignment of the n literals, the clauses have a satisfying
// extension (over the auxiliary variables) exactly when the constraint holds.
#include <gtest/gtest.h>

#include <cstdlib>

#include "cnf/cnf.hpp"
#include "encoders/amo.hpp"

namespace test_amo {

using namespace gridsat;

namespace {

bool satisfied(const Cnf& cnf, uint64_t assignment) {  // bit v-1 = value of variable v
  bool clause_sat = false;
  for (int lit : cnf.flat()) {
    if (lit == 0) {
      if (!clause_sat) return false;
      clause_sat = false;
      continue;
    }
    bool v = (assignment >> (std::abs(lit) - 1)) & 1;
    if ((lit > 0) == v) clause_sat = true;
  }
  return true;
}

// Is there an assignment of the auxiliary variables (n+1..V) that satisfies cnf, with
// variables 1..n fixed by `fixed`?
bool extendable(const Cnf& cnf, int n, uint64_t fixed) {
  const int aux = cnf.num_vars() - n;
  EXPECT_LE(aux, 20) << "too many auxiliaries to enumerate";
  for (uint64_t a = 0; a < (uint64_t{1} << aux); ++a)
    if (satisfied(cnf, fixed | (a << n))) return true;
  return false;
}

enum class Kind { amo, eo };

void prove(Amo enc, Kind kind) {
  for (int n = 0; n <= 8; ++n) {
    // Sign patterns: all positive, all negative, alternating.
    for (int pattern = 0; pattern < 3; ++pattern) {
      Cnf cnf;
      cnf.reserve(n);
      std::vector<int> lits;
      for (int i = 1; i <= n; ++i) lits.push_back(pattern == 0 ? i : pattern == 1 ? -i : (i % 2 ? i : -i));
      if (kind == Kind::amo) at_most_one(cnf, lits, enc);
      else exactly_one(cnf, lits, enc);
      for (uint64_t truth = 0; truth < (uint64_t{1} << n); ++truth) {  // bit i: literal i is true
        uint64_t vars = 0;
        for (int i = 0; i < n; ++i) {
          bool lit_true = (truth >> i) & 1;
          if (lit_true == (lits[i] > 0)) vars |= uint64_t{1} << i;
        }
        const int ones = __builtin_popcountll(truth);
        const bool holds = kind == Kind::amo ? ones <= 1 : ones == 1;
        ASSERT_EQ(extendable(cnf, n, vars), holds)
            << to_string(enc) << (kind == Kind::amo ? " AMO" : " EO") << " n=" << n << " pattern=" << pattern
            << " literal truth mask=" << truth;
      }
    }
  }
}

}  // namespace

class AmoEncoding : public ::testing::TestWithParam<Amo> {};

TEST_P(AmoEncoding, AtMostOneIsExact) { prove(GetParam(), Kind::amo); }
TEST_P(AmoEncoding, ExactlyOneIsExact) { prove(GetParam(), Kind::eo); }

INSTANTIATE_TEST_SUITE_P(All, AmoEncoding, ::testing::ValuesIn(all_amo()),
                         [](const auto& info) { return std::string(to_string(info.param)); });

TEST(Amo, SizesMatchThePapers) {
  auto size = [](Amo enc, int n) {
    CountingSink s;
    s.vars = n;
    std::vector<int> lits;
    for (int i = 1; i <= n; ++i) lits.push_back(i);
    at_most_one(s, lits, enc);
    return std::pair{s.vars - n, s.clauses};
  };
  EXPECT_EQ(size(Amo::pairwise, 9), (std::pair<int, int64_t>{0, 36}));      // n(n-1)/2
  EXPECT_EQ(size(Amo::sequential, 9), (std::pair<int, int64_t>{8, 23}));    // n-1 aux, 3n-4 clauses
  EXPECT_EQ(size(Amo::bimander, 9), (std::pair<int, int64_t>{3, 4 + 27}));  // 5 groups: 4 pairs + 3 bits * 9
}

TEST(Amo, NamesRoundTrip) {
  for (Amo a : all_amo()) EXPECT_EQ(parse_name<Amo>(kAmoNames, to_string(a)), a);
  EXPECT_FALSE(parse_name<Amo>(kAmoNames, "ladder").has_value());
}

}  // namespace test_amo
