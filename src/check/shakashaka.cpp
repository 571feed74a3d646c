#include "check/shakashaka.hpp"

#include <algorithm>
#include <climits>

namespace gridsat::check {

namespace {

std::string shakashaka_at(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

// Quarters of a cell: 0 top, 1 right, 2 bottom, 3 left. Whether the quarter is black for a
// cell value (1 nothing, 2..5 the triangle's right angle lower left, lower right, upper right,
// upper left): a triangle covers the two quarters along the sides of its right angle.
bool quarter_black(int value, int q) {
  switch (value) {
    case 2: return q == 2 || q == 3;
    case 3: return q == 1 || q == 2;
    case 4: return q == 0 || q == 1;
    case 5: return q == 0 || q == 3;
    default: return false;
  }
}

}  // namespace

// Long: the cells, the numbers, then one flood fill over the quarters that measures each area.
std::optional<std::string> shakashaka(int rows, int cols, const std::vector<int>& board, const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(board.size()) != n)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  for (int i = 0; i < n; ++i) {
    const int v = solution.cells[i];
    if (v < 1 || v > 5) return shakashaka_at(cols, i) + " holds " + std::to_string(v) + ", not 1..5";
    if (board[static_cast<size_t>(i)] != -1 && v != 1) return "the black cell at " + shakashaka_at(cols, i) + " holds a triangle";
  }
  for (int i = 0; i < n; ++i) {
    const int num = board[static_cast<size_t>(i)];
    if (num < 0 || num > 4) continue;
    const int r = i / cols, c = i % cols;
    int count = 0;
    if (r > 0) count += solution.cells[i - cols] > 1;
    if (r + 1 < rows) count += solution.cells[i + cols] > 1;
    if (c > 0) count += solution.cells[i - 1] > 1;
    if (c + 1 < cols) count += solution.cells[i + 1] > 1;
    if (count != num)
      return "the " + std::to_string(num) + " at " + shakashaka_at(cols, i) + " has " + std::to_string(count) + " triangles beside it";
  }
  // White quarters: id 4 * cell + q.
  const auto white = [&](int cell, int q) {
    return board[static_cast<size_t>(cell)] == -1 && !quarter_black(solution.cells[cell], q);
  };
  std::vector<char> seen(static_cast<size_t>(4 * n), 0);
  for (int start = 0; start < 4 * n; ++start) {
    if (seen[static_cast<size_t>(start)] || !white(start / 4, start % 4)) continue;
    // Flood the area; its quarters' corners (doubled coordinates: cell corners even, centres odd).
    long long count = 0;
    int min_x = INT_MAX, max_x = INT_MIN, min_y = INT_MAX, max_y = INT_MIN;
    int min_u = INT_MAX, max_u = INT_MIN, min_v = INT_MAX, max_v = INT_MIN;
    std::vector<int> todo{start};
    seen[static_cast<size_t>(start)] = 1;
    while (!todo.empty()) {
      const int id = todo.back();
      todo.pop_back();
      ++count;
      const int cell = id / 4, q = id % 4, r = cell / cols, c = cell % cols;
      const int cx = 2 * c + 1, cy = 2 * r + 1;
      // The quarter's triangle: the centre and the two corners of its side.
      const int px[4][2] = {{cx - 1, cx + 1}, {cx + 1, cx + 1}, {cx - 1, cx + 1}, {cx - 1, cx - 1}};
      const int py[4][2] = {{cy - 1, cy - 1}, {cy - 1, cy + 1}, {cy + 1, cy + 1}, {cy - 1, cy + 1}};
      const int xs[3] = {cx, px[q][0], px[q][1]}, ys[3] = {cy, py[q][0], py[q][1]};
      for (int k = 0; k < 3; ++k) {
        min_x = std::min(min_x, xs[k]), max_x = std::max(max_x, xs[k]);
        min_y = std::min(min_y, ys[k]), max_y = std::max(max_y, ys[k]);
        min_u = std::min(min_u, xs[k] + ys[k]), max_u = std::max(max_u, xs[k] + ys[k]);
        min_v = std::min(min_v, xs[k] - ys[k]), max_v = std::max(max_v, xs[k] - ys[k]);
      }
      // Neighbouring quarters: the two others of the cell beside its diagonals, and across its side.
      std::vector<int> next{4 * cell + (q + 1) % 4, 4 * cell + (q + 3) % 4};
      if (q == 0 && r > 0) next.push_back(4 * (cell - cols) + 2);
      if (q == 2 && r + 1 < rows) next.push_back(4 * (cell + cols) + 0);
      if (q == 3 && c > 0) next.push_back(4 * (cell - 1) + 1);
      if (q == 1 && c + 1 < cols) next.push_back(4 * (cell + 1) + 3);
      for (int m : next)
        if (!seen[static_cast<size_t>(m)] && white(m / 4, m % 4)) seen[static_cast<size_t>(m)] = 1, todo.push_back(m);
    }
    // A quarter's area is 1 in doubled coordinates (a cell is 4). Upright box: dx * dy; turned:
    // du * dv / 2.
    const long long upright = static_cast<long long>(max_x - min_x) * (max_y - min_y);
    const long long turned = static_cast<long long>(max_u - min_u) * (max_v - min_v) / 2;
    if (count != upright && count != turned)
      return "the white area at " + shakashaka_at(cols, start / 4) + " is not a rectangle";
  }
  return std::nullopt;
}

}  // namespace gridsat::check
