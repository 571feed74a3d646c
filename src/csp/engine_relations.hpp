#pragma once
// The native engine for CSPs with relations (cages, lines of sight): see engine_relations.cpp.
#include <cstdint>

#include "base/stop.hpp"
#include "csp/csp.hpp"

namespace gridsat::csp_detail {

// Enumerates the solutions of `csp` (max_value <= 64), as solve_csp() does; a nonzero seed
// tries each decision's values in a random order drawn from it.
NativeResult solve_relations(const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             uint64_t seed = 0);

}  // namespace gridsat::csp_detail
