// The gridsat executable's operator new and delete: small blocks of the main thread come from
// free lists, one per 16-byte size class, carved from 1 MiB slabs and never returned to the
// C library. Why: the sat backend builds a fresh CaDiCaL per puzzle, which allocates every
// clause and grows every watch list one block at a time and frees them all at the end; on the
// 9x9 sets glibc's malloc and free (and its consolidation of freed blocks) were a fifth of
// the process (BENCHMARKS.md, issue 28). The free lists hold what the main thread's peak
// needed, so memory stays flat over a batch.
//
// Every block carries a 16-byte header naming its class (0: taken from malloc, as every block
// of the other threads is). A block of the lists freed by another thread (a portfolio's
// worker that drops the last reference) goes to a locked list that the main thread takes back
// when its own list of that class is empty. Not compiled under AddressSanitizer, whose own
// operator new finds the heap errors, nor under ThreadSanitizer, which defines operator new
// itself (the link fails with both).
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <new>

#include <unistd.h>

#include "base/stop.hpp"

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define GRIDSAT_NO_POOL 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define GRIDSAT_NO_POOL 1
#endif

#ifndef GRIDSAT_NO_POOL

namespace {

constexpr size_t kHeader = 16;  // keeps the blocks 16-byte aligned (max_align_t)
constexpr size_t kStep = 16;
constexpr size_t kClasses = 64;  // blocks up to 1024 bytes, header included
constexpr size_t kSlab = size_t{1} << 20;

struct FreeBlock {
  FreeBlock* next;
};

// The main thread's lists (only that thread touches them), and the lists of its blocks that
// other threads freed (under the mutex).
FreeBlock* g_free[kClasses + 1];
char* g_bump = nullptr;
size_t g_left = 0;
std::mutex g_orphan_mutex;
FreeBlock* g_orphans[kClasses + 1];
std::atomic<bool> g_any_orphan{false};

// 0: not asked yet; 1: the pool's thread (the first to allocate: the main thread, during
// static initialisation); 2: any other. Trivial, so reading it costs no TLS wrapper.
thread_local int t_role = 0;
std::atomic<bool> g_claimed{false};

bool pool_thread() {
  if (t_role == 0) t_role = g_claimed.exchange(true) ? 2 : 1;
  return t_role == 1;
}

void adopt_orphans() {
  std::lock_guard<std::mutex> lock(g_orphan_mutex);
  for (size_t c = 1; c <= kClasses; ++c)
    while (FreeBlock* b = g_orphans[c]) {
      g_orphans[c] = b->next;
      b->next = g_free[c];
      g_free[c] = b;
    }
  g_any_orphan.store(false, std::memory_order_relaxed);
}

void* carve(size_t cls) {
  const size_t bytes = cls * kStep;
  if (g_left < bytes) {
    g_bump = static_cast<char*>(std::malloc(kSlab));
    if (!g_bump) return nullptr;
    g_left = kSlab;
  }
  void* p = g_bump;
  g_bump += bytes;
  g_left -= bytes;
  return p;
}

void* take(size_t cls) {
  if (FreeBlock* b = g_free[cls]) {
    g_free[cls] = b->next;
    return b;
  }
  if (g_any_orphan.load(std::memory_order_relaxed)) {
    adopt_orphans();
    if (FreeBlock* b = g_free[cls]) {
      g_free[cls] = b->next;
      return b;
    }
  }
  return carve(cls);
}

// Out of memory while an exception unwinds: only destructors run then, and a std::bad_alloc
// thrown out of one is std::terminate (an abort, not the 'out of memory' of main). Some
// destructors allocate: nlohmann::json's flattens a tree with children into a std::vector
// before freeing it (3.11), so any json record being built when an allocation was refused
// made explain --format json abort (tests/fault). Such blocks come from this reserve instead,
// carved once and never reused (the destructors of an unwinding take little).
constexpr size_t kReserveTag = ~size_t{0};
alignas(16) char g_reserve[size_t{256} << 10];
std::atomic<size_t> g_reserve_used{0};

void* from_reserve(size_t size) noexcept {
  if (size > sizeof g_reserve) return nullptr;
  const size_t need = (size + kHeader + kStep - 1) / kStep * kStep;
  const size_t at = g_reserve_used.fetch_add(need);
  if (need > sizeof g_reserve || at > sizeof g_reserve - need) return nullptr;  // spent: main.cpp's terminate
  char* block = g_reserve + at;
  *reinterpret_cast<size_t*>(block) = kReserveTag;
  return block + kHeader;
}

void* allocate(size_t size) noexcept {
  const size_t cls = (size + kHeader + kStep - 1) / kStep;
  void* block = cls <= kClasses && pool_thread() ? take(cls) : nullptr;
  size_t tag = block ? cls : 0;
  if (!block) block = std::malloc(size + kHeader);
  if (!block) return nullptr;
  *static_cast<size_t*>(block) = tag;
  return static_cast<char*>(block) + kHeader;
}

void release(void* p) noexcept {
  if (!p) return;
  void* block = static_cast<char*>(p) - kHeader;
  const size_t cls = *static_cast<size_t*>(block);
  if (cls == kReserveTag) return;
  if (cls == 0) {
    std::free(block);
    return;
  }
  auto* b = static_cast<FreeBlock*>(block);
  if (pool_thread()) {
    b->next = g_free[cls];
    g_free[cls] = b;
    return;
  }
  std::lock_guard<std::mutex> lock(g_orphan_mutex);
  b->next = g_orphans[cls];
  g_orphans[cls] = b;
  g_any_orphan.store(true, std::memory_order_relaxed);
}

// Out of memory in a thread other than the main one (a portfolio's or a count's solver, a
// local-search worker): CaDiCaL is not exception-safe, and a solver left half-built by a
// std::bad_alloc made the sharing threads abort (tests/fault, count --threads 2). The process
// ends at once instead: the message, the unfinished output files removed, exit 2. The answers
// before are already written (the CLI flushes each one). The main thread throws as usual:
// its puzzle becomes an error record.
[[noreturn]] void worker_out_of_memory() {
  static const char kMessage[] = "gridsat: out of memory (in a solver thread)\n";
  const ssize_t written = ::write(2, kMessage, sizeof kMessage - 1);
  (void)written;
  gridsat::remove_held_temporaries();
  ::_exit(2);  // cli::usage, as main's out of memory
}

void* allocate_or_throw(size_t size) {
  for (;;) {
    if (void* p = allocate(size)) return p;
    if (std::uncaught_exceptions() > 0)
      if (void* p = from_reserve(size)) return p;
    std::new_handler h = std::get_new_handler();
    if (!h) {
      if (!pool_thread()) worker_out_of_memory();
      throw std::bad_alloc();
    }
    h();
  }
}

}  // namespace

void* operator new(size_t size) { return allocate_or_throw(size); }
void* operator new[](size_t size) { return allocate_or_throw(size); }
void* operator new(size_t size, const std::nothrow_t&) noexcept { return allocate(size); }
void* operator new[](size_t size, const std::nothrow_t&) noexcept { return allocate(size); }
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, size_t) noexcept { release(p); }
void operator delete[](void* p, size_t) noexcept { release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }

#endif  // GRIDSAT_NO_POOL
