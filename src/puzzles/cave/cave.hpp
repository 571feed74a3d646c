#pragma once
// Cave (janko.at's Corral, puzz.link's cave; pzprjs reads it as a kind of "bag"): shade cells
// so that the unshaded cells (the cave) are connected and every shaded cell reaches the
// border through shaded cells (no shaded group enclosed by the cave); numbered cells stay
// unshaded, and a number counts the unshaded cells it sees along its row and column, itself
// included. Forms: puzzles/kurodoko/sight_grid.hpp (puzz.link, typed rows; no sgt game).
//
// Encoding: sight_grid.hpp's (cells, numbers as visibility sums, unshaded connected) and the
// shaded cells with the outside as one more node, connected ("outside" group).
#include <memory>
#include <string>
#include <vector>

#include "puzzles/kurodoko/sight_grid.hpp"

namespace gridsat {

class Cave final : public SightGrid {
 public:
  Cave(int rows, int cols, std::vector<int> numbers, SightForm form);

  // to_csp: the numbers' relations and no 2x2 checkerboard (its two shaded cells cannot both
  // reach the border while its unshaded ones connect); search_native: the generic CSP search
  // over it, both connectivities as its filter.
  GRIDSAT_SIGHT_GENRE;
};

std::unique_ptr<Puzzle> make_cave(int rows, int cols, std::vector<int> numbers, SightForm form);
std::unique_ptr<Puzzle> cave_layout(int n, const ReadOptions& opt, uint64_t seed);

}  // namespace gridsat
