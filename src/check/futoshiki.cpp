#include "check/futoshiki.hpp"

#include <vector>

#include "check/latin.hpp"
#include "check/values.hpp"

namespace gridsat::check {

std::optional<std::string> futoshiki(const Grid& givens, const std::vector<std::pair<int, int>>& less,
                                     const Grid& solution) {
  if (auto e = latin(givens, solution)) return e;
  const int n = givens.cols;
  for (auto [a, b] : less) {
    if (a < 0 || b < 0 || a >= n * n || b >= n * n) return "an inequality names a cell outside the grid";
    if (!(solution.cells[a] < solution.cells[b]))
      return cell_name(a / n, a % n) + " holds " + std::to_string(solution.cells[a]) + ", not less than " +
             std::to_string(solution.cells[b]) + " at " + cell_name(b / n, b % n);
  }
  return std::nullopt;
}

}  // namespace gridsat::check
