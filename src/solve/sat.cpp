// The sat backend: budget -> encode -> CaDiCaL session -> models, each decoded to a grid
// and blocked for the next one (over primary variables only).
#include <fstream>
#include <stdexcept>

#include "solve/cadical_session.hpp"
#include "solve/solve.hpp"

namespace gridsat {

namespace {

// Formulas decided before any search need no solver (constructing one costs more than
// solving a 9x9): an empty clause is unsatisfiable; a formula with no variables and no
// clauses has exactly one model, the empty one, whose blocking clause is empty.
bool decided_without_search(const Encoding& enc) {
  return enc.cnf.has_empty_clause() || (enc.cnf.num_vars() == 0 && enc.cnf.num_clauses() == 0);
}

void answer_without_search(const Encoding& enc, const SolveOptions& opt, const SolutionSink& sink, Answer& a) {
  if (!enc.cnf.has_empty_clause()) {
    Decoded d = decode(enc, [](int) { return false; });
    if (!d.grid) throw std::logic_error("empty formula does not decode: " + d.error);
    a.count = 1;
    sink(*d.grid);
  }
  a.complete = opt.limit != 1 || a.count == 0;
  if (!opt.proof_path.empty() && a.complete) {
    // The refuted CNF already holds an empty clause (the formula's own, or the empty
    // blocking clause): the proof needs no lemma.
    std::ofstream out(opt.proof_path);
    if (!out.flush()) throw InputError("cannot write the proof file " + opt.proof_path);
    a.proof = opt.proof_path;
  }
}

// Models until the limit, the sink's stop, unsatisfiability or the deadline.
void enumerate(CadicalSession& s, const Encoding& enc, const SolveOptions& opt, const SolutionSink& sink, Answer& a) {
  for (;;) {
    const auto result = s.solve();
    if (result == CadicalSession::Result::unsat) {
      a.complete = true;
      return;
    }
    if (result == CadicalSession::Result::stopped) return;
    Decoded d = decode(enc, [&](int var) { return s.value(var); });
    if (!d.grid) throw std::logic_error("CaDiCaL model does not decode: " + d.error);
    ++a.count;
    if (!sink(*d.grid) || (opt.limit > 0 && a.count >= opt.limit)) return;
    s.block(blocking_clause(enc, *d.grid));
  }
}

void finish(Answer& a, Clock::time_point start) {
  a.status = a.count > 0 ? Status::solved : (a.complete ? Status::unsat : Status::unknown);
  a.stats.seconds = seconds_since(start);
}

}  // namespace

Answer solve_with_cadical(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink) {
  const auto start = Clock::now();
  const Deadline deadline = deadline_after(opt.time_limit, start);
  Answer a;
  // The budget: refuse before encoding when the family's estimate is over it; the Cnf
  // store's cap catches families without an estimate (TooManyClauses goes to the caller).
  check_estimate(p, opt.encode, opt.max_clauses);
  ScopedCnfLimits limits({opt.max_clauses, deadline});
  Encoding enc;
  try {
    enc = p.encode(opt.encode);
    a.stats.vars = enc.cnf.num_vars();
    a.stats.clauses = enc.cnf.num_clauses();
    if (decided_without_search(enc)) {
      answer_without_search(enc, opt, sink, a);
    } else {
      CadicalSession session(opt.cadical, deadline, opt.proof_path);
      session.load(enc.cnf);
      enumerate(session, enc, opt, sink, a);
      a.proof = session.finish_proof(a.complete);
      a.stats.conflicts = session.conflicts();
    }
  } catch (const EncodingStopped&) {
    // The deadline or SIGINT came before the formula was in the solver: the session, if
    // any, has removed its proof file.
    a = Answer{};
    a.stats.vars = enc.cnf.num_vars();
    a.stats.clauses = enc.cnf.num_clauses();
  }
  finish(a, start);
  return a;
}

}  // namespace gridsat
