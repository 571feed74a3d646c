#include "puzzles/lightup/binary_cells.hpp"

#include "encoders/amo.hpp"
#include "encoders/card.hpp"
#include "encoders/constants.hpp"

namespace gridsat {

std::vector<int> binary_cells(Encoding& enc) {
  const Grid& base = enc.base;
  std::vector<int> lit(base.cells.size(), kFalse);
  for (size_t i = 0; i < base.cells.size(); ++i) {
    if (base.cells[i] == 2) lit[i] = kTrue;
    if (base.cells[i] != 0) continue;
    const int on = enc.cnf.fresh(), off = enc.cnf.fresh();
    enc.primary.push_back({on, static_cast<int>(i), 2});
    enc.primary.push_back({off, static_cast<int>(i), 1});
    enc.cnf.add({on, off});
    enc.cnf.add({-on, -off});
    lit[i] = on;
  }
  return lit;
}

namespace {

// The variables of `lits` (constants dropped) and how many were kTrue.
std::vector<int> open_lits(std::span<const int> lits, int& trues) {
  std::vector<int> vars;
  trues = 0;
  for (int l : lits) {
    if (l == kTrue) ++trues;
    else if (l != kFalse) vars.push_back(l);
  }
  return vars;
}

}  // namespace

void exactly_k_lits(ClauseSink& sink, std::span<const int> lits, int k) {
  int trues = 0;
  const std::vector<int> vars = open_lits(lits, trues);
  k -= trues;
  if (k < 0 || k > static_cast<int>(vars.size())) {
    sink.add(std::span<const int>());
    return;
  }
  exactly_k(sink, vars, k, vars.size() <= 6 ? CardEncoding::naive : CardEncoding::sequential);
}

void at_most_one_lits(ClauseSink& sink, std::span<const int> lits, Amo amo) {
  int trues = 0;
  const std::vector<int> vars = open_lits(lits, trues);
  if (trues > 1) {
    sink.add(std::span<const int>());
  } else if (trues == 1) {
    for (int v : vars) sink.add({-v});
  } else if (vars.size() > 1) {
    at_most_one(sink, vars, amo);
  }
}

}  // namespace gridsat
