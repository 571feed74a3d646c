// The split proof for bounded counts (SolveOptions::count_split split): the race and the
// partition keep one thread on the whole formula and give the others cubes of their own, so
// the uniqueness proof after the first solution is done by each thread alone. Here the
// threads share it: every worker searches the whole formula for a first solution S (each its
// own diversified settings), the first to find it stops the others, and then the formula with
// S blocked is split by CaDiCaL's lookahead on the finder's solver (which holds what it learned
// so far) into cubes that all workers take from one queue. A worker keeps its solver, and what
// it learned, from cube to cube. A cube that reaches its conflict budget while another worker
// waits is split again by lookahead under its literals (work stealing). The cubes are disjoint
// but may hold auxiliary variables: solutions are counted once by their cells.
#include <atomic>
#include <algorithm>
#include <bit>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>

#include "base/errors.hpp"
#include "solve/cadical_session.hpp"
#include "solve/parallel.hpp"
#include "solve/parallel_detail.hpp"
#include "solve/shared_count.hpp"

namespace gridsat {

using parallel_detail::decode_model;
using parallel_detail::run_count;

namespace {

using Result = CadicalSession::Result;

constexpr int kBudget = 20000;  // conflicts per solve call before a cube is shared with a waiting worker

class SplitRun {
 public:
  SplitRun(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink, int threads)
      : enc_(enc), opt_(opt), deadline_(deadline), threads_(threads), count_(sink, opt.limit, true) {
    for (int k = 0; k < threads; ++k) halt_.push_back(std::make_unique<std::atomic<bool>>(false));
  }

  void work(int k) {
    try {
      ScopedCnfLimits scope({0, deadline_});  // loading polls the deadline and SIGINT
      CadicalSession s(diversify(opt_.cadical, k), deadline_, nullptr, halt_[static_cast<size_t>(k)].get());
      s.load(enc_.cnf, &enc_.lazy);
      first(s, k);
      cubes(s);
      std::lock_guard lock(m_);
      conflicts_ += s.conflicts();
    } catch (...) {
      end(false);
      throw;
    }
  }

  int64_t count() const { return count_.count(); }
  bool complete() const { return complete_; }
  int64_t conflicts() const { return conflicts_; }
  void record(ParallelStats& ps) const {
    ps.cubes = made_;
    ps.cube_seconds = cube_seconds_;
    ps.cubes_resplit = resplit_;
  }

  std::atomic<bool> stop_{false};  // run_workers': an exception in one worker

 private:
  // Ends the run (under m_ or not): every solve in progress stops, no cube is taken.
  void end(bool complete) {
    std::lock_guard lock(m_);
    end_locked(complete);
  }
  void end_locked(bool complete) {
    if (!done_) complete_ = complete;
    done_ = true;
    for (auto& h : halt_) *h = true;
    cv_.notify_all();
  }

  // Phase 1: the whole formula, every worker; the first answer decides.
  void first(CadicalSession& s, int k) {
    const Result r = s.solve();
    std::unique_lock lock(m_);
    if (r == Result::sat) {
      const Grid g = decode_model(enc_, s);
      std::vector<int> clause = blocking_clause(enc_, g);
      const bool winner = !phase1_over_;
      if (!report_locked(g)) return;
      if (winner) {
        phase1_over_ = true;
        if (clause.empty()) return end_locked(true);  // nothing open: S is the only solution
        clause_ = clause;
        finder_ = k;
        for (int j = 0; j < threads_; ++j)
          if (j != k) *halt_[static_cast<size_t>(j)] = true;
      }
      s.block(clause);  // a second solution found meanwhile: counted, and blocked here
    } else if (r == Result::unsat && !phase1_over_) {
      phase1_over_ = true;
      return end_locked(true);
    } else if (r == Result::stopped && !phase1_over_) {
      phase1_over_ = true;  // the deadline or SIGINT
      return end_locked(false);
    }
    if (done_) return;
    *halt_[static_cast<size_t>(k)] = false;  // the finder's halt ended this solve, not the run
    if (finder_ != k) {
      s.block(clause_);
      return;
    }
    lock.unlock();
    make(s);
  }

  // The finder splits the blocked formula by lookahead on its own solver.
  void make(CadicalSession& s) {
    const auto start = Clock::now();
    const int depth = 3 + std::bit_width(static_cast<unsigned>(std::max(1, threads_ - 1)));
    CadicalSession::Cubes c = s.cubes(depth, depth, deadline_after(2.0, start));
    std::lock_guard lock(m_);
    cube_seconds_ = seconds_since(start);
    if (c.refuted) return end_locked(true);
    if (c.cubes.empty()) c.cubes.push_back({});  // not split: the whole blocked formula is the cube
    made_ += static_cast<int64_t>(c.cubes.size());
    for (auto& cube : c.cubes) queue_.push_back(std::move(cube));
    ready_ = true;
    cv_.notify_all();
  }

  std::optional<Cube> pop() {
    std::unique_lock lock(m_);
    for (;;) {
      if (done_) return std::nullopt;
      if (ready_ && !queue_.empty()) {
        Cube c = std::move(queue_.front());
        queue_.pop_front();
        ++busy_;
        return c;
      }
      if (ready_ && busy_ == 0) {
        end_locked(true);  // every cube refuted or enumerated
        return std::nullopt;
      }
      ++idle_;
      cv_.wait_for(lock, std::chrono::milliseconds(20));
      --idle_;
    }
  }

  // Phase 2: cubes until none is left; a cube that outlasts its budget while another worker
  // waits is split by lookahead under its literals, this worker keeping the first part.
  void cubes(CadicalSession& s) {
    while (std::optional<Cube> c = pop()) {
      bool stopped = false;
      for (;;) {
        for (int lit : *c) s.assume(lit);
        s.limit_conflicts(kBudget);
        const Result r = s.solve();
        if (r == Result::unsat) break;
        if (r == Result::stopped) {
          if (done_ || past(deadline_)) {
            stopped = true;
            break;
          }
          if (idle_.load() > 0 && !share(s, *c)) break;
          continue;
        }
        const Grid g = decode_model(enc_, s);
        std::vector<int> clause = blocking_clause(enc_, g);
        if (!report(g)) {
          stopped = true;
          break;
        }
        s.block(clause);
      }
      std::lock_guard lock(m_);
      --busy_;
      if (stopped) return end_locked(false);
      cv_.notify_all();
    }
  }

  // Splits `cube` for a waiting worker: the lookahead under it, one level; the first part
  // stays here (in `cube`), the others go to the queue. False: the lookahead refuted it.
  bool share(CadicalSession& s, Cube& cube) {
    for (int lit : cube) s.assume(lit);
    CadicalSession::Cubes parts = s.cubes(1, 1, deadline_after(0.5, Clock::now()));
    if (parts.refuted) return false;
    if (parts.cubes.size() < 2) return true;
    std::lock_guard lock(m_);
    made_ += static_cast<int64_t>(parts.cubes.size()) - 1;
    ++resplit_;
    for (size_t i = 1; i < parts.cubes.size(); ++i) queue_.push_back(std::move(parts.cubes[i]));
    cube = std::move(parts.cubes[0]);
    cv_.notify_all();
    return true;
  }

  // A solution found in two cubes, or in phase 1 and a cube, counts once.
  bool report(const Grid& g) {
    std::lock_guard lock(m_);
    return report_locked(g);
  }
  bool report_locked(const Grid& g) {
    if (done_) return false;
    if (count_.report(g)) return true;
    end_locked(false);  // the sink declined it, or the limit is reached
    return false;
  }

  const Encoding& enc_;
  const SolveOptions& opt_;
  const Deadline deadline_;
  const int threads_;
  std::vector<std::unique_ptr<std::atomic<bool>>> halt_;  // per worker: stop its solve() in progress
  std::atomic<int> idle_{0};

  std::mutex m_;  // guards what follows
  std::condition_variable cv_;
  bool phase1_over_ = false, ready_ = false, complete_ = false;
  // Set under m_; read without it by a thread whose cube was stopped (ThreadSanitizer).
  std::atomic<bool> done_{false};
  int finder_ = -1;
  std::vector<int> clause_;  // S's blocking clause
  std::deque<Cube> queue_;
  int busy_ = 0;
  int64_t conflicts_ = 0, made_ = 0, resplit_ = 0;
  double cube_seconds_ = 0;
  SharedCount count_;  // reported to under m_, once done_ was looked at
};

}  // namespace

namespace parallel_detail {

void count_by_split(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                    Answer& a) {
  SplitRun run(enc, opt, deadline, sink, a.stats.parallel.threads);
  run_count(run, a, "split");
}

}  // namespace parallel_detail

}  // namespace gridsat
