#pragma once
// Generating puzzles with exactly one solution (gridsat generate), for every family whose
// record has a `make` hook (model/family.hpp): a random full grid from the family's native
// search with a seed, then clues removed in random order, each removal kept only while
//  - count-to-2 says the puzzle is still unique (native search for small grids, CaDiCaL for
//    large ones), or
//  - with a level, while the human-style solver (src/human) using techniques up to that
//    level still solves it: its rules are sound, so a puzzle it finishes is unique;
// then, with a level, kept only when `grade` rates it exactly at that level (else another
// try). Clues are removed by symmetric groups (Symmetry); Futoshiki's signs between
// adjacent cells are clues too (numbers removed first, then signs, as sgt unequal does).
// Everything random comes from base/random.hpp: the same seed gives the same puzzles on
// every machine.
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "base/grid.hpp"
#include "base/names.hpp"
#include "base/stop.hpp"
#include "human/human.hpp"
#include "model/family.hpp"
#include "solve/solve.hpp"

namespace gridsat::gen {

// Generation stopped by its deadline or by Ctrl-C.
struct Stopped : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The symmetry of the clue pattern: cells that the map sends onto each other are removed
// together. Not the symmetry of the solution (gridsat::Symmetry, solve's --symmetry), but
// named in the same words (model/options.hpp): rotations by their angle, rot180 and rot90
// accepted too.
enum class Symmetry { none, half_turn, quarter_turn, mirror, diagonal };
inline constexpr Named<Symmetry> kSymmetryNames[] = {
    {Symmetry::none, "none", "clues removed one at a time"},
    {Symmetry::half_turn, kHalfTurn, "the clues unchanged by a half turn; also rot180"},
    {Symmetry::quarter_turn, kQuarterTurn, "the clues unchanged by a quarter turn; also rot90"},
    {Symmetry::mirror, "mirror", "the clues unchanged by the left-right mirror"},
    {Symmetry::diagonal, "diagonal", "the clues unchanged by the reflection in the main diagonal"},
    {Symmetry::half_turn, kHalfTurnAlias, "", true},
    {Symmetry::quarter_turn, kQuarterTurnAlias, "", true},
};

// The levels of `gridsat grade` (human::Grade::rank 1..6), by name.
inline constexpr Named<int> kLevelNames[] = {
    {1, "trivial", ""},  {2, "basic", ""},   {3, "intermediate", ""},
    {4, "advanced", ""}, {5, "extreme", ""}, {6, "unreasonable", ""},
};

struct Options {
  int n = 9;         // the side
  ReadOptions read;  // the family's reading options (Sudoku: box)
  Symmetry symmetry = Symmetry::none;
  bool minimal = false;            // finally remove single clues while unique (may break the symmetry)
  int givens = -1;                 // stop removing at this many givens (-1: no target)
  int level = 0;                   // 0: any; else the exact rank asked (1 trivial .. 6 unreasonable)
  std::optional<Backend> backend;  // count-to-2; nullopt: native up to side 9, sat above
  int max_tries = 0;               // tries per puzzle; 0: 1 without a level or --givens, else 10,000
  bool grade = false;              // grade every puzzle (for the output), not only with a level
  Deadline deadline = kNoDeadline;
};

struct Generated {
  bool ok = false;  // false: no try gave what was asked (why says so)
  std::string why;
  std::unique_ptr<Puzzle> puzzle;         // the clues, in the family's line form
  Grid givens;                            // n x n, 0 = open
  std::vector<std::pair<int, int>> less;  // the signs kept (a < b)
  Grid solution;
  uint64_t seed = 0;  // this puzzle's seed (--seed S --count 1 makes it again)
  int tries = 0;      // full grids drawn
  int clues = 0;      // givens kept
  int fewest = -1;    // with --givens: the fewest givens any try reached
  std::optional<human::Grade> grade;
};

// One puzzle of family f (which has a make hook). Throws InputError for a size or box the
// family cannot take, and when the deadline passes (StoppedError).
Generated generate(const Family& f, const Options& opt, uint64_t seed);

// A generated puzzle in output form `form` ("" its line form, or one of f.forms): through its
// own structure (Puzzle::with_givens) or the family's make.
std::unique_ptr<Puzzle> in_form(const Family& f, const Generated& g, const ReadOptions& read, std::string_view form);

// The clue groups of an n x n grid under a symmetry (each group sorted, groups in row-major
// order of their first cell).
std::vector<std::vector<int>> clue_groups(int n, Symmetry s);

// The fast filter of levels 1-3 (with signs 1-2): whether the bit-mask closure of the rules
// of rank up to `rank` solves form.givens (and form.less), as human::solve with
// Options::max_rank = rank does.
bool solves_with_singles(const HumanForm& form, int rank);

// Whether puzzle p (with clues givens/less of family f) has exactly one solution, by
// count-to-2 on `backend`; the solution is checked by the checker (solve()).
bool unique(const Puzzle& p, Backend backend);

}  // namespace gridsat::gen
