#pragma once
// The propagation core's fixpoint (csp/propagate.hpp's Board::propagate, without signs) for
// grids of side 32 at most, on one 32-bit candidate mask per cell and one placed-value mask
// per house, by sweeps instead of a queue: full houses, naked and hidden singles, locked
// candidates, under the same Cap. Every rule only adds information, so the fixpoint (and
// whether it meets a contradiction) is Board's, whatever the order (tested against Board on
// thousands of grids); it costs a fraction of Board's counters and queue. Two users: the
// deductions before encoding a small permutation grid (puzzles/common/deductions.cpp) and the
// generator's singles closure (generate/generate.cpp), each of which a 9x9 batch or
// generation spends most of its time in (issue 28). The ladder (next(), the tracer) stays
// on Board.
#include <cstdint>
#include <span>
#include <vector>

#include "csp/propagate.hpp"

namespace gridsat::prop {

// The static part, built once per Houses: flat house cells, each cell's houses and peers,
// and per intersection the rest of each of its two houses.
struct SmallShape {
  static constexpr int kMaxSide = 32;
  explicit SmallShape(const Houses& h);  // h.n <= kMaxSide
  struct Locked {
    int a, b;  // v confined to the shared cells in a leaves b's rest
    std::vector<int> in, a_rest, b_rest;
  };
  int n = 0, cells = 0, houses = 0;
  std::vector<int> house_cells;  // houses * n
  std::vector<int> cell_house_start, cell_house;
  std::vector<int> peer_start, peer;
  std::vector<uint8_t> box;  // per house: a box (hidden singles allowed below rank 2)
  std::vector<Locked> locked;
};

class SmallBoard {
 public:
  explicit SmallBoard(const SmallShape& s);
  // Every candidate open, then the givens (row-major, 0 = open) placed; false when they
  // contradict each other (then the state is not to be read).
  bool load(std::span<const int> givens);
  // To the fixpoint under cap (cap.inequality is ignored: no signs here). False on a
  // contradiction (a cell or a house's value left with no place, a value placed twice).
  bool propagate(const Cap& cap);

  uint32_t mask(int cell) const { return mask_[static_cast<size_t>(cell)]; }  // bit v-1; placed: its value
  int value(int cell) const { return value_[static_cast<size_t>(cell)]; }     // 0 while open
  int size(int cell) const { return __builtin_popcount(mask(cell)); }
  bool placed(int house, int v) const { return (placed_[static_cast<size_t>(house)] >> (v - 1)) & 1; }
  int count(int house, int v) const;  // cells of the house whose mask holds v (placed ones too)
  int open_cells() const { return open_; }

 private:
  bool place(int cell, uint32_t bit);
  bool settle(size_t c, uint32_t bit);
  int singles(const Cap& cap);  // 1 placed something, 0 nothing, -1 contradiction
  int locked_pass();

  const SmallShape& s_;
  uint32_t full_;
  std::vector<uint32_t> mask_;
  std::vector<uint8_t> value_;
  std::vector<uint32_t> placed_;
  int open_ = 0;
};

}  // namespace gridsat::prop
