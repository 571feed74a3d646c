// Cube-and-conquer counting (solve/parallel.hpp): the cubes of make_cubes (make_cubes.cpp)
// are solved by a pool of workers (CubeRun, behind solve_cubes, CubeFeed and
// solve_in_parallel's counts) that enumerates each cube's solutions, splitting again a cube
// that resists.
#include <algorithm>
#include <climits>
#include <condition_variable>
#include <cstdlib>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <thread>

#include "base/errors.hpp"
#include "solve/cadical_session.hpp"
#include "solve/make_cubes.hpp"
#include "solve/parallel.hpp"
#include "solve/parallel_detail.hpp"
#include "solve/shared_count.hpp"

namespace gridsat {

using cube_split::split;
using cube_split::split_order;
using parallel_detail::Next;
using parallel_detail::next_solution;
using parallel_detail::run_workers;

// Named, not anonymous: CubeFeed::Impl (below) holds a CubeRun, and a member of a class with
// linkage may not have a type without it (GCC -Wsubobject-linkage in the unity build).
namespace cubes_detail {

// One-hot encodings: the primary variables of each open cell (one is true in every
// model), cells with fewer candidates first.
std::vector<std::vector<int>> cell_groups(const Encoding& enc) {
  if (!enc.one_hot) return {};
  std::vector<std::vector<int>> by_cell(enc.base.cells.size());
  for (const Primary& p : enc.primary) by_cell[static_cast<size_t>(p.cell)].push_back(p.var);
  std::vector<std::vector<int>> cells;
  for (auto& vars : by_cell)
    if (vars.size() >= 2) cells.push_back(std::move(vars));
  std::stable_sort(cells.begin(), cells.end(), [](const auto& a, const auto& b) { return a.size() < b.size(); });
  return cells;
}

// `cube` split on the value of one cell, the first of `cells` it leaves open: one part per
// candidate neither `cube` nor the root excludes (the parts are disjoint and cover the cube,
// as the cell holds exactly one value). Empty when every cell is decided.
std::vector<Cube> split_cell(const Cube& cube, const std::vector<std::vector<int>>& cells,
                             const std::function<int(int)>& fixed) {
  std::set<int> lits(cube.begin(), cube.end());
  for (const auto& vars : cells) {
    std::vector<int> open;
    bool decided = false;
    for (int v : vars) {
      if (lits.count(v) || fixed(v) > 0) decided = true;
      if (!lits.count(-v) && fixed(v) == 0) open.push_back(v);
    }
    if (decided || open.size() < 2) continue;
    std::vector<Cube> parts;
    for (int v : open) {
      parts.push_back(cube);
      parts.back().push_back(v);
    }
    return parts;
  }
  return {};
}

// Whether the solution a blocking clause blocks makes cube literal `lit` true. Cubes hold
// primary variables only, and blocking_clause() lists -v for every primary v the solution
// makes true (and, for boolean maps, v for every one it makes false).
bool holds(const std::vector<int>& clause, int lit) {
  const bool v_true = std::find(clause.begin(), clause.end(), -std::abs(lit)) != clause.end();
  return v_true == (lit > 0);
}

// `s` with CaDiCaL's profiling off (set first, so that --cadical profile=N still wins): its
// timers read the process time (getrusage) on every solve() call, about a fifth of the CPU of
// a count that calls solve() for each of many solutions (Latin squares of order 5).
CadicalSettings without_profiling(CadicalSettings s) {
  s.options.insert(s.options.begin(), {"profile", 0});
  return s;
}

// A cube waiting in the queue, with the blocking clauses of the solutions already found in
// it (a re-split cube's parts must not count them again).
struct Task {
  Cube cube;
  std::vector<std::vector<int>> blocked;
  int generation = 0;  // how often it was split again: the conflict limit grows with it
};

// The shared state of a cube run: the queue, the count, the statistics. Worker k runs
// work(k): with a whole-formula worker, worker 0 enumerates the whole formula as one thread
// would (solutions found twice are counted once: the run keeps their cells); the first
// cube worker makes the cubes when none were given; the others wait for them.
class CubeRun {
 public:
  CubeRun(const Encoding& enc, const CubeRunOptions& opt, const SolutionSink& sink, std::atomic<bool>& stop)
      : enc_(enc),
        opt_(opt),
        stop_(stop),
        count_(sink, opt.limit, opt.whole_worker, &stop),
        order_(split_order(enc)),
        cells_(cell_groups(enc)),
        cube_settings_(without_profiling(opt.settings)) {}
  // The cubes to solve (ready at once), or none: the first cube worker makes them.
  void give(std::vector<Cube> cubes) { add(std::move(cubes), false); }
  void make_with(const CubeOptions& co) { make_ = co; }
  // Fed from outside (CubeFeed): an empty queue is not the end until close().
  void open() {
    std::lock_guard lock(m_);
    open_ = ready_ = true;
  }
  void close() {
    std::lock_guard lock(m_);
    open_ = false;
    cv_.notify_all();
  }
  size_t queued() {
    std::lock_guard lock(m_);
    return tasks_.size();
  }
  void work(int k);
  CubeResult result() const {
    CubeResult r = result_;
    r.count = count_.count();
    r.complete = refuted_ || whole_complete_ || (ready_ && !open_ && !aborted_ && tasks_.empty() && busy_ == 0);
    return r;
  }
  double cube_seconds() const { return cube_seconds_; }

 private:
  enum class Outcome { done, split, stopped };
  void add(std::vector<Cube> cubes, bool aborted);
  void make();
  void whole();
  void cubes();
  std::optional<Task> pop();
  void finish(std::vector<Task> more, double seconds, bool stopped, bool split);
  Outcome run(CadicalSession& s, Task& t, Clock::time_point start);
  std::vector<Task> children(const Task& t, const CadicalSession& s) const;
  bool stopping() const { return past(opt_.deadline) || stop_.load(std::memory_order_relaxed); }

  const Encoding& enc_;
  const CubeRunOptions& opt_;
  std::atomic<bool>& stop_;
  SharedCount count_;  // with a whole-formula worker, each solution counted once
  const std::vector<int> order_;
  const std::vector<std::vector<int>> cells_;
  const CadicalSettings cube_settings_;
  std::optional<CubeOptions> make_;
  std::mutex m_;  // guards everything below
  std::condition_variable cv_;
  std::deque<Task> tasks_;
  bool ready_ = false;  // the cubes are in the queue
  bool open_ = false;   // more cubes may come (CubeFeed)
  int busy_ = 0;
  std::atomic<int> idle_{0};  // workers waiting for a cube: a busy one splits its own for them
  bool aborted_ = false;
  bool refuted_ = false;         // the lookahead refuted the formula
  bool whole_complete_ = false;  // the whole-formula worker exhausted it
  double cube_seconds_ = 0;
  CubeResult result_;
};

void CubeRun::add(std::vector<Cube> cubes, bool aborted) {
  std::lock_guard lock(m_);
  result_.cubes += static_cast<int64_t>(cubes.size());
  for (Cube& c : cubes) tasks_.push_back(Task{std::move(c), {}, 0});
  ready_ = true;
  if (aborted) aborted_ = true;
  cv_.notify_all();
}

void CubeRun::make() {
  CubeList list;
  try {
    list = make_cubes(enc_, opt_.settings, *make_, opt_.deadline, &stop_);
  } catch (...) {
    add({}, true);  // the waiting workers see the queue ready, and the run is incomplete
    throw;          // run_workers: EncodingStopped ends this worker quietly, others stop the run
  }
  {
    std::lock_guard lock(m_);
    cube_seconds_ = list.seconds;
    if (list.unsat) {
      refuted_ = true;
      stop_ = true;
    }
  }
  add(std::move(list.cubes), false);
}

void CubeRun::work(int k) {
  if (opt_.whole_worker && k == 0) return whole();
  if (make_ && k == (opt_.whole_worker ? 1 : 0)) make();
  cubes();
}

// The one-thread enumeration of the whole formula (SolveOptions::limit > 1): for counts
// whose solutions come quickly, where cubes would have to refute their empty parts first.
void CubeRun::whole() {
  ScopedCnfLimits scope({0, opt_.deadline});  // loading polls the deadline and SIGINT
  CadicalSession s(opt_.settings, opt_.deadline, nullptr, &stop_);
  s.load(enc_.cnf, &enc_.lazy);
  for (Next n = Next::solution; n == Next::solution;) {
    n = next_solution(enc_, s, count_);
    if (n == Next::exhausted) {
      std::lock_guard lock(m_);
      whole_complete_ = true;
      stop_ = true;
      cv_.notify_all();
    }
  }
  std::lock_guard lock(m_);
  result_.conflicts += s.conflicts();
}

std::optional<Task> CubeRun::pop() {
  std::unique_lock lock(m_);
  for (;;) {
    if (stopping()) {
      if (!tasks_.empty() || !ready_ || open_) aborted_ = true;
      return std::nullopt;
    }
    if (!ready_) {
      cv_.wait_for(lock, std::chrono::milliseconds(20));
      continue;
    }
    if (!tasks_.empty()) {
      Task t = std::move(tasks_.front());
      tasks_.pop_front();
      ++busy_;
      return t;
    }
    if (busy_ == 0 && !open_) return std::nullopt;  // nothing queued, nobody can queue more
    // A busy worker may split its cube; the timeout also notices an external stop.
    ++idle_;
    cv_.wait_for(lock, std::chrono::milliseconds(20));
    --idle_;
  }
}

void CubeRun::finish(std::vector<Task> more, double seconds, bool stopped, bool split) {
  std::lock_guard lock(m_);
  result_.largest_cube_seconds = std::max(result_.largest_cube_seconds, seconds);
  if (split && more.size() > 1) {
    ++result_.resplit;
    result_.cubes += static_cast<int64_t>(more.size());
  }
  // The parts go first: a cube that resisted is worked on before the easy ones.
  for (auto it = more.rbegin(); it != more.rend(); ++it) tasks_.push_front(std::move(*it));
  if (stopped) {
    aborted_ = true;
    stop_ = true;
  }
  --busy_;
  cv_.notify_all();
}

// Enumerates the solutions in t.cube until it is exhausted, the conflict limit is reached,
// another worker waits for work while this cube has run a while, or it has given many
// solutions (then it is split), or the run stops.
CubeRun::Outcome CubeRun::run(CadicalSession& s, Task& t, Clock::time_point start) {
  constexpr double kShareAfter = 0.05;  // seconds on a cube before it is shared with idle workers
  // Solutions before a cube is split: each part keeps only the blocking clauses of its own
  // solutions, so no solver holds many (each slows every later solve down).
  constexpr int64_t kSplitAfterSolutions = 500;
  int64_t found = 0;
  const int64_t limit = static_cast<int64_t>(opt_.conflicts_per_cube) * (1 + t.generation);
  for (;;) {
    for (int lit : t.cube) s.assume(lit);
    s.limit_conflicts(static_cast<int>(std::min<int64_t>(limit, INT_MAX)));
    std::vector<int> clause;
    const Next n = next_solution(enc_, s, count_, &clause);
    if (n == Next::exhausted) return Outcome::done;
    if (n == Next::stopped) return stopping() ? Outcome::stopped : Outcome::split;
    if (n == Next::over) return Outcome::stopped;
    t.blocked.push_back(std::move(clause));
    if (idle_.load(std::memory_order_relaxed) > 0 && seconds_since(start) > kShareAfter) return Outcome::split;
    if (++found >= kSplitAfterSolutions) return Outcome::split;
  }
}

std::vector<Task> CubeRun::children(const Task& t, const CadicalSession& s) const {
  // A cell's value splits a one-hot encoding into real parts; a single variable's "false"
  // side would be nearly the whole cube.
  std::vector<Cube> parts = split_cell(t.cube, cells_, [&](int v) { return s.fixed(v); });
  if (parts.empty()) parts = split(t.cube, order_, 2, [&](int v) { return s.fixed(v) != 0; });
  std::vector<Task> out;
  for (Cube& c : parts) {
    std::vector<std::vector<int>> mine;  // the blocked solutions that lie in this part
    for (const auto& clause : t.blocked)
      if (std::all_of(c.begin(), c.end(), [&](int lit) { return holds(clause, lit); })) mine.push_back(clause);
    out.push_back(Task{std::move(c), std::move(mine), t.generation + 1});
  }
  return out;  // one part (nothing left to split on): the same cube with a larger limit
}

// Blocking clauses are kept for every later cube a worker's solver takes, where they only
// slow propagation down (a count of all is quadratic in them): a worker starts a fresh solver
// at a cube's start once its solver holds more than this many, or than the formula's clauses.
constexpr int64_t kRenewAfterBlocked = 2000;

void CubeRun::cubes() {
  ScopedCnfLimits scope({0, opt_.deadline});  // loading polls the deadline and SIGINT
  std::unique_ptr<CadicalSession> s;
  int64_t blocked = 0;  // blocking clauses in *s
  auto renew = [&] {
    if (s) {
      std::lock_guard lock(m_);
      result_.conflicts += s->conflicts();
    }
    s.reset();
    s = std::make_unique<CadicalSession>(cube_settings_, opt_.deadline, nullptr, &stop_);
    s->load(enc_.cnf, &enc_.lazy);
    blocked = 0;
  };
  try {
    renew();
  } catch (const EncodingStopped&) {
    std::lock_guard lock(m_);
    aborted_ = true;
    return;
  }
  while (std::optional<Task> t = pop()) {
    const auto start = Clock::now();
    Outcome o = Outcome::stopped;
    std::vector<Task> more;
    try {
      if (blocked > std::max<int64_t>(kRenewAfterBlocked, enc_.cnf.num_clauses())) renew();
      for (const auto& clause : t->blocked) s->block(clause);
      o = run(*s, *t, start);
      blocked += static_cast<int64_t>(t->blocked.size());  // the inherited ones went in too
      if (o == Outcome::split) more = children(*t, *s);
    } catch (const EncodingStopped&) {  // stopped while loading a fresh solver
      s.reset();
    }
    finish(std::move(more), seconds_since(start), o == Outcome::stopped, o == Outcome::split);
    if (!s) break;
  }
  std::lock_guard lock(m_);
  if (s) result_.conflicts += s->conflicts();
}

}  // namespace cubes_detail
using cubes_detail::CubeRun;

CubeResult solve_cubes(const Encoding& enc, std::vector<Cube> cubes, const CubeRunOptions& opt,
                       const SolutionSink& sink) {
  std::atomic<bool> own{false};
  std::atomic<bool>& stop = opt.stop ? *opt.stop : own;
  CubeRun run(enc, opt, sink, stop);
  run.give(std::move(cubes));
  run_workers(std::max(1, opt.threads), stop, [&](int k) { run.work(k); });
  return run.result();
}

struct CubeFeed::Impl {
  Impl(const Encoding& enc, const CubeRunOptions& o, SolutionSink sk)
      : opt(o), sink(std::move(sk)), stop(o.stop ? *o.stop : own), run(enc, opt, sink, stop) {}
  CubeRunOptions opt;
  SolutionSink sink;
  std::atomic<bool> own{false};
  std::atomic<bool>& stop;
  CubeRun run;
  std::atomic<bool> ended{false};
  std::exception_ptr error;
  std::thread thread;
};

CubeFeed::CubeFeed(const Encoding& enc, const CubeRunOptions& opt, SolutionSink sink)
    : impl_(std::make_unique<Impl>(enc, opt, std::move(sink))) {
  if (opt.whole_worker) throw std::logic_error("CubeFeed: a whole-formula worker would count twice");
  Impl& im = *impl_;
  im.run.open();
  im.thread = std::thread([&im] {
    try {
      run_workers(std::max(1, im.opt.threads), im.stop, [&](int k) { im.run.work(k); });
    } catch (...) {
      im.error = std::current_exception();
    }
    im.ended = true;
  });
}

CubeFeed::~CubeFeed() {
  if (!impl_->thread.joinable()) return;
  stop();
  impl_->thread.join();
}

void CubeFeed::add(std::vector<Cube> cubes) { impl_->run.give(std::move(cubes)); }
void CubeFeed::close() { impl_->run.close(); }
void CubeFeed::stop() { impl_->stop = true; }
size_t CubeFeed::queued() const { return impl_->run.queued(); }
bool CubeFeed::ended() const { return impl_->ended; }

CubeResult CubeFeed::wait() {
  if (impl_->thread.joinable()) impl_->thread.join();
  if (impl_->error) std::rethrow_exception(impl_->error);
  return impl_->run.result();
}

// Bounded counts (uniqueness: --limit 2) keep one thread on the whole formula, as one thread
// would run: it wins when solutions come quickly, the cubes when they must be refuted.
void parallel_detail::count_by_cubes(const Encoding& enc, const SolveOptions& opt, Deadline deadline,
                                     const SolutionSink& sink, Answer& a) {
  ParallelStats& ps = a.stats.parallel;
  CubeRunOptions ro;
  ro.settings = opt.cadical;
  ro.threads = ps.threads;
  ro.limit = opt.limit;
  ro.whole_worker = opt.limit > 0 && opt.limit <= kWholeWorkerLimit;
  ro.deadline = deadline;
  ps.mode = ro.whole_worker ? "race" : "cubes";
  std::atomic<bool> stop{false};
  CubeRun run(enc, ro, sink, stop);
  run.make_with(CubeOptions{0, 0, ps.threads - (ro.whole_worker ? 1 : 0), 1.0});
  run_workers(ro.threads, stop, [&](int k) { run.work(k); });
  run.result().record(a);
  ps.cube_seconds = run.cube_seconds();
}

void CubeResult::record(Answer& a) const {
  a.count = count;
  a.complete = complete;
  a.stats.conflicts = conflicts;
  a.stats.parallel.cubes = cubes;
  a.stats.parallel.cubes_resplit = resplit;
  a.stats.parallel.largest_cube_seconds = largest_cube_seconds;
}

}  // namespace gridsat
