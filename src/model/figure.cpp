#include "model/figure.hpp"

namespace gridsat {

void Figure::outline_regions(int side, const std::vector<int>& region_of_cell, Stroke stroke) {
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c) {
      const int a = r * side + c;
      const int region = region_of_cell[static_cast<size_t>(a)];
      if (c + 1 < side && region_of_cell[static_cast<size_t>(a + 1)] != region) edges.push_back({a, a + 1, stroke});
      if (r + 1 < side && region_of_cell[static_cast<size_t>(a + side)] != region)
        edges.push_back({a, a + side, stroke});
    }
}

}  // namespace gridsat
