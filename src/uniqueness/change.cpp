// The repair by a change: a puzzle with several solutions made unique by changing the value
// of one existing given, over the givens-as-assumptions encoding. Changing given g (cell c,
// value v) to w leaves the solutions of "every other given, and c = w": per given, one sample
// of "every other given, and c != v" (a fresh selector says c != v) rules out each w seen in
// two of its solutions and, when complete, decides every w at once; the values left are
// counted to two under their assumption. One changed given is the smallest change there is.
#include <map>
#include <optional>

#include "uniqueness/repair.hpp"

namespace gridsat::uniqueness {

namespace {

using Result = CadicalSession::Result;

// A value taken by exactly one solution under `assumptions` and c = w: that solution.
// nullopt: none or several; stopped: the deadline.
struct Single {
  std::optional<Grid> solution;
  bool stopped = false;
};

Single count_one(Sat& sat, const CellLits& cl, std::vector<int> assumptions, int cell, int w) {
  for (int lit : cl.lits(cell, w)) assumptions.push_back(lit);
  Sat::Sample s = sat.enumerate(assumptions, 2);
  Single out;
  out.stopped = s.stopped;
  if (!s.stopped && s.complete && s.solutions.size() == 1) out.solution = std::move(s.solutions.front());
  return out;
}

}  // namespace

// Long: one loop over the givens, each with its sample and its values' counts.
bool change_given(Sat& sat, const Grid& givens, Explanation& ex) {
  const Encoding& enc = sat.encoding();
  const CellLits cl(enc);
  const size_t n = enc.given_literals.size();
  for (size_t i = 0; i < n; ++i) {
    const int cell = enc.given_literals[i].first;
    const int v = givens.cells[static_cast<size_t>(cell)];
    std::vector<int> others;
    for (size_t k = 0; k < n; ++k)
      if (k != i) others.push_back(enc.given_literals[k].second);
    // The sample: solutions of the other givens whose cell differs from v.
    const int differs = sat.fresh();
    std::vector<int> clause{-differs};
    for (int lit : cl.lits(cell, v)) clause.push_back(-lit);
    sat.add(clause);
    std::vector<int> with = others;
    with.push_back(differs);
    const int max = 2 * static_cast<int>(cl.values(cell).size()) + 2;
    const Sat::Sample sample = sat.enumerate(with, max);
    sat.add({-differs});  // retired
    if (sample.stopped) return false;
    std::map<int, int> seen;  // value -> solutions of the sample with it
    for (const Grid& g : sample.solutions) ++seen[g.cells[static_cast<size_t>(cell)]];
    for (int w : cl.values(cell)) {
      if (w == v || seen[w] >= 2 || (sample.complete && seen[w] == 0)) continue;
      ++ex.change_tried;
      Single one;
      if (sample.complete) {  // seen[w] == 1: the sample holds every solution with c = w
        for (const Grid& g : sample.solutions)
          if (g.cells[static_cast<size_t>(cell)] == w) one.solution = g;
      } else {
        one = count_one(sat, cl, others, cell, w);
      }
      if (one.stopped) return false;
      if (!one.solution) continue;
      ex.change.push_back({cell, v, w});
      ex.changed_solution = std::move(*one.solution);
      return true;
    }
  }
  return true;  // no single change makes it unique
}

}  // namespace gridsat::uniqueness
