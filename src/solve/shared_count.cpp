#include "solve/shared_count.hpp"

#include <utility>

namespace gridsat {

SharedCount::SharedCount(SolutionSink sink, int64_t limit, bool unique, std::atomic<bool>* stop)
    : sink_(std::move(sink)), limit_(limit), unique_(unique), stop_(stop ? stop : &own_) {}

SharedCount::Found SharedCount::add(const Grid& g) {
  std::lock_guard lock(m_);
  if (stop_->load()) return Found::stop;
  if (unique_ && !seen_.insert(g.cells).second) return Found::again;
  ++count_;
  if (sink_(g) && (limit_ == 0 || count_ < limit_)) return Found::more;
  stop_->store(true);
  return Found::stop;
}

int64_t SharedCount::count() const {
  std::lock_guard lock(m_);
  return count_;
}

}  // namespace gridsat
