#pragma once
// Rank 0's state, shared by its three protocols (batch.hpp; portfolio.hpp's race_one and
// cubes.hpp's count_with_cubes, which coordinator.cpp's search runs for one puzzle at a
// time): the records read ahead and not printed yet, each rank's jobs in flight, sending a
// job, printing an answer as the one-process loop does, and the way out (telling the
// workers to leave; Ctrl-C's summary).
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "base/stop.hpp"
#include "cli/batch.hpp"
#include "cli/reporter.hpp"
#include "mpi/comm.hpp"
#include "mpi/jobs.hpp"
#include "mpi/wire.hpp"

namespace gridsat::mpi {

// A record of the batch, from reading until printing.
struct Entry {
  Record rec;
  Origin origin;
  bool done = false;
  cli::Solved solved;
  bool exception = false;  // solving threw: an internal error that ends the batch
  std::string what;
};

class Rank0 {
 public:
  explicit Rank0(const cli::Settings& s);

  // ---- the window: records 1, 2, ... from reading until printing
  bool read_one();  // false at the end of the batch
  Entry& at(size_t index) { return window[index - front]; }
  size_t read_end() const { return front + window.size(); }
  bool many();  // whether the batch holds more than one puzzle (asks the batch once)
  std::string where(const Record& r) const { return r.source + ":" + std::to_string(r.line); }
  std::string proof_for(size_t index);             // the --proof path of record `index` ("" without)
  void printed() { window.pop_front(), ++front; }  // the window's first record was printed

  // ---- the ranks' jobs
  int ranks() const { return static_cast<int>(rank_state.size()); }
  // Sends records `indices` to `rank` (rank 0: its own solver thread). `id` 0: a new job id (a
  // cube count gives every rank the same one).
  void send_job(int rank, const std::vector<size_t>& indices, Mode mode, int64_t id = 0);
  void cancel_job(int rank, int64_t id);  // kCancel to a worker (rank >= 1)
  int64_t new_job_id() { return next_job_++; }
  // A puzzle searched by every rank has its answer: the jobs from `first_id` on are forgotten
  // (late answers to them are dropped) and no rank holds any.
  void end_search(int64_t first_id);

  // ---- printing and ending
  // Prints one answer as the one-process loop does; a status when the batch ends here.
  std::optional<int> print_entry(size_t index, Entry& e);
  int finish();              // every record printed: the workers leave, the summary
  int interrupted_status();  // Ctrl-C: the workers stop, the summary says where
  // Tells every worker to stop (kStop) or that all is done (kDone) and waits until each has
  // said goodbye, dropping the answers still on their way. Once only.
  void leave(Tag why);
  double elapsed() const { return seconds_since(start); }

  // The state the protocols drive.
  struct RankState {
    int outstanding = 0;
    std::shared_ptr<const std::string> last_text;  // the segment it holds
  };
  const cli::Settings& s;
  const Clock::time_point start = Clock::now();
  cli::Batch batch;
  cli::Reporter report;
  Jobs local;  // rank 0's own solver thread
  Outbox out;
  std::vector<RankState> rank_state;
  std::deque<Entry> window;
  size_t front = 1;                                       // index of window.front()
  bool ended = false;                                     // the batch has no more records
  std::unordered_map<int64_t, std::vector<size_t>> jobs;  // job id -> its records

 private:
  bool known_ = false, many_ = false;
  bool left_ = false;  // the workers were told to leave
  int64_t next_job_ = 1;
};

}  // namespace gridsat::mpi
