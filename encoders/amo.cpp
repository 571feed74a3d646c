#include "encoders/amo.hpp"

#include <cmath>

namespace gridsat {

namespace {

void pairwise(ClauseSink& s, std::span<const int> x) {
  for (size_t i = 0; i < x.size(); ++i)
    for (size_t j = i + 1; j < x.size(); ++j) s.add({-x[i], -x[j]});
}

void sequential(ClauseSink& s, std::span<const int> x) {
  const size_t n = x.size();
  // s_i: "some x_1..x_i is true", for i = 1..n-1
  std::vector<int> reg(n - 1);
  for (auto& r : reg) r = s.fresh();
  s.add({-x[0], reg[0]});
  for (size_t i = 1; i + 1 < n; ++i) {
    s.add({-x[i], reg[i]});
    s.add({-reg[i - 1], reg[i]});
    s.add({-x[i], -reg[i - 1]});
  }
  s.add({-x[n - 1], -reg[n - 2]});
}

void bimander(ClauseSink& s, std::span<const int> x) {
  // Groups of two, pairwise inside; the group index in binary on ceil(log2 m) bits.
  const size_t n = x.size();
  const size_t m = (n + 1) / 2;
  int bits = 0;
  while ((size_t{1} << bits) < m) ++bits;
  std::vector<int> b(bits);
  for (auto& v : b) v = s.fresh();
  for (size_t g = 0; g < m; ++g) {
    std::span<const int> group = x.subspan(2 * g, std::min<size_t>(2, n - 2 * g));
    pairwise(s, group);
    for (int lit : group)
      for (int j = 0; j < bits; ++j) s.add({-lit, ((g >> j) & 1) ? b[j] : -b[j]});
  }
}

void commander(ClauseSink& s, std::span<const int> x) {
  if (x.size() <= 4) return pairwise(s, x);
  std::vector<int> commanders;
  for (size_t i = 0; i < x.size(); i += 3) {
    std::span<const int> group = x.subspan(i, std::min<size_t>(3, x.size() - i));
    pairwise(s, group);
    int c = s.fresh();
    for (int lit : group) s.add({-lit, c});
    // c -> some member: keeps commanders functional, which prunes more in search.
    std::vector<int> clause{-c};
    clause.insert(clause.end(), group.begin(), group.end());
    s.add(clause);
    commanders.push_back(c);
  }
  commander(s, commanders);
}

void product(ClauseSink& s, std::span<const int> x) {
  const size_t n = x.size();
  if (n <= 4) return pairwise(s, x);
  size_t p = static_cast<size_t>(std::ceil(std::sqrt(static_cast<double>(n))));
  size_t q = (n + p - 1) / p;
  std::vector<int> u(p), v(q);
  for (auto& a : u) a = s.fresh();
  for (auto& a : v) a = s.fresh();
  for (size_t k = 0; k < n; ++k) {
    s.add({-x[k], u[k % p]});
    s.add({-x[k], v[k / p]});
  }
  product(s, u);
  product(s, v);
}

}  // namespace

const std::vector<Amo>& all_amo() {
  static const std::vector<Amo> all{Amo::pairwise, Amo::sequential, Amo::bimander, Amo::commander, Amo::product};
  return all;
}

void at_most_one(ClauseSink& sink, std::span<const int> lits, Amo enc) {
  if (lits.size() <= 1) return;
  if (lits.size() <= 3) return pairwise(sink, lits);  // every encoding degenerates to this
  switch (enc) {
    case Amo::pairwise: return pairwise(sink, lits);
    case Amo::sequential: return sequential(sink, lits);
    case Amo::bimander: return bimander(sink, lits);
    case Amo::commander: return commander(sink, lits);
    case Amo::product: return product(sink, lits);
  }
}

void at_least_one(ClauseSink& sink, std::span<const int> lits) { sink.add(lits); }

void exactly_one(ClauseSink& sink, std::span<const int> lits, Amo enc) {
  at_least_one(sink, lits);
  at_most_one(sink, lits, enc);
}

}  // namespace gridsat
