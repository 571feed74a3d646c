#pragma once
// The repair and the clues' questions (redundant, clash, a given changed), over a Sat session.
#include <vector>

#include "uniqueness/sat.hpp"
#include "uniqueness/uniqueness.hpp"

namespace gridsat::uniqueness {

struct RepairOptions {
  int sample = 256;
  int64_t exact_nodes = 200000;
};
struct Repair {
  bool found = false;  // verified: exactly one solution under the repair (false: stopped)
  std::vector<CellValue> repair;
  bool proved_smallest = false;
  Grid solution;
};
// `first_sample`: solutions of the puzzle (at least 2), `first_complete`: all of them.
Repair repair(Sat& sat, const CellLits& cl, const std::vector<Grid>& first_sample, bool first_complete,
              const RepairOptions& o);

// The clues a question may drop, each as the literals that assume it: a given's literal
// (Encoding::given_literals), or the selectors of a clue's groups (RuleGroup::clue; the rule
// groups' selectors are units of the session: the rules always hold).
using Droppable = std::vector<std::vector<int>>;
struct Redundancy {
  struct Proof {
    size_t clue = 0;  // index into the Droppable
    int64_t conflicts = 0;
    double seconds = 0;
  };
  std::vector<Proof> each;       // each clue that can go alone, with its UNSAT call's cost
  std::vector<size_t> together;  // one maximal set removable together (ascending)
};
// Redundant: `solution` is the puzzle's only one (with every clue); false when stopped.
bool redundant_clues(Sat& sat, const Droppable& clues, const Grid& solution, Redundancy& out);
// Clash: the puzzle has no solution; `core`: a set of clues that has none, minimal by
// deletion (ascending; empty: the rules alone have none); false when stopped.
bool clashing_clues(Sat& sat, const Droppable& clues, std::vector<size_t>& core);
// Change: over a session of the givens-as-assumptions encoding (Encoding::given_literals),
// the puzzle (its givens `givens`) has several solutions; the first given, in the
// encoding's order, whose value changed to another leaves exactly one solution goes into
// ex.change (none when no single change does); false when stopped.
bool change_given(Sat& sat, const Grid& givens, Explanation& ex);

}  // namespace gridsat::uniqueness
