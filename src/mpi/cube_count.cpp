// Rank 0's side of a count across ranks (cubes.hpp's count_with_cubes): its MPI loop, apart
// from the thread side (cubes.cpp: RankCubes, CubeBoard), which the tests run without MPI.
#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <thread>

#include "base/errors.hpp"
#include "mpi/cubes.hpp"
#include "mpi/rank0.hpp"

namespace gridsat::mpi {

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
