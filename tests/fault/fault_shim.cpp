// A preloaded library (LD_PRELOAD) that injects faults into a process, for tests/fault/
// fault_test.sh and by hand. Faults count only from main() on (the loader's and the C++
// runtime's start-up are left alone), each chosen by an environment variable:
//   FAULT_MALLOC=N          the Nth malloc/calloc/realloc/aligned allocation returns NULL (ENOMEM)
//   FAULT_MALLOC_ALL=1      ... and every one after it
//   FAULT_WRITE=N           the Nth write() to a descriptor other than 2 (standard error) fails
//   FAULT_WRITE_ERRNO=E     with errno E (default EIO; 28 is ENOSPC)
//   FAULT_WRITE_SHORT=1     every write() to such a descriptor writes at most half its bytes
//   FAULT_READ_AFTER=B      read() fails (EIO) once B bytes were read
//   FAULT_SIGNAL=S FAULT_SIGNAL_AT=N   raise signal S just before the Nth write() (not to fd 2)
//   FAULT_COUNT=1           at exit, write "fault: M allocations, W writes" to standard error
// Linux and glibc only: the real functions come from dlsym(RTLD_NEXT); the allocations dlsym
// makes itself come from a static arena.
#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <atomic>
#include <cstddef>

namespace {

using MallocFn = void* (*)(size_t);
using CallocFn = void* (*)(size_t, size_t);
using ReallocFn = void* (*)(void*, size_t);
using FreeFn = void (*)(void*);
using MemalignFn = int (*)(void**, size_t, size_t);
using AlignedFn = void* (*)(size_t, size_t);
using WriteFn = ssize_t (*)(int, const void*, size_t);
using ReadFn = ssize_t (*)(int, void*, size_t);
using MainFn = int (*)(int, char**, char**);
using StartFn = int (*)(MainFn, int, char**, void (*)(), void (*)(), void (*)(), void*);

MallocFn real_malloc;
CallocFn real_calloc;
ReallocFn real_realloc;
FreeFn real_free;
MemalignFn real_posix_memalign;
AlignedFn real_aligned_alloc;
WriteFn real_write;
ReadFn real_read;

alignas(16) char arena[1 << 16];
size_t arena_used = 0;
bool resolving = false;

std::atomic<bool> armed{false};
std::atomic<long> allocations{0}, writes{0}, read_bytes{0};
long fail_malloc = 0, fail_write = 0, write_errno = EIO, read_after = -1, signal_at = 0;
int signal_number = 0;
bool fail_all = false, short_writes = false, count_at_exit = false;

long env(const char* name, long fallback) {
  const char* v = getenv(name);
  return v && *v ? strtol(v, nullptr, 10) : fallback;
}

void resolve() {
  if (real_malloc || resolving) return;
  resolving = true;
  real_calloc = reinterpret_cast<CallocFn>(dlsym(RTLD_NEXT, "calloc"));
  real_realloc = reinterpret_cast<ReallocFn>(dlsym(RTLD_NEXT, "realloc"));
  real_free = reinterpret_cast<FreeFn>(dlsym(RTLD_NEXT, "free"));
  real_posix_memalign = reinterpret_cast<MemalignFn>(dlsym(RTLD_NEXT, "posix_memalign"));
  real_aligned_alloc = reinterpret_cast<AlignedFn>(dlsym(RTLD_NEXT, "aligned_alloc"));
  real_write = reinterpret_cast<WriteFn>(dlsym(RTLD_NEXT, "write"));
  real_read = reinterpret_cast<ReadFn>(dlsym(RTLD_NEXT, "read"));
  real_malloc = reinterpret_cast<MallocFn>(dlsym(RTLD_NEXT, "malloc"));
  resolving = false;
}

void* from_arena(size_t n) {
  n = (n + 15) & ~size_t{15};
  if (arena_used + n > sizeof arena) return nullptr;
  void* p = arena + arena_used;
  arena_used += n;
  return p;
}

bool in_arena(void* p) { return p >= static_cast<void*>(arena) && p < static_cast<void*>(arena + sizeof arena); }

// Whether this allocation is the one (or one of those) to refuse.
bool refuse() {
  if (!armed.load(std::memory_order_relaxed)) return false;
  const long n = allocations.fetch_add(1) + 1;
  if (fail_malloc > 0 && (n == fail_malloc || (fail_all && n > fail_malloc))) {
    errno = ENOMEM;
    return true;
  }
  return false;
}

void report() {
  if (!count_at_exit) return;
  char line[128];
  const int n = snprintf(line, sizeof line, "fault: %ld allocations, %ld writes\n", allocations.load(), writes.load());
  if (n > 0) real_write(2, line, static_cast<size_t>(n));
}

int (*user_main)(int, char**, char**);

int armed_main(int argc, char** argv, char** envp) {
  fail_malloc = env("FAULT_MALLOC", 0);
  fail_all = env("FAULT_MALLOC_ALL", 0) != 0;
  fail_write = env("FAULT_WRITE", 0);
  write_errno = env("FAULT_WRITE_ERRNO", EIO);
  short_writes = env("FAULT_WRITE_SHORT", 0) != 0;
  read_after = env("FAULT_READ_AFTER", -1);
  signal_number = static_cast<int>(env("FAULT_SIGNAL", 0));
  signal_at = env("FAULT_SIGNAL_AT", 0);
  count_at_exit = env("FAULT_COUNT", 0) != 0;
  atexit(report);
  armed = true;
  return user_main(argc, argv, envp);
}

}  // namespace

extern "C" {

int __libc_start_main(MainFn main, int argc, char** argv, void (*init)(), void (*fini)(), void (*rtld_fini)(),
                      void* stack_end) {
  auto real = reinterpret_cast<StartFn>(dlsym(RTLD_NEXT, "__libc_start_main"));
  user_main = main;
  return real(armed_main, argc, argv, init, fini, rtld_fini, stack_end);
}

void* malloc(size_t n) {
  resolve();
  if (!real_malloc) return from_arena(n);
  return refuse() ? nullptr : real_malloc(n);
}

void* calloc(size_t a, size_t b) {
  resolve();
  if (!real_calloc) return from_arena(a * b);  // the arena is zeroed and never reused
  return refuse() ? nullptr : real_calloc(a, b);
}

void* realloc(void* p, size_t n) {
  resolve();
  if (in_arena(p)) {
    void* q = malloc(n);
    const size_t left = static_cast<size_t>(arena + sizeof arena - static_cast<char*>(p));
    if (q) memcpy(q, p, n < left ? n : left);
    return q;
  }
  return refuse() ? nullptr : real_realloc(p, n);
}

void free(void* p) {
  if (!p || in_arena(p)) return;
  resolve();
  real_free(p);
}

int posix_memalign(void** out, size_t align, size_t n) {
  resolve();
  return refuse() ? ENOMEM : real_posix_memalign(out, align, n);
}

void* aligned_alloc(size_t align, size_t n) {
  resolve();
  return refuse() ? nullptr : real_aligned_alloc(align, n);
}

ssize_t write(int fd, const void* data, size_t n) {
  resolve();
  if (!armed.load(std::memory_order_relaxed) || fd == 2) return real_write(fd, data, n);
  const long w = writes.fetch_add(1) + 1;
  if (signal_number > 0 && w == signal_at) raise(signal_number);
  if (fail_write > 0 && w == fail_write) {
    errno = static_cast<int>(write_errno);
    return -1;
  }
  if (short_writes && n > 1) n /= 2;
  return real_write(fd, data, n);
}

ssize_t read(int fd, void* data, size_t n) {
  resolve();
  if (!armed.load(std::memory_order_relaxed) || read_after < 0) return real_read(fd, data, n);
  const long before = read_bytes.load();
  if (before >= read_after) {
    errno = EIO;
    return -1;
  }
  if (static_cast<long>(n) > read_after - before) n = static_cast<size_t>(read_after - before);
  const ssize_t got = real_read(fd, data, n);
  if (got > 0) read_bytes.fetch_add(got);
  return got;
}

}  // extern "C"
