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

#include "puzzles/puzzle.hpp"
#include "solvers/search.hpp"

namespace gridsat {

// Enumerates solutions of `csp`. Calls on_solution with the full assignment
// (values 1..max_value, indexed like csp variables) for each one; stops after `limit`
// solutions (0 = all), at the deadline, or when on_solution returns false.
NativeResult solve_csp(const Csp& csp, int64_t limit,
                       std::chrono::steady_clock::time_point deadline,
                       const std::function<bool(const std::vector<int>&)>& on_solution,
                       const NativeOptions& options = {});

}  // namespace gridsat
