#pragma once
// Private to src/solve: what the parallel schemes share (parallel.cpp: the worker threads,
// decoding a model) and the four ways solve_in_parallel counts (cubes.cpp, partition.cpp,
// split.cpp, share.cpp). It does not include parallel.hpp, which parallel.cpp implements by
// way of this header.
#include <atomic>
#include <functional>

#include "solve/cadical_session.hpp"
#include "solve/shared_count.hpp"
#include "solve/solve.hpp"

namespace gridsat::parallel_detail {

// Runs body(k) for k = 0..n-1 on n threads and waits for them. EncodingStopped (a worker
// stopped while loading) ends that worker quietly; any other exception stops the others
// through `stop` and is rethrown once every thread has ended.
void run_workers(int n, std::atomic<bool>& stop, const std::function<void(int)>& body);

// The grid of the model `s` just found; std::logic_error when it does not decode (a bug).
Grid decode_model(const Encoding& enc, const CadicalSession& s);

// One step of a worker that enumerates solutions: `s` solves (under the assumptions given
// it), and a solution is decoded, reported to `count` and blocked in `s` (its blocking clause
// also into *clause when asked). exhausted: unsat; stopped: the solver was stopped (the
// deadline, SIGINT, the run's flag); over: the count stopped the run (the limit, the sink).
enum class Next { solution, exhausted, stopped, over };
Next next_solution(const Encoding& enc, CadicalSession& s, SharedCount& count, std::vector<int>* clause = nullptr);

// A scheme's run (partition, split, share): run.work(k) on the answer's threads, then its
// count, completeness and conflicts into `a`, `mode`, and what run.record adds of its own.
template <class Run>
void run_count(Run& run, Answer& a, const char* mode) {
  run_workers(a.stats.parallel.threads, run.stop_, [&](int k) { run.work(k); });
  a.stats.parallel.mode = mode;
  a.count = run.count();
  a.complete = run.complete();
  a.stats.conflicts = run.conflicts();
  run.record(a.stats.parallel);
}

// Each fills count, complete and conflicts of `a`, and of a.stats.parallel the mode and what
// the scheme reports (threads is set already: the number of workers).

// The cubes (cubes.cpp): made by the first cube worker while the others load the formula,
// then solved as solve_cubes does; for limits up to kWholeWorkerLimit worker 0 enumerates the
// whole formula beside them. Mode "race" or "cubes"; cubes, cubes_resplit, cube_seconds,
// largest_cube_seconds.
void count_by_cubes(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                    Answer& a);

// SolveOptions::count_split partition (partition.cpp): mode "partition", cubes.
void count_by_partition(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                        Answer& a);

// SolveOptions::count_split split (split.cpp): mode "split"; cubes, cube_seconds (the
// lookahead's after the first solution) and cubes_resplit.
void count_by_split(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                    Answer& a);

// SolveOptions::count_split share (share.cpp): mode "share"; cubes holds the number of
// clauses the workers imported from each other.
void count_by_sharing(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                      Answer& a);

}  // namespace gridsat::parallel_detail
