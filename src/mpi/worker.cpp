#include "mpi/worker.hpp"

#include <memory>
#include <stdexcept>

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "mpi/comm.hpp"
#include "mpi/cubes.hpp"
#include "mpi/jobs.hpp"
#include "mpi/portfolio.hpp"
#include "registry/registry.hpp"
#include "registry/stream.hpp"

namespace gridsat::mpi {

namespace {

// The records of the last segment received, read again from its text exactly as rank 0's
// stream read them (registry/stream.hpp's read_segment).
struct Segment {
  std::shared_ptr<std::vector<Record>> records;
};

// A count with cubes under way on this rank (Worker's start_cubes, drive_cubes). Outside the
// class: clang cannot construct a nested class with default member initializers inside it.
struct CubeJob {
  int64_t id = 0;
  std::shared_ptr<const void> keep;
  std::optional<RankCubes> run;
  std::optional<cli::Solved> settled;  // refused or stopped while encoding
  bool asked = false, closed = false;
  void stop() {
    if (run) run->stop();
  }
};

class Worker {
 public:
  Worker(const cli::Settings& s, int sls_ranks) : s_(s), jobs_(s), mine_(diversify_rank(s, rank())) {
    if (rank() >= ranks() - sls_ranks) sls_ = sls_rank_settings(s, rank());
  }

  void run() {
    for (;;) {
      while (auto m = poll()) handle(*m);
      while (auto r = jobs_.take()) out_.send(0, kResult, pack(*r));
      if (cubes_) drive_cubes();
      out_.progress();
      if (leaving_ && jobs_.idle() && !cubes_) break;
      // Busy with queued jobs: a finished one wakes us; new tasks can wait a few ms.
      jobs_.wait(std::chrono::milliseconds(!cubes_ && jobs_.queued() > 0 ? 4 : 1));
    }
    out_.send(0, kBye, "");
    out_.flush();
  }

 private:
  void handle(const Message& m) {
    switch (m.tag) {
      case kTask: {
        Task t = unpack_task(m.data);
        if (t.mode == Mode::cubes) start_cubes(t);
        else jobs_.push(job(t));
        break;
      }
      case kCancel: {
        const int64_t id = Unpacker(m.data).i64();
        if (cubes_ && cubes_->id == id) cubes_->stop();
        else jobs_.cancel(id);
        break;
      }
      case kCubes: {
        CubeGift g = unpack_gift(m.data);
        if (!cubes_ || cubes_->id != g.id) break;
        cubes_->asked = false;
        if (cubes_->run && !g.cubes.empty()) cubes_->run->add(std::move(g.cubes));
        if (cubes_->run && g.closed) cubes_->run->close(), cubes_->closed = true;
        break;
      }
      case kStop:
        request_stop();  // as Ctrl-C here: the job under way stops
        if (cubes_) cubes_->stop();
        [[fallthrough]];
      case kDone:
        jobs_.drop_queued();
        leaving_ = true;
        break;
      default: throw std::runtime_error("gridsat-mpi: unexpected message tag " + std::to_string(m.tag));
    }
  }

  Job job(const Task& t) {
    if (t.family.empty()) {  // the --size puzzle
      auto blank = std::make_shared<Record>(blank_puzzle(s_.read));
      Job j{t.id, {{blank->puzzle.get(), t.items.at(0).where, t.items.at(0).proof}}, settings(t), blank};
      if (t.mode == Mode::search && sls_) j.cadical.reset(), j.settings = &*sls_;
      return j;
    }
    if (t.has_text) {
      const Family* f = find_family(t.family);
      if (!f) throw std::runtime_error("gridsat-mpi: unknown family " + t.family);
      last_.records = std::make_shared<std::vector<Record>>(
          read_segment(*f, t.text, t.source, s_.read, static_cast<int>(t.first_line)));
    }
    if (!last_.records) throw std::runtime_error("gridsat-mpi: a task without its segment");
    Job j{t.id, {}, settings(t), last_.records};
    if (t.mode == Mode::search && sls_) j.cadical.reset(), j.settings = &*sls_;
    for (const Item& it : t.items) {
      const Record& r = last_.records->at(static_cast<size_t>(it.position));
      if (!r.puzzle) throw std::runtime_error("gridsat-mpi: " + it.where + " is not a puzzle here");
      j.pieces.push_back({r.puzzle.get(), it.where, it.proof});
    }
    return j;
  }

  // This rank's part of a count with cubes (cubes.hpp): it asks rank 0 for cubes while its
  // queue is short, sends the solutions it finds (with --limit), and its answer at the end.
  void start_cubes(const Task& t) {
    // A cancel of an earlier race's job (jobs.cpp) may still be raised: cancelled() would stop
    // this count at once (past() in the cube runs). Rank 0 sends a count only after every job
    // before it answered, so nothing under way here is to be cancelled.
    clear_cancel();
    Job j = job(t);
    cubes_.emplace();
    cubes_->id = t.id;
    cubes_->keep = j.keep;
    const Job::Piece& p = j.pieces.at(0);
    try {
      cubes_->run.emplace(s_, *p.puzzle, Clock::now(), s_.solve.limit > 0);
    } catch (const InputError& e) {
      cubes_->settled = cli::Solved{cli::Solved::refused, {}, p.where + ": " + e.what()};
    } catch (const EncodingStopped&) {
      cubes_->settled = cli::Solved{cli::Solved::stopped, {}, {}};
    }
    if (cubes_->run && cubes_->run->trivial()) cubes_->settled = cli::Solved{};  // rank 0 answers it
  }

  void drive_cubes() {
    CubeJob& c = *cubes_;
    if (c.run && !c.settled) {
      for (const Grid& g : c.run->take_found()) out_.send(0, kSolution, pack_solution(c.id, g));
      if (!c.run->ended()) {
        const size_t want = static_cast<size_t>(c.run->threads());
        if (!c.asked && !c.closed && c.run->queued() < want) {
          out_.send(0, kCubeAsk, pack(CubeAsk{c.id, static_cast<int64_t>(want - c.run->queued())}));
          c.asked = true;
        }
        return;
      }
    }
    Result r;
    r.id = c.id;
    if (c.settled) {
      r.solved.push_back(std::move(*c.settled));
    } else {
      r.solved.push_back(cli::Solved{cli::Solved::answered, c.run->finish(), {}});
      for (const Grid& g : c.run->take_found()) out_.send(0, kSolution, pack_solution(c.id, g));
    }
    out_.send(0, kResult, pack(r));
    cubes_.reset();
  }

  std::optional<CadicalSettings> settings(const Task& t) const {
    if (t.mode == Mode::search) return mine_;
    return std::nullopt;
  }

  const cli::Settings& s_;
  Jobs jobs_;
  Outbox out_;
  CadicalSettings mine_;
  std::optional<cli::Settings> sls_;  // a local-search rank's settings (--sls-ranks)
  Segment last_;
  std::optional<CubeJob> cubes_;
  bool leaving_ = false;
};

}  // namespace

void run_worker(const cli::Settings& s, int sls_ranks) {
  Worker w(s, sls_ranks);
  w.run();
}

}  // namespace gridsat::mpi
