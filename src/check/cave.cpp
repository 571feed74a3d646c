#include "check/cave.hpp"

#include "check/kurodoko.hpp"

namespace gridsat::check {

std::optional<std::string> cave(int rows, int cols, const std::vector<int>& numbers, const Grid& solution) {
  if (auto bad = sight_numbers(rows, cols, numbers, solution)) return bad;
  int cut = 0;
  if (!cells_connected(solution, 1, cut))
    return "the cave is not connected (row " + std::to_string(cut / cols + 1) + " column " +
           std::to_string(cut % cols + 1) + " is cut off)";
  // The board inside a ring of shaded cells: the shaded cells and the ring connected.
  Grid ringed(rows + 2, cols + 2);
  for (int& v : ringed.cells) v = 2;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) ringed.at(r + 1, c + 1) = solution.at(r, c);
  if (!cells_connected(ringed, 2, cut))
    return "the shaded cell at row " + std::to_string(cut / (cols + 2)) + " column " + std::to_string(cut % (cols + 2)) +
           " is enclosed by the cave";
  return std::nullopt;
}

}  // namespace gridsat::check
