#pragma once
// A rectangular grid of integers: the common currency of every puzzle family.
// 0 means "empty" in puzzles (givens) and never appears in a solution.
#include <string>
#include <vector>

namespace gridsat {

struct Grid {
  int rows = 0;
  int cols = 0;
  std::vector<int> cells;  // row-major, rows * cols entries

  Grid() = default;
  Grid(int r, int c, int fill = 0) : rows(r), cols(c), cells(static_cast<size_t>(r) * c, fill) {}

  int& at(int r, int c) { return cells[static_cast<size_t>(r) * cols + c]; }
  int at(int r, int c) const { return cells[static_cast<size_t>(r) * cols + c]; }
  int size() const { return rows * cols; }
  bool operator==(const Grid&) const = default;
};

std::string to_string(const Grid& g);  // rows of space-separated ints, one per line (for messages)

}  // namespace gridsat
