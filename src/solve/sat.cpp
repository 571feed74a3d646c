// The sat backend: budget -> encode -> CaDiCaL session -> models, each decoded to a grid
// and blocked for the next one (over primary variables only).
#include <algorithm>
#include <cassert>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string_view>

#include "base/errors.hpp"
#include "base/memory_limit.hpp"
#include "base/output_file.hpp"
#include "solve/cadical_session.hpp"
#include "solve/parallel.hpp"
#include "solve/solve.hpp"

namespace gridsat {

namespace {

// Formulas decided before any search need no solver (constructing one costs more than
// solving a 9x9): an empty clause is unsatisfiable; a formula with no variables and no
// clauses has exactly one model, the empty one, whose blocking clause is empty.
bool decided_without_search(const Encoding& enc) {
  return enc.cnf.has_empty_clause() || (enc.cnf.num_vars() == 0 && enc.cnf.num_clauses() == 0);
}

void answer_without_search(const Encoding& enc, const SolveOptions& opt, const SolutionSink& sink, Answer& a,
                           OutputFile* proof) {
  if (!enc.cnf.has_empty_clause()) {
    Decoded d = decode(enc, [](int) { return false; });
    if (!d.grid) throw std::logic_error("empty formula does not decode: " + d.error);
    a.count = 1;
    sink(*d.grid);
  }
  a.complete = opt.limit != 1 || a.count == 0;
  if (proof && a.complete) {
    // The refuted CNF already holds an empty clause (the formula's own, or the empty
    // blocking clause): the proof needs no lemma, and the file is empty.
    proof->commit();
    a.proof = proof->target();
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

Answer solve_within(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink, int64_t budget, int threads,
                    Clock::time_point start, const std::optional<EncodingSize>& size);

// The conflicts the stricter encoding gets (Puzzle::encode_strict) before the full one takes
// over: janko's 30x30 Numberlink needs about 22,000 (the full encoding found no answer in
// 300 s); a puzzle whose only answers break the stricter rule loses no more than this.
constexpr int64_t kStrictConflicts = 100000;

// CaDiCaL's configuration for the stricter encoding when --cadical-config is auto: `unsat`
// (no stable-mode phases, no local search). Numberlink has the only one; its 30x30 Arukone
// took about 22,000 conflicts so over five seeds against about 32,000 with `default`.
constexpr std::string_view kStrictConfig = "unsat";

// The family's stricter encoding first, under kStrictConflicts: its first model is a solution;
// it goes to the sink and into `found`, for the full encoding to block. One at most: a second
// search there costs a count as much as it saves (janko's 15x15s, count --limit 2). False when
// nothing is left to do (the limit reached, the sink's stop, the deadline).
bool strict_first(const Puzzle& p, const SolveOptions& opt, const CadicalSettings& settings, Deadline deadline,
                  const SolutionSink& sink, Answer& a, std::vector<Grid>& found) {
  if (opt.limit < 1) return true;
  std::optional<Encoding> strict = p.encode_strict(opt.encode);
  if (!strict) return true;
  CadicalSettings own = settings;
  if (opt.cadical.config == "auto") own.config = std::string(kStrictConfig);
  CadicalSession s(own, deadline, nullptr);
  s.load(strict->cnf, &strict->lazy);
  s.limit_conflicts(static_cast<int>(kStrictConflicts));
  const bool sat = s.solve() == CadicalSession::Result::sat;
  a.stats.conflicts += s.conflicts();
  if (!sat) return !past(deadline);
  Decoded d = decode(*strict, [&](int var) { return s.value(var); });
  if (!d.grid) throw std::logic_error("CaDiCaL model of the strict encoding does not decode: " + d.error);
  ++a.count;
  found.push_back(*d.grid);
  return sink(*d.grid) && a.count < opt.limit && !past(deadline);
}

// count --limit 2 once the stricter model found the first answer: the family's own second
// question (Puzzle::second_query), a second answer read off the first or a narrowed encoding
// with the first blocked. False when the family has none, or its encoding is over the clause
// budget (the full encoding then asks). Only for a limit of 2: the narrowed encoding drops
// answers, so it cannot count past two.
bool second_query(const Puzzle& p, const SolveOptions& opt, const CadicalSettings& settings, Deadline deadline,
                  const SolutionSink& sink, Answer& a, const Grid& first) {
  std::optional<SecondQuery> q;
  try {
    q = p.second_query(first, opt.encode);
  } catch (const EncodingStopped&) {
    return true;  // the deadline: the first answer stands, the count is not complete
  } catch (const TooManyClauses&) {
    return false;
  }
  if (!q) return false;
  if (q->answer) {
    ++a.count;
    sink(*q->answer);
    return true;
  }
  CadicalSession s(settings, deadline, nullptr);
  s.load(q->narrowed.cnf, &q->narrowed.lazy);
  s.block(blocking_clause(q->narrowed, first));
  enumerate(s, q->narrowed, opt, sink, a);
  a.stats.conflicts += s.conflicts();
  return true;
}

// One thread: the stricter model first (unless a proof is written), then the second question
// (count --limit 2) or the full encoding with the answers found blocked.
void solve_one_thread(const Puzzle& p, const Encoding& enc, const SolveOptions& opt, Deadline deadline,
                      const SolutionSink& sink, Answer& a, OutputFile* proof) {
  const CadicalSettings settings = settings_for(opt.cadical, p, opt.limit != 1);
  std::vector<Grid> found;
  if (!proof && !strict_first(p, opt, settings, deadline, sink, a, found)) return;
  if (!proof && opt.limit == 2 && found.size() == 1 && second_query(p, opt, settings, deadline, sink, a, found[0]))
    return;
  CadicalSession session(settings, deadline, proof ? proof->c_file() : nullptr);
  session.load(enc.cnf, &enc.lazy);
  for (const Grid& g : found) session.block(blocking_clause(enc, g));
  enumerate(session, enc, opt, sink, a);
  session.finish_proof();
  a.stats.conflicts += session.conflicts();
  if (proof && a.complete) {  // kept only when the answer rests on unsatisfiability
    proof->commit();
    a.proof = proof->target();
  }
}

void finish(Answer& a, Clock::time_point start) {
  a.status = a.count > 0 ? Status::solved : (a.complete ? Status::unsat : Status::unknown);
  a.stats.seconds = seconds_since(start);
}

}  // namespace

CadicalSettings settings_for(const CadicalSettings& s, const Puzzle& p, bool counting) {
  CadicalSettings r = s;
  if (r.config == "auto") r.config = std::string(p.cadical_config(counting));
  return r;
}

Answer solve_with_cadical(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink) {
  const auto start = Clock::now();
  const int threads = opt.threads == 1 ? 1 : thread_count(opt.threads);
  assert(threads == 1 || opt.proof_path.empty());  // refused by validate (solve/request.hpp)
  // Each thread holds a copy of the formula: the budget counts every copy, and a refusal
  // says that it was shared.
  const int64_t budget = opt.max_clauses > 0 ? std::max<int64_t>(1, opt.max_clauses / threads) : 0;
  // The family's estimate, for the budget and the memory limit: refused before encoding.
  const std::optional<EncodingSize> size =
      budget > 0 || memory_limit() > 0 ? p.estimate(opt.encode) : std::optional<EncodingSize>{};
  // Over the budget: solve_within refuses it as before; else the memory limit (whose refusal
  // counts the threads itself, here and in the encoder's check).
  const ScopedSolverCopies copies(threads);
  if (size && !(budget > 0 && size->clauses > budget)) check_solver_memory(size->vars, size->clauses);
  try {
    return solve_within(p, opt, sink, budget, threads, start, size);
  } catch (const OverMemoryLimit&) {
    throw;
  } catch (const TooManyClauses& e) {
    if (threads > 1) throw shared_by_threads(e, threads, opt.max_clauses);
    throw;
  }
}

namespace {

Answer solve_within(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink, int64_t budget, int threads,
                    Clock::time_point start, const std::optional<EncodingSize>& size) {
  const Deadline deadline = deadline_after(opt.time_limit, start);
  Answer a;
  // The budget: refuse before encoding when the family's estimate is over it; the Cnf
  // store's cap catches families without an estimate (TooManyClauses goes to the caller).
  if (budget > 0 && size && size->clauses > budget) throw TooManyClauses(size->clauses, budget, true);
  // The proof file is opened before anything is solved, whatever decides the puzzle: an
  // unwritable path is a WriteError (exit 2) for every puzzle alike. It is written under a
  // temporary name and renamed into place only when kept.
  // On the heap: OutputFile holds a 64 KiB buffer, which a std::optional zeroed for every
  // puzzle (a tenth of a 17-clue batch's instructions).
  std::unique_ptr<OutputFile> proof;
  if (!opt.proof_path.empty()) proof = std::make_unique<OutputFile>(opt.proof_path, "the proof file ");
  ScopedCnfLimits limits({budget, deadline});
  Encoding enc;
  try {
    enc = p.encode(opt.encode);
    a.stats.vars = enc.cnf.num_vars();
    a.stats.clauses = enc.cnf.num_clauses();
    if (decided_without_search(enc)) {
      answer_without_search(enc, opt, sink, a, proof.get());
    } else if (threads > 1 || opt.sls_workers > 0) {
      // Counts get the family's configuration as one thread does (a 25x25's count runs `sat`:
      // the threads ran `default` before, 10-20% more conflicts); a first solution keeps
      // `auto` for the portfolio's own mix.
      SolveOptions po = opt;
      if (opt.limit != 1) po.cadical = settings_for(opt.cadical, p, true);
      solve_in_parallel(enc, po, deadline, sink, a);
    } else {
      solve_one_thread(p, enc, opt, deadline, sink, a, proof.get());
    }
  } catch (const EncodingStopped&) {
    // The deadline or SIGINT came before the formula was in the solver: the temporary proof
    // file, if any, goes with `proof`.
    a = Answer{};
    a.stats.vars = enc.cnf.num_vars();
    a.stats.clauses = enc.cnf.num_clauses();
  }
  finish(a, start);
  return a;
}

}  // namespace

}  // namespace gridsat
