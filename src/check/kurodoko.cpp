#include "check/kurodoko.hpp"

namespace gridsat::check {

namespace {

std::string kurodoko_at(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

}  // namespace

int seen_cells(const Grid& g, int r, int c, int value) {
  int count = 1;
  for (int rr = r + 1; rr < g.rows && g.at(rr, c) == value; ++rr) ++count;
  for (int rr = r - 1; rr >= 0 && g.at(rr, c) == value; --rr) ++count;
  for (int cc = c + 1; cc < g.cols && g.at(r, cc) == value; ++cc) ++count;
  for (int cc = c - 1; cc >= 0 && g.at(r, cc) == value; --cc) ++count;
  return count;
}

bool cells_connected(const Grid& g, int value, int& cut) {
  const int n = g.rows * g.cols;
  std::vector<char> reached(static_cast<size_t>(n), 0);
  std::vector<int> stack;
  for (int i = 0; i < n && stack.empty(); ++i)
    if (g.cells[i] == value) stack.push_back(i), reached[static_cast<size_t>(i)] = 1;
  while (!stack.empty()) {
    const int i = stack.back();
    stack.pop_back();
    const int r = i / g.cols, c = i % g.cols;
    const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& rc : next) {
      if (rc[0] < 0 || rc[0] >= g.rows || rc[1] < 0 || rc[1] >= g.cols) continue;
      const int j = rc[0] * g.cols + rc[1];
      if (g.cells[j] == value && !reached[static_cast<size_t>(j)]) reached[static_cast<size_t>(j)] = 1, stack.push_back(j);
    }
  }
  for (int i = 0; i < n; ++i)
    if (g.cells[i] == value && !reached[static_cast<size_t>(i)]) {
      cut = i;
      return false;
    }
  return true;
}

std::optional<std::string> sight_numbers(int rows, int cols, const std::vector<int>& numbers, const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(numbers.size()) != n)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  for (int i = 0; i < n; ++i)
    if (solution.cells[i] != 1 && solution.cells[i] != 2) return kurodoko_at(cols, i) + " is neither shaded nor unshaded";
  for (int i = 0; i < n; ++i) {
    if (!numbers[i]) continue;
    if (solution.cells[i] != 1) return "the number at " + kurodoko_at(cols, i) + " is shaded";
    if (numbers[i] < 0) continue;
    const int seen = seen_cells(solution, i / cols, i % cols, 1);
    if (seen != numbers[i])
      return "the " + std::to_string(numbers[i]) + " at " + kurodoko_at(cols, i) + " sees " + std::to_string(seen) +
             " unshaded cells";
  }
  return std::nullopt;
}

std::optional<std::string> kurodoko(int rows, int cols, const std::vector<int>& numbers, const Grid& solution) {
  if (auto bad = sight_numbers(rows, cols, numbers, solution)) return bad;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (solution.at(r, c) != 2) continue;
      if (c + 1 < cols && solution.at(r, c + 1) == 2) return kurodoko_at(cols, r * cols + c) + " and the cell right of it are both shaded";
      if (r + 1 < rows && solution.at(r + 1, c) == 2) return kurodoko_at(cols, r * cols + c) + " and the cell below it are both shaded";
    }
  int cut = 0;
  if (!cells_connected(solution, 1, cut)) return "the unshaded cells are not connected (" + kurodoko_at(cols, cut) + " is cut off)";
  return std::nullopt;
}

}  // namespace gridsat::check
