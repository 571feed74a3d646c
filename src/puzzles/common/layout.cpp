// The structure of permutation grids (PermutationLayout): the propagation core's houses
// (csp/propagate.hpp), cached per shape.
#include <map>
#include <memory>

#include "cnf/cnf.hpp"
#include "puzzles/common/permutation_grid.hpp"

namespace gridsat {

PermutationLayout::PermutationLayout(int side, std::vector<std::vector<int>> gs)
    : Houses(side, std::move(gs), {}, [] { check_cnf_limits(); }) {}  // the time limit and Ctrl-C

const PermutationLayout& PermutationLayout::get(const std::string& key, int side,
                                                const std::function<std::vector<std::vector<int>>()>& make_groups) {
  static std::map<std::string, std::unique_ptr<PermutationLayout>> cache;  // single-threaded use
  auto& slot = cache[key];
  if (!slot) slot = std::make_unique<PermutationLayout>(side, make_groups());
  return *slot;
}

}  // namespace gridsat
