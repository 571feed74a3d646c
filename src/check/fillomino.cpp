#include "check/fillomino.hpp"

namespace gridsat::check {

namespace {

std::string fillomino_at(int cols, int i) { return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1); }

}  // namespace

std::optional<std::string> fillomino(int rows, int cols, const std::vector<int>& numbers, const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(numbers.size()) != n)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  const auto value = [&](int i) { return solution.cells[static_cast<size_t>(i)]; };
  for (int i = 0; i < n; ++i) {
    if (value(i) < 1) return fillomino_at(cols, i) + " holds no size";
    if (numbers[static_cast<size_t>(i)] && numbers[static_cast<size_t>(i)] != value(i))
      return "the number " + std::to_string(numbers[static_cast<size_t>(i)]) + " at " + fillomino_at(cols, i) + " became " +
             std::to_string(value(i));
  }
  std::vector<char> seen(static_cast<size_t>(n), 0);
  for (int s = 0; s < n; ++s) {
    if (seen[static_cast<size_t>(s)]) continue;
    seen[static_cast<size_t>(s)] = 1;
    std::vector<int> area{s};
    for (size_t k = 0; k < area.size(); ++k) {
      const int i = area[k], r = i / cols, c = i % cols;
      const int next[4] = {r > 0 ? i - cols : -1, r + 1 < rows ? i + cols : -1, c > 0 ? i - 1 : -1,
                           c + 1 < cols ? i + 1 : -1};
      for (int j : next)
        if (j >= 0 && !seen[static_cast<size_t>(j)] && value(j) == value(s)) {
          seen[static_cast<size_t>(j)] = 1;
          area.push_back(j);
        }
    }
    if (static_cast<int>(area.size()) != value(s))
      return "the region of " + std::to_string(value(s)) + "s at " + fillomino_at(cols, s) + " has " +
             std::to_string(area.size()) + " cells";
  }
  return std::nullopt;
}

}  // namespace gridsat::check
