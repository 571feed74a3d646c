#include "solve/cadical_session.hpp"

#include <cadical.hpp>

#include <cstdio>
#include <stdexcept>

#include "base/errors.hpp"

namespace gridsat {

// Stops the search at the deadline or on SIGINT.
class CadicalSession::Terminator final : public CaDiCaL::Terminator {
 public:
  explicit Terminator(Deadline t) : at_(t) {}
  bool terminate() override { return past(at_); }

 private:
  Deadline at_;
};

// CaDiCaL 1.5.3 offers no statistics getter; every conflict learns one clause, so
// counting learned clauses counts conflicts.
class CadicalSession::Counter final : public CaDiCaL::Learner {
 public:
  bool learning(int) override {
    ++count;
    return false;
  }
  void learn(int) override {}
  int64_t count = 0;
};

std::string validate(const CadicalSettings& s) {
  if (!CaDiCaL::Solver::is_valid_configuration(s.config.c_str()))
    return "unknown CaDiCaL configuration '" + s.config + "' (default, plain, sat, unsat)";
  for (const auto& [name, value] : s.options)
    if (!CaDiCaL::Solver::is_valid_option(name.c_str())) return "unknown CaDiCaL option '" + name + "'";
  return "";
}

CadicalSession::CadicalSession(const CadicalSettings& settings, Deadline deadline, FILE* proof)
    : solver_(std::make_unique<CaDiCaL::Solver>()),
      terminator_(std::make_unique<Terminator>(deadline)),
      counter_(std::make_unique<Counter>()) {
  if (std::string why = validate(settings); !why.empty()) throw InputError(why);
  solver_->set("quiet", 1);
  solver_->configure(settings.config.c_str());
  for (const auto& [name, value] : settings.options) solver_->set(name.c_str(), value);
  if (proof) {
    solver_->set("binary", 0);  // ASCII DRAT, readable and accepted by drat-trim
    if (!solver_->trace_proof(proof, "proof")) throw std::logic_error("CaDiCaL refused the proof trace");
    proof_open_ = true;
  }
  solver_->connect_terminator(terminator_.get());  // always: SIGINT stops the search too
  solver_->connect_learner(counter_.get());
}

CadicalSession::~CadicalSession() {
  solver_->disconnect_learner();
  solver_->disconnect_terminator();
  if (proof_open_) finish_proof();
}

void CadicalSession::load(const Cnf& cnf) {
  if (cnf.num_vars() > 0) solver_->reserve(cnf.num_vars());
  const auto& lits = cnf.flat();
  for (size_t i = 0; i < lits.size(); ++i) {
    solver_->add(lits[i]);
    if ((i & 0xFFFFF) == 0xFFFFF) check_cnf_limits();
  }
}

CadicalSession::Result CadicalSession::solve() {
  const int r = solver_->solve();
  return r == 10 ? Result::sat : r == 20 ? Result::unsat : Result::stopped;
}

bool CadicalSession::value(int var) const { return solver_->val(var) > 0; }

void CadicalSession::block(const std::vector<int>& clause) {
  for (int lit : clause) solver_->add(lit);
  solver_->add(0);
}

void CadicalSession::assume(int lit) { solver_->assume(lit); }

bool CadicalSession::failed(int lit) const { return solver_->failed(lit); }

int64_t CadicalSession::conflicts() const { return counter_->count; }

void CadicalSession::finish_proof() {
  if (!proof_open_) return;
  solver_->close_proof_trace();  // a FILE* given to CaDiCaL is flushed, not closed
  proof_open_ = false;
}

}  // namespace gridsat
