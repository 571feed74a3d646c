#pragma once
// The resident memory a run may reach (gridsat solve and count's --max-memory; issue 47: a
// 100x100 Sudoku that no pattern completes loads 7.7M clauses in 1.3 GB and CaDiCaL's
// inprocessing then grows it past 2.5 GB within two minutes). The sat backend's terminators
// poll it, so the search stops, 'unknown', once the process is over it; the CLI names the
// option then. The library and gridsat serve set none (their budget is --max-clauses).
#include <cstdint>

#include "base/errors.hpp"

namespace gridsat {

void set_memory_limit(int64_t bytes);  // 0 = none (the default)
int64_t memory_limit();
// Whether the process' resident set is over the limit: /proc/self/statm read at most every
// 10 ms (the reading in between stands); false without a limit, at the cost of one load.
bool over_memory_limit();
// Whether over_memory_limit() said so since the last call; clears it.
bool take_memory_limit_reached();

// The solver's memory once a formula is loaded, per clause and per variable: measured on a
// 100x100 Sudoku with 1,500 mixed givens in three at-most-one encodings (issue 47: 5.9M
// clauses and 1.5M variables loaded in 0.9 GB, 13.1M and 0.7M in 1.8 GB, 6.4M and 2.7M in
// 1.2 GB; gridsat's own Cnf and encoder included). Inprocessing grows it later, which the
// terminators' check stops.
inline constexpr int64_t kSolverBytesPerClause = 130, kSolverBytesPerVariable = 100;

// Over the limit before the search: a TooManyClauses, so that the default backend turns to
// the native one as over --max-clauses; its message names --max-memory (and counts the threads).
class OverMemoryLimit : public TooManyClauses {
 public:
  using TooManyClauses::TooManyClauses;
};

// Throws OverMemoryLimit when the calling thread's solver copies (ScopedSolverCopies) of a
// formula of `vars` variables and `clauses` clauses would pass the limit once loaded: refused
// before encoding (from an estimate) or before the first clause (the encoder's exact count).
void check_solver_memory(int64_t vars, int64_t clauses);

// The copies of the formula the sat backend will load (--threads), for the calling thread's
// checks while it is alive; 1 outside.
class ScopedSolverCopies {
 public:
  explicit ScopedSolverCopies(int copies);
  ~ScopedSolverCopies();
  ScopedSolverCopies(const ScopedSolverCopies&) = delete;
  ScopedSolverCopies& operator=(const ScopedSolverCopies&) = delete;

 private:
  int before_;
};

}  // namespace gridsat
