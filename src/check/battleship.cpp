#include "check/battleship.hpp"

#include <algorithm>

namespace gridsat::check {

namespace {

std::string battleship_at(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

}  // namespace

// Long: lines, groups, fleet and clues, each with its own message.
std::optional<std::string> battleship(int rows, int cols, const std::vector<int>& counts, const std::vector<int>& clues,
                                      const std::vector<int>& fleet, const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(clues.size()) != n ||
      static_cast<int>(counts.size()) != rows + cols)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  for (int i = 0; i < n; ++i)
    if (solution.cells[i] != 1 && solution.cells[i] != 2) return battleship_at(cols, i) + " is neither water nor a ship";
  auto ship = [&](int r, int c) { return r >= 0 && r < rows && c >= 0 && c < cols && solution.cells[r * cols + c] == 2; };
  for (int k = 0; k < rows + cols; ++k) {
    if (counts[k] < 0) continue;
    int have = 0;
    for (int m = 0; m < (k < cols ? rows : cols); ++m) have += k < cols ? ship(m, k) : ship(k - cols, m);
    if (have != counts[k])
      return (k < cols ? "column " + std::to_string(k + 1) : "row " + std::to_string(k - cols + 1)) + " holds " +
             std::to_string(have) + " ship cells, not " + std::to_string(counts[k]);
  }
  // The groups of ship cells touching in any of eight directions, each a straight line.
  std::vector<char> seen(static_cast<size_t>(n), 0);
  std::vector<int> lengths;
  for (int i = 0; i < n; ++i) {
    if (!ship(i / cols, i % cols) || seen[i]) continue;
    std::vector<int> group{i}, stack{i};
    seen[i] = 1;
    while (!stack.empty()) {
      const int j = stack.back();
      stack.pop_back();
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int r = j / cols + dr, c = j % cols + dc;
          if (ship(r, c) && !seen[r * cols + c]) seen[r * cols + c] = 1, group.push_back(r * cols + c), stack.push_back(r * cols + c);
        }
    }
    int r0 = rows, r1 = -1, c0 = cols, c1 = -1;
    for (int j : group) r0 = std::min(r0, j / cols), r1 = std::max(r1, j / cols), c0 = std::min(c0, j % cols), c1 = std::max(c1, j % cols);
    const bool line = (r0 == r1 || c0 == c1) && static_cast<int>(group.size()) == (r1 - r0 + 1) * (c1 - c0 + 1);
    if (!line) return "the ship cells around " + battleship_at(cols, i) + " are no straight ship (ships touch or bend)";
    lengths.push_back(static_cast<int>(group.size()));
  }
  std::vector<int> want = fleet;
  std::sort(want.begin(), want.end());
  std::sort(lengths.begin(), lengths.end());
  if (lengths != want) {
    std::string have, need;
    for (int l : lengths) have += (have.empty() ? "" : " ") + std::to_string(l);
    for (int l : want) need += (need.empty() ? "" : " ") + std::to_string(l);
    return "the ships are of lengths " + (have.empty() ? "(none)" : have) + ", the fleet " + need;
  }
  for (int i = 0; i < n; ++i) {
    const int r = i / cols, c = i % cols, clue = clues[i];
    if (clue == -1) continue;
    if (clue == 0) {
      if (ship(r, c)) return battleship_at(cols, i) + " is given as water";
      continue;
    }
    if (!ship(r, c)) return battleship_at(cols, i) + " is given as a ship's cell";
    const bool up = ship(r - 1, c), down = ship(r + 1, c), left = ship(r, c - 1), right = ship(r, c + 1);
    bool ok = true;
    switch (clue) {
      case 1: ok = down && !up; break;
      case 2: ok = up && !down; break;
      case 3: ok = right && !left; break;
      case 4: ok = left && !right; break;
      case 5: ok = (up && down) || (left && right); break;
      case 6: ok = !up && !down && !left && !right; break;
      default: break;
    }
    if (!ok) return "the ship at " + battleship_at(cols, i) + " does not have the given segment's shape";
  }
  return std::nullopt;
}

}  // namespace gridsat::check
