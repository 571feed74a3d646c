#include "check/signpost.hpp"

#include <cstdlib>

#include "check/values.hpp"

namespace gridsat::check {

std::optional<std::string> signpost(const std::vector<int>& arrows, const std::vector<int>& numbers, const Grid& g) {
  const int R = g.rows, C = g.cols, N = R * C;
  if (R < 1 || C < 1 || arrows.size() != static_cast<size_t>(N) || numbers.size() != static_cast<size_t>(N))
    return "the grid does not match the puzzle's size";
  std::vector<int> cell_of(N + 1, -1);
  for (int i = 0; i < N; ++i) {
    const int v = g.cells[i];
    if (v < 1 || v > N) return cell_name(i / C, i % C) + " holds " + std::to_string(v) + ", not 1.." + std::to_string(N);
    if (cell_of[v] >= 0) return "the number " + std::to_string(v) + " appears twice";
    cell_of[v] = i;
    if (numbers[i] && numbers[i] != v)
      return cell_name(i / C, i % C) + " holds " + std::to_string(v) + ", not its given " + std::to_string(numbers[i]);
  }
  static constexpr int dx[8] = {0, 1, 1, 1, 0, -1, -1, -1}, dy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
  for (int p = 1; p < N; ++p) {
    const int a = cell_of[p], b = cell_of[p + 1], d = arrows[a];
    const int x = b % C - a % C, y = b / C - a / C;
    const auto sign = [](int t) { return (t > 0) - (t < 0); };
    const bool on_ray = d >= 0 && d < 8 && sign(x) == dx[d] && sign(y) == dy[d] &&
                        (dx[d] == 0 || dy[d] == 0 || std::abs(x) == std::abs(y));
    if (!on_ray)
      return "the arrow at " + cell_name(a / C, a % C) + " (" + std::to_string(p) + ") does not point at " +
             std::to_string(p + 1);
  }
  return std::nullopt;
}

}  // namespace gridsat::check
