#pragma once
// Visibility sums (Kurodoko, Cave): a clue counts the cells of one colour it sees along the
// four rays from its cell, itself included. A ray lists, from the clue outwards, the literal
// "this cell has the counted colour"; the clue sees along it every cell up to the first one
// that has not. The rule: 1 + the four run lengths = total.
//
// Per ray the prefix literals p_j = "the first j cells all have the colour" (p_j <-> p_{j-1}
// and lit_j) are the order encoding of the ray's run length (p_j = [run >= j]), cut at `total`
// cells (a longer run is already too many); the runs' sum is then sum_equals_order
// (encoders/sum.hpp). Literals may be constants (encoders/constants.hpp). Proved exhaustively
// in tests/test_visibility.cpp: for every ray length up to 3 per direction, every total and
// every assignment, the clauses have an extension exactly when the count is the total.
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

// Adds to `sink` "1 + sum over rays of the run of true literals from the ray's start ==
// total". Any number of rays (a clue on a border has fewer cells in some); total < 1 or
// beyond every ray's reach adds the empty clause.
void visibility_sum(ClauseSink& sink, const std::vector<std::vector<int>>& rays, int total);

}  // namespace gridsat
