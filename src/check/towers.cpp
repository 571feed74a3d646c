#include "check/towers.hpp"

#include "check/latin.hpp"

namespace gridsat::check {

std::optional<std::string> towers(const Grid& givens, const std::vector<int>& clues, const Grid& solution) {
  if (auto e = latin(givens, solution)) return e;
  const int n = givens.rows;
  if (clues.size() != 4 * static_cast<size_t>(n)) return "the puzzle does not have 4n clue positions";
  static const char* const where[] = {"above column", "below column", "left of row", "right of row"};
  for (int i = 0; i < 4 * n; ++i) {
    if (!clues[i]) continue;
    const int side = i / n, k = i % n;
    int seen = 0, tallest = 0;
    for (int j = 0; j < n; ++j) {
      // the j-th cell from the clue's side
      const int r = side == 0 ? j : side == 1 ? n - 1 - j : k;
      const int c = side == 2 ? j : side == 3 ? n - 1 - j : k;
      const int h = solution.cells[r * n + c];
      if (h > tallest) tallest = h, ++seen;
    }
    if (seen != clues[i])
      return "the clue " + std::to_string(clues[i]) + " " + where[side] + " " + std::to_string(k + 1) + " sees " +
             std::to_string(seen) + " towers";
  }
  return std::nullopt;
}

}  // namespace gridsat::check
