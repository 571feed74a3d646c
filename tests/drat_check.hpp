#pragma once
// A small, independent DRAT checker for the tests (drat-trim is not packaged in Debian).
// Forward checking: every added lemma must be RUP (or RAT on its first literal) with
// respect to the clauses alive at that point; deletions remove one matching clause; the
// proof must end with the empty clause derived (or the formula refuted by unit
// propagation). It shares no code with gridsat: it reads DIMACS text and ASCII DRAT text.
#include <string>

namespace drat {

// "" when `proof` refutes `cnf`; otherwise why not.
std::string check(const std::string& cnf, const std::string& proof);

}  // namespace drat
