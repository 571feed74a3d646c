#pragma once
// Steering a try toward the level asked, for the families that generate.cpp grades by deduce's
// steps (FamilyGenerator::by_grade): the try's own checks come in as callbacks.
#include <functional>
#include <optional>
#include <string>

#include "base/grid.hpp"
#include "base/random.hpp"
#include "human/human.hpp"
#include "model/family.hpp"

namespace gridsat::gen {

// A full grid with one cell changed to another of the values 1..`values`, at random.
Grid changed(const Grid& sol, int values, Rng& rng);

// Whether a full grid with one cell changed can still hold the rules of `blank` (a nonogram's
// picture: any; Latin rules: never), by 20 changes drawn: walk where it can, else add_back.
bool movable(const Puzzle& blank, const Grid& sol, int values, Rng& rng);

// Steered by add_back (a full grid whose cells cannot change one at a time), a try grades
// puzzles by deduce's capped runs about ten times: offered up to kGradedCells cells. Past them
// a grade takes minutes (killer 9x9: about a CPU second a step), so no try ends within 90 s:
// where `full` (a full grid of `blank`, side n) is not movable, throws InputError naming the
// level and the size, and what makes one.
inline constexpr int kGradedCells = 36;
void refuse_past_cells(const Family& f, const Puzzle& blank, const Grid& full, int n, const std::string& level);

// A try graded off `level` walks toward it: one cell of `sol` changed at a time (changed()),
// the change kept while `grade_of` grades it (nullopt: not a puzzle, the blank's rules broken
// or its clues not unique) no farther from the level (a plateau walked too), up to 200
// changes; `undo` after each change not kept. At the level: `sol` and `grade` are the walk's.
void walk(Grid& sol, std::optional<human::Grade>& grade, int level, int values, Rng& rng,
          const std::function<std::optional<human::Grade>(const Grid&)>& grade_of, const std::function<void()>& undo);

// A try past `level`, givens removed from full grid `sol` down to `giv`: as few of the removed
// givens put back (in random order) as bring the rank within the level, found by halving (more
// givens never make the steps harder; all of them leave nothing to deduce). `rank`: the givens'
// rank by deduce's steps capped at the level (exact up to it, level + 1 past it). `giv` is
// ranked first only with `rank_first` (the hardest level, or --givens); else it is taken as
// past the level (below the hardest, givens removed while unique mostly are), which saves a
// try its costliest run. Found below the level (a magic square's steps mostly jump from normal
// to extreme as a given goes), the givens are then taken away one at a time, in random order,
// each removal kept while `unique` and the rank stays at most the level, until one lands on
// it: at most kNearRanks more ranks, never below `fewest` givens (--givens). The givens at the
// level exactly, or nullopt; `reached`: the rank of the givens it ended at (the hardest found
// within the level).
inline constexpr int kNearRanks = 8;
std::optional<Grid> add_back(const Grid& sol, const Grid& giv, int level, bool rank_first, int fewest, Rng& rng,
                             const std::function<int(const Grid& givens)>& rank,
                             const std::function<bool(const Grid& givens)>& unique, int& reached);

// A try by FamilyGenerator::coarsen: of its `size` puzzles, finest first (coarser grades harder,
// about), one that grades at `level` (`rank(i)`: its rank), by halving. nullopt: none found
// (the level falls between two neighbours, or the ranks are out of order).
std::optional<size_t> at_level(size_t size, int level, const std::function<int(size_t i)>& rank);

}  // namespace gridsat::gen
