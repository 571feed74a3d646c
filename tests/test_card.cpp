// Cardinality encodings are proved like the AMO ones: for every n <= 8, every k from -1
// to n+1, three sign patterns and every assignment of the n literals, the clauses have a
// satisfying extension over the auxiliary variables exactly when the constraint holds.
// The extension is searched by CaDiCaL under assumptions (too many auxiliaries to list).
#include <gtest/gtest.h>

#include <cadical.hpp>

#include "cnf/cnf.hpp"
#include "encoders/card.hpp"

namespace test_card {

using namespace gridsat;

namespace {

enum class Kind { at_most, at_least, exactly };

void prove(CardEncoding enc, Kind kind) {
  for (int n = 0; n <= 8; ++n)
    for (int k = -1; k <= n + 1; ++k)
      for (int pattern = 0; pattern < 3; ++pattern) {
        Cnf cnf;
        cnf.reserve(n);
        std::vector<int> lits;
        for (int i = 1; i <= n; ++i) lits.push_back(pattern == 0 ? i : pattern == 1 ? -i : (i % 2 ? i : -i));
        if (kind == Kind::at_most) at_most_k(cnf, lits, k, enc);
        else if (kind == Kind::at_least) at_least_k(cnf, lits, k, enc);
        else exactly_k(cnf, lits, k, enc);
        CaDiCaL::Solver solver;
        solver.set("quiet", 1);
        if (cnf.num_vars() > 0) solver.reserve(cnf.num_vars());
        for (int lit : cnf.flat()) solver.add(lit);
        for (uint32_t truth = 0; truth < (1u << n); ++truth) {  // bit i: literal i is true
          for (int i = 0; i < n; ++i) solver.assume(((truth >> i) & 1) ? lits[i] : -lits[i]);
          const int ones = __builtin_popcount(truth);
          const bool holds = kind == Kind::at_most ? ones <= k : kind == Kind::at_least ? ones >= k : ones == k;
          ASSERT_EQ(solver.solve() == 10, holds) << to_string(enc) << " kind=" << static_cast<int>(kind) << " n=" << n
                                                 << " k=" << k << " pattern=" << pattern << " truth mask=" << truth;
        }
      }
}

}  // namespace

class CardProof : public ::testing::TestWithParam<CardEncoding> {};

TEST_P(CardProof, AtMostKIsExact) { prove(GetParam(), Kind::at_most); }
TEST_P(CardProof, AtLeastKIsExact) { prove(GetParam(), Kind::at_least); }
TEST_P(CardProof, ExactlyKIsExact) { prove(GetParam(), Kind::exactly); }

INSTANTIATE_TEST_SUITE_P(All, CardProof, ::testing::ValuesIn(all_card()),
                         [](const auto& info) { return std::string(to_string(info.param)); });

TEST(Card, SizesMatchTheConstructions) {
  auto size = [](CardEncoding enc, int n, int k) {
    CountingSink s;
    s.vars = n;
    std::vector<int> lits;
    for (int i = 1; i <= n; ++i) lits.push_back(i);
    at_most_k(s, lits, k, enc);
    return std::pair{s.vars - n, s.clauses};
  };
  EXPECT_EQ(size(CardEncoding::naive, 10, 2), (std::pair<int, int64_t>{0, 120}));  // C(10, 3) triples
  // Sinz: registers for x_1..x_{n-1}, j <= min(k, i): 1 + 2*(n-2) = 2n-3 for k = 2.
  EXPECT_EQ(size(CardEncoding::sequential, 10, 2).first, 17);
  // Totalizer capped at k+1 = 3: its nodes only need the upward clauses for at most k.
  EXPECT_GT(size(CardEncoding::totalizer, 10, 2).first, 0);
}

TEST(Card, NamesRoundTrip) {
  for (CardEncoding c : all_card()) EXPECT_EQ(parse_name<CardEncoding>(kCardNames, to_string(c)), c);
  EXPECT_FALSE(parse_name<CardEncoding>(kCardNames, "adder").has_value());
}

}  // namespace test_card
