#include "puzzles/common/binary_cells.hpp"

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

Csp binary_csp(const Grid& givens) {
  Csp csp;
  csp.num_vars = givens.size();
  csp.max_value = 2;
  csp.fixed = givens.cells;
  return csp;
}

NativeResult search_filtered(const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt,
                             const std::function<bool(const std::vector<int>&)>& is_solution) {
  int64_t accepted = 0;
  SearchBudget budget(limit, deadline, on_solution);  // the CSP search's deadline stops it
  NativeResult r = solve_csp(
      csp, 0, deadline, [&](const std::vector<int>& v) { return !is_solution(v) || budget.found(accepted, v); }, opt);
  r.count = accepted;
  r.complete = r.complete && !budget.stopped();
  return r;
}

std::vector<int> orthogonal_neighbours(int rows, int cols, int cell) {
  const int r = cell / cols, c = cell % cols;
  std::vector<int> out;
  if (r > 0) out.push_back(cell - cols);
  if (r + 1 < rows) out.push_back(cell + cols);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < cols) out.push_back(cell + 1);
  return out;
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
