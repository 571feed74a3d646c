#include "check/hashi.hpp"

#include <numeric>

namespace gridsat::check {

namespace {

std::string hashi_at(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

struct Bridge {
  int a, b, count;
};

int find(std::vector<int>& parent, int i) {
  while (parent[i] != i) i = parent[i] = parent[parent[i]];
  return i;
}

// Walks from island a in direction (dr, dc) along cells holding `count` bridges of that
// direction (value base + count) to the next island; -1 when the run does not end at one.
int walk(int rows, int cols, const std::vector<int>& counts, const Grid& g, int a, int dr, int dc, int value,
         std::vector<char>& covered) {
  for (int r = a / cols + dr, c = a % cols + dc; r < rows && c < cols; r += dr, c += dc) {
    const int i = r * cols + c;
    if (counts[i]) return i;
    if (g.cells[i] != value) return -1;
    covered[i] = 1;
  }
  return -1;
}

}  // namespace

// Long: reads the bridges off the cells, then checks counts, connectivity and loops in turn.
std::optional<std::string> hashi(int rows, int cols, const std::vector<int>& counts, int max_bridges, bool no_loops,
                                 const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(counts.size()) != n)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  std::vector<Bridge> bridges;
  std::vector<char> covered(n, 0);
  for (int i = 0; i < n; ++i) {
    const int v = solution.cells[i];
    if (!counts[i]) {
      if (v < 1 || v > 9) return hashi_at(cols, i) + " holds " + std::to_string(v) + ", no water or bridge value";
      continue;
    }
    if (v < 10 || v > 34) return "the island at " + hashi_at(cols, i) + " holds " + std::to_string(v);
    // touching neighbours: bridges carried by the island's own value
    const int right = (v - 10) % 5, down = (v - 10) / 5;
    if (right) {
      if (i % cols + 1 >= cols || !counts[i + 1])
        return "the island at " + hashi_at(cols, i) + " has bridges to a touching island on its right, which is not there";
      bridges.push_back({i, i + 1, right});
    }
    if (down) {
      if (i + cols >= n || !counts[i + cols])
        return "the island at " + hashi_at(cols, i) + " has bridges to a touching island below, which is not there";
      bridges.push_back({i, i + cols, down});
    }
    // runs of bridge cells to the right and below
    if (i % cols + 1 < cols && !counts[i + 1] && solution.cells[i + 1] >= 2 && solution.cells[i + 1] <= 5) {
      const int b = walk(rows, cols, counts, solution, i, 0, 1, solution.cells[i + 1], covered);
      if (b < 0) return "the horizontal bridges from the island at " + hashi_at(cols, i) + " do not end at an island";
      bridges.push_back({i, b, solution.cells[i + 1] - 1});
    }
    if (i + cols < n && !counts[i + cols] && solution.cells[i + cols] >= 6) {
      const int b = walk(rows, cols, counts, solution, i, 1, 0, solution.cells[i + cols], covered);
      if (b < 0) return "the vertical bridges from the island at " + hashi_at(cols, i) + " do not end at an island";
      bridges.push_back({i, b, solution.cells[i + cols] - 5});
    }
  }
  for (int i = 0; i < n; ++i)
    if (!counts[i] && solution.cells[i] != 1 && !covered[i])
      return "the bridge over " + hashi_at(cols, i) + " does not join two islands";
  std::vector<int> degree(n, 0);
  for (const auto& b : bridges) {
    if (b.count > max_bridges)
      return std::to_string(b.count) + " bridges between the islands at " + hashi_at(cols, b.a) + " and " + hashi_at(cols, b.b) +
             " (at most " + std::to_string(max_bridges) + ")";
    degree[b.a] += b.count;
    degree[b.b] += b.count;
  }
  int first = -1;
  for (int i = 0; i < n; ++i) {
    if (!counts[i]) continue;
    if (first < 0) first = i;
    if (counts[i] > 0 && degree[i] != counts[i])
      return "the island " + std::to_string(counts[i]) + " at " + hashi_at(cols, i) + " has " + std::to_string(degree[i]) +
             " bridges";
  }
  std::vector<int> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  for (const auto& b : bridges) {
    const int x = find(parent, b.a), y = find(parent, b.b);
    if (x == y && no_loops) return "the bridges make a loop (through the island at " + hashi_at(cols, b.a) + ")";
    parent[x] = y;
  }
  for (int i = 0; i < n; ++i)
    if (counts[i] && find(parent, i) != find(parent, first))
      return "the islands are not connected (the island at " + hashi_at(cols, i) + " is cut off from the one at " +
             hashi_at(cols, first) + ")";
  return std::nullopt;
}

}  // namespace gridsat::check
