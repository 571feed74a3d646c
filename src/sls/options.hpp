#pragma once
// What a local search is asked and what it answers (sls.hpp says what it does); apart from
// sls.hpp so that the engines' private header (formula.hpp) needs no more than this.
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

}  // namespace gridsat::sls
