#include "encoders/constants.hpp"

#include <vector>

namespace gridsat {

void add_clause(ClauseSink& sink, std::span<const int> lits) {
  std::vector<int> clause;
  clause.reserve(lits.size());
  for (int l : lits) {
    if (l == kTrue) return;
    if (l == kFalse) continue;
    clause.push_back(l);
  }
  sink.add(clause);
}

}  // namespace gridsat
