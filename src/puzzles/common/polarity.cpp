#include "puzzles/common/polarity.hpp"

#include "encoders/amo.hpp"
#include "encoders/constants.hpp"

namespace gridsat {

Poles pole_cells(Encoding& enc) {
  Poles p;
  for (size_t i = 0; i < enc.base.cells.size(); ++i) {
    const int b = enc.base.cells[i];
    if (b != 0) {
      p.plus.push_back(b == 2 ? kTrue : kFalse);
      p.minus.push_back(b == 3 ? kTrue : kFalse);
      continue;
    }
    int lits[3];
    for (int v = 1; v <= 3; ++v) {
      lits[v - 1] = enc.cnf.fresh();
      enc.primary.push_back({lits[v - 1], static_cast<int>(i), v});
    }
    exactly_one(enc.cnf, lits, Amo::pairwise);
    p.plus.push_back(lits[1]);
    p.minus.push_back(lits[2]);
  }
  return p;
}

void domino_poles(ClauseSink& sink, const Poles& p, int a, int b) {
  const size_t x = static_cast<size_t>(a), y = static_cast<size_t>(b);
  // + at one end exactly when - at the other, both ways.
  add_clause(sink, {-p.plus[x], p.minus[y]});
  add_clause(sink, {-p.minus[y], p.plus[x]});
  add_clause(sink, {-p.minus[x], p.plus[y]});
  add_clause(sink, {-p.plus[y], p.minus[x]});
}

void unlike_neighbours(ClauseSink& sink, const Poles& p, int a, int b) {
  const size_t x = static_cast<size_t>(a), y = static_cast<size_t>(b);
  add_clause(sink, {-p.plus[x], -p.plus[y]});
  add_clause(sink, {-p.minus[x], -p.minus[y]});
}

}  // namespace gridsat
