// What the parallel schemes share (solve/parallel.hpp): how many threads, running the
// workers, decoding a model; and solve_in_parallel, the sat backend's choice between the
// portfolio (portfolio.cpp) and the ways to count (parallel_detail.hpp).
#include "solve/parallel.hpp"

#include <algorithm>
#include <exception>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include "base/errors.hpp"
#include "solve/parallel_detail.hpp"

namespace gridsat {

namespace parallel_detail {

void run_workers(int n, std::atomic<bool>& stop, const std::function<void(int)>& body) {
  std::mutex m;
  std::exception_ptr error;
  auto fail = [&] {
    std::lock_guard lock(m);
    if (!error) error = std::current_exception();
    stop = true;
  };
  std::vector<std::thread> threads;
  try {
    for (int k = 0; k < n; ++k)
      threads.emplace_back([&, k] {
        try {
          body(k);
        } catch (const EncodingStopped&) {
        } catch (...) {
          fail();
        }
      });
  } catch (...) {  // a thread could not be started
    fail();
  }
  for (auto& t : threads) t.join();
  if (error) std::rethrow_exception(error);
}

Next next_solution(const Encoding& enc, CadicalSession& s, SharedCount& count, std::vector<int>* clause) {
  const CadicalSession::Result r = s.solve();
  if (r == CadicalSession::Result::unsat) return Next::exhausted;
  if (r == CadicalSession::Result::stopped) return Next::stopped;
  const Grid g = decode_model(enc, s);
  std::vector<int> blocking = blocking_clause(enc, g);
  if (!count.report(g)) return Next::over;
  s.block(blocking);
  if (clause) *clause = std::move(blocking);
  return Next::solution;
}

Grid decode_model(const Encoding& enc, const CadicalSession& s) {
  Decoded d = decode(enc, [&](int var) { return s.value(var); });
  if (!d.grid) throw std::logic_error("CaDiCaL model does not decode: " + d.error);
  return std::move(*d.grid);
}

}  // namespace parallel_detail

// The cores, read once: hardware_concurrency() reads a sysfs file each time, a tenth of the
// CPU of a gridsat serve request, which takes its settings (thread_count) anew.
static unsigned cores() {
  static const unsigned n = std::max(1u, std::thread::hardware_concurrency());
  return n;
}

int max_useful_threads() { return static_cast<int>(std::max(4u, cores())); }

int thread_count(int requested) {
  if (requested > 0) return std::min(requested, max_useful_threads());
  return static_cast<int>(cores());
}

void solve_in_parallel(const Encoding& enc, const SolveOptions& opt, Deadline deadline, const SolutionSink& sink,
                       Answer& a) {
  ParallelStats& ps = a.stats.parallel;
  ps.threads = thread_count(opt.threads);
  if (opt.limit == 1) {
    ps.mode = "portfolio";
    PortfolioOptions po{opt.cadical, ps.threads, 0, deadline, nullptr, opt.sls_workers, opt.sls_seed};
    if (enc.lazy.empty()) ps.threads += std::max(0, opt.sls_workers);  // the winner's number counts them
    const PortfolioResult r = run_portfolio(enc, po, sink);
    a.count = r.status == Status::solved ? 1 : 0;
    a.complete = r.status == Status::unsat;
    a.stats.conflicts = r.conflicts;
    ps.winner = r.winner;
    return;
  }
  if (opt.count_split == CountSplit::partition) return parallel_detail::count_by_partition(enc, opt, deadline, sink, a);
  if (opt.count_split == CountSplit::split) return parallel_detail::count_by_split(enc, opt, deadline, sink, a);
  // auto: clause sharing for bounded counts where one thread's search runs in stable mode only
  // (the family's `sat` configuration: Sudoku of side 16 and more), since share's workers do
  // (share.cpp says why), so its worker 0 is the one-thread search; the race elsewhere.
  const bool bounded = opt.limit > 0 && opt.limit <= kWholeWorkerLimit;
  const bool share = opt.count_split == CountSplit::share ||
                     (opt.count_split == CountSplit::automatic && bounded && opt.cadical.config == "sat");
  if (share) return parallel_detail::count_by_sharing(enc, opt, deadline, sink, a);
  parallel_detail::count_by_cubes(enc, opt, deadline, sink, a);
}

}  // namespace gridsat
