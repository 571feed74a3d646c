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
#include <atomic>
#include <cstdint>
#include <vector>

#include "base/stop.hpp"

namespace gridsat::sls {

// probsat: the probSAT walk above. ccanr: configuration checking with aspiration and clause
// weights (Cai & Su, "Local search for Boolean satisfiability with configuration checking and
// subscore", AIJ 2013; CCAnr, SAT 2013): a variable is flipped greedily only when its
// neighbourhood changed since its last flip (or its score is high), and when none is, the
// falsified clauses weigh one more and the oldest variable of a random falsified clause flips.
// automatic: probsat, which won on every formula measured (random 3-SAT and QWH: ccanr made
// about a tenth of the flips a second and found fewer models; BENCHMARKS.md, "Local search").
enum class Method { automatic, probsat, ccanr };

struct Options {
  Method method = Method::automatic;
  uint64_t seed = 1;
  bool weights = false;                     // clause weighting (see above; off by default: BENCHMARKS.md)
  int64_t max_flips = 0;                    // 0 = no limit
  Deadline deadline = kNoDeadline;          // SIGINT stops it too
  const std::atomic<bool>* stop = nullptr;  // set from outside (a portfolio's other answer)
};

struct Result {
  bool found = false;
  std::vector<char> model;  // found: model[v] for v = 1..num_vars (index 0 unused)
  int64_t flips = 0;
  int64_t min_falsified = 0;  // the fewest falsified clauses seen (0 when found)
};

// Clauses as one flat DIMACS stream (literals, each clause closed by 0; Cnf::flat()).
// Repeated literals are merged and tautologies dropped; an empty clause makes it give up at
// once. Every model it returns satisfies every clause (checked before returning).
Result solve(int num_vars, const std::vector<int>& flat, const Options& opt);

// Whether `model` (model[v] for v = 1..num_vars) satisfies every clause of `flat`.
bool satisfies(const std::vector<int>& flat, const std::vector<char>& model);

}  // namespace gridsat::sls
