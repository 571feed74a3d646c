#pragma once
// A per-thread object: thread_slot<Tag, T>() is the calling thread's T, made (`new T`) on its
// first call and deleted when the thread ends. One slot per Tag, so two caches of the
// same type never share one.
//
// Held by a pthread key, not a thread_local with a destructor: glibc registers such a
// thread_local's destructor with a calloc (__cxa_thread_atexit_impl) and aborts the process
// when that calloc fails (out of memory). A key needs no allocation; should its slot need one
// (keys past the first 32) and fail, or T's allocation fail, the caller gets std::bad_alloc
// like any other refused allocation.
#include <memory>
#include <new>

#include <pthread.h>

namespace gridsat {

template <class Tag, class T>
T& thread_slot() {
  static const pthread_key_t key = [] {
    pthread_key_t k;
    if (pthread_key_create(&k, [](void* p) { delete static_cast<T*>(p); }) != 0) throw std::bad_alloc();
    return k;
  }();
  if (auto* held = static_cast<T*>(pthread_getspecific(key))) return *held;
  std::unique_ptr<T> made(new T);
  if (pthread_setspecific(key, made.get()) != 0) throw std::bad_alloc();
  return *made.release();
}

}  // namespace gridsat
