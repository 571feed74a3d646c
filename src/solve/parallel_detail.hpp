#pragma once
// Private to src/solve: what the parallel schemes share (parallel.cpp: the worker threads,
// decoding a model) and the cube run behind solve_in_parallel's counts (cubes.cpp).
#include <atomic>
#include <functional>

#include "solve/cadical_session.hpp"
#include "solve/parallel.hpp"

namespace gridsat::parallel_detail {

// Runs body(k) for k = 0..n-1 on n threads and waits for them. EncodingStopped (a worker
// stopped while loading) ends that worker quietly; any other exception stops the others
// through `stop` and is rethrown once every thread has ended.
void run_workers(int n, std::atomic<bool>& stop, const std::function<void(int)>& body);

// The grid of the model `s` just found; std::logic_error when it does not decode (a bug).
Grid decode_model(const Encoding& enc, const CadicalSession& s);

// solve_in_parallel's counts: the cubes are made (with `make`) by the first cube worker while
// the others load the formula, then solved as solve_cubes does. cube_seconds: the lookahead's time.
CubeResult make_and_solve_cubes(const Encoding& enc, const CubeRunOptions& opt, const CubeOptions& make,
                                const SolutionSink& sink, double& cube_seconds);

// solve_in_parallel's counts with SolveOptions::count_split partition (partition.cpp): fills
// count, complete, conflicts and parallel (mode "partition", cubes) of `a`.
void count_by_partition(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                        Answer& a);

// Likewise with SolveOptions::count_split split (split.cpp): mode "split"; cubes, cube_seconds
// (the lookahead's after the first solution) and cubes_resplit.
void count_by_split(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                    Answer& a);

// Likewise with SolveOptions::count_split share (share.cpp): mode "share"; cubes holds the
// number of clauses the workers imported from each other.
void count_by_sharing(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                      Answer& a);

}  // namespace gridsat::parallel_detail
