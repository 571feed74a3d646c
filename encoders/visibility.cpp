#include "encoders/visibility.hpp"

#include <algorithm>
#include <deque>

#include "encoders/constants.hpp"
#include "encoders/sum.hpp"

namespace gridsat {

namespace {

// The ray's run length in order encoding: ge[j] = "its first j literals hold", j = 0..m,
// where m stops at `cap` cells and before the first literal that is the constant false.
OrderInt run_length(ClauseSink& sink, const std::vector<int>& ray, int cap) {
  OrderInt run;
  run.values.push_back(0);
  run.ge.push_back(kTrue);
  for (size_t j = 0; j < ray.size() && static_cast<int>(j) < cap && ray[j] != kFalse; ++j) {
    const int before = run.ge.back(), lit = ray[j];
    int p = before;
    if (lit != kTrue && before == kTrue) {
      p = lit;
    } else if (lit != kTrue) {  // p <-> before and lit
      p = sink.fresh();
      add_clause(sink, {-p, before});
      add_clause(sink, {-p, lit});
      add_clause(sink, {p, -before, -lit});
    }
    run.values.push_back(static_cast<int>(j) + 1);
    run.ge.push_back(p);
  }
  return run;
}

}  // namespace

void visibility_sum(ClauseSink& sink, const std::vector<std::vector<int>>& rays, int total) {
  if (total < 1) {
    sink.add(std::span<const int>{});
    return;
  }
  std::deque<OrderInt> runs;
  std::vector<const OrderInt*> terms;
  for (const auto& ray : rays) terms.push_back(&runs.emplace_back(run_length(sink, ray, total)));
  sum_equals_order(sink, terms, total - 1);
}

}  // namespace gridsat
