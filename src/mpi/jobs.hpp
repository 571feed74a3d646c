#pragma once
// A rank's solver: one thread that solves jobs in turn while the rank's main thread talks
// MPI. Rank 0 runs one too, so that every rank, the coordinator's included, solves.
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "cli/settings.hpp"
#include "mpi/wire.hpp"

namespace gridsat::mpi {

struct Job {
  int64_t id = 0;
  struct Piece {
    const Puzzle* puzzle = nullptr;
    std::string where, proof;
  };
  std::vector<Piece> pieces;
  std::optional<CadicalSettings> cadical;   // other settings than the command line's (portfolio)
  std::shared_ptr<const void> keep;         // keeps the puzzles alive until the job is done
  const cli::Settings* settings = nullptr;  // other settings (a local-search rank's); outlive the job
};

class Jobs {
 public:
  explicit Jobs(const cli::Settings& s);
  ~Jobs();  // drops what is queued, stops the job under way (request_cancel) and joins
  Jobs(const Jobs&) = delete;
  Jobs& operator=(const Jobs&) = delete;

  void push(Job job);
  std::optional<Result> take();  // a finished job's result, if any (never waits)
  // Waits until a result is ready or `timeout` passed.
  void wait(std::chrono::milliseconds timeout);
  // Stops job `id`: dropped when queued (its result says stopped), cancelled
  // (request_cancel) when under way.
  void cancel(int64_t id);
  void drop_queued();     // without results: for leaving
  bool idle() const;      // nothing queued, nothing under way, no result waiting
  size_t queued() const;  // jobs waiting behind the one under way

 private:
  void loop();
  Result run(const Job& job);

  const cli::Settings& s_;
  mutable std::mutex m_;
  std::condition_variable work_, ready_;
  std::deque<Job> queue_;
  std::deque<Result> results_;
  std::optional<int64_t> running_;
  bool quit_ = false;
  std::thread thread_;
};

}  // namespace gridsat::mpi
