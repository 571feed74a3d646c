#include "check/latin.hpp"

#include <vector>

#include "check/values.hpp"

namespace gridsat::check {

std::optional<std::string> latin(const Grid& givens, const Grid& solution) {
  const int n = givens.rows;
  if (auto e = cells_and_givens(givens, n, solution)) return e;
  return rows_and_columns(n, solution);
}

}  // namespace gridsat::check
