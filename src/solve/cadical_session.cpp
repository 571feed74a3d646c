#include "solve/cadical_session.hpp"

#include <algorithm>
#include <cadical.hpp>
#include <climits>
#include <cstdio>
#include <new>
#include <stdexcept>
#include <utility>

#include "base/errors.hpp"
#include "base/memory_limit.hpp"

namespace gridsat {

// Stops the search at the deadline, on SIGINT, when the external flag is set, or over the
// memory limit (--max-memory).
class CadicalSession::Terminator final : public CaDiCaL::Terminator {
 public:
  Terminator(Deadline t, const std::atomic<bool>* stop) : at_(t), stop_(stop) {}
  bool terminate() override {
    return past(at_) || (stop_ && stop_->load(std::memory_order_relaxed)) || over_memory_limit();
  }
  Deadline at_;

 private:
  const std::atomic<bool>* stop_;
};

// CaDiCaL 1.5.3 offers no statistics getter; every conflict learns one clause, so
// counting learned clauses counts conflicts.
// With export_learned, it also hands the short learned clauses on.
class CadicalSession::Counter final : public CaDiCaL::Learner {
 public:
  bool learning(int size) override {
    ++count;
    return sink && size <= max_size;
  }
  void learn(int lit) override {
    if (lit) return clause.push_back(lit);
    sink(clause);
    clause.clear();
  }
  int64_t count = 0;
  int max_size = 0;
  std::function<void(const std::vector<int>&)> sink;
  std::vector<int> clause;
};

namespace {

std::string names_error(const CadicalSettings& s) {
  if (s.config != "auto" && !CaDiCaL::Solver::is_valid_configuration(s.config.c_str()))
    return "unknown CaDiCaL configuration '" + s.config + "' (auto, default, plain, sat, unsat)";
  for (const auto& [name, value] : s.options)
    if (!CaDiCaL::Solver::is_valid_option(name.c_str())) return "unknown CaDiCaL option '" + name + "'";
  return "";
}

// Sets the option on `solver` (still configuring); "" when CaDiCaL took the value as it is.
// Solver::set clamps a value outside the option's range to the nearest end without a word, so
// the value read back tells; the range is then read off a fresh solver.
std::string set_in_range(CaDiCaL::Solver& solver, const std::string& name, int value) {
  solver.set(name.c_str(), value);
  if (solver.get(name.c_str()) == value) return "";
  CaDiCaL::Solver probe;
  probe.set(name.c_str(), INT_MIN);
  const int low = probe.get(name.c_str());
  probe.set(name.c_str(), INT_MAX);
  const int high = probe.get(name.c_str());
  return "--cadical " + name + "=" + std::to_string(value) + ": out of range (CaDiCaL's " + name + " takes " +
         std::to_string(low) + ".." + std::to_string(high) + ")";
}

}  // namespace

std::string validate(const CadicalSettings& s) {
  if (std::string why = names_error(s); !why.empty()) return why;
  // gridsat's own settings need no probe (a solver built and thrown away: a tenth of a small
  // request of gridsat serve).
  if (s.options.empty() || s.options == CadicalSettings{}.options) return "";
  CaDiCaL::Solver probe;
  for (const auto& [name, value] : s.options)
    if (std::string why = set_in_range(probe, name, value); !why.empty()) return why;
  return "";
}

bool speaks(const CadicalSettings& s) {
  bool quiet = true;  // gridsat's own setting, before the user's
  for (const auto& [name, value] : s.options)
    if (name == "quiet") quiet = value != 0;
  return !quiet;
}

CadicalSession::CadicalSession(const CadicalSettings& settings, Deadline deadline, FILE* proof,
                               const std::atomic<bool>* stop)
    : solver_(std::make_unique<CaDiCaL::Solver>()),
      terminator_(std::make_unique<Terminator>(deadline, stop)),
      counter_(std::make_unique<Counter>()),
      stop_(stop) {
  if (std::string why = names_error(settings); !why.empty()) throw InputError(why);
  solver_->set("quiet", 1);
  // CaDiCaL's profiling timers read the process time (getrusage) at every solve() call, 2-3
  // calls a 9x9 puzzle: off unless --cadical profile=N asks for them.
  solver_->set("profile", 0);
  // "auto" reaching a solver (no family chose for it: parallel runs, cubes) is CaDiCaL's default.
  solver_->configure(settings.config == "auto" ? "default" : settings.config.c_str());
  for (const auto& [name, value] : settings.options)
    if (std::string why = set_in_range(*solver_, name, value); !why.empty()) throw InputError(why);
  if (proof) {
    solver_->set("binary", 0);  // ASCII DRAT, readable and accepted by drat-trim
    if (!solver_->trace_proof(proof, "proof")) throw std::logic_error("CaDiCaL refused the proof trace");
    proof_open_ = true;
  }
  solver_->connect_terminator(terminator_.get());  // always: SIGINT stops the search too
  solver_->connect_learner(counter_.get());
}

CadicalSession::~CadicalSession() {
  // A std::bad_alloc out of CaDiCaL halfway through growing its arrays (Internal::enlarge, in
  // reserve or add) leaves its size and its arrays apart, and deleting it frees a wrong address
  // ("free(): invalid pointer", an abort: tests/fault, explain with every allocation from 103 on
  // refused). Such a solver is left undeleted, its memory lost, and out of memory is reported.
  if (broken_) {
    (void)solver_.release();
    return;
  }
  // An exception out of CaDiCaL (an allocation refused mid-solve) leaves it in no valid state,
  // where every call of its API is a fatal error (abort): then nothing is called, the solver
  // is only deleted, and the error goes on to be reported.
  if (!(solver_->state() & CaDiCaL::VALID)) return;
  solver_->disconnect_learner();
  solver_->disconnect_terminator();
  if (proof_open_) finish_proof();
}

void CadicalSession::export_learned(int max_size, std::function<void(const std::vector<int>&)> sink) {
  counter_->max_size = max_size;
  counter_->sink = std::move(sink);
}

void CadicalSession::load(const Cnf& cnf, const LazyConstraints* lazy) try {
  if (lazy && !lazy->empty()) lazy_ = lazy;
  if (cnf.num_vars() > 0) solver_->reserve(cnf.num_vars());
  const auto& lits = cnf.flat();
  for (size_t i = 0; i < lits.size(); ++i) {
    solver_->add(lits[i]);
    if ((i & 0xFFFFF) == 0xFFFFF) {
      check_cnf_limits();
      if (stop_ && stop_->load(std::memory_order_relaxed)) throw EncodingStopped(false);
    }
  }
} catch (const std::bad_alloc&) {
  broken_ = true;
  throw;
}

CadicalSession::Result CadicalSession::solve() try {
  const std::vector<int> assumed = std::move(assumed_);
  assumed_.clear();
  const int limit = std::exchange(limit_, -1);
  const bool whole = std::exchange(whole_, false);
  int64_t spent = 0;  // with `whole`: the rounds' conflicts so far, at least one a round
  for (bool first = true;; first = false) {
    if (!first) {
      if (whole && limit >= 0 && spent >= limit) return Result::stopped;
      for (int lit : assumed) solver_->assume(lit);
      if (limit >= 0) solver_->limit("conflicts", whole ? limit - static_cast<int>(spent) : limit);
    }
    const int64_t before = counter_->count;
    const int r = solver_->solve();
    spent += std::max<int64_t>(1, counter_->count - before);
    if (r != 10) return r == 20 ? Result::unsat : Result::stopped;
    if (!lazy_) return Result::sat;
    // Every constraint sees the same model: the cuts are collected first (adding a clause ends
    // CaDiCaL's satisfied state, after which it must not be asked for values).
    const auto value = [this](int var) { return solver_->val(var) > 0; };
    std::vector<std::vector<int>> cuts;
    for (const auto& c : *lazy_)
      for (auto& clause : c->cuts(value)) cuts.push_back(std::move(clause));
    if (cuts.empty()) return Result::sat;
    for (const auto& clause : cuts) block(clause);
    cuts_ += static_cast<int64_t>(cuts.size());
    if (terminator_->terminate()) return Result::stopped;
  }
} catch (const std::bad_alloc&) {
  broken_ = true;
  throw;
}

bool CadicalSession::value(int var) const { return solver_->val(var) > 0; }

void CadicalSession::block(const std::vector<int>& clause) try {
  for (int lit : clause) solver_->add(lit);
  solver_->add(0);
} catch (const std::bad_alloc&) {
  broken_ = true;
  throw;
}

void CadicalSession::assume(int lit) try {
  solver_->assume(lit);
  assumed_.push_back(lit);
} catch (const std::bad_alloc&) {
  broken_ = true;
  throw;
}

bool CadicalSession::failed(int lit) const { return solver_->failed(lit); }

int64_t CadicalSession::conflicts() const { return counter_->count; }

void CadicalSession::limit_conflicts(int n, bool whole) {
  solver_->limit("conflicts", n);
  limit_ = n;
  whole_ = whole;
}

int CadicalSession::fixed(int var) const { return solver_->fixed(var); }

CadicalSession::Cubes CadicalSession::cubes(int depth, int min_depth, Deadline budget) try {
  // The lookahead polls the terminator: the budget (or the deadline, SIGINT, the stop flag,
  // whichever comes first) makes it fall back to cheap occurrence counts.
  const Deadline deadline = terminator_->at_;
  terminator_->at_ = std::min(deadline, budget);
  auto result = solver_->generate_cubes(depth, min_depth);
  terminator_->at_ = deadline;
  solver_->reset_assumptions();
  // Status 10 with no cube comes from the preprocessing path (a model, or in 1.5.3 also an
  // empty clause); 0 or 20 with no cube: every branch met the empty clause.
  Cubes c;
  c.refuted = result.cubes.empty() && result.status != 10;
  c.cubes = std::move(result.cubes);
  return c;
} catch (const std::bad_alloc&) {
  broken_ = true;
  throw;
}

void CadicalSession::finish_proof() {
  if (!proof_open_) return;
  solver_->close_proof_trace();  // a FILE* given to CaDiCaL is flushed, not closed
  proof_open_ = false;
}

}  // namespace gridsat
