#pragma once
// The textbook engines of the native solver (Inference::none, fc, mac) with d-way
// branching. See engine_classic.cpp.
#include <cstdint>

#include "base/stop.hpp"
#include "csp/csp.hpp"
#include "csp/structure.hpp"

namespace gridsat::csp_detail {

// Searches `s` (built from `csp`, not unsat) as solve_csp() does with options.inference
// none, fc or mac.
NativeResult solve_classic(const Structure& s, const Csp& csp, int64_t limit, Deadline deadline,
                           const ValuesSink& on_solution, const NativeOptions& options);

}  // namespace gridsat::csp_detail
