// The sum encodings (encoders/sum.cpp), proved on small cases: for every choice of one
// value per term (terms are one-hot integers over small, sometimes sparse domains) the
// CNF is satisfiable exactly when the values add up to the target, for every target
// from below the least sum to above the greatest. Solved with CaDiCaL directly.
#include <gtest/gtest.h>

#include <cadical.hpp>

#include "cnf/cnf.hpp"
#include "encoders/sum.hpp"

namespace test_sum {

using namespace gridsat;

namespace {

enum class Enc { order, digits, binary };

bool satisfiable(const Cnf& cnf, const std::vector<int>& units) {
  CaDiCaL::Solver s;
  for (int lit : cnf.flat()) s.add(lit);
  for (int u : units) {
    s.add(u);
    s.add(0);
  }
  return s.solve() == 10;
}

void prove(Enc enc, const std::vector<std::vector<int>>& domains) {
  long long lo = 0, hi = 0;
  for (const auto& d : domains) {
    lo += *std::min_element(d.begin(), d.end());
    hi += *std::max_element(d.begin(), d.end());
  }
  for (long long target = lo - 1; target <= hi + 1; ++target) {
    Cnf cnf;
    std::vector<std::vector<ValueLit>> terms;
    for (const auto& d : domains) {
      std::vector<ValueLit> onehot;
      std::vector<int> lits;
      for (int v : d) {
        onehot.push_back({v, cnf.fresh()});
        lits.push_back(onehot.back().lit);
      }
      cnf.add(lits);  // at least one
      for (size_t a = 0; a < lits.size(); ++a)
        for (size_t b = a + 1; b < lits.size(); ++b) cnf.add({-lits[a], -lits[b]});
      terms.push_back(onehot);
    }
    std::vector<OrderInt> orders;
    if (enc == Enc::order) {
      for (const auto& t : terms) orders.push_back(order_from_onehot(cnf, t));
      std::vector<const OrderInt*> ptrs;
      for (const auto& o : orders) ptrs.push_back(&o);
      sum_equals_order(cnf, ptrs, static_cast<int>(target));
    } else if (enc == Enc::digits) {
      sum_equals_digits(cnf, terms, target, 3, 1);
    } else {
      std::vector<Bits> bits;
      for (const auto& t : terms) bits.push_back(bits_from_onehot(cnf, t));
      sum_equals_binary(cnf, bits, target);
    }
    // Every combination of one value per term.
    std::vector<size_t> pick(terms.size(), 0);
    while (true) {
      long long sum = 0;
      std::vector<int> units;
      for (size_t i = 0; i < terms.size(); ++i) {
        sum += terms[i][pick[i]].value;
        units.push_back(terms[i][pick[i]].lit);
      }
      EXPECT_EQ(satisfiable(cnf, units), sum == target)
          << "encoding " << static_cast<int>(enc) << " target " << target << " sum " << sum;
      size_t k = 0;
      while (k < pick.size() && ++pick[k] == terms[k].size()) pick[k++] = 0;
      if (k == pick.size()) break;
    }
  }
}

const std::vector<std::vector<std::vector<int>>> kCases = {
    {{1, 2, 3}},
    {{1, 2, 3}, {1, 2, 3}},
    {{1, 4, 9}, {2, 3}, {1, 5, 6, 9}},
    {{1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 4, 5, 6, 7, 8, 9}, {5}},
    {{7}, {3, 8}},
    {{1, 2}, {2, 3}, {1, 3}, {3, 4}},
};

}  // namespace

TEST(Sum, OrderEncodingExact) {
  for (const auto& c : kCases) prove(Enc::order, c);
}
TEST(Sum, DigitsEncodingExact) {
  for (const auto& c : kCases) prove(Enc::digits, c);
}
TEST(Sum, BinaryEncodingExact) {
  for (const auto& c : kCases) prove(Enc::binary, c);
}

TEST(Sum, OrderLessThan) {
  for (int target_gap = 0; target_gap < 2; ++target_gap) {
    Cnf cnf;
    std::vector<ValueLit> x, y;
    for (int v : {1, 3, 5}) x.push_back({v, cnf.fresh()});
    for (int v : {2, 3, 4}) y.push_back({v, cnf.fresh()});
    for (auto* t : {&x, &y}) {
      std::vector<int> lits;
      for (auto& vl : *t) lits.push_back(vl.lit);
      cnf.add(lits);
      for (size_t a = 0; a < lits.size(); ++a)
        for (size_t b = a + 1; b < lits.size(); ++b) cnf.add({-lits[a], -lits[b]});
    }
    OrderInt ox = order_from_onehot(cnf, x), oy = order_from_onehot(cnf, y);
    order_less(cnf, ox, oy);
    for (auto& a : x)
      for (auto& b : y) EXPECT_EQ(satisfiable(cnf, {a.lit, b.lit}), a.value < b.value) << a.value << " < " << b.value;
  }
}

}  // namespace test_sum
