#pragma once
// The native backtracking solver: an independent cross-check of the SAT pipeline.
// Bitset domains, forward checking on all-different groups, MRV variable order
// (smallest domain first), counting up to a limit. It shares no code with the encoders.
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace gridsat {

struct NativeResult {
  int64_t count = 0;        // solutions found (at most the limit when limit > 0)
  bool complete = false;    // the search space was exhausted: count is exact
  bool timed_out = false;   // stopped by the deadline or the stop flag
  int64_t decisions = 0;    // branching choices
  int64_t conflicts = 0;    // dead ends (a domain wiped out)
};

// Enumerates solutions of `csp`. Calls on_solution with the full assignment
// (values 1..max_value, indexed like csp variables) for each one; stops after `limit`
// solutions (0 = all), at the deadline, or when on_solution returns false.
NativeResult solve_csp(const Csp& csp, int64_t limit,
                       std::chrono::steady_clock::time_point deadline,
                       const std::function<bool(const std::vector<int>&)>& on_solution);

}  // namespace gridsat
