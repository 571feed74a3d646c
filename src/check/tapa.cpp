#include "check/tapa.hpp"

#include <algorithm>

namespace gridsat::check {

namespace {

std::string tapa_where(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

// The lengths of the runs of true values on a cyclic sequence, sorted.
std::vector<int> cyclic_runs(const std::vector<bool>& on) {
  const int n = static_cast<int>(on.size());
  std::vector<int> runs;
  int first_off = -1;
  for (int k = 0; k < n && first_off < 0; ++k)
    if (!on[static_cast<size_t>(k)]) first_off = k;
  if (first_off < 0) return {n};
  int len = 0;
  for (int step = 1; step <= n; ++step) {
    const bool b = on[static_cast<size_t>((first_off + step) % n)];
    if (b) ++len;
    if (!b && len > 0) runs.push_back(len), len = 0;
  }
  std::sort(runs.begin(), runs.end());
  return runs;
}

bool clue_holds(std::vector<int> clue, const std::vector<int>& runs) {
  if (clue.size() == 1 && clue[0] == 0) return runs.empty();
  if (clue.size() != runs.size()) return false;
  // Every given number is matched to a distinct run; the '?'s take the others.
  std::vector<int> rest = runs;
  for (int v : clue) {
    if (v == -2) continue;
    auto it = std::find(rest.begin(), rest.end(), v);
    if (it == rest.end()) return false;
    rest.erase(it);
  }
  return true;
}

}  // namespace

std::optional<std::string> tapa(int rows, int cols, const std::vector<std::vector<int>>& clues, const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(clues.size()) != n)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  const auto shaded = [&](int r, int c) {
    return r >= 0 && r < rows && c >= 0 && c < cols && solution.cells[r * cols + c] == 2;
  };
  for (int i = 0; i < n; ++i) {
    if (solution.cells[i] != 1 && solution.cells[i] != 2) return tapa_where(cols, i) + " is neither shaded nor unshaded";
    if (!clues[static_cast<size_t>(i)].empty() && solution.cells[i] == 2) return "the clue at " + tapa_where(cols, i) + " is shaded";
  }
  for (int i = 0; i < n; ++i) {
    if (clues[static_cast<size_t>(i)].empty()) continue;
    const int r = i / cols, c = i % cols;
    const std::vector<bool> ring{shaded(r - 1, c - 1), shaded(r - 1, c), shaded(r - 1, c + 1), shaded(r, c + 1),
                                 shaded(r + 1, c + 1), shaded(r + 1, c), shaded(r + 1, c - 1), shaded(r, c - 1)};
    if (!clue_holds(clues[static_cast<size_t>(i)], cyclic_runs(ring)))
      return "the runs of shaded cells around the clue at " + tapa_where(cols, i) + " do not match it";
  }
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c + 1 < cols; ++c)
      if (shaded(r, c) && shaded(r + 1, c) && shaded(r, c + 1) && shaded(r + 1, c + 1))
        return "the 2x2 block at " + tapa_where(cols, r * cols + c) + " is all shaded";
  std::vector<char> seen(static_cast<size_t>(n), 0);
  std::vector<int> todo;
  for (int i = 0; i < n && todo.empty(); ++i)
    if (solution.cells[i] == 2) todo.push_back(i), seen[static_cast<size_t>(i)] = 1;
  if (todo.empty()) return "no cell is shaded";
  while (!todo.empty()) {
    const int i = todo.back();
    todo.pop_back();
    const int r = i / cols, c = i % cols;
    const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& rc : next)
      if (shaded(rc[0], rc[1]) && !seen[static_cast<size_t>(rc[0] * cols + rc[1])])
        seen[static_cast<size_t>(rc[0] * cols + rc[1])] = 1, todo.push_back(rc[0] * cols + rc[1]);
  }
  for (int i = 0; i < n; ++i)
    if (solution.cells[i] == 2 && !seen[static_cast<size_t>(i)])
      return "the shaded cells are not connected (" + tapa_where(cols, i) + " is cut off)";
  return std::nullopt;
}

}  // namespace gridsat::check
