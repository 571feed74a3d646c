#pragma once
// When to stop: Ctrl-C and deadlines. The SIGINT handler only sets a flag; every long-running
// loop polls it (the Cnf clause store while encoding, the CaDiCaL terminator, the native
// search next to its deadline checks, the CLI's batch loop). A second SIGINT kills the
// process as usual.
#include <chrono>

namespace gridsat {

// Installs the handler (sigaction with SA_RESTART | SA_RESETHAND).
void install_sigint_handler();
// True once SIGINT arrived (or request_stop() was called).
bool interrupted();
void request_stop();  // what the handler does; for tests
void clear_stop();    // for tests

// A stop of the search under way that is not Ctrl-C: in gridsat-mpi's portfolio another
// rank answered first. past() is true while it is set; whoever starts the next search
// clears it.
void request_cancel();
void clear_cancel();
bool cancelled();

using Clock = std::chrono::steady_clock;
using Deadline = Clock::time_point;
inline constexpr Deadline kNoDeadline = Deadline::max();

// The deadline `seconds` from `start`; 0 (or less), infinity, NaN, and limits too large for
// the clock (more than a century) mean no deadline.
Deadline deadline_after(double seconds, Clock::time_point start = Clock::now());

// True when work must stop: the deadline passed or SIGINT arrived. Loops call it every few
// hundred steps.
inline bool past(Deadline d) { return interrupted() || cancelled() || (d != kNoDeadline && Clock::now() >= d); }

// Seconds since `start`, for statistics.
inline double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace gridsat
