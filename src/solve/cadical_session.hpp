#pragma once
// The CaDiCaL facade: one solver's life, configure -> load -> next model / block ... ->
// finish. CaDiCaL aborts the process on API contract violations, so everything it receives
// is validated here first: options are checked against its tables and set before the
// first clause, literals come from a Cnf (which rejects undeclared variables), and values
// are read only right after a SATISFIABLE answer.
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "base/stop.hpp"
#include "cnf/cnf.hpp"
#include "cnf/lazy.hpp"
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
  // SIGINT stop loading and searching; so does `stop` once it is true (the other threads of
  // a parallel run set it: a portfolio's winner, a count that reached its limit).
  CadicalSession(const CadicalSettings& settings, Deadline deadline, FILE* proof = nullptr,
                 const std::atomic<bool>* stop = nullptr);
  ~CadicalSession();
  CadicalSession(const CadicalSession&) = delete;
  CadicalSession& operator=(const CadicalSession&) = delete;

  // Copies the formula in; throws EncodingStopped at the deadline or on SIGINT (copying a
  // large formula takes longer than building it, so the clock is polled).
  // With lazy constraints (cnf/lazy.hpp; the session keeps a pointer: they must outlive it),
  // solve() checks each model against them and solves again with their cuts until a model
  // passes: then models are models of the whole formula.
  void load(const Cnf& cnf, const LazyConstraints* lazy = nullptr);
  // The next model, unsatisfiability, or stopped (deadline or SIGINT). Assumptions and the
  // conflict limit hold for every call of the lazy loop.
  Result solve();
  int64_t cuts() const { return cuts_; }       // lazy cuts added so far
  bool value(int var) const;                   // after Result::sat only
  void block(const std::vector<int>& clause);  // adds a clause (a blocking clause) for the next solve()
  // Assumptions hold for the next solve() only; after an unsat answer, failed(lit) says
  // whether assumption lit is in the core CaDiCaL found.
  void assume(int lit);
  bool failed(int lit) const;
  int64_t conflicts() const;
  // Each clause CaDiCaL learns with at most `max_size` literals goes to `sink`, on the thread
  // that solves, while it solves (clause sharing between the workers of a count).
  void export_learned(int max_size, std::function<void(const std::vector<int>&)> sink);
  // Bounds the next solve() only to `n` more conflicts (then it answers stopped); n < 0: none.
  // Each round of the lazy loop gets n anew; with `whole`, n bounds the rounds together, each
  // counting at least one (a call can take tens of thousands of rounds of a conflict or two).
  void limit_conflicts(int n, bool whole = false);
  // The fixed value of `var` at the root (1 true, -1 false, 0 not fixed): for choosing a
  // variable to split a cube on.
  int fixed(int var) const;
  // CaDiCaL's lookahead cubes (cube-and-conquer) under the assumptions given with assume()
  // (each cube extends them), at most `depth` literals deeper; when `budget` passes, the
  // lookahead degrades to occurrence counts and stops after `min_depth` levels. The cubes
  // are disjoint and cover every model of the clauses and the assumptions. No cube: either
  // `refuted` (the clauses are unsatisfiable) or not (CaDiCaL 1.5.3 answers no cube, with a
  // status that cannot be told apart, both when its preprocessing finds a model and when it
  // refutes the formula). The assumptions are dropped afterwards.
  struct Cubes {
    std::vector<std::vector<int>> cubes;
    bool refuted = false;
  };
  Cubes cubes(int depth, int min_depth, Deadline budget);
  // Ends the proof trace (CaDiCaL has written everything to the file).
  void finish_proof();

 private:
  class Terminator;
  class Counter;
  std::unique_ptr<CaDiCaL::Solver> solver_;
  std::unique_ptr<Terminator> terminator_;
  std::unique_ptr<Counter> counter_;
  const std::atomic<bool>* stop_;
  bool proof_open_ = false;
  bool broken_ = false;  // a std::bad_alloc left CaDiCaL halfway: never deleted (cadical_session.cpp)
  const LazyConstraints* lazy_ = nullptr;
  std::vector<int> assumed_;  // since the last solve(): given again in each call of the lazy loop
  int limit_ = -1;            // the conflict limit of the next solve(), likewise
  bool whole_ = false;        // limit_ bounds all of its lazy loop's rounds together
  int64_t cuts_ = 0;
};

}  // namespace gridsat
