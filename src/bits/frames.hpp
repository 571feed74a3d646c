#pragma once
// Private to src/bits: the search frames of a bit engine, one array per thread reused across
// searches (no allocation per puzzle). A search started from inside another's sink on the
// same thread (re-entrant) gets an array of its own for as long as it runs.
#include <cstddef>
#include <memory>

#include "base/thread_slot.hpp"

namespace gridsat::bits {

template <class Frame, std::size_t kCount>
class ThreadFrames {
 public:
  ThreadFrames() : was_busy_(busy()) {
    if (was_busy_) own_.reset(new Frame[kCount]);
    frames_ = was_busy_ ? own_.get() : reused();
    busy() = true;
  }
  ~ThreadFrames() { busy() = was_busy_; }
  ThreadFrames(const ThreadFrames&) = delete;
  ThreadFrames& operator=(const ThreadFrames&) = delete;

  Frame* get() const { return frames_; }

 private:
  static bool& busy() {
    thread_local bool b = false;
    return b;
  }
  // The thread's own array (base/thread_slot.hpp: no thread_local destructor, which glibc
  // aborts on when out of memory).
  struct Reused {
    Frame frames[kCount];
  };
  static Frame* reused() { return thread_slot<ThreadFrames, Reused>().frames; }

  const bool was_busy_;
  std::unique_ptr<Frame[]> own_;
  Frame* frames_ = nullptr;
};

}  // namespace gridsat::bits
