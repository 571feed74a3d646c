#include "mpi/worker.hpp"

#include <memory>
#include <stdexcept>

#include "base/stop.hpp"
#include "mpi/comm.hpp"
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

class Worker {
 public:
  explicit Worker(const cli::Settings& s) : s_(s), jobs_(s), mine_(diversify_rank(s, rank())) {}

  void run() {
    for (;;) {
      while (auto m = poll()) handle(*m);
      while (auto r = jobs_.take()) out_.send(0, kResult, pack(*r));
      out_.progress();
      if (leaving_ && jobs_.idle()) break;
      jobs_.wait(std::chrono::milliseconds(1));
    }
    out_.send(0, kBye, "");
    out_.flush();
  }

 private:
  void handle(const Message& m) {
    switch (m.tag) {
      case kTask: jobs_.push(job(unpack_task(m.data))); break;
      case kCancel: jobs_.cancel(Unpacker(m.data).i64()); break;
      case kStop:
        request_stop();  // as Ctrl-C here: the job under way stops
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
      auto blank = std::make_shared<Record>(blank_puzzle(s_.puzzle.read));
      return Job{t.id, {{blank->puzzle.get(), t.items.at(0).where, t.items.at(0).proof}}, settings(t), blank};
    }
    if (t.has_text) {
      const Family* f = find_family(t.family);
      if (!f) throw std::runtime_error("gridsat-mpi: unknown family " + t.family);
      last_.records = std::make_shared<std::vector<Record>>(
          read_segment(*f, t.text, t.source, s_.puzzle.read, static_cast<int>(t.first_line)));
    }
    if (!last_.records) throw std::runtime_error("gridsat-mpi: a task without its segment");
    Job j{t.id, {}, settings(t), last_.records};
    for (const Item& it : t.items) {
      const Record& r = last_.records->at(static_cast<size_t>(it.position));
      if (!r.puzzle) throw std::runtime_error("gridsat-mpi: " + it.where + " is not a puzzle here");
      j.pieces.push_back({r.puzzle.get(), it.where, it.proof});
    }
    return j;
  }

  std::optional<CadicalSettings> settings(const Task& t) const {
    if (t.mode == Mode::search) return mine_;
    return std::nullopt;
  }

  const cli::Settings& s_;
  Jobs jobs_;
  Outbox out_;
  CadicalSettings mine_;
  Segment last_;
  bool leaving_ = false;
};

}  // namespace

void run_worker(const cli::Settings& s) {
  Worker w(s);
  w.run();
}

}  // namespace gridsat::mpi
