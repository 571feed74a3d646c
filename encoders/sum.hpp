#pragma once
// Integers and linear sums in CNF, on top of one-hot literals. Two encodings of
// "x_1 + ... + x_m = T" over integers whose values come from one-hot literals:
//
//  - order: each x gets order literals [x >= a] channelled to its one-hot literals, and
//    the partial sums s_j = s_{j-1} + x_j are integers in order encoding too (Tamura et
//    al.'s Sugar encoding of addition: [s_{j-1} >= a] & [x_j >= b] -> [s_j >= a+b] and the
//    dual for <=). Size: sum over j of |dom s_{j-1}| * |dom x_j|.
//  - binary: each x's bits are read off its one-hot literals with binary clauses
//    (x = v -> bit_i or -bit_i: sound because exactly one one-hot literal is true), the
//    bit vectors are added in a balanced tree of ripple-carry adders, and the result is
//    fixed to T. Size: O(m log(max)) clauses.
//
// Constants: a literal may be kTrue or kFalse (encoders/constants.hpp).
#include <climits>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "encoders/constants.hpp"

namespace gridsat {

// One possible value of an integer and the literal that says the integer takes it.
struct ValueLit {
  int value;
  int lit;
};

// An integer in order encoding over a sorted domain values[0] < ... < values[k-1]:
// ge[i] is the literal [x >= values[i]] (ge[0] is kTrue).
struct OrderInt {
  std::vector<int> values;
  std::vector<int> ge;
  int min() const { return values.front(); }
  int max() const { return values.back(); }
  int at_least(int a) const;  // the literal [x >= a] for any integer a (constants outside the domain)
};

// The order encoding of an integer whose value is given by exactly-one one-hot literals
// (`onehot` lists every possible value once; at least one entry). Channels both ways.
OrderInt order_from_onehot(ClauseSink& sink, std::vector<ValueLit> onehot);
// A fresh integer over lo..hi (lo <= hi).
OrderInt order_range(ClauseSink& sink, int lo, int hi);
// x < y.
void order_less(ClauseSink& sink, const OrderInt& x, const OrderInt& y);

// sum of terms = target, order encoding. `partial[j]`, where given, holds sound bounds
// (lo, hi) on terms[0] + ... + terms[j] (e.g. from distinctness); they are intersected with
// the bounds the domains imply.
void sum_equals_order(ClauseSink& sink, const std::vector<const OrderInt*>& terms, int target,
                      const std::vector<std::pair<int, int>>& partial = {});

// The sum of terms as a new order-encoded integer, restricted to [lo, hi] (nullopt when no
// term is given or the range is empty).
std::optional<OrderInt> order_sum(ClauseSink& sink, const std::vector<const OrderInt*>& terms, long long lo,
                                  long long hi);

// sum of terms = target, compact order encoding (Tanjo, Tamura & Banbara 2011) with two
// digits: each value v is offset + q * base + r (0 <= r < base); the digits q and r are
// one-hot (read off the value literals) and order encoded, Q = sum of q and R = sum of r
// are order-encoded chains, and base * Q + R = target - m * offset. For values 1..n^2 and
// base n each chain is O(n^4) clauses per line instead of O(n^6).
void sum_equals_digits(ClauseSink& sink, const std::vector<std::vector<ValueLit>>& terms, long long target, int base,
                       int offset);

// A non-negative integer as bits, least significant first (literals or constants).
using Bits = std::vector<int>;
// The bits of an integer whose value is given by exactly-one one-hot literals.
Bits bits_from_onehot(ClauseSink& sink, const std::vector<ValueLit>& onehot);
// sum of terms = target (target >= 0), binary adders.
void sum_equals_binary(ClauseSink& sink, const std::vector<Bits>& terms, long long target);

}  // namespace gridsat
