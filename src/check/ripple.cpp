#include "check/ripple.hpp"

#include <map>

namespace gridsat::check {

namespace {

std::string ripple_at(int cols, int i) { return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1); }

}  // namespace

std::optional<std::string> ripple(int rows, int cols, const std::vector<int>& room_of, const std::vector<int>& numbers,
                                  const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(numbers.size()) != n ||
      static_cast<int>(room_of.size()) != n)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  std::map<int, std::vector<int>> rooms;
  for (int i = 0; i < n; ++i) rooms[room_of[static_cast<size_t>(i)]].push_back(i);
  const auto value = [&](int i) { return solution.cells[static_cast<size_t>(i)]; };
  for (int i = 0; i < n; ++i)
    if (numbers[static_cast<size_t>(i)] && numbers[static_cast<size_t>(i)] != value(i))
      return "the digit " + std::to_string(numbers[static_cast<size_t>(i)]) + " at " + ripple_at(cols, i) + " became " +
             std::to_string(value(i));
  for (const auto& [id, cells] : rooms) {
    std::vector<int> seen(cells.size() + 1, 0);
    for (int i : cells) {
      const int v = value(i);
      if (v < 1 || v > static_cast<int>(cells.size()))
        return ripple_at(cols, i) + " holds " + std::to_string(v) + ", outside 1.." + std::to_string(cells.size()) +
               " of its room";
      if (seen[static_cast<size_t>(v)]++) return "the room of " + ripple_at(cols, i) + " holds " + std::to_string(v) + " twice";
    }
  }
  for (int i = 0; i < n; ++i) {
    const int v = value(i);
    for (int d = 1; d <= v; ++d) {
      if (i % cols + d < cols && value(i + d) == v)
        return "the " + std::to_string(v) + "s at " + ripple_at(cols, i) + " and " + ripple_at(cols, i + d) + " are too close";
      if (i / cols + d < rows && value(i + d * cols) == v)
        return "the " + std::to_string(v) + "s at " + ripple_at(cols, i) + " and " + ripple_at(cols, i + d * cols) + " are too close";
    }
  }
  return std::nullopt;
}

}  // namespace gridsat::check
