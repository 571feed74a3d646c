#include "base/stop.hpp"

#include <atomic>
#include <csignal>
#include <cmath>

namespace gridsat {

namespace {
// Read by every solver thread (--threads), written by the handler: a lock-free atomic is
// both async-signal-safe and free of data races.
std::atomic<bool> g_stop{false};
static_assert(std::atomic<bool>::is_always_lock_free);
extern "C" void on_sigint(int) { g_stop.store(true, std::memory_order_relaxed); }
std::atomic<bool> g_cancel{false};  // gridsat-mpi: another rank answered first
}  // namespace

void install_sigint_handler() {
  struct sigaction sa {};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART | SA_RESETHAND;  // writes go on; the second Ctrl-C is fatal
  sigaction(SIGINT, &sa, nullptr);
}

bool interrupted() { return g_stop.load(std::memory_order_relaxed); }
void request_stop() { g_stop = true; }
void clear_stop() { g_stop = false; }
void request_cancel() { g_cancel.store(true, std::memory_order_relaxed); }
void clear_cancel() { g_cancel.store(false, std::memory_order_relaxed); }
bool cancelled() { return g_cancel.load(std::memory_order_relaxed); }

Deadline deadline_after(double seconds, Clock::time_point start) {
  constexpr double kCentury = 100.0 * 365 * 24 * 3600;
  if (!(seconds > 0) || !std::isfinite(seconds) || seconds > kCentury) return kNoDeadline;
  return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

}  // namespace gridsat
