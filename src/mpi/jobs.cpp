#include "mpi/jobs.hpp"

#include <exception>

#include "base/stop.hpp"

namespace gridsat::mpi {

Jobs::Jobs(const cli::Settings& s) : s_(s), thread_([this] { loop(); }) {}

Jobs::~Jobs() {
  {
    std::lock_guard lock(m_);
    quit_ = true;
    queue_.clear();
    if (running_) request_cancel();
  }
  work_.notify_all();
  thread_.join();
}

void Jobs::push(Job job) {
  {
    std::lock_guard lock(m_);
    queue_.push_back(std::move(job));
  }
  work_.notify_one();
}

std::optional<Result> Jobs::take() {
  std::lock_guard lock(m_);
  if (results_.empty()) return std::nullopt;
  Result r = std::move(results_.front());
  results_.pop_front();
  return r;
}

void Jobs::wait(std::chrono::milliseconds timeout) {
  std::unique_lock lock(m_);
  ready_.wait_for(lock, timeout, [this] { return !results_.empty(); });
}

void Jobs::cancel(int64_t id) {
  {
    std::lock_guard lock(m_);
    for (auto it = queue_.begin(); it != queue_.end();) {
      if (it->id != id) {
        ++it;
        continue;
      }
      // Every job gets its result: a dropped one says stopped.
      Result r;
      r.id = id;
      r.solved.assign(it->pieces.size(), cli::Solved{cli::Solved::stopped, {}, {}});
      results_.push_back(std::move(r));
      it = queue_.erase(it);
    }
    if (running_ == id) request_cancel();  // cleared by the thread before its next job
  }
  ready_.notify_all();
}

void Jobs::drop_queued() {
  std::lock_guard lock(m_);
  queue_.clear();
}

size_t Jobs::queued() const {
  std::lock_guard lock(m_);
  return queue_.size();
}

bool Jobs::idle() const {
  std::lock_guard lock(m_);
  return queue_.empty() && !running_ && results_.empty();
}

void Jobs::loop() {
  for (;;) {
    Job job;
    {
      std::unique_lock lock(m_);
      work_.wait(lock, [this] { return quit_ || !queue_.empty(); });
      if (quit_) return;
      job = std::move(queue_.front());
      queue_.pop_front();
      running_ = job.id;
      clear_cancel();  // under the lock: a cancel of an earlier job cannot reach this one
    }
    Result r = run(job);
    {
      std::lock_guard lock(m_);
      running_.reset();
      results_.push_back(std::move(r));
    }
    ready_.notify_all();
  }
}

// Like the one-process batch loop: a piece stopped by Ctrl-C (or a cancel) stops the job;
// the pieces after it are reported stopped too.
Result Jobs::run(const Job& job) {
  Result r;
  r.id = job.id;
  for (const Job::Piece& p : job.pieces) {
    if (!r.solved.empty() && r.solved.back().kind == cli::Solved::stopped) {
      r.solved.push_back(cli::Solved{cli::Solved::stopped, {}, {}});
      continue;
    }
    try {
      const cli::Settings& s = job.settings ? *job.settings : s_;
      r.solved.push_back(cli::solve_record(s, *p.puzzle, p.where, p.proof, job.cadical ? &*job.cadical : nullptr));
      if (cancelled()) r.solved.back().kind = cli::Solved::stopped;
    } catch (const std::exception& e) {
      r.exception = true;
      r.what = e.what();
      break;
    }
  }
  return r;
}

}  // namespace gridsat::mpi
