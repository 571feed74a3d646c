// Partition cubes for counts with threads (SolveOptions::parallel_count = partition): once a
// first solution S is known, "another solution" is the disjoint union over i of the cubes
// "the first i-1 literals of S's blocking clause false (those cells agree with S), literal i
// true (cell i differs)". The cubes need no lookahead, cover every other solution exactly
// once, and any number of workers can share them. Worker 0 finds S and then, for bounded
// counts, goes on over the whole formula as one thread would (the first to finish decides, a
// solution both find is counted once, as in the race); the other workers take the cubes in
// order from a shared index.
#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <optional>

#include "base/errors.hpp"
#include "solve/cadical_session.hpp"
#include "solve/parallel.hpp"
#include "solve/parallel_detail.hpp"
#include "solve/shared_count.hpp"

namespace gridsat {

using parallel_detail::decode_model;
using parallel_detail::Next;
using parallel_detail::next_solution;
using parallel_detail::run_count;

namespace {

using Result = CadicalSession::Result;

// Cube i of a blocking clause: its literals before i false (those cells agree with the
// solution), literal i true (this one differs).
std::vector<Cube> prefix_cubes(const std::vector<int>& clause) {
  std::vector<Cube> out;
  for (size_t i = 0; i < clause.size(); ++i) {
    Cube cube;
    for (size_t j = 0; j < i; ++j) cube.push_back(-clause[j]);
    cube.push_back(clause[i]);
    out.push_back(std::move(cube));
  }
  return out;
}

class PartitionRun {
 public:
  PartitionRun(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink, int threads)
      : enc_(enc),
        opt_(opt),
        deadline_(deadline),
        whole_worker_(opt.limit > 0 && opt.limit <= kWholeWorkerLimit && threads > 1),
        count_(sink, opt.limit, whole_worker_, &stop_) {}  // a solution both kinds of worker find counts once

  void work(int k) {
    ScopedCnfLimits scope({0, deadline_});  // loading polls the deadline and SIGINT
    CadicalSession s(opt_.cadical, deadline_, nullptr, &stop_);
    s.load(enc_.cnf, &enc_.lazy);
    if (k == 0) first(s);
    if (k == 0 && whole_worker_) whole(s);
    else cubes(s);
    std::lock_guard lock(m_);
    conflicts_ += s.conflicts();
  }

  int64_t count() const { return count_.count(); }
  bool complete() const { return complete_; }
  int64_t conflicts() const { return conflicts_; }
  void record(ParallelStats& ps) const { ps.cubes = static_cast<int64_t>(cubes_.size()); }

 private:
  bool stopping() const { return past(deadline_) || stop_.load(std::memory_order_relaxed); }

  // Worker 0: the first solution, then the cubes from its blocking clause.
  void first(CadicalSession& s) {
    const Result r = s.solve();
    std::lock_guard lock(m_);
    ready_ = true;
    cv_.notify_all();
    if (r == Result::unsat) {
      complete_ = true;
      stop_ = true;
      return;
    }
    if (r == Result::stopped) {
      stop_ = true;
      return;
    }
    const Grid g = decode_model(enc_, s);
    std::vector<int> clause = blocking_clause(enc_, g);
    if (!count_.report(g)) return;
    s.block(clause);
    if (clause.empty()) {  // no primary variable is open: S is the only solution
      complete_ = true;
      stop_ = true;
      return;
    }
    cubes_ = prefix_cubes(clause);
  }

  // The rest of the whole formula, one thread's way (S is blocked already).
  void whole(CadicalSession& s) {
    while (!stopping()) {
      const Next n = next_solution(enc_, s, count_);
      if (n == Next::exhausted) {
        std::lock_guard lock(m_);
        complete_ = true;
        stop_ = true;
      }
      if (n != Next::solution) return;
    }
  }

  std::optional<size_t> next_cube() {
    std::unique_lock lock(m_);
    while (!ready_ && !stopping()) cv_.wait_for(lock, std::chrono::milliseconds(20));
    if (stopping() || next_ >= cubes_.size()) return std::nullopt;
    return next_++;
  }

  void cubes(CadicalSession& s) {
    while (const std::optional<size_t> i = next_cube()) {
      for (;;) {  // every solution in cube i (each lies in this cube only: blocked here)
        for (int lit : cubes_[*i]) s.assume(lit);
        const Next n = next_solution(enc_, s, count_);
        if (n == Next::exhausted) break;
        if (n == Next::stopped) {
          std::lock_guard lock(m_);
          aborted_ = true;
        }
        if (n != Next::solution) return;
      }
      std::lock_guard lock(m_);
      if (++done_ == cubes_.size() && !aborted_) {
        complete_ = true;
        stop_ = true;
      }
    }
  }

  const Encoding& enc_;
  const SolveOptions& opt_;
  const Deadline deadline_;
  const bool whole_worker_;

 public:
  std::atomic<bool> stop_{false};

 private:
  SharedCount count_;
  std::mutex m_;  // guards what follows
  std::condition_variable cv_;
  bool ready_ = false;  // worker 0 has its first answer, and the cubes are made
  std::vector<std::vector<int>> cubes_;
  size_t next_ = 0, done_ = 0;
  bool aborted_ = false, complete_ = false;
  int64_t conflicts_ = 0;
};

}  // namespace

PartitionCubes make_partition_cubes(const Encoding& enc, const CadicalSettings& settings, Deadline deadline) {
  const auto start = Clock::now();
  PartitionCubes out;
  ScopedCnfLimits scope({0, deadline});
  CadicalSession s(settings, deadline);
  s.load(enc.cnf, &enc.lazy);
  const Result r = s.solve();
  out.list.seconds = seconds_since(start);
  if (r == Result::unsat) out.list.unsat = true;
  if (r == Result::stopped) out.stopped = true;
  if (r != Result::sat) return out;
  out.first = decode_model(enc, s);
  out.list.cubes = prefix_cubes(blocking_clause(enc, *out.first));
  return out;
}

namespace parallel_detail {

void count_by_partition(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                        Answer& a) {
  PartitionRun run(enc, opt, deadline, sink, a.stats.parallel.threads);
  run_count(run, a, "partition");
}

}  // namespace parallel_detail

}  // namespace gridsat
