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

  std::unique_ptr<SightGrid> remade(std::vector<int> numbers) const override;
  Encoding encode(const EncodeOptions& opt) const override;
  std::optional<std::string> check(const Grid& solution) const override;
  // The numbers' relations and no 2x2 checkerboard (its two shaded cells cannot both reach the
  // border while its unshaded ones connect).
  Csp to_csp() const override;
  // The generic CSP search over to_csp, both connectivities as its filter.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
};

std::unique_ptr<Puzzle> make_cave(int rows, int cols, std::vector<int> numbers, SightForm form);
std::unique_ptr<Puzzle> cave_layout(int n, const ReadOptions& opt, uint64_t seed);

}  // namespace gridsat
