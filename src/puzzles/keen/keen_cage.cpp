#include "puzzles/keen/keen_cage.hpp"

#include <algorithm>
#include <functional>

namespace gridsat {

std::string clue_text(const KeenCage& cage, bool unicode) {
  std::string s = std::to_string(cage.target);
  if (cage.cells.size() == 1) return s;
  switch (cage.op) {
    case KeenOp::add: return s + "+";
    case KeenOp::sub: return s + (unicode ? "\u2212" : "-");
    case KeenOp::mul: return s + (unicode ? "\u00d7" : "x");
    case KeenOp::div: return s + (unicode ? "\u00f7" : "/");
  }
  return s;
}

namespace {

// x * y, or a value above `cap` when that is larger than cap (no overflow).
int64_t capped_product(int64_t x, int64_t y, int64_t cap) { return x > cap / y ? cap + 1 : x * y; }

}  // namespace

bool cage_allows(KeenOp op, int64_t target, int size, int n, std::span<const int> prefix) {
  const int k = static_cast<int>(prefix.size()), rest = size - k;
  switch (op) {
    case KeenOp::add: {
      int64_t s = 0;
      for (int v : prefix) s += v;
      return s + rest <= target && s + static_cast<int64_t>(rest) * n >= target;
    }
    case KeenOp::mul: {
      int64_t p = 1;
      for (int v : prefix) {
        p = capped_product(p, v, target);
        if (p > target) return false;
      }
      if (target % p != 0) return false;
      if (rest == 0) return p == target;
      for (int i = 0; i < rest && p < target; ++i) p = capped_product(p, n, target);
      return p >= target;
    }
    case KeenOp::sub:
    case KeenOp::div: {
      if (size != 2) return false;
      if (k == 0) return true;
      const int a = prefix[0];
      if (op == KeenOp::sub) {
        if (k == 1) return a + target <= n || a - target >= 1;
        return std::abs(a - prefix[1]) == target;
      }
      if (k == 1) return a * target <= n || a % target == 0;
      const int hi = std::max(a, prefix[1]), lo = std::min(a, prefix[1]);
      return hi == lo * target;
    }
  }
  return false;
}

CageTuples cage_tuples(const KeenCage& cage, int n, size_t max_tuples, int64_t max_nodes) {
  CageTuples out;
  const int k = static_cast<int>(cage.cells.size());
  // Cells of one row or column must differ: the earlier cells each one sees.
  std::vector<std::vector<int>> sees(k);
  for (int i = 0; i < k; ++i)
    for (int j = 0; j < i; ++j) {
      const int a = cage.cells[i], b = cage.cells[j];
      if (a / n == b / n || a % n == b % n) sees[i].push_back(j);
    }
  std::vector<int> t;
  int64_t nodes = 0;
  std::function<void()> extend = [&] {
    if (!out.complete) return;
    const int i = static_cast<int>(t.size());
    if (i == k) {
      if (out.tuples.size() >= max_tuples) {
        out.complete = false;
        return;
      }
      out.tuples.push_back(t);
      return;
    }
    for (int v = 1; v <= n && out.complete; ++v) {
      if (++nodes > max_nodes) {
        out.complete = false;
        return;
      }
      bool clash = false;
      for (int j : sees[i]) clash = clash || t[j] == v;
      if (clash) continue;
      t.push_back(v);
      if (cage_allows(cage.op, cage.target, k, n, t)) extend();
      t.pop_back();
    }
  };
  extend();
  return out;
}

std::string cage_problem(const KeenCage& cage, int n) {
  const int k = static_cast<int>(cage.cells.size());
  const std::string clue = clue_text(cage, false);
  if (k == 1) {
    if (cage.target < 1 || cage.target > n)
      return "the one-cell cage's value " + std::to_string(cage.target) + " is not in 1.." + std::to_string(n);
    return "";
  }
  if ((cage.op == KeenOp::sub || cage.op == KeenOp::div) && k != 2)
    return "'" + std::string(1, static_cast<char>(cage.op)) + "' (" + clue + ") needs a cage of two cells, not " +
           std::to_string(k);
  if (cage.target < 1) return "target " + clue + " is below 1";
  if (cage.op == KeenOp::mul) {
    int64_t t = cage.target;
    for (int p = 2; p <= n; ++p)
      while (t % p == 0) t /= p;
    if (t > 1) {  // name its smallest prime factor (all are above n)
      int64_t f = t;
      for (int64_t p = n + 1; p * p <= t && p < 1'000'000; ++p)
        if (t % p == 0) {
          f = p;
          break;
        }
      return "the product " + clue + " has the prime factor " + std::to_string(f) + ", above " + std::to_string(n);
    }
  }
  const CageTuples tuples = cage_tuples(cage, n, 1, 200'000);  // a cage too large to search: possible
  if (tuples.complete && tuples.tuples.empty())
    return "no values 1.." + std::to_string(n) + " give " + clue + " in its " + std::to_string(k) + " cells";
  return "";
}

}  // namespace gridsat
