#pragma once
// Region-uniform shading: the cells of a region (a tile) are shaded all or none, one literal
// for the whole region (Tilepaint's tiles). Proved exhaustively on small regions in
// tests/test_region_uniform.cpp, the CNF and the CSP side both.
#include <span>
#include <vector>

#include "cnf/cnf.hpp"
#include "csp/csp.hpp"

namespace gridsat {

// CNF: shaded[c] == shaded[region[0]] for every cell c of `region` (a chain of equivalences;
// kTrue / kFalse allowed: a constant decides the region, two different ones the empty clause).
void region_uniform(ClauseSink& sink, std::span<const int> shaded, std::span<const int> region);

// The native engine's relation over the region's cells (the variables): all one value.
void add_region_uniform(Csp& csp, const std::vector<int>& region);

}  // namespace gridsat
