#pragma once
// When to stop: Ctrl-C, termination and deadlines. The handler of SIGINT, SIGTERM and SIGHUP
// (Ctrl-C; `kill`, `timeout`, systemd, batch schedulers and mpirun; a closed terminal) only
// sets a flag; every long-running loop polls it (the Cnf clause store while encoding, the
// CaDiCaL terminator, the native search next to its deadline checks, the CLI's batch loop), so
// that unfinished output files are removed and the process ends with 128 + the signal. A
// second such signal removes the temporary files still open (see hold_temporary) and kills
// the process with that signal at once.
#include <atomic>
#include <chrono>

namespace gridsat {

// Installs the handler for SIGINT, SIGTERM and SIGHUP (sigaction with SA_RESTART); a signal
// that is ignored (`nohup`, a background job of a script) stays ignored.
void install_stop_handlers();
inline void install_sigint_handler() { install_stop_handlers(); }  // the older name
// True once one of those signals arrived (or request_stop() was called), or the calling
// thread's own stop flag (set_thread_stop) is set.
bool interrupted();
// A stop of the calling thread's work alone (gridsat serve: the request's client went away):
// interrupted() is also true in this thread while *flag is. nullptr: none. Threads that the
// work starts (--threads) do not see it; its time limit bounds them.
void set_thread_stop(const std::atomic<bool>* flag);
// The signal that stopped the process (SIGINT, SIGTERM, SIGHUP), SIGINT after request_stop(),
// 0 while none did.
int stop_signal();
void request_stop();  // what the handler does, as if by SIGINT; for tests and the library
void clear_stop();    // for tests

// A temporary file that the second stop signal removes before the process dies (the first one
// leaves that to whoever owns the file, which removes it on the way out). At most 64 at once;
// more are not tracked. `path` is copied. Returns a slot for release_temporary, or -1.
int hold_temporary(const char* path);
void release_temporary(int slot);  // committed or removed by its owner
// Removes every temporary file still held (async-signal-safe): for a process that must end at
// once (a solver thread out of memory, cli/alloc.cpp).
void remove_held_temporaries();

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
