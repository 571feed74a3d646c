// The checked entry point: every solution through the checker, and `both` compared; the
// default backend's choice; known solutions of empty grids.
#include <algorithm>

#include "base/errors.hpp"
#include "solve/solve.hpp"

namespace gridsat {

namespace {

// Runs one backend with every solution passed through the checker.
Answer checked(const Puzzle& p, Backend b, const SolveOptions& opt) {
  std::vector<Grid> kept;
  std::string rejected;
  SolutionSink sink = [&](const Grid& g) {
    if (auto why = p.check(g)) {
      rejected = "the checker rejected a solution from the " + std::string(to_string(b)) + " backend: " + *why;
      return false;
    }
    if (kept.size() < 2) kept.push_back(g);
    return true;
  };
  Answer a = b == Backend::sat   ? solve_with_cadical(p, opt, sink)
             : b == Backend::sls ? solve_with_sls(p, opt, sink)
                                 : solve_with_native(p, opt, sink);
  a.backend = b;
  a.solutions = std::move(kept);
  if (!rejected.empty()) {
    a.internal_error = rejected;
    a.count = static_cast<int64_t>(a.solutions.size());
    a.complete = false;
  }
  return a;
}

// The puzzle's known solutions when they reach the limit (solve, count to 2 of an empty
// grid): each through the checker, no search. The count stops at the limit, as a search's
// would, so it is not complete.
std::optional<Answer> by_construction(const Puzzle& p, Backend b, const SolveOptions& opt) {
  if (opt.limit < 1 || opt.limit > 2 || !opt.proof_path.empty()) return std::nullopt;  // two at most
  const auto start = Clock::now();
  std::vector<Grid> known = p.known_solutions();
  if (known.empty() || static_cast<int64_t>(known.size()) < opt.limit) return std::nullopt;
  Answer a;
  a.backend = b;
  a.constructed = true;
  for (int64_t k = 0; k < opt.limit; ++k) {
    if (auto why = p.check(known[k])) {
      a.internal_error = "the checker rejected a constructed solution: " + *why;
      return a;
    }
    a.solutions.push_back(std::move(known[k]));
  }
  a.count = opt.limit;
  a.status = Status::solved;
  a.stats.seconds = seconds_since(start);
  return a;
}

// An explicitly chosen sat backend over the clause budget: the native backend builds no CNF.
Answer checked_sat(const Puzzle& p, const SolveOptions& opt) {
  try {
    return checked(p, Backend::sat, opt);
  } catch (const TooManyClauses& e) {
    throw with_hint(e, opt.threads == 1 ? "--backend native, which builds no CNF"
                                        : "--backend native without --threads, which builds no CNF");
  }
}

Answer solve_both(const Puzzle& p, const SolveOptions& opt);
Answer solve_auto(const Puzzle& p, const SolveOptions& opt);

std::string describe(const Answer& a) {
  return std::string(to_string(a.status)) + ", " + std::to_string(a.count) + (a.complete ? "" : "+") + " solution(s)";
}

}  // namespace

namespace {}  // namespace

Backend choose_backend(const Puzzle& p, const SolveOptions& opt) {
  if (opt.threads != 1 || opt.sls_workers > 0 || !opt.proof_path.empty()) return Backend::sat;  // only CaDiCaL
  if (p.native_first_seconds(opt.limit) >= Puzzle::kNativeOnly) return Backend::native;
  if (opt.max_clauses > 0) {
    const auto size = p.estimate(opt.encode);
    if (size && size->clauses > opt.max_clauses) return Backend::native;
  }
  return Backend::sat;
}

Answer solve(const Puzzle& p, Backend backend, const SolveOptions& opt) {
  if (backend == Backend::automatic) return solve_auto(p, opt);
  if (auto known = by_construction(p, backend, opt)) return *known;
  if (backend == Backend::sat) return checked_sat(p, opt);
  if (backend == Backend::native || backend == Backend::sls) return checked(p, backend, opt);
  return solve_both(p, opt);
}

namespace {

// The default backend: choose_backend's choice; for sat, first the family's native slice
// (a sparse grid), and the native backend when the sat one turns out over the budget (a
// family without an estimate, or one the deductions left over it).
Answer solve_auto(const Puzzle& p, const SolveOptions& opt) {
  const Backend first = choose_backend(p, opt);
  if (auto known = by_construction(p, first, opt)) return *known;
  if (first == Backend::native) return checked(p, first, opt);
  if (opt.threads != 1 || opt.sls_workers > 0 || !opt.proof_path.empty()) return checked_sat(p, opt);
  const auto start = Clock::now();
  const double slice = p.native_first_seconds(opt.limit);
  SolveOptions rest = opt;
  double spent = 0;
  if (slice > 0) {
    SolveOptions o = opt;
    o.time_limit = opt.time_limit > 0 ? std::min(opt.time_limit, slice) : slice;
    Answer a = checked(p, Backend::native, o);
    const bool decided = a.complete || a.count >= opt.limit || !a.internal_error.empty();
    if (decided || interrupted() || (opt.time_limit > 0 && opt.time_limit <= slice)) return a;
    spent = seconds_since(start);
    if (opt.time_limit > 0) rest.time_limit = std::max(1e-3, opt.time_limit - spent);
  }
  Answer a;
  try {
    a = checked(p, Backend::sat, rest);
  } catch (const TooManyClauses&) {
    a = checked(p, Backend::native, rest);
  }
  a.stats.seconds += spent;
  return a;
}

}  // namespace

namespace {

Answer solve_both(const Puzzle& p, const SolveOptions& opt) {
  Answer sat = checked_sat(p, opt);
  if (!sat.internal_error.empty()) return sat;
  if (interrupted()) {  // Ctrl-C: no native answer to compare with
    sat.status = Status::unknown;
    sat.complete = false;
    return sat;
  }
  Answer native = checked(p, Backend::native, opt);
  if (!native.internal_error.empty()) return native;
  // Both answers are verified; they disagree when one finds solutions the other proves
  // absent, or when both finished with different counts.
  const bool decided_both = sat.status != Status::unknown && native.status != Status::unknown;
  bool disagree = decided_both && sat.status != native.status;
  if (sat.complete && native.complete && sat.count != native.count) disagree = true;
  if (sat.complete != native.complete && sat.status != Status::unknown && native.status != Status::unknown) {
    // One stopped at the limit while the other exhausted the space with fewer solutions.
    const Answer& done = sat.complete ? sat : native;
    const Answer& hit = sat.complete ? native : sat;
    if (opt.limit > 0 && hit.count >= opt.limit && done.count < opt.limit) disagree = true;
  }
  Answer a = sat;
  a.backend = Backend::both;
  a.stats.seconds += native.stats.seconds;
  if (disagree) {
    a.internal_error = "backends disagree: sat says " + describe(sat) + ", native says " + describe(native);
  } else if (sat.status == Status::unknown) {
    a = native;  // the native backend decided what the SAT backend could not in time
    a.backend = Backend::both;
    a.stats.seconds += sat.stats.seconds;
  }
  return a;
}

}  // namespace

}  // namespace gridsat
