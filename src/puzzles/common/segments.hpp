#pragma once
// Private to src/puzzles/common: the box-line segment clauses (--segments) that the encoder
// (permutation_grid.cpp) adds after its deductions, and their size bound. See segments.cpp.
#include <cstdint>
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/common/deductions.hpp"

namespace gridsat::permutation_detail {

// An upper bound of the clauses add_segment_clauses writes: per (segment, value) with k >= 2
// open candidates k + 1, per (group, value) with m segments that can take it m + m(m-1)/2.
int64_t segment_clause_bound(const Candidates& c, int N);

// Segments: where two groups share two or more cells (a Sudoku box and a row or column),
// y(segment, v) says "v lies in the segment". Each group's segments that partition it take
// v exactly once, disjoint segments of a group at most once: locked candidates (pointing
// and claiming) then follow by unit propagation, during the search too.
// first_var: per open cell, the variable of its smallest candidate (the others follow in
// increasing value).
void add_segment_clauses(Cnf& cnf, const Candidates& c, const PermutationLayout& layout,
                         const std::vector<int>& first_var);

}  // namespace gridsat::permutation_detail
