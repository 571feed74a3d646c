#include "check/heyawake.hpp"

#include <map>

namespace gridsat::check {

namespace {

std::string heyawake_at(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

std::optional<std::string> shape(int rows, int cols, const std::vector<int>& room_of, const Grid& solution) {
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(room_of.size()) != rows * cols)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  for (int i = 0; i < rows * cols; ++i)
    if (solution.cells[i] != 1 && solution.cells[i] != 2) return heyawake_at(cols, i) + " is neither shaded nor unshaded";
  return std::nullopt;
}

// Shaded cells per room id.
std::map<int, int> shaded_per_room(const std::vector<int>& room_of, const Grid& solution) {
  std::map<int, int> count;
  for (size_t i = 0; i < room_of.size(); ++i) count[room_of[i]] += solution.cells[i] == 2;
  return count;
}

}  // namespace

std::optional<std::string> heyawake(int rows, int cols, const std::vector<int>& room_of,
                                    const std::vector<int>& numbers, const Grid& solution) {
  if (auto bad = shape(rows, cols, room_of, solution)) return bad;
  const int n = rows * cols;
  const auto shade = [&](int r, int c) { return solution.cells[r * cols + c] == 2; };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (shade(r, c) && ((c + 1 < cols && shade(r, c + 1)) || (r + 1 < rows && shade(r + 1, c))))
        return heyawake_at(cols, r * cols + c) + " and a shaded neighbour to its right or below";
  const auto count = shaded_per_room(room_of, solution);
  for (int i = 0; i < n; ++i)
    if (numbers[i] >= 0 && count.at(room_of[i]) != numbers[i])
      return "the room of " + heyawake_at(cols, i) + " holds " + std::to_string(count.at(room_of[i])) + " shaded cells, not " +
             std::to_string(numbers[i]);
  // Each maximal unshaded run of a row, then of a column: the room changes at most once.
  for (int line = 0; line < rows + cols; ++line) {
    const int len = line < rows ? cols : rows;
    int changes = 0;
    for (int k = 0; k < len; ++k) {
      const int i = line < rows ? line * cols + k : k * cols + (line - rows);
      const int prev = k == 0 ? -1 : (line < rows ? i - 1 : i - cols);
      if (solution.cells[i] == 2) {
        changes = 0;
        continue;
      }
      if (prev >= 0 && solution.cells[prev] == 1 && room_of[prev] != room_of[i] && ++changes > 1)
        return "the unshaded run through " + heyawake_at(cols, i) + " crosses two room borders";
    }
  }
  // Union-find over the unshaded cells: each joins its unshaded right and lower neighbours;
  // all must end in the first one's set.
  std::vector<int> parent(n);
  for (int i = 0; i < n; ++i) parent[i] = i;
  const auto root = [&](int i) {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
  };
  for (int i = 0; i < n; ++i) {
    if (solution.cells[i] != 1) continue;
    if (i % cols + 1 < cols && solution.cells[i + 1] == 1) parent[root(i + 1)] = root(i);
    if (i + cols < n && solution.cells[i + cols] == 1) parent[root(i + cols)] = root(i);
  }
  int first = -1;
  for (int i = 0; i < n; ++i) {
    if (solution.cells[i] != 1) continue;
    if (first < 0) first = i;
    else if (root(i) != root(first)) return "the unshaded cells are not connected (" + heyawake_at(cols, i) + " is cut off)";
  }
  return std::nullopt;
}

std::optional<std::string> norinori(int rows, int cols, const std::vector<int>& room_of, const Grid& solution) {
  if (auto bad = shape(rows, cols, room_of, solution)) return bad;
  for (const auto& [room, shaded] : shaded_per_room(room_of, solution))
    if (shaded != 2) {
      int first = 0;
      while (room_of[first] != room) ++first;
      return "the room of " + heyawake_at(cols, first) + " holds " + std::to_string(shaded) + " shaded cells, not 2";
    }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (solution.cells[r * cols + c] != 2) continue;
      int near = 0;
      if (r > 0) near += solution.cells[(r - 1) * cols + c] == 2;
      if (r + 1 < rows) near += solution.cells[(r + 1) * cols + c] == 2;
      if (c > 0) near += solution.cells[r * cols + c - 1] == 2;
      if (c + 1 < cols) near += solution.cells[r * cols + c + 1] == 2;
      if (near != 1)
        return "the shaded cell at " + heyawake_at(cols, r * cols + c) + " has " + std::to_string(near) +
               " shaded neighbours: its group is no domino";
    }
  return std::nullopt;
}

}  // namespace gridsat::check
