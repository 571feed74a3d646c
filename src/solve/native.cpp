// The native backend: the family's own search (by default the generic CSP solver).
#include "solve/solve.hpp"

namespace gridsat {

Answer solve_with_native(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink) {
  const auto start = Clock::now();
  const Deadline deadline = deadline_after(opt.time_limit, start);
  const Grid& shape = p.givens();
  NativeResult r = p.search_native(
      opt.limit, deadline,
      [&](const std::vector<int>& values) {
        Grid g(shape.rows, shape.cols);
        g.cells = values;
        return sink(g);
      },
      opt.native);
  Answer a;
  a.count = r.count;
  a.complete = r.complete;
  a.status = a.count > 0 ? Status::solved : (a.complete ? Status::unsat : Status::unknown);
  a.stats.vars = p.givens().size();
  a.stats.conflicts = r.conflicts;
  a.stats.decisions = r.decisions;
  a.stats.seconds = seconds_since(start);
  return a;
}

}  // namespace gridsat
