// The clues' questions, over an encoding whose clues are assumptions: each clue a set of
// literals (a given's literal under EncodeOptions::givens_as_assumptions, a clue group's
// selectors under EncodeOptions::groups, the rule groups' selectors units of the session).
// One UNSAT call proves a clue redundant ("a solution that differs from the only
// one" under all other clues); CaDiCaL's failed assumptions give a core of clashing clues,
// minimised by deletion.
#include <algorithm>
#include <stdexcept>

#include "base/stop.hpp"
#include "uniqueness/repair.hpp"

namespace gridsat::uniqueness {

namespace {

using Result = CadicalSession::Result;

// The literals of the clues but those whose index is marked in `drop`.
std::vector<int> clues_but(const Droppable& clues, const std::vector<char>& drop) {
  std::vector<int> a;
  for (size_t i = 0; i < clues.size(); ++i)
    if (!drop[i]) a.insert(a.end(), clues[i].begin(), clues[i].end());
  return a;
}

}  // namespace

bool redundant_clues(Sat& sat, const Droppable& clues, const Grid& solution, Redundancy& out) {
  const size_t n = clues.size();
  sat.add(blocking_clause(sat.encoding(), solution));  // from now on: a solution other than `solution`
  std::vector<char> drop(n, 0), removable(n, 0);
  for (size_t i = 0; i < n; ++i) {
    drop[i] = 1;
    const int64_t conflicts = sat.conflicts();
    const auto start = Clock::now();
    const Result r = sat.solve(clues_but(clues, drop));
    drop[i] = 0;
    if (r == Result::stopped) return false;
    if (r == Result::sat) continue;
    removable[i] = 1;
    out.each.push_back({i, sat.conflicts() - conflicts, seconds_since(start)});
  }
  // One maximal set: each removable clue joins when the puzzle without the set and it stays
  // unique (the first joins on its own proof). Removing more clues never restores
  // uniqueness, so a clue refused once stays refused: the set is maximal.
  bool first = true;
  for (size_t i = 0; i < n; ++i) {
    if (!removable[i]) continue;
    drop[i] = 1;
    if (!first) {
      const Result r = sat.solve(clues_but(clues, drop));
      if (r == Result::stopped) return false;
      if (r == Result::sat) drop[i] = 0;
    }
    first = false;
    if (drop[i]) out.together.push_back(i);
  }
  return true;
}

bool clashing_clues(Sat& sat, const Droppable& clues, std::vector<size_t>& core) {
  auto solve_with = [&](const std::vector<size_t>& a, const std::vector<size_t>& b) {
    std::vector<int> lits;
    for (const auto* set : {&a, &b})
      for (size_t i : *set) lits.insert(lits.end(), clues[i].begin(), clues[i].end());
    return sat.solve(lits);
  };
  // After an UNSAT answer only the clues with a failed assumption matter (a core).
  auto shrink = [&](std::vector<size_t>& set) {
    std::vector<size_t> kept;
    for (size_t i : set)
      if (std::any_of(clues[i].begin(), clues[i].end(), [&](int lit) { return sat.failed(lit); })) kept.push_back(i);
    set = std::move(kept);
  };
  std::vector<size_t> open, needed;  // indices into clues
  for (size_t i = 0; i < clues.size(); ++i) open.push_back(i);
  Result r = solve_with(open, needed);
  if (r == Result::stopped) return false;
  if (r == Result::sat) throw std::logic_error("clash: the clues have a solution after all");
  shrink(open);
  // Deletion: a clue whose removal leaves the rest unsatisfiable goes for good; one whose
  // removal makes them satisfiable is needed. A needed clue stays needed as the set shrinks
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
  core = std::move(needed);
  return true;
}

}  // namespace gridsat::uniqueness
