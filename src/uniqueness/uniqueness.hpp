#pragma once
// Uniqueness as a setter needs it (`gridsat count --explain`, the library's explain_count):
// where an ambiguous puzzle is ambiguous (the backbone: the cells fixed in every solution and
// the values the open ones can take), which extra givens would make it unique (a repair),
// which givens of a unique puzzle can go (redundant, and one maximal set removable together),
// and which givens of a puzzle with no solution clash (a minimal unsatisfiable core).
//
// Everything runs on CaDiCaL sessions with assumptions: cells are "cell = value" literal sets
// of the encoding (Primary), so every family's grid values take part in the backbone and the
// repair. Redundant and clashing clues need the clues as assumptions: cell givens through
// EncodeOptions::givens_as_assumptions, and clues that are not cell values (Light Up's
// numbers, a nonogram's runs, ...) through their clue groups (EncodeOptions::groups,
// RuleGroup::clue), the rule groups assumed always. A family with neither leaves those two
// out, and Explanation::scope says so.
#include <cstdint>
#include <string>
#include <vector>

#include "model/puzzle.hpp"
#include "solve/solve.hpp"

namespace gridsat {

struct CellValue {
  int cell = 0;   // row-major
  int value = 0;  // the grid value (Puzzle::symbol gives the input's symbol)
};
struct CellValues {
  int cell = 0;
  std::vector<int> values;  // ascending
};
// A given whose removal keeps the puzzle unique, with the cost of the UNSAT call that proved it.
struct RedundantGiven {
  int cell = 0;
  int value = 0;
  int64_t conflicts = 0;
  double seconds = 0;
};

// A clue that is not a cell value: its clue group's kind and label (RuleGroup), and its cells
// (row-major, ascending). A clue spread over several groups (one clue_index) is named by its first.
struct Clue {
  std::string kind;
  std::string label;
  std::vector<int> cells;
};
struct RedundantClue {
  Clue clue;
  int64_t conflicts = 0;
  double seconds = 0;
};

// One given changed: cell, its value in the puzzle, the value it is changed to.
struct GivenChange {
  int cell = 0;
  int old_value = 0;
  int new_value = 0;
};

struct ExplainOptions {
  bool redundant = false;        // --redundant: which givens of a unique puzzle can go
  bool repair = true;            // multiple: the repair and the change (--no-repair: the backbone alone)
  int sample = 256;              // repair: solutions enumerated per step (the split's sample)
  int64_t exact_nodes = 200000;  // repair: the exact search's node budget once every solution is known
};

struct Explanation {
  Answer answer;  // the count (gridsat::solve: its backend, limit and threads), verified
  // Multiple (and unique) puzzles: the backbone. `fixed` holds every cell whose value is the
  // same in every solution (givens and cells decided before encoding included), `open` the
  // others with every value they take in some solution. Exact when `backbone`.
  bool backbone = false;
  std::vector<CellValue> fixed;
  std::vector<CellValues> open;
  // Multiple: extra givens (cell values) that make the puzzle unique, verified by a count
  // under them; proved smallest when the solutions were all enumerated and an exhaustive
  // search found no smaller set, or the repair is one given.
  bool repaired = false;
  std::vector<CellValue> repair;
  bool repair_proved_smallest = false;
  Grid repaired_solution;  // the one solution with the repair (checked)
  // Multiple, where the givens apply: alternatively the smallest change of an existing given,
  // one given's value changed so that exactly one solution is left (verified by a complete
  // count under it); the first such given in the encoding's order. Empty with change_done: no
  // single change makes the puzzle unique. change_tried: the (given, value) pairs counted.
  bool change_done = false;
  std::vector<GivenChange> change;
  Grid changed_solution;  // the one solution with the change
  int64_t change_tried = 0;
  // Whether the family's givens are assumption literals (redundant, clash and change apply).
  bool givens_apply = false;
  // Whether the family's encoding has clue groups (redundant and clash apply to those clues).
  bool clues_apply = false;
  // Unique, with ExplainOptions::redundant: each removable given or clue (removed alone the
  // puzzle stays unique), and one maximal set of givens and clues removable together (greedy,
  // givens first, each step proved).
  bool redundant_done = false;
  std::vector<RedundantGiven> redundant;
  std::vector<CellValue> removable_together;
  std::vector<RedundantClue> redundant_clues;
  std::vector<Clue> removable_clues_together;
  // None: a smallest-by-deletion set of givens and clues that clash (every proper subset has
  // a solution, the rules holding). Both empty with clash_done: the rules alone have none.
  bool clash_done = false;
  std::vector<CellValue> clash;
  std::vector<Clue> clashing_clues;
  std::string scope;      // what was not computed and why (not applicable, time limit)
  int64_t sat_calls = 0;  // CaDiCaL calls for the explanation (the count's not included)
  double seconds = 0;     // the explanation's time (the count's not included)
  bool stopped = false;   // the time limit (or Ctrl-C) cut the explanation short
};

// Counts p with `opt` (limit, threads, backend: gridsat::solve), then explains the verdict.
// opt.time_limit bounds the count and the explanation together.
Explanation explain_count(const Puzzle& p, Backend backend, const SolveOptions& opt, const ExplainOptions& eo = {});

}  // namespace gridsat
