#include "check/killer.hpp"

#include "check/sudoku.hpp"
#include "check/values.hpp"

namespace gridsat::check {

std::optional<std::string> killer(const Grid& givens, int box_rows, int box_cols, const std::vector<KillerCage>& cages,
                                  const Grid& solution) {
  if (auto e = sudoku(givens, box_rows, box_cols, solution)) return e;
  const int n = box_rows * box_cols;
  for (size_t k = 0; k < cages.size(); ++k) {
    const auto& cage = cages[k];
    std::vector<bool> seen(static_cast<size_t>(n) + 1, false);
    long long total = 0;
    for (int cell : cage.cells) {
      if (cell < 0 || cell >= n * n) return "cage " + std::to_string(k + 1) + " names a cell outside the grid";
      const int v = solution.cells[static_cast<size_t>(cell)];
      if (seen[static_cast<size_t>(v)])
        return "the cage of " + cell_name(cage.cells[0] / n, cage.cells[0] % n) + " holds " + std::to_string(v) +
               " twice (again at " + cell_name(cell / n, cell % n) + ")";
      seen[static_cast<size_t>(v)] = true;
      total += v;
    }
    if (total != cage.sum)
      return "the cage of " +
             cell_name(cage.cells.empty() ? 0 : cage.cells[0] / n, cage.cells.empty() ? 0 : cage.cells[0] % n) +
             " totals " + std::to_string(total) + ", not " + std::to_string(cage.sum);
  }
  return std::nullopt;
}

}  // namespace gridsat::check
