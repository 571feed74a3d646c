#pragma once
// The native backtracking solver: an independent cross-check of the SAT pipeline, and
// the classic CSP algorithms side by side. Bitset domains, counting up to a limit. It
// shares no code with the encoders.
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "csp/search.hpp"

namespace gridsat {

// A finite-domain CSP for the native backtracker: variables take values 1..max_value,
// each group is all-different (a group of max_value variables is a permutation).
struct Csp {
  int num_vars = 0;
  int max_value = 0;
  std::vector<int> fixed;                 // per variable: 0 (free) or its value
  std::vector<std::vector<int>> groups;   // all-different groups of variable indices
  std::vector<std::pair<int, int>> less;  // (a, b): value of a < value of b
};

// Enumerates solutions of `csp`. Calls on_solution with the full assignment
// (values 1..max_value, indexed like csp variables) for each one; stops after `limit`
// solutions (0 = all), at the deadline, or when on_solution returns false.
NativeResult solve_csp(const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                       const NativeOptions& options = {});

}  // namespace gridsat
