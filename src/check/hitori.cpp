#include "check/hitori.hpp"

#include <map>

namespace gridsat::check {

namespace {

std::string hitori_at(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

}  // namespace

std::optional<std::string> hitori(int rows, int cols, const std::vector<int>& numbers, const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(numbers.size()) != n)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  for (int i = 0; i < n; ++i)
    if (solution.cells[i] != 1 && solution.cells[i] != 2) return hitori_at(cols, i) + " is neither shaded nor unshaded";
  auto white = [&](int r, int c) { return solution.cells[r * cols + c] == 1; };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (white(r, c)) continue;
      if (c + 1 < cols && !white(r, c + 1)) return hitori_at(cols, r * cols + c) + " and the cell right of it are both shaded";
      if (r + 1 < rows && !white(r + 1, c)) return hitori_at(cols, r * cols + c) + " and the cell below it are both shaded";
    }
  for (int line = 0; line < rows + cols; ++line) {
    std::map<int, int> first;  // number -> its unshaded cell
    const int len = line < rows ? cols : rows;
    for (int k = 0; k < len; ++k) {
      const int i = line < rows ? line * cols + k : k * cols + (line - rows);
      if (solution.cells[i] != 1 || !numbers[i]) continue;
      auto [it, fresh] = first.emplace(numbers[i], i);
      if (!fresh)
        return "the number " + std::to_string(numbers[i]) + " is unshaded twice in " +
               (line < rows ? "row " + std::to_string(line + 1) : "column " + std::to_string(line - rows + 1));
    }
  }
  // Flood fill from the first unshaded cell; every unshaded cell must be reached.
  std::vector<char> reached(n, 0);
  std::vector<int> stack;
  for (int i = 0; i < n && stack.empty(); ++i)
    if (solution.cells[i] == 1) stack.push_back(i), reached[i] = 1;
  while (!stack.empty()) {
    const int i = stack.back();
    stack.pop_back();
    const int r = i / cols, c = i % cols;
    const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (auto [rr, cc] : next) {
      if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) continue;
      const int j = rr * cols + cc;
      if (solution.cells[j] == 1 && !reached[j]) reached[j] = 1, stack.push_back(j);
    }
  }
  for (int i = 0; i < n; ++i)
    if (solution.cells[i] == 1 && !reached[i])
      return "the unshaded cells are not connected (" + hitori_at(cols, i) + " is cut off)";
  return std::nullopt;
}

}  // namespace gridsat::check
