// The givens' questions, over the encoding that lists each given as an assumption literal
// (EncodeOptions::givens_as_assumptions): one UNSAT call proves a given redundant ("a solution
// that differs from the only one" under all other givens); CaDiCaL's failed assumptions give
// a core of clashing givens, minimised by deletion.
#include <algorithm>
#include <stdexcept>

#include "base/stop.hpp"
#include "uniqueness/repair.hpp"

namespace gridsat::uniqueness {

namespace {

using Result = CadicalSession::Result;

// The given literals but those whose index is marked in `drop`.
std::vector<int> givens_but(const Encoding& enc, const std::vector<char>& drop) {
  std::vector<int> a;
  for (size_t i = 0; i < enc.given_literals.size(); ++i)
    if (!drop[i]) a.push_back(enc.given_literals[i].second);
  return a;
}

}  // namespace

bool redundant_givens(Sat& sat, const Grid& solution, Explanation& ex) {
  const Encoding& enc = sat.encoding();
  const size_t n = enc.given_literals.size();
  sat.add(blocking_clause(enc, solution));  // from now on: a solution other than `solution`
  std::vector<char> drop(n, 0), removable(n, 0);
  for (size_t i = 0; i < n; ++i) {
    drop[i] = 1;
    const int64_t conflicts = sat.conflicts();
    const auto start = Clock::now();
    const Result r = sat.solve(givens_but(enc, drop));
    drop[i] = 0;
    if (r == Result::stopped) return false;
    if (r == Result::sat) continue;
    removable[i] = 1;
    const int cell = enc.given_literals[i].first;
    ex.redundant.push_back(
        {cell, solution.cells[static_cast<size_t>(cell)], sat.conflicts() - conflicts, seconds_since(start)});
  }
  // One maximal set: each removable given joins when the puzzle without the set and it stays
  // unique (the first joins on its own proof). Removing more givens never restores
  // uniqueness, so a given refused once stays refused: the set is maximal.
  bool first = true;
  for (size_t i = 0; i < n; ++i) {
    if (!removable[i]) continue;
    drop[i] = 1;
    if (!first) {
      const Result r = sat.solve(givens_but(enc, drop));
      if (r == Result::stopped) return false;
      if (r == Result::sat) drop[i] = 0;
    }
    first = false;
    const int cell = enc.given_literals[i].first;
    if (drop[i]) ex.removable_together.push_back({cell, solution.cells[static_cast<size_t>(cell)]});
  }
  return true;
}

bool clashing_givens(Sat& sat, Explanation& ex) {
  const Encoding& enc = sat.encoding();
  auto solve_with = [&](const std::vector<size_t>& a, const std::vector<size_t>& b) {
    std::vector<int> lits;
    for (const auto* set : {&a, &b})
      for (size_t i : *set) lits.push_back(enc.given_literals[i].second);
    return sat.solve(lits);
  };
  // After an UNSAT answer only the failed assumptions matter (a core).
  auto shrink = [&](std::vector<size_t>& set) {
    std::vector<size_t> kept;
    for (size_t i : set)
      if (sat.failed(enc.given_literals[i].second)) kept.push_back(i);
    set = std::move(kept);
  };
  std::vector<size_t> open, needed;  // indices into given_literals
  for (size_t i = 0; i < enc.given_literals.size(); ++i) open.push_back(i);
  Result r = solve_with(open, needed);
  if (r == Result::stopped) return false;
  if (r == Result::sat) throw std::logic_error("clash: the givens have a solution after all");
  shrink(open);
  // Deletion: a given whose removal leaves the rest unsatisfiable goes for good; one whose
  // removal makes them satisfiable is needed. A needed given stays needed as the set shrinks
  // (a subset of a satisfiable set is satisfiable), so each one is tested once.
  while (!open.empty()) {
    const size_t g = open.back();
    open.pop_back();
    r = solve_with(open, needed);
    if (r == Result::stopped) return false;
    if (r == Result::sat) needed.push_back(g);
    else shrink(open);
  }
  std::sort(needed.begin(), needed.end());
  ex.clash.clear();
  for (size_t i : needed) ex.clash.push_back({enc.given_literals[i].first, 0});
  return true;
}

}  // namespace gridsat::uniqueness
