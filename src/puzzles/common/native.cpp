// What permutation grids give the paths that encode nothing: the native backend's CSP and
// and its slice for sparse grids (solutions by construction: pattern_completion.cpp).
#include <algorithm>

#include "puzzles/common/permutation_grid.hpp"

namespace gridsat {

Csp permutation_csp(const Grid& givens, std::vector<std::vector<int>> groups) {
  Csp csp;
  csp.num_vars = givens.size();
  csp.max_value = givens.rows;
  csp.fixed = givens.cells;
  csp.groups = std::move(groups);
  return csp;
}

double sparse_native_slice(const Grid& givens, int64_t limit) {
  const int64_t cells = static_cast<int64_t>(givens.cells.size());
  const int64_t given = cells - std::count(givens.cells.begin(), givens.cells.end(), 0);
  if (givens.rows < 16 || limit < 1 || limit > 2 || given * 5 > cells) return 0;
  return 2.0;
}

}  // namespace gridsat
