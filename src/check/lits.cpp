#include "check/lits.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>

namespace gridsat::check {

namespace {

std::string lits_at(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

// The cells reached from `from` through orthogonal neighbours for which `joins(a, b)` holds,
// breadth first.
std::vector<int> flood(int rows, int cols, int from, const std::function<bool(int, int)>& joins) {
  std::vector<char> seen(static_cast<size_t>(rows) * cols, 0);
  std::vector<int> out{from};
  seen[from] = 1;
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  for (size_t head = 0; head < out.size(); ++head) {
    const int i = out[head];
    for (int d = 0; d < 4; ++d) {
      const int r = i / cols + dr[d], c = i % cols + dc[d], j = r * cols + c;
      if (r >= 0 && r < rows && c >= 0 && c < cols && !seen[j] && joins(i, j)) seen[j] = 1, out.push_back(j);
    }
  }
  return out;
}

// The letter of four connected cells.
char letter(int cols, const std::vector<int>& cells) {
  int r0 = 1 << 30, r1 = -1, c0 = 1 << 30, c1 = -1;
  for (int i : cells) r0 = std::min(r0, i / cols), r1 = std::max(r1, i / cols), c0 = std::min(c0, i % cols), c1 = std::max(c1, i % cols);
  if (r0 == r1 || c0 == c1) return 'I';
  if (r1 - r0 == 1 && c1 - c0 == 1) return 'O';
  for (int i : cells) {
    int near = 0;
    for (int j : cells)
      near += std::abs(i / cols - j / cols) + std::abs(i % cols - j % cols) == 1;
    if (near == 3) return 'T';
  }
  const bool tall = r1 - r0 == 2;  // three rows, two columns; else three columns, two rows
  std::map<int, int> line;
  for (int i : cells) ++line[tall ? i % cols : i / cols];
  for (auto [k, n] : line)
    if (n == 3) return 'L';
  return 'S';
}

}  // namespace

std::optional<std::string> lits(int rows, int cols, const std::vector<int>& region, const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(region.size()) != n)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  for (int i = 0; i < n; ++i)
    if (solution.cells[i] != 1 && solution.cells[i] != 2) return lits_at(cols, i) + " is neither shaded nor unshaded";
  auto shaded = [&](int i) { return solution.cells[i] == 2; };
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) {
      const int i = r * cols + c;
      if (shaded(i) && shaded(i + 1) && shaded(i + cols) && shaded(i + cols + 1))
        return "the 2x2 block at " + lits_at(cols, i) + " is shaded";
    }
  std::map<int, std::vector<int>> shaded_in;  // region -> its shaded cells
  std::map<int, int> first;                   // region -> its first cell
  for (int i = 0; i < n; ++i) {
    first.emplace(region[i], i);
    if (shaded(i)) shaded_in[region[i]].push_back(i);
  }
  std::map<int, char> letter_of;
  for (auto [id, cell] : first) {
    const auto& cells = shaded_in[id];
    if (cells.size() != 4)
      return "the region of " + lits_at(cols, cell) + " has " + std::to_string(cells.size()) + " shaded cells, not 4";
    const auto piece = flood(rows, cols, cells[0], [&](int a, int b) { return shaded(b) && region[a] == region[b]; });
    if (piece.size() != 4) return "the shaded cells of the region of " + lits_at(cols, cell) + " are not connected";
    letter_of[id] = letter(cols, cells);
  }
  for (int i = 0; i < n; ++i) {
    if (!shaded(i)) continue;
    for (int j : {i % cols + 1 < cols ? i + 1 : -1, i + cols < n ? i + cols : -1})
      if (j >= 0 && shaded(j) && region[i] != region[j] && letter_of[region[i]] == letter_of[region[j]])
        return std::string("two ") + letter_of[region[i]] + " tetrominoes touch at " + lits_at(cols, i) + " and " + lits_at(cols, j);
  }
  int any = -1;
  for (int i = 0; i < n && any < 0; ++i)
    if (shaded(i)) any = i;
  if (any >= 0) {
    const auto reached = flood(rows, cols, any, [&](int, int b) { return shaded(b); });
    const auto total = std::count(solution.cells.begin(), solution.cells.end(), 2);
    if (static_cast<long>(reached.size()) != total) {
      std::vector<char> in(static_cast<size_t>(n), 0);
      for (int i : reached) in[i] = 1;
      for (int i = 0; i < n; ++i)
        if (shaded(i) && !in[i]) return "the shaded cells are not connected (" + lits_at(cols, i) + " is cut off)";
    }
  }
  return std::nullopt;
}

}  // namespace gridsat::check
