// The structure of permutation grids (PermutationLayout): the propagation core's houses
// (csp/propagate.hpp), cached per shape.
#include "puzzles/common/layout.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>

#include "cnf/cnf.hpp"

namespace gridsat {

PermutationLayout::PermutationLayout(int side, std::vector<std::vector<int>> gs)
    : Houses(side, std::move(gs), {}, [] { check_cnf_limits(); }) {  // the time limit and Ctrl-C
  const bool regular =
      std::all_of(groups.begin(), groups.end(), [side](const auto& g) { return static_cast<int>(g.size()) == side; });
  if (side <= prop::SmallShape::kMaxSide && regular) small = std::make_unique<prop::SmallShape>(*this);
  if (side <= 16) {
    const size_t cells = static_cast<size_t>(side) * side;
    first_common.assign(cells * cells, -1);
    for (size_t g = groups.size(); g-- > 0;)  // the smallest index wins
      for (int a : groups[g])
        for (int b : groups[g])
          first_common[static_cast<size_t>(a) * cells + static_cast<size_t>(b)] = static_cast<int16_t>(g);
  }
}

const PermutationLayout& PermutationLayout::get(const std::string& key, int side,
                                                const std::function<std::vector<std::vector<int>>()>& make_groups) {
  // Shared by every thread (the API's callers, serve's workers): the map under a lock; a
  // layout, once made, is never changed or removed, so its reference outlives the lock.
  static std::mutex m;
  static std::map<std::string, std::unique_ptr<PermutationLayout>> cache;
  std::lock_guard lock(m);
  auto& slot = cache[key];
  if (!slot) slot = std::make_unique<PermutationLayout>(side, make_groups());
  return *slot;
}

std::vector<std::vector<int>> latin_groups(int n) {
  std::vector<std::vector<int>> g(2 * static_cast<size_t>(n));
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < n; ++k) {
      g[static_cast<size_t>(i)].push_back(i * n + k);
      g[static_cast<size_t>(n + i)].push_back(k * n + i);
    }
  return g;
}

std::vector<std::vector<int>> sudoku_groups(int n, int box_rows, int box_cols) {
  std::vector<std::vector<int>> g;
  g.reserve(3 * static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    std::vector<int> row, col, box;
    const int r0 = (i / box_rows) * box_rows, c0 = (i % box_rows) * box_cols;
    for (int k = 0; k < n; ++k) {
      row.push_back(i * n + k);
      col.push_back(k * n + i);
      box.push_back((r0 + k / box_cols) * n + c0 + k % box_cols);
    }
    g.push_back(std::move(row));
    g.push_back(std::move(col));
    g.push_back(std::move(box));
  }
  return g;
}

}  // namespace gridsat
