#pragma once
// The clause store. Variables are just positive ints, literals are +v / -v (DIMACS).
// Encoders write to a ClauseSink and never see a solver; Cnf is the sink that keeps
// the clauses (for solving and for DIMACS export), CountingSink only counts (for
// estimating the size of an encoding before building it).
#include <chrono>
#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "base/stop.hpp"

namespace gridsat {

class ClauseSink {
 public:
  virtual ~ClauseSink() = default;
  virtual int fresh() = 0;                            // a new auxiliary variable
  virtual void add(std::span<const int> clause) = 0;  // one clause, no terminating 0
  void add(std::initializer_list<int> clause) { add(std::span<const int>(clause.begin(), clause.size())); }
};

// Guards on building clauses, family-independent: the caller (the sat backend, the CLI's
// encode and decode) sets them for a scope, and every Cnf built in that scope checks them
// every 65536 clauses, so no encoder needs to know of them. They also cover writing a Cnf.
struct CnfLimits {
  int64_t max_clauses = 0;  // 0 = no limit
  Deadline deadline = kNoDeadline;
};

// Sets the limits of the current thread until destroyed (then the previous ones return).
class ScopedCnfLimits {
 public:
  explicit ScopedCnfLimits(const CnfLimits& limits);
  ~ScopedCnfLimits();
  ScopedCnfLimits(const ScopedCnfLimits&) = delete;
  ScopedCnfLimits& operator=(const ScopedCnfLimits&) = delete;

 private:
  CnfLimits limits_;
  const CnfLimits* previous_;
};

// Throws EncodingStopped when the current deadline has passed or SIGINT arrived, and
// TooManyClauses when `clauses` exceeds the current limit. Cheap: for polling in loops.
void check_cnf_limits(int64_t clauses = 0);

// The budget bounds variables too (an encoder may build billions of variables before its
// first clause: a magic square of order 200 has 1.6e9 one-hot variables): throws
// TooManyClauses (variables) when `vars` is above the limit; also polls like
// check_cnf_limits.
void check_cnf_variables(int64_t vars);

// For encoders that know their size after their own deductions, before writing a clause:
// throws TooManyClauses (estimated) when `clauses` is above the current limit.
void check_cnf_budget(int64_t clauses);

class Cnf final : public ClauseSink {
 public:
  int fresh() override {
    if ((++num_vars_ & 0xFFFF) == 0) check_cnf_variables(num_vars_);
    return num_vars_;
  }
  int reserve(int n);  // n consecutive fresh variables; returns the first
  void add(std::span<const int> clause) override;
  using ClauseSink::add;

  int num_vars() const { return num_vars_; }
  int64_t num_clauses() const { return num_clauses_; }
  // Rule groups (Encoding::groups): while a guard literal is set, every clause added gets its
  // negation, so that the clause holds only where the guard is assumed (0: none).
  void set_guard(int lit) { guard_ = lit; }
  int guard() const { return guard_; }
  // Clauses as one flat DIMACS stream: literals, each clause closed by 0.
  const std::vector<int>& flat() const { return lits_; }
  bool has_empty_clause() const { return empty_clause_; }

  // Writes every clause in DIMACS form, one per line (the header is the caller's).
  void write_clauses(std::ostream& out) const;

 private:
  int num_vars_ = 0;
  int64_t num_clauses_ = 0;
  bool empty_clause_ = false;
  int guard_ = 0;
  std::vector<int> lits_;
};

// Counts variables, clauses and literals without storing anything.
class CountingSink final : public ClauseSink {
 public:
  int fresh() override { return ++vars; }
  void add(std::span<const int> clause) override {
    ++clauses;
    literals += static_cast<int64_t>(clause.size());
  }
  using ClauseSink::add;
  int vars = 0;
  int64_t clauses = 0;
  int64_t literals = 0;
};

}  // namespace gridsat
