#include "mpi/coordinator.hpp"

#include <algorithm>
#include <chrono>
#include <deque>
#include <iostream>
#include <thread>
#include <unordered_map>

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "cli/batch.hpp"
#include "cli/reporter.hpp"
#include "mpi/comm.hpp"
#include "mpi/cubes.hpp"
#include "mpi/jobs.hpp"
#include "mpi/portfolio.hpp"

namespace gridsat::mpi {

namespace {

constexpr size_t kChunk = 16384;            // bytes read at a time: segments of ~400 one-line puzzles
constexpr int kDepth = 4;                   // jobs queued per rank, so that none waits for the next
constexpr size_t kMaxWindow = size_t{1} << 16;  // records read ahead of the first unprinted one
constexpr double kTaskSeconds = 0.02;       // aim of a task's length, from the average so far
constexpr double kCountAfterInterrupt = 1.0;

// A record of the batch, from reading until printing.
struct Entry {
  Record rec;
  Origin origin;
  bool done = false;
  cli::Solved solved;
  bool exception = false;  // solving threw: an internal error that ends the batch
  std::string what;
};

class Coordinator {
 public:
  Coordinator(const cli::Settings& s, MpiMode mode)
      : s_(s), mode_(mode), batch_(s, kChunk), report_(s, cli::Reporter::kStream), local_(s),
        ranks_(static_cast<size_t>(ranks())) {}

  int run();

 private:
  int run_mode();
  struct RankState {
    int outstanding = 0;
    std::shared_ptr<const std::string> last_text;  // the segment it holds
  };

  bool read_one();
  Entry& at(size_t index) { return window_[index - front_]; }
  size_t read_end() const { return front_ + window_.size(); }
  void learn_many();
  std::string where(const Record& r) const { return r.source + ":" + std::to_string(r.line); }
  std::string proof_for(size_t index);

  int run_batch();
  bool dispatch(int rank);
  std::vector<size_t> gather();
  void send_job(int rank, const std::vector<size_t>& indices, Mode mode, int64_t id = 0);
  void collect();
  void on_result(int rank, Result r);
  std::optional<int> print_ready();
  std::optional<int> print_entry(size_t index, Entry& e);

  int run_search();
  std::optional<int> search_one(size_t index, Entry& e);

  // A count across ranks with cubes (cubes.hpp), job `id` on every rank.
  struct CubeCount;
  std::optional<int> count_with_cubes(size_t index, Entry& e);
  void start_cubes(CubeCount& c, Entry& e);
  void make_cubes_here(CubeCount& c);
  void drive_cubes(CubeCount& c);
  void cube_message(CubeCount& c, const Message& m);
  void stop_cubes(CubeCount& c);

  int interrupted_status();
  void leave(Tag why);
  double elapsed() const { return seconds_since(start_); }

  const cli::Settings& s_;
  MpiMode mode_;
  Clock::time_point start_ = Clock::now();
  cli::Batch batch_;
  cli::Reporter report_;
  Jobs local_;
  Outbox out_;
  std::vector<RankState> ranks_;
  std::deque<Entry> window_;
  size_t front_ = 1;     // index of window_.front()
  size_t next_ = 1;      // the next record to hand out
  bool ended_ = false;   // the batch has no more records
  bool known_ = false, many_ = false;
  bool left_ = false;  // the workers were told to leave
  int64_t next_job_ = 1;
  std::unordered_map<int64_t, std::vector<size_t>> jobs_;  // job id -> its records
  double solved_seconds_ = 0;
  int64_t solved_count_ = 0;
};

bool Coordinator::read_one() {
  if (ended_) return false;
  Entry e;
  auto r = batch_.next(&e.origin);
  if (!r) {
    ended_ = true;
    return false;
  }
  e.rec = std::move(*r);
  e.done = !e.rec.puzzle;  // an error record is printed as it is
  window_.push_back(std::move(e));
  return true;
}

void Coordinator::learn_many() {
  if (known_) return;
  many_ = batch_.many();
  known_ = true;
  report_.many(many_);
}

std::string Coordinator::proof_for(size_t index) {
  if (s_.proof.empty()) return "";
  learn_many();
  return cli::output_path(s_, s_.proof, "--proof", index, many_ ? 2 : 1, "drat");
}

// Whatever ends the run (an answer, a usage error such as a --proof name that is an input
// file, a failed write), the workers are told to leave first.
int Coordinator::run() {
  try {
    return run_mode();
  } catch (...) {
    leave(kStop);
    throw;
  }
}

int Coordinator::run_mode() {
  if (mode_ == MpiMode::automatic) {
    learn_many();
    mode_ = !many_ && s_.proof.empty() && ranks() > 1 ? MpiMode::search : MpiMode::batch;
  }
  if (mode_ == MpiMode::search && !s_.proof.empty())
    throw UsageError("--proof needs --mpi-mode batch (in a search every rank traces its own solver)");
  return mode_ == MpiMode::search ? run_search() : run_batch();
}

// ---- batch mode ---------------------------------------------------------------------

int Coordinator::run_batch() {
  report_.buffer_answers(true);  // this loop flushes within 50 ms, on a terminal too
  for (;;) {
    if (gridsat::interrupted()) return interrupted_status();
    for (int r = 0; r < static_cast<int>(ranks_.size()); ++r)
      while (ranks_[r].outstanding < kDepth && dispatch(r)) {
      }
    collect();
    if (auto status = print_ready()) return *status;
    report_.flush_if_due();
    // Every rank holding kDepth jobs: a local answer wakes us, a remote one waits a little
    // (each job is ~kTaskSeconds long); waking every millisecond cost a tenth of the CPU.
    bool full = true;
    for (const RankState& r : ranks_) full = full && r.outstanding >= kDepth;
    local_.wait(std::chrono::milliseconds(full ? 4 : 1));
  }
}

// The records of the next task: consecutive records of one segment, as many as take about
// kTaskSeconds at the average so far (4 before anything is known).
std::vector<size_t> Coordinator::gather() {
  const size_t size = solved_count_ < 16 ? 4
                      : static_cast<size_t>(std::clamp(kTaskSeconds * static_cast<double>(solved_count_) /
                                                           std::max(solved_seconds_, 1e-9),
                                                       1.0, 512.0));
  std::vector<size_t> out;
  for (;;) {
    while (next_ < read_end() && at(next_).done) ++next_;  // error records need no solving
    if (next_ == read_end() && (window_.size() >= kMaxWindow || !read_one())) break;
    if (next_ == read_end() || at(next_).done) continue;
    Entry& e = at(next_);
    if (!out.empty() && (e.origin.text != at(out.front()).origin.text || !e.origin.text)) break;
    out.push_back(next_++);
    if (out.size() >= size || !e.origin.text) break;
  }
  return out;
}

bool Coordinator::dispatch(int rank) {
  std::vector<size_t> indices = gather();
  if (indices.empty()) return false;
  send_job(rank, indices, Mode::batch);
  return true;
}

// `id` 0: a new job id (a cube count gives every rank the same one).
void Coordinator::send_job(int rank, const std::vector<size_t>& indices, Mode mode, int64_t id) {
  if (id == 0) id = next_job_++;
  jobs_[id] = indices;
  ++ranks_[rank].outstanding;
  if (rank == 0) {
    Job j{id, {}, std::nullopt, nullptr};
    for (size_t i : indices) j.pieces.push_back({at(i).rec.puzzle.get(), where(at(i).rec), proof_for(i)});
    local_.push(std::move(j));
    return;
  }
  const Entry& first = at(indices.front());
  Task t{id, mode, false, "", "", first.rec.source, first.origin.first_line, {}};
  if (first.origin.text) {
    t.family = std::string(first.origin.family->name);
    t.has_text = ranks_[rank].last_text != first.origin.text;
    if (t.has_text) t.text = *first.origin.text;
    ranks_[rank].last_text = first.origin.text;
  }
  for (size_t i : indices)
    t.items.push_back({static_cast<int64_t>(at(i).origin.position), where(at(i).rec), proof_for(i)});
  out_.send(rank, kTask, pack(t));
}

void Coordinator::collect() {
  while (auto m = poll()) {
    if (m->tag != kResult) throw std::runtime_error("gridsat-mpi: unexpected message tag " + std::to_string(m->tag));
    on_result(m->source, unpack_result(m->data));
  }
  while (auto r = local_.take()) on_result(0, std::move(*r));
  out_.progress();
}

void Coordinator::on_result(int rank, Result r) {
  --ranks_[rank].outstanding;
  auto it = jobs_.find(r.id);
  if (it == jobs_.end()) return;  // a search job answered already
  const std::vector<size_t> indices = std::move(it->second);
  jobs_.erase(it);
  for (size_t k = 0; k < indices.size(); ++k) {
    Entry& e = at(indices[k]);
    e.done = true;
    if (k < r.solved.size()) {
      e.solved = std::move(r.solved[k]);
      solved_seconds_ += e.solved.reply.stats.seconds;
      ++solved_count_;
    } else if (r.exception) {
      e.exception = true;
      e.what = r.what;
    } else {
      e.solved.kind = cli::Solved::stopped;
    }
  }
}

std::optional<int> Coordinator::print_ready() {
  while (!window_.empty() && window_.front().done) {
    if (auto status = print_entry(front_, window_.front())) return status;
    window_.pop_front();
    ++front_;
  }
  if (window_.empty() && ended_) {
    leave(kDone);
    return report_.finish(elapsed());
  }
  return std::nullopt;
}

// Prints one answer as the one-process loop does; a status when the batch ends here.
std::optional<int> Coordinator::print_entry(size_t index, Entry& e) {
  learn_many();
  if (e.exception) {
    leave(kStop);
    report_.buffer_answers(false);  // the answers before it first
    std::cerr << "gridsat: internal error: " << e.what << '\n';
    return cli::internal;
  }
  if (!e.rec.puzzle) {
    report_.error(index, e.rec);
  } else if (e.solved.kind == cli::Solved::refused) {
    report_.error(index, e.rec.source, e.rec.line, e.solved.message);
  } else if (e.solved.kind == cli::Solved::stopped) {
    return interrupted_status();
  } else {
    report_.answer(index, e.rec, e.solved.reply);
  }
  return std::nullopt;
}

// ---- search mode --------------------------------------------------------------------

int Coordinator::run_search() {
  for (;;) {
    if (gridsat::interrupted()) return interrupted_status();
    if (window_.empty() && !read_one()) break;
    if (!window_.front().done)
      if (auto status = search_one(front_, window_.front())) return *status;
    if (auto status = print_entry(front_, window_.front())) return *status;
    window_.pop_front();
    ++front_;
  }
  leave(kDone);
  return report_.finish(elapsed());
}

// Every rank solves record `index` with its own settings until one answers decisively.
std::optional<int> Coordinator::search_one(size_t index, Entry& e) {
  if (counts_with_cubes(s_)) return count_with_cubes(index, e);
  const int64_t first_id = next_job_;
  for (int r = 0; r < static_cast<int>(ranks_.size()); ++r) send_job(r, {index}, Mode::search);
  std::vector<Result> arrived;
  bool cancelled_all = false;
  auto decided = [&] {
    for (const Result& r : arrived)
      if (r.exception || (!r.solved.empty() && decisive(s_, r.solved.front()))) return true;
    return false;
  };
  while (arrived.size() < ranks_.size()) {
    if (gridsat::interrupted()) return interrupted_status();
    while (auto m = poll()) arrived.push_back(unpack_result(m->data));
    while (auto r = local_.take()) arrived.push_back(std::move(*r));
    out_.progress();
    if (!cancelled_all && decided()) {
      cancelled_all = true;
      for (int r = 1; r < static_cast<int>(ranks_.size()); ++r) {
        Packer p;
        p.i64(first_id + r);
        out_.send(r, kCancel, p.take());
      }
      local_.cancel(first_id);
    }
    local_.wait(std::chrono::milliseconds(1));
  }
  for (auto& rs : ranks_) rs.outstanding = 0;
  for (int64_t id = first_id; id < next_job_; ++id) jobs_.erase(id);
  std::vector<const cli::Solved*> outcomes;
  for (const Result& r : arrived) {
    if (r.exception) {
      e.exception = true;
      e.what = r.what;
      break;
    }
    if (!r.solved.empty()) outcomes.push_back(&r.solved.front());
  }
  if (!e.exception) e.solved = outcomes.empty() ? cli::Solved{cli::Solved::stopped, {}, {}} : pick(s_, outcomes);
  e.done = true;
  return std::nullopt;
}

// ---- counting with cubes across ranks -------------------------------------------------

struct Coordinator::CubeCount {
  CubeCount(const cli::Settings& s, const Puzzle& p, int ranks, int64_t id) : board(s, p, ranks), id(id) {}
  CubeBoard board;
  int64_t id;
  Clock::time_point start = Clock::now();
  std::optional<RankCubes> mine;  // rank 0's own workers
  CubeList made;
  std::optional<cli::Solved> settled;  // decided here without cubes (refused, trivial, stopped)
  bool closed = false, stopped = false;
};

// Every rank encodes the puzzle and loads it while rank 0 makes the cubes; then rank 0 hands
// them out as the ranks ask, counts the streamed solutions, stops every rank at the limit or
// the time limit, and sums the ranks' answers.
std::optional<int> Coordinator::count_with_cubes(size_t index, Entry& e) {
  CubeCount c(s_, *e.rec.puzzle, static_cast<int>(ranks_.size()), next_job_++);
  for (int r = 1; r < static_cast<int>(ranks_.size()); ++r) send_job(r, {index}, Mode::cubes, c.id);
  start_cubes(c, e);
  if (!c.settled) make_cubes_here(c);
  auto pending = [&] {
    if (c.mine && !c.mine->ended()) return true;
    for (int r = 1; r < static_cast<int>(ranks_.size()); ++r)
      if (!c.board.answered(r)) return true;
    return false;
  };
  while (pending()) {
    if (gridsat::interrupted()) return interrupted_status();
    while (auto m = poll()) cube_message(c, *m);
    out_.progress();
    drive_cubes(c);
    std::this_thread::sleep_for(std::chrono::microseconds(500));
  }
  for (auto& rs : ranks_) rs.outstanding = 0;
  jobs_.erase(c.id);
  if (c.mine) {
    Answer own = c.mine->finish();
    for (const Grid& g : c.mine->take_found()) c.board.solution(g);
    c.board.answer(0, std::move(own));
  }
  if (c.settled) {
    e.solved = std::move(*c.settled);
  } else {
    e.solved = cli::Solved{cli::Solved::answered, c.board.combine(c.made, c.start), {}};
  }
  e.done = true;
  return std::nullopt;
}

// Rank 0 encodes too; a puzzle over the budget, decided without search or stopped while
// encoding is answered here as the one-process run answers it, and the ranks are stopped.
void Coordinator::start_cubes(CubeCount& c, Entry& e) {
  const std::string where = this->where(e.rec);
  try {
    c.mine.emplace(s_, *e.rec.puzzle, c.start, s_.solve.limit > 0);
    if (c.mine->trivial()) c.settled = cli::solve_record(s_, *e.rec.puzzle, where, "");
  } catch (const InputError&) {
    c.settled = cli::solve_record(s_, *e.rec.puzzle, where, "");  // says why, as gridsat does
  } catch (const EncodingStopped&) {  // as one process answers it: unknown
    Answer none;
    none.stats.seconds = seconds_since(c.start);
    c.settled = cli::Solved{gridsat::interrupted() ? cli::Solved::stopped : cli::Solved::answered,
                            std::move(none), {}};
  }
  if (c.settled) {
    c.mine.reset();
    stop_cubes(c);
  }
}

// The cubes, for every thread of every rank (rank 0's workers load the formula meanwhile).
void Coordinator::make_cubes_here(CubeCount& c) {
  const int total = static_cast<int>(ranks_.size()) * c.mine->threads();
  try {
    c.made = make_cubes(c.mine->encoding(), s_.solve.cadical, CubeOptions{0, 0, total, 1.0}, c.mine->deadline());
  } catch (const EncodingStopped&) {
    stop_cubes(c);
    return;
  }
  if (c.made.unsat) {
    stop_cubes(c);  // refuted by the lookahead: nothing to count
    return;
  }
  c.board.give(c.made.cubes);
}

// Rank 0's own workers take cubes as the other ranks do; the limit and the time limit stop all.
void Coordinator::drive_cubes(CubeCount& c) {
  if (!c.mine) return;
  for (const Grid& g : c.mine->take_found()) c.board.solution(g);
  if (!c.stopped && (c.board.limit_reached() || past(c.mine->deadline()))) stop_cubes(c);
  if (c.closed || c.mine->ended()) return;
  const size_t want = static_cast<size_t>(c.mine->threads());
  if (c.mine->queued() < want) c.mine->add(c.board.hand_out(want - c.mine->queued()));
  if (c.board.drained()) {
    c.closed = true;
    c.mine->close();
  }
}

void Coordinator::cube_message(CubeCount& c, const Message& m) {
  if (m.tag == kCubeAsk) {
    const CubeAsk ask = unpack_ask(m.data);
    if (ask.id != c.id) return;
    CubeGift gift{c.id, false, c.board.hand_out(static_cast<size_t>(std::max<int64_t>(1, ask.want)))};
    gift.closed = gift.cubes.empty();
    out_.send(m.source, kCubes, pack(gift));
  } else if (m.tag == kSolution) {
    auto [id, grid] = unpack_solution(m.data);
    if (id == c.id) c.board.solution(grid);
  } else if (m.tag == kResult) {
    Result r = unpack_result(m.data);
    if (r.id != c.id) return;
    if (r.exception) throw std::runtime_error(r.what);
    cli::Solved& o = r.solved.at(0);
    if (o.kind == cli::Solved::stopped) o.reply.complete = false;
    if (o.kind == cli::Solved::refused && !c.settled) c.settled = o;
    c.board.answer(m.source, std::move(o.reply));
  } else {
    throw std::runtime_error("gridsat-mpi: unexpected message tag " + std::to_string(m.tag));
  }
}

// The count ends early (the limit, the time limit, an answer without cubes): no more cubes
// are handed out, every rank stops and sends its answer.
void Coordinator::stop_cubes(CubeCount& c) {
  if (c.stopped) return;
  c.stopped = true;
  c.board.cut();
  for (int r = 1; r < static_cast<int>(ranks_.size()); ++r) {
    Packer p;
    p.i64(c.id);
    out_.send(r, kCancel, p.take());
  }
  if (c.mine) c.mine->stop();
}

// ---- ending -------------------------------------------------------------------------

// Ctrl-C (or SIGTERM, which mpirun sends every rank at Ctrl-C): the answers printed stay,
// the summary says where the batch stopped.
int Coordinator::interrupted_status() {
  leave(kStop);
  const size_t answered = front_ - 1;
  if (window_.empty()) return report_.interrupted(answered, std::to_string(answered) + "+", "", elapsed());
  const std::string total = batch_.total(read_end() - 1, kCountAfterInterrupt);
  return report_.interrupted(answered, total, where(window_.front().rec), elapsed());
}

// Tells every worker to stop (kStop) or that all is done (kDone) and waits until each has
// said goodbye, dropping the answers still on their way.
void Coordinator::leave(Tag why) {
  if (left_) return;
  left_ = true;
  local_.drop_queued();
  if (why == kStop) request_cancel();  // the local job under way, if any
  for (int r = 1; r < static_cast<int>(ranks_.size()); ++r) out_.send(r, why, "");
  int left = static_cast<int>(ranks_.size()) - 1;
  while (left > 0) {
    while (auto m = poll())
      if (m->tag == kBye) --left;
    out_.progress();
    if (left > 0) local_.wait(std::chrono::milliseconds(1));
  }
  out_.flush();
}

}  // namespace

int run_coordinator(const cli::Settings& s, MpiMode mode) {
  Coordinator c(s, mode);
  return c.run();
}

}  // namespace gridsat::mpi
