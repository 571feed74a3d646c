// Clause sharing for counts (SolveOptions::count_split share): every worker enumerates the
// whole formula as one thread does (in stable mode only: worker 0 with the base settings, worker
// 1 with the other initial phase, the others diversified),
// and they trade what they learn: each exports its short learned clauses (kShareSize) to a
// shared pool as CaDiCaL learns them, and every kInterval conflicts (a conflict limit ends the
// solve call) adds the others' new ones, and the blocking clauses of the solutions the others
// found, to its own formula. Sound for counts: a worker blocks a solution only once it is
// counted, so every clause anywhere holds in every solution not counted yet, and the first
// worker to find no more solutions has proved the count complete. Solutions found by two
// workers count once (by their cells).
#include <mutex>

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

// Learned clauses of at most this many literals are shared: on gecode 25x25 #21 and #22 (2
// threads, total conflicts against one thread's 63,546 and 56,590) sizes <= 2 gave 102,900 and
// 106,359 (about 300 clauses traded), <= 3 101,718 / 98,789, <= 8 80,753 / 82,553 (the least
// CPU), <= 16 73,601 / 72,399 (fewer conflicts, but each one dearer).
constexpr int kShareSize = 8;
constexpr int kInterval = 2000;  // conflicts between two imports

class ShareRun {
 public:
  ShareRun(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink)
      : enc_(enc), opt_(opt), deadline_(deadline), count_(sink, opt.limit, true, &stop_) {}

  void work(int k) {
    ScopedCnfLimits scope({0, deadline_});  // loading polls the deadline and SIGINT
    CadicalSession s(settings(k), deadline_, nullptr, &stop_);
    s.load(enc_.cnf, &enc_.lazy);
    s.export_learned(kShareSize, [this, k](const std::vector<int>& c) {
      std::lock_guard lock(m_);
      pool_.push_back({k, c});
    });
    size_t next = 0;       // the first clause of pool_ not imported yet
    int64_t imported = 0;  // clauses this worker took from the others
    while (!stopping()) {
      imported += import(s, k, next);
      s.limit_conflicts(kInterval);
      const Result r = s.solve();
      if (r == Result::stopped) continue;  // the interval, or the run's end (the loop's test)
      if (r == Result::unsat) {
        std::lock_guard lock(m_);
        if (!stop_) complete_ = true;
        stop_ = true;
        break;
      }
      const Grid g = decode_model(enc_, s);
      std::vector<int> clause = blocking_clause(enc_, g);
      if (!report(g, k, clause)) break;
      s.block(clause);
    }
    std::lock_guard lock(m_);
    conflicts_ += s.conflicts();
    imported_ += imported;
  }

  int64_t count() const { return count_.count(); }
  bool complete() const { return complete_; }
  int64_t conflicts() const { return conflicts_; }
  void record(ParallelStats& ps) const { ps.cubes = imported_; }  // no cubes: the clauses imported

  std::atomic<bool> stop_{false};

 private:
  bool stopping() const { return past(deadline_) || stop_.load(std::memory_order_relaxed); }

  // Every worker searches in stable mode only, worker 0 with the base settings otherwise, worker
  // 1 the same with the other initial phase, the others diversified. Stable only: each solve
  // call here ends after kInterval conflicts, and CaDiCaL 1.5.3 restarts its mode schedule at
  // every call (init_search_limits: back to focused mode, the next switch `stabilizeint`
  // conflicts on), so a worker alternating modes would spend each call in its first, focused,
  // stretch: on Pesant's QWH h375-01 and Gomes' order 35 (5 seeds, medians) `default` workers
  // took 3-5x one thread's time, `sat` workers (stable only) 0.2x. The flipped phase: on the
  // five hardest gecode 25x25 (family config `sat`; sum of medians of 3) worker 1 so took 24.7 s
  // against one thread's 47.6 s; as the other of `sat` / `default` 38.5 s against 61.2 s;
  // shuffled with its own seed 43.5 s; one thread with phase 0 alone is no faster (51.1 s
  // against 47.6 s): the pair's gain is the two searches' different conflicts, traded.
  CadicalSettings settings(int k) const {
    CadicalSettings s = opt_.cadical;
    if (s.config == "auto" || s.config == "default") s.config = "sat";  // `default` + stabilizeonly
    else if (s.config == "plain") s.options.insert(s.options.begin(), {"stabilizeonly", 1});
    if (k != 1) return diversify(s, k);
    int phase = 1;  // CaDiCaL's default, or the base's own (--cadical phase=P)
    for (const auto& [name, value] : s.options)
      if (name == "phase") phase = value;
    s.options.push_back({"phase", phase ? 0 : 1});
    return s;
  }

  // The others' clauses since the last import (theirs: learned, or a solution's blocking clause).
  int64_t import(CadicalSession& s, int k, size_t& next) {
    std::vector<std::vector<int>> mine;
    {
      std::lock_guard lock(m_);
      for (; next < pool_.size(); ++next)
        if (pool_[next].first != k) mine.push_back(pool_[next].second);
    }
    for (const auto& c : mine) s.block(c);
    return static_cast<int64_t>(mine.size());
  }

  // A solution two workers find counts once; once counted, the others block it too.
  bool report(const Grid& g, int k, const std::vector<int>& clause) {
    const SharedCount::Found found = count_.add(g);
    if (found == SharedCount::Found::more) {
      std::lock_guard lock(m_);
      pool_.push_back({k, clause});
    }
    return found != SharedCount::Found::stop;
  }

  const Encoding& enc_;
  const SolveOptions& opt_;
  const Deadline deadline_;
  SharedCount count_;

  std::mutex m_;                                        // guards what follows
  std::vector<std::pair<int, std::vector<int>>> pool_;  // (worker, clause)
  bool complete_ = false;
  int64_t conflicts_ = 0, imported_ = 0;
};

}  // namespace

namespace parallel_detail {

void count_by_sharing(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                      Answer& a) {
  ShareRun run(enc, opt, deadline, sink);
  run_count(run, a, "share");
}

}  // namespace parallel_detail

}  // namespace gridsat
