#include "puzzles/common/rectangle_vertices.hpp"

#include <algorithm>

#include "puzzles/common/ring_runs.hpp"

namespace gridsat {

namespace {

// Corners are named like the triangles: 1 lower left, 2 lower right, 3 upper right, 4 upper left.
struct HalfCorner {
  int cell;    // around the vertex: 0 up-left, 1 up-right, 2 down-right, 3 down-left
  int corner;  // the cell's corner at the vertex
  bool vertical;  // the half along the cell's vertical side (else its horizontal side)
};

constexpr std::array<HalfCorner, 8> kHalves{{{1, 1, true},
                                             {1, 1, false},
                                             {2, 4, false},
                                             {2, 4, true},
                                             {3, 3, true},
                                             {3, 3, false},
                                             {0, 2, false},
                                             {0, 2, true}}};

// The corner across the cell's vertical (or horizontal) side from `corner`.
int across(int corner, bool vertical) {
  static constexpr int kVertical[5] = {0, 4, 3, 2, 1}, kHorizontal[5] = {0, 2, 1, 4, 3};
  return vertical ? kVertical[corner] : kHorizontal[corner];
}

}  // namespace

int half_corner_cell(int k) { return kHalves[static_cast<size_t>(k)].cell; }

bool half_corner_white(int value, int k) {
  if (value == 0) return true;
  if (value == kTriangleWall) return false;
  const HalfCorner& h = kHalves[static_cast<size_t>(k)];
  if (h.corner == value) return false;          // the right angle: all black
  if (h.corner == (value + 1) % 4 + 1) return true;  // the corner across: all white
  // A corner on the long side: the half along the side that leads to the right angle is black.
  return across(h.corner, h.vertical) != value;
}

const std::vector<uint8_t>& vertex_patterns() {
  static const std::vector<uint8_t> patterns = [] {
    std::vector<uint8_t> out;
    for (int p = 0; p < 256; ++p) {
      const std::vector<int> runs = ring_runs(static_cast<uint8_t>(p));
      if (std::all_of(runs.begin(), runs.end(), [](int r) { return r == 2 || r == 4 || r == 8; }))
        out.push_back(static_cast<uint8_t>(p));
    }
    return out;
  }();
  return patterns;
}

bool vertex_allowed(const std::array<int, 4>& cells) {
  uint8_t p = 0;
  for (int k = 0; k < 8; ++k)
    if (half_corner_white(cells[static_cast<size_t>(half_corner_cell(k))], k)) p = static_cast<uint8_t>(p | 1u << k);
  const auto& all = vertex_patterns();
  return std::binary_search(all.begin(), all.end(), p);
}

}  // namespace gridsat
