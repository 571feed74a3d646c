#include "base/stop.hpp"

#include <unistd.h>

#include <atomic>
#include <cmath>
#include <csignal>
#include <cstring>

namespace gridsat {

namespace {
// Read by every solver thread (--threads), written by the handler: a lock-free atomic is
// both async-signal-safe and free of data races.
std::atomic<bool> g_stop{false};
std::atomic<int> g_signal{0};  // the first stop signal
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free);
std::atomic<bool> g_cancel{false};                       // gridsat-mpi: another rank answered first
thread_local const std::atomic<bool>* t_stop = nullptr;  // set_thread_stop

// The temporary files the second signal removes. A slot is free (0), being filled (1) or
// held (2); the handler only reads held slots. Paths are copied in, so the handler never
// reads memory that its owner may have freed.
constexpr int kSlots = 64;
struct Slot {
  std::atomic<int> state{0};
  char path[4096];
};
Slot g_slots[kSlots];

void remove_temporaries() {  // async-signal-safe: atomics and unlink(2) only
  for (Slot& s : g_slots)
    if (s.state.load() == 2) ::unlink(s.path);
}

constexpr int kStopSignals[] = {SIGINT, SIGTERM, SIGHUP};

extern "C" void on_stop_signal(int sig) {
  int none = 0;
  if (g_signal.compare_exchange_strong(none, sig)) {  // the first: stop as soon as polled
    g_stop.store(true, std::memory_order_relaxed);
    return;
  }
  // The second: the loops did not stop in time, or the user insists. Die by this signal.
  remove_temporaries();
  struct sigaction sa {};
  sa.sa_handler = SIG_DFL;
  sigemptyset(&sa.sa_mask);
  sigaction(sig, &sa, nullptr);
  ::raise(sig);  // blocked inside its handler: delivered, with the default action, on return
}
}  // namespace

void remove_held_temporaries() { remove_temporaries(); }

void install_stop_handlers() {
  struct sigaction sa {};
  sa.sa_handler = on_stop_signal;
  sigemptyset(&sa.sa_mask);
  for (int sig : kStopSignals) sigaddset(&sa.sa_mask, sig);  // one handler at a time
  sa.sa_flags = SA_RESTART;                                  // writes go on
  for (int sig : kStopSignals) {
    struct sigaction old {};
    // An ignored signal stays ignored: `nohup` (HUP), `cmd &` in a script (INT).
    if (sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
    sigaction(sig, &sa, nullptr);
  }
}

bool interrupted() {
  return g_stop.load(std::memory_order_relaxed) || (t_stop && t_stop->load(std::memory_order_relaxed));
}
void set_thread_stop(const std::atomic<bool>* flag) { t_stop = flag; }
int stop_signal() {
  const int sig = g_signal.load(std::memory_order_relaxed);
  return sig != 0 ? sig : interrupted() ? SIGINT : 0;
}
void request_stop() { g_stop = true; }
void clear_stop() {
  g_stop = false;
  g_signal = 0;
}

int hold_temporary(const char* path) {
  const size_t n = std::strlen(path);
  if (n >= sizeof(Slot::path)) return -1;
  for (int i = 0; i < kSlots; ++i) {
    int free = 0;
    if (!g_slots[i].state.compare_exchange_strong(free, 1)) continue;
    std::memcpy(g_slots[i].path, path, n + 1);
    g_slots[i].state.store(2);
    return i;
  }
  return -1;
}

void release_temporary(int slot) {
  if (slot >= 0 && slot < kSlots) g_slots[slot].state.store(0);
}
void request_cancel() { g_cancel.store(true, std::memory_order_relaxed); }
void clear_cancel() { g_cancel.store(false, std::memory_order_relaxed); }
bool cancelled() { return g_cancel.load(std::memory_order_relaxed); }

Deadline deadline_after(double seconds, Clock::time_point start) {
  constexpr double kCentury = 100.0 * 365 * 24 * 3600;
  if (!(seconds > 0) || !std::isfinite(seconds) || seconds > kCentury) return kNoDeadline;
  return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

}  // namespace gridsat
