#pragma once
// Regions symmetric about their centres (Galaxies, Tentaisho): every cell belongs to exactly one
// centre's region; a region turned half a turn about its centre is itself; it holds the cells
// its centre touches (the one it is in, the two beside the edge it is on, the four around the
// corner) and is connected.
//
// Centres are in half-cell steps: (y, x) with y in 0..2*rows-2, x in 0..2*cols-2; cell (r, c)'s
// centre is (2r, 2c), the edge right of it (2r, 2c+1), the corner below right (2r+1, 2c+1).
// Cell (r, c) turns about centre (y, x) into (y - r, x - c).
//
// On literals: one variable per centre and cell (kTrue for the cells it touches, kFalse for a
// cell whose turn leaves the grid or that another centre touches, or that the centre's cells
// cannot reach through cells left to it whose turns they reach too: on a 36x20 board this
// drops about 85% of the variables, and the public 36x20 puzzles go from over a minute to
// under a second; one variable a cell, not one
// a pair, so that explain's facts name each cell); a cell and its turn agree; a cell holds
// exactly one centre; each region is connected (encoders/connected.hpp). tests/test_symmetric_regions.cpp proves it on every
// labelling of small boards against the independent checker's plain definition.
#include <vector>

#include "cnf/cnf.hpp"
#include "cnf/lazy.hpp"
#include "csp/search.hpp"
#include "encoders/connected.hpp"

namespace gridsat {

struct HalfPoint {
  int y = 0, x = 0;
};

// The cells (row-major) that centre p touches.
std::vector<int> touched_cells(int cols, HalfPoint p);

class SymmetricRegions {
 public:
  // `reach`: drop the cells a centre cannot reach (false under explain's rule groups, which
  // deduce nothing before their steps; the turn off the board and other centres' cells go always).
  SymmetricRegions(ClauseSink& sink, int rows, int cols, std::vector<HalfPoint> centres, bool reach = true);

  int centre_count() const { return static_cast<int>(centres_.size()); }
  // Cell i is in centre k's region: a variable, kTrue or kFalse.
  int cell_lit(int i, int k) const;
  // The centres whose region may hold cell i.
  const std::vector<int>& centres_at(int i) const { return at_[static_cast<size_t>(i)]; }
  // The cells centre k's region may hold.
  std::vector<int> region_cells(int k) const;

  // Cell i: in exactly one region (an empty clause when none may hold it).
  void encode_cell(int i);
  // Centre k's region turns onto itself: a cell and its turn about k are both in it or not.
  void encode_symmetry(int k);
  // Centre k's region is connected.
  void encode_connected(int k, LazyConstraints& lazy, Connectivity mode);

 private:
  ClauseSink& sink_;
  int rows_, cols_;
  std::vector<HalfPoint> centres_;
  std::vector<std::vector<int>> at_, lit_;  // [i]: centres that may hold i, and their literals
};

// The labellings themselves, by backtracking (the native search of the genres built on it):
// the first open cell in row-major order takes each centre whose turn of it is open too, both
// at once; a partial labelling is refused when a region's cells cannot all reach its centre
// through cells open or its own. A labelling goes to `on_labels` as row-major cell values,
// centre index + 1.
NativeResult search_symmetric_regions(int rows, int cols, const std::vector<HalfPoint>& centres, int64_t limit,
                                      Deadline deadline, const ValuesSink& on_labels);

}  // namespace gridsat
