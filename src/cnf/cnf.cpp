#include "cnf/cnf.hpp"

#include <cstdlib>
#include <ostream>
#include <stdexcept>

#include "base/stop.hpp"

namespace gridsat {

namespace {
thread_local const CnfLimits* g_limits = nullptr;
constexpr int64_t kPollEvery = 1 << 16;  // clauses between two looks at the clock

}  // namespace

ScopedCnfLimits::ScopedCnfLimits(const CnfLimits& limits) : limits_(limits), previous_(g_limits) {
  g_limits = &limits_;
}
ScopedCnfLimits::~ScopedCnfLimits() { g_limits = previous_; }

void check_cnf_variables(int64_t vars) {
  if (g_limits && g_limits->max_clauses > 0 && vars > g_limits->max_clauses)
    throw TooManyClauses(vars, g_limits->max_clauses, false, true);
  check_cnf_limits();
}

void check_cnf_budget(int64_t clauses) {
  if (g_limits && g_limits->max_clauses > 0 && clauses > g_limits->max_clauses)
    throw TooManyClauses(clauses, g_limits->max_clauses, true);
}

void check_cnf_limits(int64_t clauses) {
  if (interrupted() || cancelled()) throw EncodingStopped(true);
  if (!g_limits) return;
  if (g_limits->max_clauses > 0 && clauses > g_limits->max_clauses)
    throw TooManyClauses(clauses, g_limits->max_clauses, false);
  if (g_limits->deadline != kNoDeadline && Clock::now() >= g_limits->deadline) throw EncodingStopped(false);
}

int Cnf::reserve(int n) {
  int first = num_vars_ + 1;
  check_cnf_variables(static_cast<int64_t>(num_vars_) + n);
  num_vars_ += n;
  return first;
}

void Cnf::add(std::span<const int> clause) {
  for (int lit : clause) {
    if (lit == 0 || std::abs(lit) > num_vars_)
      throw std::logic_error("Cnf::add: literal " + std::to_string(lit) + " is not a declared variable");
    lits_.push_back(lit);
  }
  if (guard_) lits_.push_back(-guard_);
  lits_.push_back(0);
  ++num_clauses_;
  if (clause.empty() && !guard_) empty_clause_ = true;
  if (num_clauses_ % kPollEvery == 0) check_cnf_limits(num_clauses_);
}

void Cnf::write_clauses(std::ostream& out) const {
  std::string line;
  int64_t written = 0;
  for (int lit : lits_) {
    line += std::to_string(lit);
    if (lit == 0) {
      out << line << '\n';
      line.clear();
      if (++written % kPollEvery == 0) check_cnf_limits();
    } else {
      line += ' ';
    }
  }
}

}  // namespace gridsat
