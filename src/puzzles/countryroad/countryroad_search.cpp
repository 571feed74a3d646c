// Country Road's native search (the cross-check of the encoding, --backend native|both): the
// shared search of a loop through some cells (puzzles/common/cell_loop_search.hpp) over every
// cell, two neighbours across a room border never both off it, each loop kept where every room
// is visited, its border crossed at most twice, and a numbered room holds its count of loop
// cells. It enumerates loops: for small boards.
#include "puzzles/common/cell_loop.hpp"
#include "puzzles/common/cell_loop_search.hpp"
#include "puzzles/countryroad/countryroad.hpp"

namespace gridsat {

NativeResult CountryRoad::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                        const NativeOptions&) const {
  const int N = rows() * cols(), C = cols();
  CellLoopSearch s;
  s.rows = rows();
  s.cols = C;
  s.may.assign(static_cast<size_t>(N), 1);
  s.apart = [&](int a, int b) { return rooms_.border(a, b); };
  s.values = [](std::vector<int> g) { return g; };
  s.keep = [&](const std::vector<int>& g) {
    std::vector<int> visited(counts_.size(), 0), crossed(counts_.size(), 0);
    for (int i = 0; i < N; ++i) {
      const int k = rooms_.room_of[static_cast<size_t>(i)], v = g[static_cast<size_t>(i)];
      visited[static_cast<size_t>(k)] += v > 1;
      const int sides = v > 1 ? cell_loop::kSides[v] : 0;
      if ((sides & 8) && rooms_.border(i, i + 1)) ++crossed[static_cast<size_t>(k)];
      if ((sides & 2) && rooms_.border(i, i + C)) ++crossed[static_cast<size_t>(k)];
      if ((sides & 4) && rooms_.border(i, i - 1)) ++crossed[static_cast<size_t>(k)];
      if ((sides & 1) && rooms_.border(i, i - C)) ++crossed[static_cast<size_t>(k)];
    }
    for (size_t k = 0; k < counts_.size(); ++k)
      if (!visited[k] || crossed[k] > 2 || (counts_[k] >= 0 && visited[k] != counts_[k])) return false;
    return true;
  };
  return search_cell_loops(s, limit, deadline, on_solution);
}

}  // namespace gridsat
