// The checked entry point: every solution through the checker, and `both` compared.
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
  Answer a = b == Backend::sat ? solve_with_cadical(p, opt, sink) : solve_with_native(p, opt, sink);
  a.solutions = std::move(kept);
  if (!rejected.empty()) {
    a.internal_error = rejected;
    a.count = static_cast<int64_t>(a.solutions.size());
    a.complete = false;
  }
  return a;
}

std::string describe(const Answer& a) {
  return std::string(to_string(a.status)) + ", " + std::to_string(a.count) + (a.complete ? "" : "+") + " solution(s)";
}

}  // namespace

namespace {

std::string spelled(std::string_view cli_name, Spelling spelling) {
  if (spelling == Spelling::cli) return "--" + std::string(cli_name);
  std::string name(cli_name);
  for (char& c : name)
    if (c == '-') c = '_';
  return name;
}

}  // namespace

std::string validate_time_limit(double seconds, Spelling spelling) {
  if (seconds >= 0) return "";  // NaN fails this too
  return spelled("time-limit", spelling) + " must be a number of seconds >= 0 (0 = no limit)";
}

std::string validate_limits(const SolveOptions& o, Spelling spelling) {
  if (o.limit < 0) return spelled("limit", spelling) + " must be >= 0 (0 counts all solutions)";
  if (std::string why = validate_time_limit(o.time_limit, spelling); !why.empty()) return why;
  if (o.max_clauses < 0) return spelled("max-clauses", spelling) + " must be >= 0 (0 = no limit)";
  if (o.threads < 0) return spelled("threads", spelling) + " must be >= 0 (0 = one per core)";
  return "";
}

Answer solve(const Puzzle& p, Backend backend, const SolveOptions& opt) {
  if (backend != Backend::both) return checked(p, backend, opt);
  Answer sat = checked(p, Backend::sat, opt);
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
  a.stats.seconds += native.stats.seconds;
  if (disagree) {
    a.internal_error = "backends disagree: sat says " + describe(sat) + ", native says " + describe(native);
  } else if (sat.status == Status::unknown) {
    a = native;  // the native backend decided what the SAT backend could not in time
    a.stats.seconds += sat.stats.seconds;
  }
  return a;
}

}  // namespace gridsat
