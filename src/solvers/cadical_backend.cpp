// The CaDiCaL facade. CaDiCaL aborts the process on API contract violations, so
// everything it receives is validated here first: literals come from a Cnf (which
// rejects undeclared variables), options are set before the first clause, and values
// are read only right after a SATISFIABLE answer.
#include <cadical.hpp>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <stdexcept>

#include "core/stop.hpp"
#include "solvers/backend.hpp"

namespace gridsat {

namespace {

using Clock = std::chrono::steady_clock;

// Stops the search at the deadline or on SIGINT.
class DeadlineTerminator final : public CaDiCaL::Terminator {
 public:
  explicit DeadlineTerminator(Clock::time_point t) : at_(t) {}
  bool terminate() override { return interrupted() || (at_ != Clock::time_point::max() && Clock::now() >= at_); }

 private:
  Clock::time_point at_;
};

// CaDiCaL 1.5.3 offers no statistics getter; every conflict learns one clause, so
// counting learned clauses counts conflicts.
class ConflictCounter final : public CaDiCaL::Learner {
 public:
  bool learning(int) override {
    ++count;
    return false;
  }
  void learn(int) override {}
  int64_t count = 0;
};

}  // namespace

std::string validate(const CadicalSettings& s) {
  if (!CaDiCaL::Solver::is_valid_configuration(s.config.c_str()))
    return "unknown CaDiCaL configuration '" + s.config + "' (default, plain, sat, unsat)";
  for (const auto& [name, value] : s.options)
    if (!CaDiCaL::Solver::is_valid_option(name.c_str())) return "unknown CaDiCaL option '" + name + "'";
  return "";
}

Answer solve_with_cadical(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink) {
  const auto start = Clock::now();
  const auto deadline = opt.time_limit > 0 ? start + std::chrono::duration_cast<Clock::duration>(
                                                         std::chrono::duration<double>(opt.time_limit))
                                           : Clock::time_point::max();
  Answer a;
  auto stopped = [&] {  // the deadline or SIGINT came before the formula was in the solver
    a.status = Status::unknown;
    a.stats.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (!opt.proof_path.empty()) std::remove(opt.proof_path.c_str());
    return a;
  };
  // The budget: refuse before encoding when the family's estimate is over it; the Cnf
  // store's cap catches families without an estimate (TooManyClauses goes to the caller).
  check_estimate(p, opt.encode, opt.max_clauses);
  ScopedCnfLimits limits({opt.max_clauses, deadline});
  Encoding enc;
  try {
    enc = p.encode(opt.encode);
  } catch (const EncodingStopped&) {
    return stopped();
  }
  a.stats.vars = enc.cnf.num_vars();
  a.stats.clauses = enc.cnf.num_clauses();

  if (std::string why = validate(opt.cadical); !why.empty()) throw std::invalid_argument(why);
  // Formulas decided before any search need no solver (constructing one costs more than
  // solving a 9x9): an empty clause is unsatisfiable; a formula with no variables and no
  // clauses has exactly one model, the empty one, whose blocking clause is empty.
  if (enc.cnf.has_empty_clause() || (enc.cnf.num_vars() == 0 && enc.cnf.num_clauses() == 0)) {
    if (!enc.cnf.has_empty_clause()) {
      Decoded d = decode(enc, [](int) { return false; });
      if (!d.grid) throw std::logic_error("empty formula does not decode: " + d.error);
      a.count = 1;
      sink(*d.grid);
    }
    a.complete = opt.limit != 1 || a.count == 0;
    a.status = a.count > 0 ? Status::solved : Status::unsat;
    if (!opt.proof_path.empty() && a.complete) {
      // The refuted CNF already holds an empty clause (the formula's own, or the empty
      // blocking clause): the proof needs no lemma.
      std::ofstream(opt.proof_path).flush();
      a.proof = opt.proof_path;
    }
    a.stats.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return a;
  }

  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  solver.configure(opt.cadical.config.c_str());
  for (const auto& [name, value] : opt.cadical.options) solver.set(name.c_str(), value);
  if (!opt.proof_path.empty()) {
    solver.set("binary", 0);  // ASCII DRAT, readable and accepted by drat-trim
    if (!solver.trace_proof(opt.proof_path.c_str()))
      throw std::runtime_error("cannot write the proof file " + opt.proof_path);
  }
  DeadlineTerminator terminator(deadline);
  ConflictCounter conflicts;
  solver.connect_terminator(&terminator);  // always: SIGINT stops the search too
  solver.connect_learner(&conflicts);
  if (enc.cnf.num_vars() > 0) solver.reserve(enc.cnf.num_vars());
  // Copying a large formula into CaDiCaL takes longer than building it: look at the clock.
  try {
    const auto& lits = enc.cnf.flat();
    for (size_t i = 0; i < lits.size(); ++i) {
      solver.add(lits[i]);
      if ((i & 0xFFFFF) == 0xFFFFF) check_cnf_limits();
    }
  } catch (const EncodingStopped&) {
    solver.disconnect_learner();
    solver.disconnect_terminator();
    if (!opt.proof_path.empty()) solver.close_proof_trace();
    return stopped();
  }

  while (true) {
    const int result = solver.solve();
    if (result == 10) {
      Decoded d = decode(enc, [&](int var) { return solver.val(var) > 0; });
      if (!d.grid) throw std::logic_error("CaDiCaL model does not decode: " + d.error);
      ++a.count;
      const bool go_on = sink(*d.grid);
      if (!go_on || (opt.limit > 0 && a.count >= opt.limit)) break;
      // Block this solution (primary variables only) and look for the next one.
      for (int lit : blocking_clause(enc, *d.grid)) solver.add(lit);
      solver.add(0);
    } else if (result == 20) {
      a.complete = true;
      break;
    } else {
      break;  // terminated by the deadline or SIGINT
    }
  }
  solver.disconnect_learner();
  solver.disconnect_terminator();
  a.status = a.count > 0 ? Status::solved : (a.complete ? Status::unsat : Status::unknown);
  if (!opt.proof_path.empty()) {
    solver.close_proof_trace();
    if (a.complete)
      a.proof = opt.proof_path;
    else
      std::remove(opt.proof_path.c_str());  // nothing was refuted: no certificate to give
  }
  a.stats.conflicts = conflicts.count;
  a.stats.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return a;
}

}  // namespace gridsat
