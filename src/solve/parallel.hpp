#pragma once
// One formula, several CaDiCaL solvers side by side (--threads N): the building blocks, so
// that a distributed driver (MPI) can run the same schemes across processes.
//
//   first solution:  run_portfolio - N differently configured solvers race on the same CNF;
//                    the first answer (a model or unsatisfiability) wins, the rest are
//                    stopped through their terminators.
//   counts:          make_cubes, then solve_cubes - CaDiCaL's lookahead splits the formula
//                    into disjoint cubes (cube-and-conquer); a pool of workers solves them
//                    under assumptions with a conflict limit per cube, splits a cube again
//                    when it reaches the limit, and enumerates the solutions inside each
//                    cube with blocking clauses. Counts add up over the cubes.
//
// A distributed run (one process per rank, each rebuilding the Encoding from the puzzle):
//   portfolio: rank r calls run_portfolio with first_worker = r * threads, so no two workers
//              anywhere share a configuration; the first rank with an answer tells the others,
//              whose receiving thread sets their `stop` flag.
//   cubes:     make_cubes on rank 0, which hands the cubes out from a queue as the ranks ask
//              (each rank runs a CubeFeed with its threads); the counts are summed over the
//              disjoint cubes; `stop` stops a rank from outside (another rank's solutions
//              reached the limit, the time limit). solve_cubes on a fixed share works too.
// Every function here reports solutions through a SolutionSink, called by one thread at a time;
// solve() (solve.hpp) wraps the sink with the independent checker.
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "base/stop.hpp"
#include "cnf/cnf.hpp"
#include "model/puzzle.hpp"
#include "solve/solve.hpp"

namespace gridsat {

using Cube = std::vector<int>;  // literals assumed together, in the order they were split on

// The most workers that help: one per core, at least 4 (threads beyond the cores share
// them and only divide the memory and the clause budget; 4 keeps small machines' tests
// and portfolios meaningful).
int max_useful_threads();
// --threads N as a number of workers: N, or every core for 0 (at least 1), capped at
// max_useful_threads() (the CLI says so on stderr).
int thread_count(int requested);

// The settings of worker `worker` of a portfolio: worker 0 gets `base` unchanged (one thread
// behaves as before); worker k >= 1 adds (after the base's options, so these win) random
// shuffling with its own seed, base seed + 1000 k (in CaDiCaL 1.5.3 `seed` matters only
// with shuffle=1 and shufflerandom=1), alternates the initial phase (odd k: false), and
// every third from k = 1 (k = 1, 4, ...) uses the "sat" configuration when `base` has the
// default one: with 2 threads worker 1 searches in stable mode only, beside worker 0's
// alternating modes (the pair that settles satisfiable QWH best, BENCHMARKS.md).
CadicalSettings diversify(const CadicalSettings& base, int worker);

struct PortfolioOptions {
  CadicalSettings settings;  // diversified per worker
  int threads = 2;
  int first_worker = 0;               // worker k uses diversify(settings, first_worker + k)
  Deadline deadline = kNoDeadline;    // SIGINT stops it too
  std::atomic<bool>* stop = nullptr;  // in/out: set from outside to stop the run; the run sets
                                      // it when it has an answer (nullptr: an internal flag)
  // Local-search workers (src/sls/) beside the `threads` CaDiCaL ones, numbered after them:
  // local-search worker j is worker threads + j and uses seed sls_seed + first_worker + j.
  // None run when the encoding has lazy constraints (the clauses leave their rules out).
  int sls_workers = 0;
  uint64_t sls_seed = 1;
};
struct PortfolioResult {
  Status status = Status::unknown;  // solved: one model went to the sink; unsat; unknown: stopped
  int winner = -1;                  // the worker (0-based, without first_worker) that answered;
                                    // >= threads: a local-search worker
  int64_t conflicts = 0;            // summed over the workers
};
// Races `threads` solvers on enc.cnf. The winner's model is decoded and given to `sink`.
// Throws std::logic_error when a model does not decode (a bug), as solve_with_cadical does.
PortfolioResult run_portfolio(const Encoding& enc, const PortfolioOptions& opt, const SolutionSink& sink);

struct CubeOptions {
  int depth = 0;              // lookahead levels: 0 = chosen from `threads` (log2 + 4)
  int min_depth = 0;          // levels kept when the budget runs out: 0 = log2(threads) + 1
  int threads = 2;            // the workers the cubes are for
  double budget_seconds = 1;  // lookahead time before it falls back to occurrence counts; 0 = no
                              // budget (the same cubes on every run, for distributing them)
};
struct CubeList {
  std::vector<Cube> cubes;  // disjoint; every solution (grid) lies in exactly one of them
  bool unsat = false;       // the lookahead refuted the formula (then `cubes` is empty)
  double seconds = 0;
};
// Loads `cnf` into a solver of its own (freed before returning) and splits it. Cubes hold
// primary variables only (the lookahead's cubes are cut at their first auxiliary literal:
// an auxiliary variable may be free, so a grid could otherwise lie in two cubes), and are
// split further on primary variables until there are at least 2 * threads. Throws
// EncodingStopped when the deadline, SIGINT or `stop` comes while loading.
CubeList make_cubes(const Encoding& enc, const CadicalSettings& settings, const CubeOptions& opt, Deadline deadline,
                    const std::atomic<bool>* stop = nullptr);

inline constexpr int64_t kWholeWorkerLimit = 10000;
struct CubeRunOptions {
  CadicalSettings settings;  // every worker uses these (cubes diversify the search)
  int threads = 2;
  int64_t limit = 0;               // stop once this many solutions went to the sink; 0 = all
  int conflicts_per_cube = 20000;  // a cube that reaches it (per solve call) is split again
  // Worker 0 enumerates the whole formula as one thread would, beside the cubes; the first
  // to finish decides, and a solution both find is counted once (the run keeps the cells of
  // every solution: for small limits only, at most kWholeWorkerLimit).
  bool whole_worker = false;
  Deadline deadline = kNoDeadline;    // SIGINT stops it too
  std::atomic<bool>* stop = nullptr;  // in/out, as in PortfolioOptions (set at the limit)
};
struct CubeResult {
  int64_t count = 0;                // solutions given to the sink
  bool complete = false;            // every cube was exhausted (never when the limit was reached)
  int64_t conflicts = 0;            // summed over the workers
  int64_t cubes = 0;                // the cubes given plus those made by re-splitting
  int64_t resplit = 0;              // cubes that reached the conflict limit and were split again
  double largest_cube_seconds = 0;  // the longest one worker spent on one cube
  // Into `a`: count, complete, conflicts, and of a.stats.parallel cubes, cubes_resplit and
  // largest_cube_seconds.
  void record(Answer& a) const;
};
// The partition cubes of a count (solve/partition.cpp), for gridsat-mpi's ranks: a first
// solution S (`first`, not checked), then cube i of S's blocking clause (its literals before
// i false, literal i true), which cover every other solution once. No S: `list.unsat` (the
// formula has no solution) or `stopped` (the deadline, SIGINT); S with nothing open: no cube.
struct PartitionCubes {
  CubeList list;
  std::optional<Grid> first;
  bool stopped = false;
};
PartitionCubes make_partition_cubes(const Encoding& enc, const CadicalSettings& settings, Deadline deadline);

// Solves `cubes` (from make_cubes, or any subset of its list) with a pool of `threads`
// workers, each with its own copy of enc.cnf. Each solution is counted in the one cube
// holding it; the sink sees it once. A sink returning false stops every worker.
CubeResult solve_cubes(const Encoding& enc, std::vector<Cube> cubes, const CubeRunOptions& opt,
                       const SolutionSink& sink);

// solve_cubes fed while it runs (gridsat-mpi: rank 0 hands the cubes of one puzzle to every
// rank a few at a time, as the ranks ask for them). The workers start at once and load the
// formula; add() queues cubes, from any thread; the run ends once close() was called and every
// cube is exhausted, or when it stops (the limit, the deadline, SIGINT, `opt.stop`).
// opt.whole_worker must be off (a whole-formula race on every rank would count twice).
class CubeFeed {
 public:
  CubeFeed(const Encoding& enc, const CubeRunOptions& opt, SolutionSink sink);
  ~CubeFeed();  // stops the workers if wait() was not called, and joins them
  CubeFeed(const CubeFeed&) = delete;
  CubeFeed& operator=(const CubeFeed&) = delete;

  void add(std::vector<Cube> cubes);
  void close();           // no more cubes will come
  void stop();            // as opt.stop: every worker stops, the run is incomplete
  size_t queued() const;  // cubes waiting for a worker (the parts of re-split ones included)
  bool ended() const;     // every worker has ended: wait() returns at once
  // Joins the workers; rethrows what a worker threw (other than EncodingStopped).
  CubeResult wait();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The sat backend's path for opt.threads > 1 (solve_with_cadical calls it once the formula
// is built): run_portfolio for opt.limit == 1 (mode "portfolio"); otherwise the cubes,
// made by the first cube worker while the others load the formula (mode "cubes"), with a
// whole-formula worker for limits up to kWholeWorkerLimit (mode "race"). Fills count,
// complete and stats (conflicts, parallel) of `a`.
void solve_in_parallel(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                       Answer& a);

}  // namespace gridsat
