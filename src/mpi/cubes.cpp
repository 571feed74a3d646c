#include "mpi/cubes.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <thread>

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "cnf/cnf.hpp"
#include "mpi/rank0.hpp"

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

// ---- rank 0's side of a count across ranks --------------------------------------------

namespace {

class CubeCount {
 public:
  CubeCount(Rank0& r0, const Puzzle& p) : r0_(r0), s_(r0.s), p_(p), board_(r0.s, p, r0.ranks()), id_(r0.new_job_id()) {}

  void run(size_t index, Entry& e);  // until every rank answered or Ctrl-C
  bool interrupted() const { return interrupted_; }

 private:
  void start(Entry& e);
  void make_cubes_here();
  bool pending() const;
  void drive();
  void message(const Message& m);
  void stop();
  void answer(Entry& e);

  Rank0& r0_;
  const cli::Settings& s_;
  const Puzzle& p_;
  CubeBoard board_;
  int64_t id_;  // the job id on every rank
  Clock::time_point start_ = Clock::now();
  std::optional<RankCubes> mine_;  // rank 0's own workers
  CubeList made_;
  std::optional<cli::Solved> settled_;  // decided here without cubes (refused, trivial, stopped)
  bool closed_ = false, stopped_ = false, interrupted_ = false;
};

void CubeCount::run(size_t index, Entry& e) {
  for (int r = 1; r < r0_.ranks(); ++r) r0_.send_job(r, {index}, Mode::cubes, id_);
  start(e);
  if (!settled_) make_cubes_here();
  while (pending()) {
    if (gridsat::interrupted()) {
      interrupted_ = true;
      return;
    }
    while (auto m = poll()) message(*m);
    r0_.out.progress();
    drive();
    std::this_thread::sleep_for(std::chrono::microseconds(500));
  }
  r0_.end_search(id_);
  answer(e);
}

// Rank 0 encodes too; a puzzle over the budget, decided without search or stopped while
// encoding is answered here as the one-process run answers it, and the ranks are stopped.
void CubeCount::start(Entry& e) {
  clear_cancel();  // as the worker's start_cubes: a race before may have left its cancel raised
  const std::string where = r0_.where(e.rec);
  try {
    mine_.emplace(s_, *e.rec.puzzle, start_, s_.solve.limit > 0);
    if (mine_->trivial()) settled_ = cli::solve_record(s_, *e.rec.puzzle, where, "");
  } catch (const InputError&) {
    settled_ = cli::solve_record(s_, *e.rec.puzzle, where, "");  // says why, as gridsat does
  } catch (const EncodingStopped&) {                             // as one process answers it: unknown
    Answer none;
    none.stats.seconds = seconds_since(start_);
    settled_ = cli::Solved{gridsat::interrupted() ? cli::Solved::stopped : cli::Solved::answered, std::move(none), {}};
  }
  if (settled_) {
    mine_.reset();
    stop();
  }
}

// The cubes, for every thread of every rank (rank 0's workers load the formula meanwhile):
// the lookahead's, or with --count-split partition a first solution S here (counted) and the
// partition of the rest by S's blocking clause.
void CubeCount::make_cubes_here() {
  const int total = r0_.ranks() * mine_->threads();
  try {
    if (s_.solve.count_split == CountSplit::partition) {
      PartitionCubes pc =
          make_partition_cubes(mine_->encoding(), settings_for(s_.solve.cadical, p_, true), mine_->deadline());
      if (pc.stopped) return stop();
      made_ = std::move(pc.list);
      if (pc.first) board_.first_solution(*pc.first);
      if (made_.cubes.empty()) made_.unsat = true;  // no solution, or S alone: nothing left to count
    } else {
      made_ = make_cubes(mine_->encoding(), s_.solve.cadical, CubeOptions{0, 0, total, 1.0}, mine_->deadline());
    }
  } catch (const EncodingStopped&) {
    stop();
    return;
  }
  if (made_.unsat) {
    stop();  // refuted by the lookahead: nothing to count
    return;
  }
  board_.give(made_.cubes);
}

bool CubeCount::pending() const {
  if (mine_ && !mine_->ended()) return true;
  for (int r = 1; r < r0_.ranks(); ++r)
    if (!board_.answered(r)) return true;
  return false;
}

// Rank 0's own workers take cubes as the other ranks do; the limit and the time limit stop all.
void CubeCount::drive() {
  if (!mine_) return;
  for (const Grid& g : mine_->take_found()) board_.solution(g);
  if (!stopped_ && (board_.limit_reached() || past(mine_->deadline()))) stop();
  if (closed_ || mine_->ended()) return;
  const size_t want = static_cast<size_t>(mine_->threads());
  if (mine_->queued() < want) mine_->add(board_.hand_out(want - mine_->queued()));
  if (board_.drained()) {
    closed_ = true;
    mine_->close();
  }
}

void CubeCount::message(const Message& m) {
  if (m.tag == kCubeAsk) {
    const CubeAsk ask = unpack_ask(m.data);
    if (ask.id != id_) return;
    CubeGift gift{id_, false, board_.hand_out(static_cast<size_t>(std::max<int64_t>(1, ask.want)))};
    gift.closed = gift.cubes.empty();
    r0_.out.send(m.source, kCubes, pack(gift));
  } else if (m.tag == kSolution) {
    auto [id, grid] = unpack_solution(m.data);
    if (id == id_) board_.solution(grid);
  } else if (m.tag == kResult) {
    Result r = unpack_result(m.data);
    if (r.id != id_) return;
    if (r.exception) throw std::runtime_error(r.what);
    cli::Solved& o = r.solved.at(0);
    if (o.kind == cli::Solved::stopped) o.reply.complete = false;
    if (o.kind == cli::Solved::refused && !settled_) settled_ = o;
    board_.answer(m.source, std::move(o.reply));
  } else {
    throw std::runtime_error("gridsat-mpi: unexpected message tag " + std::to_string(m.tag));
  }
}

// The count ends early (the limit, the time limit, an answer without cubes): no more cubes
// are handed out, every rank stops and sends its answer.
void CubeCount::stop() {
  if (stopped_) return;
  stopped_ = true;
  board_.cut();
  for (int r = 1; r < r0_.ranks(); ++r) r0_.cancel_job(r, id_);
  if (mine_) mine_->stop();
}

// Every rank answered: rank 0's own answer joins the others'.
void CubeCount::answer(Entry& e) {
  if (mine_) {
    Answer own = mine_->finish();
    for (const Grid& g : mine_->take_found()) board_.solution(g);
    board_.answer(0, std::move(own));
  }
  if (settled_) {
    e.solved = std::move(*settled_);
  } else {
    e.solved = cli::Solved{cli::Solved::answered, board_.combine(made_, start_), {}};
  }
  e.done = true;
}

}  // namespace

std::optional<int> count_with_cubes(Rank0& r0, size_t index, Entry& e) {
  CubeCount c(r0, *e.rec.puzzle);
  c.run(index, e);
  if (c.interrupted()) return r0.interrupted_status();
  return std::nullopt;
}

}  // namespace gridsat::mpi
