#pragma once
// Futoshiki: a Latin square plus "<" relations between orthogonally adjacent cells.
#include <utility>

#include "puzzles/latin/latin.hpp"

namespace gridsat {

// value(lo) < value(hi); lo and hi are row-major cell indices of adjacent cells.
struct Less {
  int lo, hi;
  bool operator==(const Less&) const = default;
};

enum class FutoshikiForm { grid, unequal, janko, bkoelman };

class Futoshiki final : public LatinSquare {
 public:
  Futoshiki(Grid givens, std::vector<Less> relations, FutoshikiForm form);

  const std::vector<Less>& relations() const { return relations_; }
  // print_grid: The aligned grid: cells every 4 columns (wider for two-digit values), < and >
  //   between cells, ^ (upper smaller) and v (upper larger) on the line below a cell.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  Csp to_csp() const override;
  std::vector<Grid> known_solutions() const override { return {}; }  // signs: no pattern fits them all
  double native_first_seconds(int64_t) const override { return 0; }  // not measured: sat first
  std::optional<HumanForm> human_form() const override;
  Figure figure(const Grid& shown) const override;

 private:
  std::vector<Less> relations_;
  FutoshikiForm fform_;
};

}  // namespace gridsat
