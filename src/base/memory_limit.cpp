#include "base/memory_limit.hpp"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>

namespace gridsat {

namespace {

std::atomic<int64_t> g_limit{0};
std::atomic<int64_t> g_next_read{0};  // steady_clock nanoseconds
std::atomic<bool> g_over{false};
std::atomic<bool> g_reached{false};
thread_local int t_copies = 1;

int64_t resident_bytes() {
  std::FILE* f = std::fopen("/proc/self/statm", "r");
  if (!f) return 0;  // no /proc: no limit can be seen
  long long size = 0, resident = 0;
  const int got = std::fscanf(f, "%lld %lld", &size, &resident);
  std::fclose(f);
  return got == 2 ? static_cast<int64_t>(resident) * sysconf(_SC_PAGESIZE) : 0;
}

}  // namespace

void set_memory_limit(int64_t bytes) {
  g_limit.store(bytes > 0 ? bytes : 0);
  g_next_read.store(0);
  g_over.store(false);
}

int64_t memory_limit() { return g_limit.load(std::memory_order_relaxed); }

bool over_memory_limit() {
  const int64_t limit = g_limit.load(std::memory_order_relaxed);
  if (!limit) return false;
  const int64_t now =
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
  int64_t next = g_next_read.load(std::memory_order_relaxed);
  // One thread reads at a time (the one that moves the next reading on); the others take its verdict.
  if (now >= next && g_next_read.compare_exchange_strong(next, now + 10'000'000)) {
    const bool over = resident_bytes() > limit;
    g_over.store(over, std::memory_order_relaxed);
    if (over) g_reached.store(true);
  }
  return g_over.load(std::memory_order_relaxed);
}

bool take_memory_limit_reached() { return g_reached.exchange(false); }

void check_solver_memory(int64_t vars, int64_t clauses) {
  const int64_t limit = memory_limit();
  if (!limit) return;
  const double bytes = (static_cast<double>(clauses) * kSolverBytesPerClause +
                        static_cast<double>(vars) * kSolverBytesPerVariable) * t_copies;
  if (bytes <= static_cast<double>(limit)) return;
  const double mib = bytes / (1 << 20);
  const TooManyClauses over(clauses, limit, true);
  throw OverMemoryLimit(over, "the encoding would need about " + thousands(clauses) + " clauses and " +
                                  thousands(vars) + " variables, about " +
                                  (mib >= 9e18 ? std::string("9e18") : thousands(static_cast<int64_t>(mib))) +
                                  " MiB in the solver" +
                                  (t_copies > 1 ? " for its " + std::to_string(t_copies) + " threads" : "") +
                                  " (limit " + thousands(limit >> 20) + " MiB; --max-memory to change)");
}

ScopedSolverCopies::ScopedSolverCopies(int copies) : before_(t_copies) { t_copies = copies > 1 ? copies : 1; }
ScopedSolverCopies::~ScopedSolverCopies() { t_copies = before_; }

}  // namespace gridsat
