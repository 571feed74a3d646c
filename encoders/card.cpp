#include "encoders/card.hpp"

#include <algorithm>

namespace gridsat {

const std::vector<CardEncoding>& all_card() {
  static const std::vector<CardEncoding> all{CardEncoding::naive, CardEncoding::sequential, CardEncoding::totalizer};
  return all;
}

namespace {

// Calls f(subset) for every `size`-subset of x (in lexicographic index order).
template <class F>
void subsets(std::span<const int> x, int size, F&& f) {
  const int n = static_cast<int>(x.size());
  if (size < 0 || size > n) return;
  std::vector<int> idx(size), pick(size);
  for (int i = 0; i < size; ++i) idx[i] = i;
  while (true) {
    for (int i = 0; i < size; ++i) pick[i] = x[idx[i]];
    f(std::span<const int>(pick));
    int i = size - 1;
    while (i >= 0 && idx[i] == n - size + i) --i;
    if (i < 0) return;
    ++idx[i];
    for (int j = i + 1; j < size; ++j) idx[j] = idx[j - 1] + 1;
  }
}

void naive_at_most(ClauseSink& s, std::span<const int> x, int k) {
  std::vector<int> neg;
  subsets(x, k + 1, [&](std::span<const int> sub) {
    neg.assign(sub.begin(), sub.end());
    for (int& l : neg) l = -l;
    s.add(neg);
  });
}

void naive_at_least(ClauseSink& s, std::span<const int> x, int k) {
  // Fewer than k true means at least n-k+1 false: every (n-k+1)-subset holds a true one.
  subsets(x, static_cast<int>(x.size()) - k + 1, [&](std::span<const int> sub) { s.add(sub); });
}

// Sinz's sequential counter over x (n >= 2, 1 <= k < n). reg[i][j-1] stands for "at least
// j of x_0..x_i" (j = 1..k). `up` adds count -> register and the overflow clauses (enough
// for at most k); `down` adds register -> count and asserts the last register k (at least
// k). Both together: exactly k.
void sequential(ClauseSink& s, std::span<const int> x, int k, bool up, bool down) {
  const int n = static_cast<int>(x.size());
  const int last = down ? n : n - 1;  // at most k alone never reads the registers of x_{n-1}
  std::vector<std::vector<int>> reg(last, std::vector<int>(k, 0));
  for (int i = 0; i < last; ++i)
    for (int j = 1; j <= std::min(k, i + 1); ++j) reg[i][j - 1] = s.fresh();  // j > i+1: constant false
  auto r = [&](int i, int j) { return reg[i][j - 1]; };                       // 0 = constant false
  for (int i = 0; i < n; ++i) {
    if (up) {
      if (i < last) {
        s.add({-x[i], r(i, 1)});
        if (i > 0)
          for (int j = 1; j <= std::min(k, i); ++j) s.add({-r(i - 1, j), r(i, j)});
        if (i > 0)
          for (int j = 2; j <= std::min(k, i + 1); ++j) s.add({-x[i], -r(i - 1, j - 1), r(i, j)});
      }
      if (i > 0 && i >= k) s.add({-x[i], -r(i - 1, k)});  // overflow: k before, x_i makes k+1
    }
    if (down && i < last) {
      for (int j = 1; j <= std::min(k, i + 1); ++j) {
        // at least j of x_0..x_i -> (at least j of x_0..x_{i-1}) or x_i
        if (i == 0 || j > i) s.add({-r(i, j), x[i]});
        else s.add({-r(i, j), r(i - 1, j), x[i]});
        // at least j of x_0..x_i -> at least j-1 of x_0..x_{i-1}
        if (j >= 2) s.add({-r(i, j), r(i - 1, j - 1)});
      }
    }
  }
  if (down) s.add({r(n - 1, k)});
}

// Totalizer node: outputs o[t-1] = "at least t of the leaves below", t = 1..min(size, cap).
std::vector<int> totalizer(ClauseSink& s, std::span<const int> x, int cap, bool up, bool down) {
  if (x.size() == 1) return {x[0]};
  const size_t half = x.size() / 2;
  const std::vector<int> a = totalizer(s, x.subspan(0, half), cap, up, down);
  const std::vector<int> b = totalizer(s, x.subspan(half), cap, up, down);
  const int p = static_cast<int>(a.size()), q = static_cast<int>(b.size());
  const int m = std::min(static_cast<int>(x.size()), cap);
  std::vector<int> o(m);
  for (int& v : o) v = s.fresh();
  const bool a_full = p == static_cast<int>(half), b_full = q == static_cast<int>(x.size() - half);  // not capped
  std::vector<int> c;
  if (up)  // a >= i and b >= j -> o >= min(i + j, m)
    for (int i = 0; i <= p; ++i)
      for (int j = 0; j <= q; ++j) {
        if (i + j == 0) continue;
        c.clear();
        if (i) c.push_back(-a[i - 1]);
        if (j) c.push_back(-b[j - 1]);
        c.push_back(o[std::min(i + j, m) - 1]);
        s.add(c);
      }
  if (down)  // o >= t -> a >= i+1 or b >= j+1 for every split i + j = t - 1
    for (int t = 1; t <= m; ++t)
      for (int i = std::max(0, t - 1 - q); i <= std::min(p, t - 1); ++i) {
        const int j = t - 1 - i;
        c.assign({-o[t - 1]});
        if (i < p) c.push_back(a[i]);
        else if (!a_full) continue;  // a capped at p: cannot say "a <= p" (never happens for t <= cap)
        if (j < q) c.push_back(b[j]);
        else if (!b_full) continue;
        s.add(c);
      }
  return o;
}

enum class Side { at_most, at_least, exactly };

void card(ClauseSink& s, std::span<const int> x, int k, CardEncoding enc, Side side) {
  const int n = static_cast<int>(x.size());
  const bool up = side != Side::at_least, down = side != Side::at_most;
  // The trivial cases, the same for every encoding.
  if (down && k > n) {
    s.add(std::span<const int>());  // at least k of fewer than k: unsatisfiable
    return;
  }
  if (up && k <= 0) {
    if (k < 0) s.add(std::span<const int>());
    for (int l : x) s.add({-l});
    return;
  }
  if (down && k == n) {
    for (int l : x) s.add({l});
    return;
  }
  const bool need_up = up && k < n, need_down = down && k > 0;
  if (!need_up && !need_down) return;
  switch (enc) {
    case CardEncoding::naive:
      if (need_up) naive_at_most(s, x, k);
      if (need_down) naive_at_least(s, x, k);
      return;
    case CardEncoding::sequential:
      if (need_up && need_down) sequential(s, x, k, true, true);
      else if (need_up) sequential(s, x, k, true, false);
      else sequential(s, x, k, false, true);
      return;
    case CardEncoding::totalizer: {
      std::vector<int> o = totalizer(s, x, k + 1, need_up, need_down);
      if (need_up) s.add({-o[k]});
      if (need_down) s.add({o[k - 1]});
      return;
    }
  }
}

}  // namespace

void at_most_k(ClauseSink& sink, std::span<const int> lits, int k, CardEncoding enc) {
  card(sink, lits, k, enc, Side::at_most);
}
void at_least_k(ClauseSink& sink, std::span<const int> lits, int k, CardEncoding enc) {
  card(sink, lits, k, enc, Side::at_least);
}
void exactly_k(ClauseSink& sink, std::span<const int> lits, int k, CardEncoding enc) {
  card(sink, lits, k, enc, Side::exactly);
}

}  // namespace gridsat
