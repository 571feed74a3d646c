// The sls backend: the puzzle's CNF (connectivity eager: local search sees clauses only)
// through the local search of src/sls/, its model decoded to a grid. It finds one solution
// or stops at the deadline; it never says "no solution".
#include <stdexcept>

#include "sls/sls.hpp"
#include "solve/solve.hpp"

namespace gridsat {

Answer solve_with_sls(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink) {
  const auto start = Clock::now();
  const Deadline deadline = deadline_after(opt.time_limit, start);
  Answer a;
  EncodeOptions eo = opt.encode;
  eo.connectivity = Connectivity::eager;  // lazy rules are checked by CaDiCaL's session only
  check_estimate(p, eo, opt.max_clauses);
  ScopedCnfLimits limits({opt.max_clauses, deadline});
  try {
    const Encoding enc = p.encode(eo);
    a.stats.vars = enc.cnf.num_vars();
    a.stats.clauses = enc.cnf.num_clauses();
    sls::Options so;
    so.seed = opt.sls_seed;
    so.deadline = deadline;
    const sls::Result r = sls::solve(enc.cnf.num_vars(), enc.cnf.flat(), so);
    a.stats.decisions = r.flips;  // flips, the local search's steps
    if (r.found) {
      Decoded d = decode(enc, [&](int var) { return static_cast<size_t>(var) < r.model.size() && r.model[var] != 0; });
      if (!d.grid) throw std::logic_error("local-search model does not decode: " + d.error);
      a.count = 1;
      sink(*d.grid);
    }
  } catch (const EncodingStopped&) {
  }
  a.complete = false;
  a.status = a.count > 0 ? Status::solved : Status::unknown;
  a.stats.seconds = seconds_since(start);
  return a;
}

}  // namespace gridsat
