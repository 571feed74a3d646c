#pragma once
// Kurodoko (Kuromasu; Simon Tatham's "Range", puzz.link's kurodoko): shade cells so that no
// two shaded cells touch orthogonally, the unshaded cells are connected, numbered cells stay
// unshaded, and a number counts the unshaded cells it sees along its row and column, itself
// included, up to a shaded cell or the edge. Forms: sight_grid.hpp (puzz.link, sgt Range IDs,
// typed rows).
//
// Encoding: sight_grid.hpp's (cells, numbers as visibility sums, unshaded connected) and per
// cell its shaded neighbours' exclusion ("adjacent" groups).
#include <memory>
#include <string>
#include <vector>

#include "puzzles/kurodoko/sight_grid.hpp"

namespace gridsat {

class Kurodoko final : public SightGrid {
 public:
  Kurodoko(int rows, int cols, std::vector<int> numbers, SightForm form);

  // to_csp: the numbers' relations, no two shaded neighbours; search_native: the generic CSP
  // search over it, the unshaded cells' connectivity as its filter.
  GRIDSAT_SIGHT_GENRE;
};

std::unique_ptr<Puzzle> make_kurodoko(int rows, int cols, std::vector<int> numbers, SightForm form);

// generate (Family::generate): the n x n grid with no numbers, whose seeded native search draws
// a shading, and every unshaded cell numbered from the full grid.
std::unique_ptr<Puzzle> kurodoko_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> sight_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
