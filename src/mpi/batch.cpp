#include "mpi/batch.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace gridsat::mpi {

namespace {

constexpr int kDepth = 4;                       // jobs queued per rank, so that none waits for the next
constexpr size_t kMaxWindow = size_t{1} << 16;  // records read ahead of the first unprinted one
constexpr double kTaskSeconds = 0.02;           // aim of a task's length, from the average so far

class BatchRun {
 public:
  explicit BatchRun(Rank0& r0) : r0_(r0) {}
  int run();

 private:
  bool dispatch(int rank);
  std::vector<size_t> gather();
  void collect();
  void on_result(int rank, Result r);
  std::optional<int> print_ready();

  Rank0& r0_;
  size_t next_ = 1;  // the next record to hand out
  double solved_seconds_ = 0;
  int64_t solved_count_ = 0;
};

int BatchRun::run() {
  r0_.report.buffer_answers(true);  // this loop flushes within 50 ms, on a terminal too
  for (;;) {
    if (gridsat::interrupted()) return r0_.interrupted_status();
    for (int r = 0; r < r0_.ranks(); ++r)
      while (r0_.rank_state[r].outstanding < kDepth && dispatch(r)) {
      }
    collect();
    if (auto status = print_ready()) return *status;
    r0_.report.flush_if_due();
    // Every rank holding kDepth jobs: a local answer wakes us, a remote one waits a little
    // (each job is ~kTaskSeconds long); waking every millisecond cost a tenth of the CPU.
    bool full = true;
    for (const Rank0::RankState& r : r0_.rank_state) full = full && r.outstanding >= kDepth;
    r0_.local.wait(std::chrono::milliseconds(full ? 4 : 1));
  }
}

// The records of the next task: consecutive records of one segment, as many as take about
// kTaskSeconds at the average so far (4 before anything is known).
std::vector<size_t> BatchRun::gather() {
  const size_t size =
      solved_count_ < 16
          ? 4
          : static_cast<size_t>(std::clamp(
                kTaskSeconds * static_cast<double>(solved_count_) / std::max(solved_seconds_, 1e-9), 1.0, 512.0));
  std::vector<size_t> out;
  for (;;) {
    while (next_ < r0_.read_end() && r0_.at(next_).done) ++next_;  // error records need no solving
    if (next_ == r0_.read_end() && (r0_.window.size() >= kMaxWindow || !r0_.read_one())) break;
    if (next_ == r0_.read_end() || r0_.at(next_).done) continue;
    Entry& e = r0_.at(next_);
    if (!out.empty() && (e.origin.text != r0_.at(out.front()).origin.text || !e.origin.text)) break;
    out.push_back(next_++);
    if (out.size() >= size || !e.origin.text) break;
  }
  return out;
}

bool BatchRun::dispatch(int rank) {
  std::vector<size_t> indices = gather();
  if (indices.empty()) return false;
  r0_.send_job(rank, indices, Mode::batch);
  return true;
}

void BatchRun::collect() {
  while (auto m = poll()) {
    if (m->tag != kResult) throw std::runtime_error("gridsat-mpi: unexpected message tag " + std::to_string(m->tag));
    on_result(m->source, unpack_result(m->data));
  }
  while (auto r = r0_.local.take()) on_result(0, std::move(*r));
  r0_.out.progress();
}

void BatchRun::on_result(int rank, Result r) {
  --r0_.rank_state[rank].outstanding;
  auto it = r0_.jobs.find(r.id);
  if (it == r0_.jobs.end()) return;
  const std::vector<size_t> indices = std::move(it->second);
  r0_.jobs.erase(it);
  for (size_t k = 0; k < indices.size(); ++k) {
    Entry& e = r0_.at(indices[k]);
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

std::optional<int> BatchRun::print_ready() {
  while (!r0_.window.empty() && r0_.window.front().done) {
    if (auto status = r0_.print_entry(r0_.front, r0_.window.front())) return status;
    r0_.printed();
  }
  if (r0_.window.empty() && r0_.ended) return r0_.finish();
  return std::nullopt;
}

}  // namespace

int run_batch(Rank0& r0) {
  BatchRun b(r0);
  return b.run();
}

}  // namespace gridsat::mpi
