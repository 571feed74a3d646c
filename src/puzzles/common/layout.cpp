// The structure of permutation grids (PermutationLayout): each cell's groups and the
// intersections of groups that locked candidates and segments use, cached per shape.
#include <map>
#include <memory>

#include "puzzles/common/permutation_grid.hpp"

namespace gridsat {

PermutationLayout::PermutationLayout(int side, std::vector<std::vector<int>> gs)
    : n(side), groups(std::move(gs)), cell_groups(static_cast<size_t>(side) * side) {
  for (size_t g = 0; g < groups.size(); ++g)
    for (int cell : groups[g]) cell_groups[cell].push_back(static_cast<int>(g));
  std::vector<int> shared(groups.size(), 0);
  for (size_t a = 0; a < groups.size(); ++a) {
    check_cnf_limits();  // O(groups^2) in all (seconds for a 2500x2500 grid): the time limit and Ctrl-C
    for (int cell : groups[a])
      for (int b : cell_groups[cell]) ++shared[b];
    for (size_t b = 0; b < groups.size(); ++b) {
      if (b != a && shared[b] >= 2) {
        Intersection x{static_cast<int>(a), static_cast<int>(b), {}};
        for (int cell : groups[a])
          for (int g : cell_groups[cell])
            if (g == static_cast<int>(b)) x.cells.push_back(cell);
        intersections.push_back(std::move(x));
      }
      shared[b] = 0;
    }
  }
}

const PermutationLayout& PermutationLayout::get(const std::string& key, int side,
                                                const std::function<std::vector<std::vector<int>>()>& make_groups) {
  static std::map<std::string, std::unique_ptr<PermutationLayout>> cache;  // single-threaded use
  auto& slot = cache[key];
  if (!slot) slot = std::make_unique<PermutationLayout>(side, make_groups());
  return *slot;
}

}  // namespace gridsat
