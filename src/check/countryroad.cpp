#include "check/countryroad.hpp"

#include "check/cell_loop.hpp"
#include "check/values.hpp"

namespace gridsat::check {

std::optional<std::string> countryroad(const std::vector<int>& room_of, const std::vector<int>& counts,
                                       const Grid& g) {
  const int R = g.rows, C = g.cols;
  if (R < 1 || C < 1 || room_of.size() != static_cast<size_t>(R) * C) return "the grid does not match the puzzle's size";
  std::vector<int> visited(counts.size(), 0), crossed(counts.size(), 0);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int v = g.at(r, c), room = room_of[static_cast<size_t>(r * C + c)];
      if (v < 1 || v > 7) return cell_name(r, c) + " holds no piece of the loop (1..7)";
      if (room < 0 || room >= static_cast<int>(counts.size())) return "the rooms do not match the numbers";
      visited[static_cast<size_t>(room)] += v > 1;
      const int right = c + 1 < C ? room_of[static_cast<size_t>(r * C + c + 1)] : room;
      const int below = r + 1 < R ? room_of[static_cast<size_t>((r + 1) * C + c)] : room;
      if (right != room) {
        if (v == 1 && g.at(r, c + 1) == 1)
          return "the cells at " + cell_name(r, c) + " and " + cell_name(r, c + 1) + " are both off the loop";
        if (loop_side(g, r, c, 3)) ++crossed[static_cast<size_t>(room)], ++crossed[static_cast<size_t>(right)];
      }
      if (below != room) {
        if (v == 1 && g.at(r + 1, c) == 1)
          return "the cells at " + cell_name(r, c) + " and " + cell_name(r + 1, c) + " are both off the loop";
        if (loop_side(g, r, c, 1)) ++crossed[static_cast<size_t>(room)], ++crossed[static_cast<size_t>(below)];
      }
    }
  if (auto bad = one_cell_loop(g)) return bad;
  for (size_t k = 0; k < counts.size(); ++k) {
    if (!visited[k]) return "the loop misses room " + std::to_string(k + 1);
    if (crossed[k] > 2) return "the loop enters room " + std::to_string(k + 1) + " more than once";
    if (counts[k] >= 0 && visited[k] != counts[k])
      return "room " + std::to_string(k + 1) + " numbered " + std::to_string(counts[k]) + " has " +
             std::to_string(visited[k]) + " cells on the loop";
  }
  return std::nullopt;
}

}  // namespace gridsat::check
