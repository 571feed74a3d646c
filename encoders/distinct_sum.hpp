#pragma once
// Run sums with distinct digits (Kakuro's runs; the rule of a Killer cage): the cells of a
// run hold distinct values and, where a total is given, the values add up to it. Each cell's
// value comes from one-hot literals (exactly one true per cell: the caller says so).
//
//  - distinct: per value, at most one cell of the run holds it (pairwise: a run is short);
//  - combinations: per value v a literal u_v "some cell holds v" (u_v <-> the cells' v
//    literals), and the set of u's is one of the combinations, the sets of k distinct values
//    of the cells' domains that total the sum (encoders/table.hpp: arc consistent on the u's,
//    so a value in no combination left leaves every cell of the run). Kakuro solvers'
//    combination tables.
//  - order: the sum in order encoding (encoders/sum.hpp, sum_equals_order, Killer's and
//    Keen's), its partial sums bounded by distinctness.
// `both` writes the two; the combinations need at most 32 distinct values (else order).
// Literals may be constants (encoders/constants.hpp). Proved exhaustively in
// tests/test_distinct_sum.cpp.
#include <optional>
#include <vector>

#include "encoders/sum.hpp"

namespace gridsat {

enum class RunSum { combinations, order, both };

// cells[i]: cell i's possible values, each once, with the literal that says it holds it.
// total: nullopt for distinct values only.
void distinct_run_sum(ClauseSink& sink, const std::vector<std::vector<ValueLit>>& cells, std::optional<long long> total,
                      RunSum how = RunSum::combinations);

// The sets of `k` distinct values of `values` (sorted, distinct) that total `total`, as bit
// masks over the positions in `values` (at most 32).
std::vector<uint32_t> sum_combinations(const std::vector<int>& values, int k, long long total);

}  // namespace gridsat
