#pragma once
// gridsat serve's worker gate: how many requests solve at once, how many more wait.
#include <condition_variable>
#include <mutex>
#include <nlohmann/json.hpp>

namespace gridsat::serve {

// At most `workers` requests run; at most `queue` more wait; beyond, enter() says busy at once.
// After close() (SIGTERM's drain) no request starts: those waiting and those to come are told
// stopping, so that the drain waits only for the requests already running.
class Gate {
 public:
  enum Entry { run, busy, stopping };
  Gate(int workers, int queue) : workers_(workers), queue_(queue) {}
  Entry enter() {
    std::unique_lock lock(m_);
    if (closed_) return stopping;
    if (running_ + waiting_ >= workers_ + queue_) return busy;
    ++waiting_;
    cv_.wait(lock, [&] { return running_ < workers_ || closed_; });
    --waiting_;
    if (closed_) return stopping;
    ++running_;
    return run;
  }
  void leave() {
    {
      std::lock_guard lock(m_);
      --running_;
    }
    cv_.notify_one();
  }
  void close() {
    {
      std::lock_guard lock(m_);
      closed_ = true;
    }
    cv_.notify_all();
  }
  nlohmann::json state() {
    std::lock_guard lock(m_);
    return {{"running", running_}, {"waiting", waiting_}, {"workers", workers_}, {"queue", queue_}};
  }

 private:
  std::mutex m_;
  std::condition_variable cv_;
  int running_ = 0, waiting_ = 0;
  bool closed_ = false;
  const int workers_, queue_;
};

}  // namespace gridsat::serve
