// Yajilin's native search (the cross-check of the encoding, --backend native|both): the shared
// search of a loop through some cells (puzzles/common/cell_loop_search.hpp) over the cells that
// are no clue, two neighbours never both off it (shaded), each loop kept where every numbered
// arrow sees its count of shaded cells. It enumerates loops: for small boards.
#include "puzzles/common/cell_loop_search.hpp"
#include "puzzles/yajilin/yajilin.hpp"

namespace gridsat {

NativeResult Yajilin::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                    const NativeOptions&) const {
  const int N = rows() * cols();
  CellLoopSearch s;
  s.rows = rows();
  s.cols = cols();
  for (int i = 0; i < N; ++i) s.may.push_back(!is_clue(i));
  s.apart = [](int, int) { return true; };
  s.values = [&](std::vector<int> g) {
    for (int i = 0; i < N; ++i)
      if (is_clue(i)) g[static_cast<size_t>(i)] = kClue;
    return g;
  };
  s.keep = [&](const std::vector<int>& g) {
    for (int i = 0; i < N; ++i) {
      const auto& a = clues_[static_cast<size_t>(i)];
      if (a.value < 0 || a.dir == 0) continue;
      int shaded = 0;
      for (int j : yajilin_arrow_cells(rows(), cols(), i, a.dir)) shaded += !is_clue(j) && g[static_cast<size_t>(j)] == 1;
      if (shaded != a.value) return false;
    }
    return true;
  };
  return search_cell_loops(s, limit, deadline, on_solution);
}

}  // namespace gridsat
