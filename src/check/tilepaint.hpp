#pragma once
// The independent checker's rules for Tilepaint (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

struct TilepaintBoard {
  int rows = 0, cols = 0;
  std::vector<int> tile_of;          // per cell (row-major) its tile id (blocks: any)
  std::vector<char> block;           // per cell: a clue block (never shaded)
  std::vector<int> down, right;      // per block its clues, -1 none
  std::vector<int> columns, row_clues;  // beside the board, -1 none
};

// `solution` (1 unshaded, 2 shaded) paints board `b`: no block shaded, every tile (the cells
// of one id, blocks aside) all shaded or all not, each clue the number of shaded cells from it
// to the next block or the edge (down or right), and some cell shaded.
std::optional<std::string> tilepaint(const TilepaintBoard& b, const Grid& solution);

}  // namespace gridsat::check
