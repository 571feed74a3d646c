#pragma once
// The CaDiCaL facade: one solver's life, configure -> load -> next model / block ... ->
// finish. CaDiCaL aborts the process on API contract violations, so everything it receives
// is validated here first: options are checked against its tables and set before the
// first clause, literals come from a Cnf (which rejects undeclared variables), and values
// are read only right after a SATISFIABLE answer.
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "base/stop.hpp"
#include "cnf/cnf.hpp"
#include "solve/solve.hpp"

namespace CaDiCaL {
class Solver;
}

namespace gridsat {

class CadicalSession {
 public:
  enum class Result { sat, unsat, stopped };

  // Configures a solver; with a proof file, CaDiCaL traces an ASCII DRAT proof into it (the
  // caller owns the file: solve_with_cadical gives an OutputFile's stream, whose failed writes
  // it reports). Throws InputError for settings that validate() refuses. The deadline and
  // SIGINT stop loading and searching.
  CadicalSession(const CadicalSettings& settings, Deadline deadline, FILE* proof = nullptr);
  ~CadicalSession();
  CadicalSession(const CadicalSession&) = delete;
  CadicalSession& operator=(const CadicalSession&) = delete;

  // Copies the formula in; throws EncodingStopped at the deadline or on SIGINT (copying a
  // large formula takes longer than building it, so the clock is polled).
  void load(const Cnf& cnf);
  // The next model, unsatisfiability, or stopped (deadline or SIGINT).
  Result solve();
  bool value(int var) const;  // after Result::sat only
  void block(const std::vector<int>& clause);  // adds a clause (a blocking clause) for the next solve()
  // Assumptions hold for the next solve() only; after an unsat answer, failed(lit) says
  // whether assumption lit is in the core CaDiCaL found.
  void assume(int lit);
  bool failed(int lit) const;
  int64_t conflicts() const;
  // Ends the proof trace (CaDiCaL has written everything to the file).
  void finish_proof();

 private:
  class Terminator;
  class Counter;
  std::unique_ptr<CaDiCaL::Solver> solver_;
  std::unique_ptr<Terminator> terminator_;
  std::unique_ptr<Counter> counter_;
  bool proof_open_ = false;
};

}  // namespace gridsat
