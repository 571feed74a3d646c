#pragma once
// Lazy constraints asked as one, optionally under a rule group's selector (explain's groups,
// Cnf::set_guard): every cut is found from the same model before any is added (a solver may not
// answer for its model once a clause is added). With a guard, they hold only where it is true:
// no cut of a model where it is false, and each cut ends with its negation, as the group's
// clauses do; a call that assumes the group off then never searches for the loop or the region
// they describe.
#include <functional>
#include <utility>
#include <vector>

#include "cnf/lazy.hpp"

namespace gridsat {

class GuardedCuts final : public LazyConstraint {
 public:
  GuardedCuts(LazyConstraints parts, int guard) : parts_(std::move(parts)), guard_(guard) {}
  std::vector<std::vector<int>> cuts(const std::function<bool(int)>& value) const override {
    std::vector<std::vector<int>> all;
    if (guard_ != 0 && !value(guard_)) return all;
    for (const auto& p : parts_)
      for (auto& c : p->cuts(value)) {
        if (guard_ != 0) c.push_back(-guard_);
        all.push_back(std::move(c));
      }
    return all;
  }

 private:
  LazyConstraints parts_;
  int guard_;  // 0: none
};

}  // namespace gridsat
