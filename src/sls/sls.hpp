#pragma once
// Stochastic local search on a CNF (the probSAT family: Balint & Schoening, SAT 2012), with
// clause weights for structured formulas (in the spirit of SAPS / PAWS and Sparrow's and
// SATtime's weighted scores). Incomplete by nature: it finds a model or gives up; it never
// says "unsatisfiable". Knows clauses, not puzzles: the solve layer decodes its models.
//
// One step: a random falsified clause; each of its variables is flipped with probability
// proportional to f(break), break being the (weighted) clauses that flipping it would falsify,
// f(b) = (eps + b)^-cb for short clauses and cb^-b for long ones (probSAT's two forms). With
// weights on, the chosen clause's weight grows by one each time it is picked (clauses that
// stay falsified become expensive to break), and every weight is halved when their mean
// passes a bound (smoothing).
//
// Reproducible: one thread, its own seeded generator (base/random.hpp); the same formula,
// options and seed give the same model on every machine. The deadline and the stop flag only
// end a run, they never change its path.
#include <vector>

#include "sls/options.hpp"

namespace gridsat::sls {

// Clauses as one flat DIMACS stream (literals, each clause closed by 0; Cnf::flat()).
// Repeated literals are merged and tautologies dropped; an empty clause makes it give up at
// once. Every model it returns satisfies every clause (checked before returning).
Result solve(int num_vars, const std::vector<int>& flat, const Options& opt);

// Whether `model` (model[v] for v = 1..num_vars) satisfies every clause of `flat`.
bool satisfies(const std::vector<int>& flat, const std::vector<char>& model);

}  // namespace gridsat::sls
