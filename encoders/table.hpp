#pragma once
// A table constraint over literals: the values of x_1..x_n (n <= 32) are one of the given
// rows (bit i of a row: the value of x_{i+1}). Literals may be constants
// (encoders/constants.hpp): rows that disagree with a constant are dropped.
//
// The support encoding: a selector s_r per row left; s_r -> each literal's value in row r;
// at least one s_r; x_i = v -> one of the rows with x_i = v. Unit propagation on it is
// generalised arc consistent (a value no row left supports is refuted, and no row left is a
// conflict), and the selectors are determined by the x's (the rows differ). One row left: its
// values as unit clauses; none: the empty clause. Proved exhaustively in tests/test_table.cpp.
#include <cstdint>
#include <span>

#include "cnf/cnf.hpp"

namespace gridsat {

void allowed_rows(ClauseSink& sink, std::span<const int> lits, std::span<const uint32_t> rows);

}  // namespace gridsat
