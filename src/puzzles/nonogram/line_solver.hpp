#pragma once
// The nonogram line solver: per line, every placement of its runs at once (a forward and a
// backward pass over "the first i cells can hold the first j runs"), so each cell gets the
// values some placement gives it; lines are revisited until nothing changes. Then the
// search branches on an open cell. It shares nothing with the SAT encoding.
#include <cstdint>
#include <functional>
#include <vector>

#include "base/stop.hpp"

namespace gridsat::nonogram {

// A line's cells: 0 open, 1 empty, 2 shaded. Narrows `cells` to the values some placement of
// `runs` consistent with them allows; false when none exists.
bool solve_line(const std::vector<int>& runs, std::vector<int>& cells);

struct LineSearch {
  int rows = 0, cols = 0;
  const std::vector<std::vector<int>>* row_runs = nullptr;
  const std::vector<std::vector<int>>* col_runs = nullptr;
  int64_t node_budget = 0;  // 0: none; else stop (incomplete) past this many decisions
};

struct LineResult {
  int64_t count = 0;
  bool complete = false, timed_out = false;
  int64_t decisions = 0, conflicts = 0;
};

// Propagation only: narrows `cells` (rows x cols, 0 open); false at a contradiction.
bool propagate(const LineSearch& s, std::vector<int>& cells);

// Every solution extending `cells` up to `limit` (0: all), each to on_solution (false: stop).
LineResult search(const LineSearch& s, std::vector<int> cells, int64_t limit, Deadline deadline,
                  const std::function<bool(const std::vector<int>&)>& on_solution);

}  // namespace gridsat::nonogram
