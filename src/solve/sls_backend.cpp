// The sls backend: the puzzle's CNF (connectivity eager: local search sees clauses only)
// through the local search of src/sls/, its model decoded to a grid. It finds one solution
// or stops at the deadline; it never says "no solution". A family with a local search of its
// own on the grid (Puzzle::search_local: Latin squares) runs that instead.
#include <stdexcept>

#include "sls/sls.hpp"
#include "solve/solve.hpp"

namespace gridsat {

namespace {

// The family's own local search on the grid, where it has one (Puzzle::search_local): true
// when it ran, its answer in `a` (solved, or unknown at the deadline).
bool local_first(const Puzzle& p, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink, Answer& a) {
  const Grid& shape = p.givens();
  int64_t moves = 0;
  const std::optional<bool> found = p.search_local(
      deadline, opt.sls_seed,
      [&](const std::vector<int>& values) {
        Grid g(shape.rows, shape.cols);
        g.cells = values;
        a.count = 1;
        return sink(g);
      },
      moves);
  if (!found) return false;
  a.stats.decisions = moves;  // the local search's steps
  a.stats.vars = shape.size();
  a.complete = false;
  a.status = a.count > 0 ? Status::solved : Status::unknown;
  return true;
}

}  // namespace

Answer solve_with_sls(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink) {
  const auto start = Clock::now();
  const Deadline deadline = deadline_after(opt.time_limit, start);
  Answer a;
  if (local_first(p, opt, deadline, sink, a)) {
    a.stats.seconds = seconds_since(start);
    return a;
  }
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
