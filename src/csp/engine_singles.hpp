#pragma once
// The tuned default engine of the native solver (Inference::fc_singles): forward checking,
// naked and hidden singles, bounds of '<', two-way branching. See engine_singles.cpp.
#include <cstdint>

#include "base/stop.hpp"
#include "csp/csp.hpp"
#include "csp/structure.hpp"

namespace gridsat::csp_detail {

// Searches `s` (built from `csp`, not unsat) as solve_csp() does with Inference::fc_singles
// and the given variable order; a nonzero seed draws each decision's value at random.
NativeResult solve_singles(const Structure& s, const Csp& csp, int64_t limit, Deadline deadline,
                           const ValuesSink& on_solution, VarOrder order, uint64_t seed = 0);

}  // namespace gridsat::csp_detail
