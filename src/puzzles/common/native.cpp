// What permutation grids give the paths that encode nothing: the native backend's CSP and
// its slice for sparse grids, and an empty grid's solutions by construction.
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

std::vector<Grid> empty_grid_patterns(const Grid& givens, int box_rows, int box_cols) {
  const int n = givens.rows;
  if (n == 0 || std::any_of(givens.cells.begin(), givens.cells.end(), [](int v) { return v != 0; })) return {};
  Grid first(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) first.at(i, j) = (box_cols * (i % box_rows) + i / box_rows + j) % n + 1;
  std::vector<Grid> out{first};
  if (n >= 2) {
    Grid second = first;
    for (int& v : second.cells) v = v == 1 ? 2 : v == 2 ? 1 : v;
    out.push_back(std::move(second));
  }
  return out;
}

double sparse_native_slice(const Grid& givens, int64_t limit) {
  const int64_t cells = static_cast<int64_t>(givens.cells.size());
  const int64_t given = cells - std::count(givens.cells.begin(), givens.cells.end(), 0);
  if (givens.rows < 16 || limit < 1 || limit > 2 || given * 5 > cells) return 0;
  return 2.0;
}

}  // namespace gridsat
