// The rules of a solve request: solve/request.hpp.
#include "solve/request.hpp"

#include <string_view>

#include "solve/parallel.hpp"

namespace gridsat {

namespace {

std::string spelled(std::string_view cli_name, Spelling spelling) {
  if (spelling == Spelling::cli) return "--" + std::string(cli_name);
  std::string name(cli_name);
  for (char& c : name)
    if (c == '-') c = '_';
  return name;
}

// Local search finds one solution and proves nothing: no counts, no proofs; its threads
// are the portfolio's (--sls-workers), beside CaDiCaL's.
std::string validate_sls(Backend backend, const SolveOptions& o, Spelling spelling) {
  if (o.sls_workers < 0) return spelled("sls-workers", spelling) + " must be >= 0";
  if (backend == Backend::sls) {
    if (o.limit != 1)
      return "the sls backend finds one solution and proves nothing: counts stay with --backend sat or native";
    if (!o.proof_path.empty()) return (spelling == Spelling::cli ? "--proof" : "a proof") + std::string(" needs the sat backend");
    if (thread_count(o.threads) > 1 || o.sls_workers > 0)
      return "the sls backend runs one thread: for a race use the sat backend with " + spelled("threads", spelling) +
             " and " + spelled("sls-workers", spelling);
  }
  if (o.sls_workers > 0) {
    if (backend == Backend::native || backend == Backend::both)
      return spelled("sls-workers", spelling) + " needs the sat backend (its portfolio)";
    if (o.limit != 1) return spelled("sls-workers", spelling) + " races for the first solution: not with counts";
    if (!o.proof_path.empty()) return spelled("sls-workers", spelling) + ": not with a proof (one thread)";
  }
  return "";
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

std::string validate(Backend backend, const SolveOptions& o, Spelling spelling) {
  if (std::string why = validate(o.cadical); !why.empty()) return why;
  if (std::string why = validate_limits(o, spelling); !why.empty()) return why;
  const bool cli = spelling == Spelling::cli;
  const std::string proof = cli ? "--proof" : "a proof";
  const bool parallel = thread_count(o.threads) > 1;
  if (backend == Backend::native && !o.proof_path.empty())
    return proof + " needs the sat backend (proofs are CaDiCaL's DRAT traces)";
  if (backend == Backend::native && parallel)
    return spelled("threads", spelling) + " needs the sat backend (the native backtracker runs on one thread)";
  if (std::string why = validate_sls(backend, o, spelling); !why.empty()) return why;
  if (!o.proof_path.empty() && parallel)
    return proof + (cli ? " needs --threads 1" : " needs one thread") +
           ": each thread's solver sees only its own part of the search (a race, or some cubes), and their traces "
           "do not make one DRAT proof";
  return "";
}

}  // namespace gridsat
