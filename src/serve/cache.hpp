#pragma once
// The live analysis' answers kept (issue 45): the workbench asks `count --explain` again for a
// grid it asked before (an undo, a given put back, the same edit from another client), and
// a 9x9 analysis is tens of milliseconds of CPU. An answer is kept by its request (the
// endpoint and the body, which holds type, puzzle and options; the server's caps are the same
// for every request), at most kEntries of them and kBytes of answers, the least recently used
// dropped first. Only answers that ran to their end are kept (not stopped by a time limit or a
// client that left: those say less than the puzzle's answer). Identical requests that arrive
// while the first one runs wait for its answer instead of computing it again (they hold no
// worker meanwhile); when the first one keeps nothing, one of them runs it.
#include <condition_variable>
#include <cstddef>
#include <list>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <utility>

namespace gridsat::serve {

class AnswerCache {
 public:
  static constexpr size_t kEntries = 1024;
  static constexpr size_t kBytes = size_t{32} << 20;

  // The kept answer of `key`, or nullopt: the caller runs the request and then calls done(key, ...).
  // While another caller runs the same key, waits for it.
  std::optional<std::string> find_or_claim(const std::string& key) {
    std::unique_lock lock(m_);
    for (;;) {
      if (const auto it = index_.find(key); it != index_.end()) {
        lru_.splice(lru_.begin(), lru_, it->second);  // most recently used
        ++hits_;
        return it->second->second;
      }
      if (running_.insert(key).second) return std::nullopt;
      cv_.wait(lock);
    }
  }

  // The claimed key's answer, kept when `answer` holds one; wakes the callers waiting for it.
  void done(const std::string& key, const std::optional<std::string>& answer) {
    {
      std::lock_guard lock(m_);
      running_.erase(key);
      if (answer && answer->size() + key.size() <= kBytes && !index_.count(key)) {
        lru_.emplace_front(key, *answer);
        index_[key] = lru_.begin();
        bytes_ += key.size() + answer->size();
        while (index_.size() > kEntries || bytes_ > kBytes) {
          auto& last = lru_.back();
          bytes_ -= last.first.size() + last.second.size();
          index_.erase(last.first);
          lru_.pop_back();
        }
      }
    }
    cv_.notify_all();
  }

  // A claim's end: done() with its answer, or nothing kept when the request ends otherwise
  // (busy, stopping, an exception), so that the callers waiting for it are never left waiting.
  class Claim {
   public:
    Claim(AnswerCache* cache, std::string key) : cache_(cache), key_(std::move(key)) {}
    Claim(const Claim&) = delete;
    Claim& operator=(const Claim&) = delete;
    ~Claim() { finish(std::nullopt); }
    void finish(const std::optional<std::string>& answer) {
      if (cache_) cache_->done(key_, answer);
      cache_ = nullptr;
    }

   private:
    AnswerCache* cache_;
    std::string key_;
  };

  size_t hits() const {
    std::lock_guard lock(m_);
    return hits_;
  }

 private:
  using Entry = std::pair<std::string, std::string>;  // key, answer
  mutable std::mutex m_;
  std::condition_variable cv_;
  std::list<Entry> lru_;
  std::map<std::string, std::list<Entry>::iterator, std::less<>> index_;
  std::set<std::string> running_;
  size_t bytes_ = 0, hits_ = 0;
};

}  // namespace gridsat::serve
