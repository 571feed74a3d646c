#pragma once
// The native search of the genres with a loop through some cells (Yajilin, Country Road): the
// loop genres' edge search (loop_search.hpp) over the steps between open cells, with "not both
// off the loop" as a rule over two neighbours' steps, and each loop found turned into the
// cells' pieces (cell_loop.hpp: 1 off, 2..7) and kept only where the genre's global rules
// (`keep`: arrows, rooms) hold. Counts only the loops kept; stops after `limit` of them.
#include <functional>
#include <vector>

#include "base/stop.hpp"
#include "csp/search.hpp"

namespace gridsat {

struct CellLoopSearch {
  int rows = 0, cols = 0;
  std::vector<char> may;                          // per cell: the loop may pass it
  std::function<bool(int a, int b)> apart;        // neighbours a, b (both open) may not both be off
  std::function<bool(const std::vector<int>&)> keep;  // the pieces (closed cells 1) pass the global rules
  std::function<std::vector<int>(std::vector<int>)> values;  // the solution's values from the pieces
};

NativeResult search_cell_loops(const CellLoopSearch& s, int64_t limit, Deadline deadline, const ValuesSink& sink);

}  // namespace gridsat
