#pragma once
// The count of a parallel run (the schemes of solve/parallel.hpp, gridsat-mpi's rank 0): the
// solutions its workers report are counted and given to the sink until the sink declines one
// or the limit is reached; with `unique`, a solution is counted once however many workers
// find it (told apart by its cells). Thread-safe: the sink is called by one thread at a time,
// under the count's lock. A caller may hold a lock of its own while it reports (its lock, then
// the count's), never the other way round.
#include <atomic>
#include <cstdint>
#include <mutex>
#include <set>
#include <vector>

#include "solve/solve.hpp"

namespace gridsat {

class SharedCount {
 public:
  // limit: 0 = all. stop: the run's flag, set once the count stops; set from outside, it stops
  // the count too (nullptr: a flag of the count's own).
  SharedCount(SolutionSink sink, int64_t limit, bool unique, std::atomic<bool>* stop = nullptr);

  enum class Found {
    more,   // counted and given to the sink: the worker goes on
    again,  // counted before (unique only): skipped, the worker goes on
    stop,   // the run is over: it had stopped, or stops now (the sink declined this solution,
            // or it reached the limit; then it was counted)
  };
  Found add(const Grid& g);
  bool report(const Grid& g) { return add(g) != Found::stop; }  // whether the worker goes on

  void stop() { stop_->store(true); }
  bool stopped() const { return stop_->load(std::memory_order_relaxed); }
  int64_t count() const;

 private:
  const SolutionSink sink_;
  const int64_t limit_;
  const bool unique_;
  std::atomic<bool> own_{false};
  std::atomic<bool>* const stop_;
  mutable std::mutex m_;  // guards what follows, and the sink
  int64_t count_ = 0;
  std::set<std::vector<int>> seen_;  // unique: the cells of every solution counted
};

}  // namespace gridsat
