#include "check/tilepaint.hpp"

#include <map>

namespace gridsat::check {

namespace {

std::string tilepaint_cell_at(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

}  // namespace

std::optional<std::string> tilepaint(const TilepaintBoard& b, const Grid& solution) {
  const int R = b.rows, C = b.cols;
  if (solution.rows != R || solution.cols != C) return "the grid is not " + std::to_string(C) + "x" + std::to_string(R);
  std::map<int, int> colour;  // per tile the value of its first cell
  bool some = false;
  for (int i = 0; i < R * C; ++i) {
    const int v = solution.cells[i];
    if (v != 1 && v != 2) return tilepaint_cell_at(C, i) + " is neither shaded nor unshaded";
    if (b.block[i]) {
      if (v == 2) return "the clue block at " + tilepaint_cell_at(C, i) + " is shaded";
      continue;
    }
    some = some || v == 2;
    const auto [it, first] = colour.emplace(b.tile_of[i], v);
    if (!first && it->second != v) return "the tile of " + tilepaint_cell_at(C, i) + " is partly shaded";
  }
  if (!some) return "no cell is shaded";
  // Walk each row rightwards and each column downwards, counting from each clue.
  for (int down = 0; down < 2; ++down) {
    const int lines = down ? C : R, length = down ? R : C;
    for (int a = 0; a < lines; ++a) {
      int clue = down ? b.columns[a] : b.row_clues[a], shaded = 0, from = -1;
      for (int k = 0; k <= length; ++k) {
        const int i = k == length ? -1 : down ? k * C + a : a * C + k;
        if (i >= 0 && !b.block[i]) {
          shaded += solution.cells[i] == 2;
          continue;
        }
        if (clue >= 0 && shaded != clue)
          return "the clue " + std::to_string(clue) + (from < 0 ? std::string(down ? " above column " : " left of row ") +
                                                                      std::to_string(a + 1)
                                                                : " at " + tilepaint_cell_at(C, from)) +
                 " counts " + std::to_string(shaded) + " shaded cells";
        if (i < 0) break;
        clue = down ? b.down[i] : b.right[i], shaded = 0, from = i;
      }
    }
  }
  return std::nullopt;
}

}  // namespace gridsat::check
