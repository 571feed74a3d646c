#pragma once
// Runs in a line (nonogram clues): the literals x_1..x_n are true exactly in runs of
// b_1..b_k consecutive literals, in this order, separated by at least one false literal (an
// empty clue: every literal false). Literals may be constants (encoders/constants.hpp).
//
// The encoding unrolls the clue's automaton over the positions (Bacchus's regular-language
// decomposition): the pattern 1^b1 0 1^b2 0 ... 0 1^bk has m = sum(b) + k - 1 symbols, and
// state j (0..m) says "the first j symbols are matched"; extra 0s loop at state 0, after each
// separating 0 and at state m. s[i][j] ("after i cells, in state j") exists only where
// j <= i <= n - (m - j) (reachable from the start and able to reach the end), t[i][j][a] for
// each transition between two such states; clauses: t -> its source, its target and its
// label; a state -> one of its outgoing and one of its incoming transitions; a label -> one of
// the transitions that read it at that position. Unit propagation on these clauses is
// generalised arc consistent on the line (a value of x_i without a path through it from the
// start to the end is refuted). Proved exhaustively in tests/test_runs.cpp.
#include <span>

#include "cnf/cnf.hpp"

namespace gridsat {

// Adds to `sink` the clauses "lits hold exactly the runs `blocks` (each >= 1), in order".
// A clue that cannot fit (sum + gaps > n) adds the empty clause.
void runs(ClauseSink& sink, std::span<const int> lits, std::span<const int> blocks);

}  // namespace gridsat
