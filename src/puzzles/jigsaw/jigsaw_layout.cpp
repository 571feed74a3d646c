// generate's layout for jigsaw: random connected regions (Family::generate.layout).
#include <cstddef>
#include <queue>
#include <vector>

#include "base/random.hpp"
#include "puzzles/jigsaw/jigsaw.hpp"

namespace gridsat {

namespace {

// Whether the cells of region `k` are connected (4-neighbours).
bool connected(const std::vector<int>& region_of, int n, int k) {
  int start = -1, size = 0;
  for (int cell = 0; cell < n * n; ++cell)
    if (region_of[static_cast<size_t>(cell)] == k) {
      start = start < 0 ? cell : start;
      ++size;
    }
  std::vector<bool> seen(region_of.size(), false);
  std::queue<int> q;
  q.push(start);
  seen[static_cast<size_t>(start)] = true;
  int reached = 0;
  while (!q.empty()) {
    const int a = q.front();
    q.pop();
    ++reached;
    const int r = a / n, c = a % n;
    for (int b : {r > 0 ? a - n : -1, r + 1 < n ? a + n : -1, c > 0 ? a - 1 : -1, c + 1 < n ? a + 1 : -1})
      if (b >= 0 && !seen[static_cast<size_t>(b)] && region_of[static_cast<size_t>(b)] == k) {
        seen[static_cast<size_t>(b)] = true;
        q.push(b);
      }
  }
  return reached == size;
}

// The 4-neighbours of cell a in region `k`.
std::vector<int> neighbours_in(const std::vector<int>& region_of, int n, int a, int k) {
  std::vector<int> out;
  const int r = a / n, c = a % n;
  for (int b : {r > 0 ? a - n : -1, r + 1 < n ? a + n : -1, c > 0 ? a - 1 : -1, c + 1 < n ? a + 1 : -1})
    if (b >= 0 && region_of[static_cast<size_t>(b)] == k) out.push_back(b);
  return out;
}

}  // namespace

// The rows, mixed: a cell x of region A next to region B goes to B and a cell y of B next to
// what is left of A comes to A, kept when both stay connected.
std::vector<int> random_regions(int n, uint64_t seed) {
  Rng rng(seed);
  std::vector<int> region_of(static_cast<size_t>(n) * n);
  for (int cell = 0; cell < n * n; ++cell) region_of[static_cast<size_t>(cell)] = cell / n;
  if (n < 2) return region_of;
  const int rounds = 60 * n * n;
  for (int t = 0; t < rounds; ++t) {
    const int x = static_cast<int>(rng.below(static_cast<uint64_t>(n) * n));
    const int a = region_of[static_cast<size_t>(x)];
    const int r = x / n, c = x % n;
    const int dir = static_cast<int>(rng.below(4));
    const int nb = dir == 0   ? (r > 0 ? x - n : -1)
                   : dir == 1 ? (r + 1 < n ? x + n : -1)
                   : dir == 2 ? (c > 0 ? x - 1 : -1)
                              : (c + 1 < n ? x + 1 : -1);
    if (nb < 0 || region_of[static_cast<size_t>(nb)] == a) continue;
    const int b = region_of[static_cast<size_t>(nb)];
    std::vector<int> candidates;  // cells of B next to A without x
    for (int y = 0; y < n * n; ++y) {
      if (region_of[static_cast<size_t>(y)] != b) continue;
      for (int z : neighbours_in(region_of, n, y, a))
        if (z != x) {
          candidates.push_back(y);
          break;
        }
    }
    if (candidates.empty()) continue;
    const int y = candidates[static_cast<size_t>(rng.below(candidates.size()))];
    region_of[static_cast<size_t>(x)] = b;
    region_of[static_cast<size_t>(y)] = a;
    if (!connected(region_of, n, a) || !connected(region_of, n, b)) {
      region_of[static_cast<size_t>(x)] = a;
      region_of[static_cast<size_t>(y)] = b;
    }
  }
  return canonical_regions(region_of);
}

}  // namespace gridsat
