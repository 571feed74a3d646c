#pragma once
// Private to src/bits: the search frames of a bit engine, one array per thread reused across
// searches (no allocation per puzzle). A search started from inside another's sink on the
// same thread (re-entrant) gets an array of its own for as long as it runs.
#include <cstddef>
#include <memory>

#include <pthread.h>

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
  // A pthread key, not a thread_local unique_ptr: glibc registers a thread_local's destructor
  // with a calloc and aborts the process when that fails (out of memory); a key's slot needs
  // no allocation, so an allocation refused here is a std::bad_alloc like any other.
  static Frame* reused() {
    static const pthread_key_t key = [] {
      pthread_key_t k;
      pthread_key_create(&k, [](void* p) { delete[] static_cast<Frame*>(p); });
      return k;
    }();
    auto* frames = static_cast<Frame*>(pthread_getspecific(key));
    if (!frames) {
      frames = new Frame[kCount];
      pthread_setspecific(key, frames);
    }
    return frames;
  }

  const bool was_busy_;
  std::unique_ptr<Frame[]> own_;
  Frame* frames_ = nullptr;
};

}  // namespace gridsat::bits
