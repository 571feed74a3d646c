#include "encoders/sum.hpp"

#include <algorithm>
#include <bit>
#include <deque>
#include <map>

namespace gridsat {

int OrderInt::at_least(int a) const {
  auto it = std::lower_bound(values.begin(), values.end(), a);
  if (it == values.begin()) return kTrue;
  if (it == values.end()) return kFalse;
  return ge[static_cast<size_t>(it - values.begin())];
}

namespace {

// ge[i] -> ge[i-1]: the ladder every order-encoded integer needs.
void ladder(ClauseSink& sink, const OrderInt& x) {
  for (size_t i = 2; i < x.ge.size(); ++i) sink.add({-x.ge[i], x.ge[i - 1]});
}

}  // namespace

OrderInt order_from_onehot(ClauseSink& sink, std::vector<ValueLit> onehot) {
  std::sort(onehot.begin(), onehot.end(), [](const ValueLit& a, const ValueLit& b) { return a.value < b.value; });
  OrderInt x;
  const size_t k = onehot.size();
  for (const auto& v : onehot) x.values.push_back(v.value);
  x.ge.push_back(kTrue);
  for (size_t i = 1; i < k; ++i) x.ge.push_back(sink.fresh());
  ladder(sink, x);
  for (size_t i = 0; i < k; ++i) {
    const int lit = onehot[i].lit;
    const int here = x.ge[i];
    const int next = i + 1 < k ? x.ge[i + 1] : kFalse;
    add_clause(sink, {-lit, here});        // x = v_i -> x >= v_i
    add_clause(sink, {-lit, -next});       // x = v_i -> not x >= v_{i+1}
    add_clause(sink, {-here, next, lit});  // v_i <= x < v_{i+1} -> x = v_i
  }
  return x;
}

OrderInt order_range(ClauseSink& sink, int lo, int hi) {
  OrderInt x;
  for (int v = lo; v <= hi; ++v) x.values.push_back(v);
  x.ge.push_back(kTrue);
  for (int v = lo + 1; v <= hi; ++v) x.ge.push_back(sink.fresh());
  ladder(sink, x);
  return x;
}

void order_less(ClauseSink& sink, const OrderInt& x, const OrderInt& y) {
  for (int a : x.values) add_clause(sink, {-x.at_least(a), y.at_least(a + 1)});
}

namespace {

// next = s + x over [lo, hi] (the caller has intersected the bounds with the domains').
OrderInt add_step(ClauseSink& sink, const OrderInt& s, const OrderInt& x, long long lo, long long hi) {
  OrderInt next = order_range(sink, static_cast<int>(lo), static_cast<int>(hi));
  for (int a : s.values)
    for (int b : x.values) {
      if (a + b > lo) add_clause(sink, {-s.at_least(a), -x.at_least(b), next.at_least(a + b)});
      if (a + b < hi) add_clause(sink, {s.at_least(a + 1), x.at_least(b + 1), -next.at_least(a + b + 1)});
    }
  return next;
}

}  // namespace

std::optional<OrderInt> order_sum(ClauseSink& sink, const std::vector<const OrderInt*>& terms, long long lo,
                                  long long hi) {
  const size_t m = terms.size();
  std::vector<long long> suffix_min(m + 1, 0), suffix_max(m + 1, 0);
  for (size_t j = m; j-- > 0;) {
    suffix_min[j] = suffix_min[j + 1] + terms[j]->min();
    suffix_max[j] = suffix_max[j + 1] + terms[j]->max();
  }
  lo = std::max(lo, suffix_min[0]);
  hi = std::min(hi, suffix_max[0]);
  if (m == 0 || lo > hi) return std::nullopt;
  std::deque<OrderInt> partial_sums;
  OrderInt s = *terms[0];
  for (size_t j = 1; j < m; ++j) {
    const OrderInt& x = *terms[j];
    const long long l = std::max<long long>(s.min() + x.min(), lo - suffix_max[j + 1]);
    const long long h = std::min<long long>(s.max() + x.max(), hi - suffix_min[j + 1]);
    if (l > h) return std::nullopt;
    s = add_step(sink, s, x, l, h);
  }
  if (s.min() < lo) add_clause(sink, {s.at_least(lo)});
  if (s.max() > hi) add_clause(sink, {-s.at_least(hi + 1)});
  return s;
}

void sum_equals_digits(ClauseSink& sink, const std::vector<std::vector<ValueLit>>& terms, long long target, int base,
                       int offset) {
  const long long m = static_cast<long long>(terms.size());
  std::vector<OrderInt> q_store, r_store;
  q_store.reserve(terms.size());
  r_store.reserve(terms.size());
  for (const auto& onehot : terms) {
    // The digits of v - offset, each one-hot: digit literal d <-> OR of the value literals.
    std::map<int, std::vector<int>> high, low;
    for (const auto& vl : onehot) {
      high[(vl.value - offset) / base].push_back(vl.lit);
      low[(vl.value - offset) % base].push_back(vl.lit);
    }
    auto digit = [&](const std::map<int, std::vector<int>>& groups) {
      std::vector<ValueLit> out;
      for (const auto& [d, lits] : groups) {
        int lit;
        if (lits.size() == 1) {
          lit = lits[0];
        } else {
          lit = sink.fresh();
          std::vector<int> back{-lit};
          for (int l : lits) {
            sink.add({-l, lit});
            back.push_back(l);
          }
          sink.add(back);
        }
        out.push_back({d, lit});
      }
      return order_from_onehot(sink, std::move(out));
    };
    q_store.push_back(digit(high));
    r_store.push_back(digit(low));
  }
  std::vector<const OrderInt*> qs, rs;
  for (size_t i = 0; i < terms.size(); ++i) {
    qs.push_back(&q_store[i]);
    rs.push_back(&r_store[i]);
  }
  // base * Q + R = target - m * offset
  const long long rest = target - m * offset;
  auto Q = order_sum(sink, qs, 0, rest / base);
  auto R = order_sum(sink, rs, 0, rest);
  if (m == 0 || !Q || !R) {
    if (m != 0 || rest != 0) sink.add(std::span<const int>{});
    return;
  }
  for (int a : Q->values) {
    add_clause(sink, {-Q->at_least(a), -R->at_least(static_cast<int>(rest - base * static_cast<long long>(a) + 1))});
    add_clause(sink, {Q->at_least(a + 1), R->at_least(static_cast<int>(rest - base * static_cast<long long>(a)))});
  }
  for (int b : R->values) {
    // R >= b -> Q <= (rest - b) / base;  R <= b -> Q >= ceil((rest - b) / base)
    const long long qmax = (rest - b) >= 0 ? (rest - b) / base : -1;
    add_clause(sink, {-R->at_least(b), -Q->at_least(static_cast<int>(qmax + 1))});
    const long long need = rest - b;
    const long long qmin = need <= 0 ? 0 : (need + base - 1) / base;
    add_clause(sink, {R->at_least(b + 1), Q->at_least(static_cast<int>(qmin))});
  }
}

void sum_equals_order(ClauseSink& sink, const std::vector<const OrderInt*>& terms, int target,
                      const std::vector<std::pair<int, int>>& partial) {
  const size_t m = terms.size();
  if (m == 0) {
    if (target != 0) sink.add(std::span<const int>{});
    return;
  }
  if (m == 1) {
    add_clause(sink, {terms[0]->at_least(target)});
    add_clause(sink, {-terms[0]->at_least(target + 1)});
    return;
  }
  // suffix_min[j] / suffix_max[j]: the least / greatest sum of terms j..m-1.
  std::vector<long long> suffix_min(m + 1, 0), suffix_max(m + 1, 0);
  for (size_t j = m; j-- > 0;) {
    suffix_min[j] = suffix_min[j + 1] + terms[j]->min();
    suffix_max[j] = suffix_max[j + 1] + terms[j]->max();
  }
  std::deque<OrderInt> partial_sums;  // owns s_1 .. s_{m-2}
  const OrderInt* s = terms[0];
  for (size_t j = 1; j + 1 < m; ++j) {
    const OrderInt& x = *terms[j];
    long long lo = std::max<long long>(s->min() + x.min(), target - suffix_max[j + 1]);
    long long hi = std::min<long long>(s->max() + x.max(), target - suffix_min[j + 1]);
    if (j < partial.size()) {
      lo = std::max<long long>(lo, partial[j].first);
      hi = std::min<long long>(hi, partial[j].second);
    }
    if (lo > hi) {
      sink.add(std::span<const int>{});
      return;
    }
    s = &partial_sums.emplace_back(add_step(sink, *s, x, lo, hi));
  }
  // s + x = target: s >= a -> x <= target - a, and s <= a -> x >= target - a.
  const OrderInt& x = *terms[m - 1];
  add_clause(sink, {s->at_least(target - x.max())});
  add_clause(sink, {-s->at_least(target - x.min() + 1)});
  for (int a : s->values) {
    add_clause(sink, {-s->at_least(a), -x.at_least(target - a + 1)});
    add_clause(sink, {s->at_least(a + 1), x.at_least(target - a)});
  }
}

Bits bits_from_onehot(ClauseSink& sink, const std::vector<ValueLit>& onehot) {
  int max_value = 0;
  for (const auto& v : onehot) max_value = std::max(max_value, v.value);
  const int width = std::bit_width(static_cast<unsigned>(max_value));
  Bits bits;
  for (int i = 0; i < width; ++i) {
    bool any_set = false, any_clear = false;
    for (const auto& v : onehot) ((v.value >> i) & 1 ? any_set : any_clear) = true;
    if (!any_set || !any_clear) {
      bits.push_back(any_set ? kTrue : kFalse);
      continue;
    }
    const int b = sink.fresh();
    for (const auto& v : onehot) sink.add({-v.lit, (v.value >> i) & 1 ? b : -b});
    bits.push_back(b);
  }
  return bits;
}

namespace {

bool constant(int l) { return l == kTrue || l == kFalse; }

int lit_and(ClauseSink& sink, int a, int b) {
  if (a == kFalse || b == kFalse || a == -b) return kFalse;
  if (a == kTrue) return b;
  if (b == kTrue || a == b) return a;
  const int z = sink.fresh();
  sink.add({-z, a});
  sink.add({-z, b});
  sink.add({z, -a, -b});
  return z;
}

int lit_xor(ClauseSink& sink, int a, int b) {
  if (constant(a)) return a == kTrue ? -b : b;
  if (constant(b)) return b == kTrue ? -a : a;
  if (a == b) return kFalse;
  if (a == -b) return kTrue;
  const int z = sink.fresh();
  sink.add({-z, a, b});
  sink.add({-z, -a, -b});
  sink.add({z, -a, b});
  sink.add({z, a, -b});
  return z;
}

// (sum, carry) of a + b + c.
std::pair<int, int> full_adder(ClauseSink& sink, int a, int b, int c) {
  int ones = 0;
  std::vector<int> open;
  for (int l : {a, b, c}) {
    if (l == kTrue) ++ones;
    else if (l != kFalse) open.push_back(l);
  }
  if (open.empty()) return {ones % 2 ? kTrue : kFalse, ones >= 2 ? kTrue : kFalse};
  if (open.size() == 1) {
    const int x = open[0];
    if (ones == 0) return {x, kFalse};
    if (ones == 1) return {-x, x};
    return {x, kTrue};
  }
  if (open.size() == 2) {
    if (ones == 0) return {lit_xor(sink, open[0], open[1]), lit_and(sink, open[0], open[1])};
    return {-lit_xor(sink, open[0], open[1]), -lit_and(sink, -open[0], -open[1])};  // a + b + 1
  }
  const int s = sink.fresh(), k = sink.fresh();
  // s <-> a xor b xor c
  sink.add({-s, a, b, c});
  sink.add({-s, a, -b, -c});
  sink.add({-s, -a, b, -c});
  sink.add({-s, -a, -b, c});
  sink.add({s, -a, -b, -c});
  sink.add({s, -a, b, c});
  sink.add({s, a, -b, c});
  sink.add({s, a, b, -c});
  // k <-> majority(a, b, c)
  sink.add({-k, a, b});
  sink.add({-k, a, c});
  sink.add({-k, b, c});
  sink.add({k, -a, -b});
  sink.add({k, -a, -c});
  sink.add({k, -b, -c});
  return {s, k};
}

Bits add_bits(ClauseSink& sink, const Bits& x, const Bits& y) {
  Bits out;
  int carry = kFalse;
  for (size_t i = 0; i < std::max(x.size(), y.size()); ++i) {
    auto [s, c] = full_adder(sink, i < x.size() ? x[i] : kFalse, i < y.size() ? y[i] : kFalse, carry);
    out.push_back(s);
    carry = c;
  }
  out.push_back(carry);
  while (!out.empty() && out.back() == kFalse) out.pop_back();
  return out;
}

}  // namespace

void sum_equals_binary(ClauseSink& sink, const std::vector<Bits>& terms, long long target) {
  std::deque<Bits> queue(terms.begin(), terms.end());
  if (queue.empty()) queue.emplace_back();
  while (queue.size() > 1) {
    Bits a = std::move(queue.front());
    queue.pop_front();
    Bits b = std::move(queue.front());
    queue.pop_front();
    queue.push_back(add_bits(sink, a, b));
  }
  const Bits& total = queue.front();
  if (target < 0 || (total.size() < 63 && (target >> total.size()) != 0)) {
    sink.add(std::span<const int>{});
    return;
  }
  for (size_t i = 0; i < total.size(); ++i) add_clause(sink, {(target >> i) & 1 ? total[i] : -total[i]});
}

}  // namespace gridsat
