#pragma once
// The clause store. Variables are just positive ints, literals are +v / -v (DIMACS).
// Encoders write to a ClauseSink and never see a solver; Cnf is the sink that keeps
// the clauses (for solving and for DIMACS export), CountingSink only counts (for
// estimating the size of an encoding before building it).
#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <span>
#include <string>
#include <vector>

namespace gridsat {

class ClauseSink {
 public:
  virtual ~ClauseSink() = default;
  virtual int fresh() = 0;                                  // a new auxiliary variable
  virtual void add(std::span<const int> clause) = 0;        // one clause, no terminating 0
  void add(std::initializer_list<int> clause) { add(std::span<const int>(clause.begin(), clause.size())); }
};

class Cnf final : public ClauseSink {
 public:
  int fresh() override { return ++num_vars_; }
  int reserve(int n);                                       // n consecutive fresh variables; returns the first
  void add(std::span<const int> clause) override;
  using ClauseSink::add;

  int num_vars() const { return num_vars_; }
  int64_t num_clauses() const { return num_clauses_; }
  // Clauses as one flat DIMACS stream: literals, each clause closed by 0.
  const std::vector<int>& flat() const { return lits_; }
  bool has_empty_clause() const { return empty_clause_; }

  // Writes every clause in DIMACS form, one per line (the header is the caller's).
  void write_clauses(std::ostream& out) const;

 private:
  int num_vars_ = 0;
  int64_t num_clauses_ = 0;
  bool empty_clause_ = false;
  std::vector<int> lits_;
};

// Counts variables, clauses and literals without storing anything.
class CountingSink final : public ClauseSink {
 public:
  int fresh() override { return ++vars; }
  void add(std::span<const int> clause) override { ++clauses; literals += static_cast<int64_t>(clause.size()); }
  using ClauseSink::add;
  int vars = 0;
  int64_t clauses = 0;
  int64_t literals = 0;
};

}  // namespace gridsat
