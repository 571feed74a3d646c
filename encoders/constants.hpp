#pragma once
// Literals that may be constants. An encoder that has decided a literal already (a given
// cell, a value outside a domain) passes kTrue or kFalse instead of a variable; clauses are
// simplified as they are written (a satisfied clause is dropped, false literals removed).
#include <climits>
#include <initializer_list>
#include <span>

#include "cnf/cnf.hpp"

namespace gridsat {

inline constexpr int kTrue = INT_MAX;
inline constexpr int kFalse = -INT_MAX;  // == -kTrue, so negation is plain minus

// Writes a clause that may contain kTrue / kFalse.
void add_clause(ClauseSink& sink, std::span<const int> lits);
inline void add_clause(ClauseSink& sink, std::initializer_list<int> lits) {
  add_clause(sink, std::span<const int>(lits.begin(), lits.size()));
}

}  // namespace gridsat
