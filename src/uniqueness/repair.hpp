#pragma once
// The repair and the givens' questions (redundant, clash), over a Sat session.
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

// Over a session of the givens-as-assumptions encoding (Encoding::given_literals).
// Redundant: `solution` is the puzzle's only one; false when stopped.
bool redundant_givens(Sat& sat, const Grid& solution, Explanation& ex);
// Change: the puzzle (its givens `givens`) has several solutions; the first given, in the
// encoding's order, whose value changed to another leaves exactly one solution goes into
// ex.change (none when no single change does); false when stopped.
bool change_given(Sat& sat, const Grid& givens, Explanation& ex);
// Clash: the puzzle has no solution; false when stopped.
bool clashing_givens(Sat& sat, Explanation& ex);

}  // namespace gridsat::uniqueness
