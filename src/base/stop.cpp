#include "base/stop.hpp"

#include <atomic>
#include <csignal>
#include <cmath>

namespace gridsat {

namespace {
volatile std::sig_atomic_t g_stop = 0;
std::atomic<bool> g_cancel{false};
extern "C" void on_sigint(int) { g_stop = 1; }
}  // namespace

void install_sigint_handler() {
  struct sigaction sa {};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART | SA_RESETHAND;  // writes go on; the second Ctrl-C is fatal
  sigaction(SIGINT, &sa, nullptr);
}

bool interrupted() { return g_stop != 0; }
void request_stop() { g_stop = 1; }
void clear_stop() { g_stop = 0; }
void request_cancel() { g_cancel.store(true, std::memory_order_relaxed); }
void clear_cancel() { g_cancel.store(false, std::memory_order_relaxed); }
bool cancelled() { return g_cancel.load(std::memory_order_relaxed); }

Deadline deadline_after(double seconds, Clock::time_point start) {
  constexpr double kCentury = 100.0 * 365 * 24 * 3600;
  if (!(seconds > 0) || !std::isfinite(seconds) || seconds > kCentury) return kNoDeadline;
  return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

}  // namespace gridsat
