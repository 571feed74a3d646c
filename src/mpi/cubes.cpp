#include "mpi/cubes.hpp"

#include <algorithm>
#include <utility>

#include "base/errors.hpp"
#include "cnf/cnf.hpp"

namespace gridsat::mpi {

bool counts_with_cubes(const cli::Settings& s) {
  const bool partition = s.solve.count_split == CountSplit::partition && s.solve.limit != 1;
  return s.counting && (s.solve.limit == 0 || s.solve.limit > kRaceLimit || partition) &&
         (s.backend == Backend::sat || s.backend == Backend::automatic);
}

RankCubes::RankCubes(const cli::Settings& s, const Puzzle& p, Clock::time_point start, bool stream)
    : p_(p),
      deadline_(deadline_after(s.solve.time_limit, start)),
      threads_(thread_count(s.solve.threads)),
      stream_(stream),
      start_(start) {
  const SolveOptions& opt = s.solve;
  const int64_t budget = opt.max_clauses > 0 ? std::max<int64_t>(1, opt.max_clauses / threads_) : 0;
  try {
    check_estimate(p, opt.encode, budget);
    ScopedCnfLimits limits({budget, deadline_});
    enc_ = p.encode(opt.encode);
  } catch (const TooManyClauses& e) {
    if (threads_ > 1) throw shared_by_threads(e, threads_, opt.max_clauses);
    throw;
  }
  if (enc_.cnf.has_empty_clause() || (enc_.cnf.num_vars() == 0 && enc_.cnf.num_clauses() == 0)) return;
  CubeRunOptions ro;
  ro.settings = settings_for(opt.cadical, p, true);  // the family's configuration for counts
  ro.threads = threads_;
  ro.limit = opt.limit;  // no rank needs more than the limit by itself
  ro.deadline = deadline_;
  feed_ = std::make_unique<CubeFeed>(enc_, ro, [this](const Grid& g) { return found(g); });
}

// Every solution through the checker before anyone sees it, as solve() does.
bool RankCubes::found(const Grid& g) {
  auto why = p_.check(g);
  std::lock_guard lock(m_);
  if (why) {
    if (rejected_.empty()) rejected_ = "the checker rejected a solution from the sat backend: " + *why;
    return false;
  }
  if (kept_.size() < 2) kept_.push_back(g);
  if (stream_) found_.push_back(g);
  return true;
}

std::vector<Grid> RankCubes::take_found() {
  std::lock_guard lock(m_);
  return std::exchange(found_, {});
}

Answer RankCubes::finish() {
  Answer a;
  a.stats.vars = enc_.cnf.num_vars();
  a.stats.clauses = enc_.cnf.num_clauses();
  ParallelStats& ps = a.stats.parallel;
  ps.threads = threads_;
  ps.mode = "cubes";
  if (feed_) feed_->wait().record(a);
  std::lock_guard lock(m_);
  a.solutions = kept_;
  if (!rejected_.empty()) {
    a.internal_error = rejected_;
    a.complete = false;
  }
  a.status = a.count > 0 ? Status::solved : (a.complete ? Status::unsat : Status::unknown);
  a.stats.seconds = seconds_since(start_);
  return a;  // rank 0 gives the verdict
}

CubeBoard::CubeBoard(const cli::Settings& s, const Puzzle& p, int ranks)
    : s_(s),
      p_(p),
      seen_(
          [this](const Grid& g) {
            if (first_.size() < 2) first_.push_back(g);
            return true;
          },
          s.solve.limit, true),
      answers_(static_cast<size_t>(ranks)) {}

std::vector<Cube> CubeBoard::hand_out(size_t want) {
  std::vector<Cube> out;
  while (out.size() < want && !queue_.empty()) {
    out.push_back(std::move(queue_.front()));
    queue_.pop_front();
  }
  return out;
}

void CubeBoard::solution(const Grid& g) {
  if (!error_.empty()) return;
  if (auto why = p_.check(g)) {
    error_ = "the checker rejected a solution from the sat backend: " + *why;
  } else if (seen_.add(g) == SharedCount::Found::again) {
    error_ = "a solution was found in two cubes (they must be disjoint)";
  }
}

bool CubeBoard::limit_reached() const { return !error_.empty() || seen_.stopped(); }

void CubeBoard::first_solution(const Grid& g) {
  solution(g);
  ++own_;
}

void CubeBoard::answer(int rank, Answer a) { answers_[static_cast<size_t>(rank)] = std::move(a); }

Answer CubeBoard::combine(const CubeList& made, Clock::time_point start) const {
  Answer a;
  const int64_t limit = s_.solve.limit;
  bool complete = !cut_ && made.cubes.size() > 0;
  int64_t sum = 0;
  std::vector<Grid> kept = first_;
  ParallelStats& ps = a.stats.parallel;
  ps.threads = 0;
  for (const auto& reply : answers_) {
    if (!reply) continue;
    const Answer& r = *reply;
    sum += r.count;
    complete = complete && r.complete;
    a.stats.vars = r.stats.vars;
    a.stats.clauses = r.stats.clauses;
    a.stats.conflicts += r.stats.conflicts;
    ps.threads += r.stats.parallel.threads;
    ps.cubes += r.stats.parallel.cubes;
    ps.cubes_resplit += r.stats.parallel.cubes_resplit;
    ps.largest_cube_seconds = std::max(ps.largest_cube_seconds, r.stats.parallel.largest_cube_seconds);
    if (a.internal_error.empty()) a.internal_error = r.internal_error;
    for (const Grid& g : r.solutions)
      if (limit == 0 && kept.size() < 2) kept.push_back(g);  // with a limit, first_ holds them
  }
  if (a.internal_error.empty()) a.internal_error = error_;
  // Each solution lies in one cube: with a limit the streamed ones are all of them.
  a.count = limit > 0 ? seen_.count() : sum + own_;
  a.complete = (complete || made.unsat) && (limit == 0 || a.count < limit) && a.internal_error.empty();
  for (const Grid& g : kept)
    if (a.internal_error.empty() && p_.check(g)) a.internal_error = "the checker rejected a solution of a rank";
  a.solutions = std::move(kept);
  a.status = a.count > 0 ? Status::solved : (a.complete ? Status::unsat : Status::unknown);
  ps.mode = s_.solve.count_split == CountSplit::partition ? "partition" : "cubes";
  ps.cube_seconds = made.seconds;
  a.stats.seconds = seconds_since(start);
  return a;
}

}  // namespace gridsat::mpi
