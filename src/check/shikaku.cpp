#include "check/shikaku.hpp"

#include <map>

namespace gridsat::check {

namespace {

std::string shikaku_where(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

struct Box {
  int top, left, bottom, right, cells = 0, number_at = -1, numbers = 0;
};

}  // namespace

std::optional<std::string> shikaku(int rows, int cols, const std::vector<int>& numbers, const Grid& solution) {
  const int n = rows * cols;
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(numbers.size()) != n)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  std::map<int, Box> boxes;
  for (int i = 0; i < n; ++i) {
    const int label = solution.cells[static_cast<size_t>(i)], r = i / cols, c = i % cols;
    if (label <= 0) return shikaku_where(cols, i) + " is in no region";
    auto [it, fresh] = boxes.try_emplace(label, Box{r, c, r, c});
    Box& b = it->second;
    b.top = std::min(b.top, r), b.bottom = std::max(b.bottom, r);
    b.left = std::min(b.left, c), b.right = std::max(b.right, c);
    ++b.cells;
    if (numbers[static_cast<size_t>(i)]) ++b.numbers, b.number_at = i;
  }
  for (const auto& [label, b] : boxes) {
    const int first = b.top * cols + b.left;
    if (b.cells != (b.bottom - b.top + 1) * (b.right - b.left + 1))
      return "the region of " + shikaku_where(cols, first) + " is no rectangle";
    if (b.numbers != 1)
      return "the rectangle at " + shikaku_where(cols, first) + " holds " + std::to_string(b.numbers) + " numbers";
    const int want = numbers[static_cast<size_t>(b.number_at)];
    if (want > 0 && want != b.cells)
      return "the rectangle of the " + std::to_string(want) + " at " + shikaku_where(cols, b.number_at) + " has " +
             std::to_string(b.cells) + " cells";
  }
  return std::nullopt;
}

}  // namespace gridsat::check
