#pragma once
// Constraints checked on models instead of written in full: the solve layer's CaDiCaL session
// asks each one, after every model of the clauses, for clauses that the model violates; it adds
// them and solves again, and a model that no constraint cuts is a model of the whole formula
// (lazy clause generation between incremental calls; connectivity and single loops use it,
// encoders/connected.hpp). Every cut must hold in every model of the whole formula, so that
// counting stays exact.
#include <functional>
#include <memory>
#include <vector>

namespace gridsat {

class LazyConstraint {
 public:
  virtual ~LazyConstraint() = default;
  // Clauses that every model of the constraint satisfies and this model (value(var): whether
  // var is true) violates, at least one; empty when the model satisfies the constraint.
  virtual std::vector<std::vector<int>> cuts(const std::function<bool(int)>& value) const = 0;
};

using LazyConstraints = std::vector<std::shared_ptr<const LazyConstraint>>;

}  // namespace gridsat
