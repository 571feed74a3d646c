// Steering a try toward the level asked: see steer.hpp.
#include "generate/steer.hpp"

#include <cstdlib>
#include <string>
#include <vector>

#include "base/errors.hpp"

namespace gridsat::gen {

Grid changed(const Grid& sol, int values, Rng& rng) {
  Grid next = sol;
  int& v = next.cells[static_cast<size_t>(rng.below(next.size()))];
  const int w = 1 + rng.below(values - 1);
  v = w >= v ? w + 1 : w;
  return next;
}

bool movable(const Puzzle& blank, const Grid& sol, int values, Rng& rng) {
  for (int i = 0; i < 20; ++i)
    if (!blank.check(changed(sol, values, rng))) return true;
  return false;
}

void refuse_past_cells(const Family& f, const Puzzle& blank, const Grid& full, int n, const std::string& level) {
  if (n * n <= kGradedCells) return;
  Rng rng(1);
  if (full.cells.empty() || movable(blank, full, max_value(f, n), rng)) return;
  const std::string side = std::to_string(n);
  // a genre that coarsens (killer: merged cages) makes every level without givens
  const std::string instead = f.generate.coarsen ? "--difficulty " + level + " without --givens"
                                                 : "--size 6 or smaller makes the easier levels, or generate " + side +
                                                       "x" + side + " without --difficulty";
  throw InputError("--difficulty " + level + ": a " + std::string(f.name) + " " + side + "x" + side +
                   " is graded by deduce's steps, minutes a try past " + std::to_string(kGradedCells) +
                   " cells: none within 90 s; " + instead);
}

void walk(Grid& sol, std::optional<human::Grade>& grade, int level, int values, Rng& rng,
          const std::function<std::optional<human::Grade>(const Grid&)>& grade_of, const std::function<void()>& undo) {
  auto off = [&](const human::Grade& g) { return std::abs(g.rank - level); };
  for (int step = 0; step < 200 && grade && off(*grade) > 0; ++step) {
    Grid next = changed(sol, values, rng);
    std::optional<human::Grade> g = grade_of(next);
    if (!g || off(*g) > off(*grade)) {
      undo();
      continue;
    }
    sol = std::move(next);
    grade = std::move(g);
  }
}

std::optional<Grid> add_back(const Grid& sol, const Grid& giv, int level, bool rank_first, int fewest, Rng& rng,
                             const std::function<int(const Grid& givens)>& rank,
                             const std::function<bool(const Grid& givens)>& unique, int& reached) {
  std::vector<int> gone;
  for (int c = 0; c < giv.size(); ++c)
    if (!giv.cells[static_cast<size_t>(c)]) gone.push_back(c);
  rng.shuffle(gone);
  auto with = [&](size_t k) {
    Grid g = giv;
    for (size_t i = 0; i < k; ++i) g.cells[static_cast<size_t>(gone[i])] = sol.cells[static_cast<size_t>(gone[i])];
    return g;
  };
  // Within the level with hi put back, past it with fewer. Without rank_first `giv` is taken as
  // past it (a rank run saved a try, mostly a stuck one, the costliest); where it is not, the
  // removals below find it again.
  size_t hi = 0;
  int at_rank = rank_first ? rank(giv) : level + 1;
  if (at_rank > level) hi = gone.size(), at_rank = 1;  // all of them put back: nothing to deduce
  for (size_t lo = 0, top = hi; top - lo > 1;) {
    const size_t mid = lo + (top - lo) / 2;
    const int r = rank(with(mid));
    if (r <= level) hi = top = mid, at_rank = r;
    else lo = mid;
  }
  Grid at = with(hi);
  int left = kNearRanks;
  while (at_rank < level && left > 0) {
    std::vector<int> kept;
    for (int c = 0; c < at.size(); ++c)
      if (at.cells[static_cast<size_t>(c)]) kept.push_back(c);
    if (static_cast<int>(kept.size()) <= fewest) break;
    rng.shuffle(kept);
    bool moved = false;
    for (size_t i = 0; i < kept.size() && !moved && left > 0; ++i) {
      Grid next = at;
      next.cells[static_cast<size_t>(kept[i])] = 0;
      if (!unique(next)) continue;
      --left;
      const int r = rank(next);
      if (r > level) continue;
      at = std::move(next), at_rank = r, moved = true;
    }
    if (!moved) break;
  }
  reached = at_rank;
  if (at_rank != level) return std::nullopt;
  return at;
}

std::optional<size_t> at_level(size_t size, int level, const std::function<int(size_t i)>& rank) {
  long lo = -1, hi = static_cast<long>(size);  // graded below the level at lo, past it at hi
  while (hi - lo > 1) {
    const long mid = lo + (hi - lo) / 2;
    const int r = rank(static_cast<size_t>(mid));
    if (r == level) return static_cast<size_t>(mid);
    (r < level ? lo : hi) = mid;
  }
  return std::nullopt;
}

}  // namespace gridsat::gen
