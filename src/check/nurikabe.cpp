#include "check/nurikabe.hpp"

namespace gridsat::check {

namespace {

std::string nurikabe_where(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

// The cells of value `value` orthogonally connected to `start`, marking them in `area`.
std::vector<int> area_of(int rows, int cols, const Grid& g, int start, int value, std::vector<int>& area, int id) {
  std::vector<int> out{start}, todo{start};
  area[static_cast<size_t>(start)] = id;
  while (!todo.empty()) {
    const int i = todo.back();
    todo.pop_back();
    const int r = i / cols, c = i % cols;
    const int next[4] = {r > 0 ? i - cols : -1, r + 1 < rows ? i + cols : -1, c > 0 ? i - 1 : -1,
                         c + 1 < cols ? i + 1 : -1};
    for (int j : next)
      if (j >= 0 && area[static_cast<size_t>(j)] < 0 && g.cells[static_cast<size_t>(j)] == value) {
        area[static_cast<size_t>(j)] = id;
        out.push_back(j);
        todo.push_back(j);
      }
  }
  return out;
}

}  // namespace

std::optional<std::string> nurikabe(int rows, int cols, const std::vector<int>& numbers, const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(numbers.size()) != n)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  for (int i = 0; i < n; ++i) {
    const int v = solution.cells[static_cast<size_t>(i)];
    if (v != 1 && v != 2) return nurikabe_where(cols, i) + " is neither shaded nor white";
    if (v == 2 && numbers[static_cast<size_t>(i)]) return "the number at " + nurikabe_where(cols, i) + " is shaded";
  }
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) {
      const int i = r * cols + c;
      if (solution.cells[static_cast<size_t>(i)] == 2 && solution.cells[static_cast<size_t>(i + 1)] == 2 &&
          solution.cells[static_cast<size_t>(i + cols)] == 2 && solution.cells[static_cast<size_t>(i + cols + 1)] == 2)
        return "the 2x2 block at " + nurikabe_where(cols, i) + " is all shaded";
    }
  std::vector<int> area(static_cast<size_t>(n), -1);
  int shaded_areas = 0;
  for (int i = 0; i < n; ++i) {
    if (area[static_cast<size_t>(i)] >= 0) continue;
    const int v = solution.cells[static_cast<size_t>(i)];
    const std::vector<int> cells = area_of(rows, cols, solution, i, v, area, i);
    if (v == 2) {
      if (++shaded_areas > 1) return "the shaded cells are not connected (" + nurikabe_where(cols, i) + " is cut off)";
      continue;
    }
    int number = 0, at = -1;
    for (int j : cells) {
      if (!numbers[static_cast<size_t>(j)]) continue;
      if (at >= 0) return "the white area of " + nurikabe_where(cols, at) + " also holds the number at " + nurikabe_where(cols, j);
      number = numbers[static_cast<size_t>(j)], at = j;
    }
    if (at < 0) return "the white area of " + nurikabe_where(cols, i) + " holds no number";
    if (number > 0 && number != static_cast<int>(cells.size()))
      return "the white area of the " + std::to_string(number) + " at " + nurikabe_where(cols, at) + " has " +
             std::to_string(cells.size()) + " cells";
  }
  return std::nullopt;
}

}  // namespace gridsat::check
