#include "puzzles/common/amo_plan.hpp"

#include "base/saturating.hpp"

namespace gridsat {

EncodingSize planned_size(const AmoPlan& plan, const std::vector<int64_t>& groups_by_size) {
  EncodingSize size;
  for (size_t s = 0; s < groups_by_size.size(); ++s) {
    if (!groups_by_size[s]) continue;
    const EncodingSize eo = exactly_one_size(static_cast<int>(s), plan.at(static_cast<int64_t>(s)));
    sat_add_to(size.vars, groups_by_size[s], eo.vars);
    sat_add_to(size.clauses, groups_by_size[s], eo.clauses);
  }
  return size;
}

namespace {

// The largest threshold under which the groups above it, taking `big`, bring the encoding
// under the bound (`total`: its clauses with every group pairwise); lowered one size at a
// time from the largest group down (sizes up to 2 cost the same either way), sizing only the
// sizes some group has: linear in the side and the groups' distinct sizes (each sized once,
// then cached by exactly_one_size). Sets `total`.
AmoPlan lowest_fit(Amo big, const std::vector<int64_t>& groups_by_size, int64_t& total) {
  AmoPlan plan{Amo::pairwise, big};
  for (plan.up_to = static_cast<int64_t>(groups_by_size.size()) - 1; plan.up_to > 2; --plan.up_to) {
    const int s = static_cast<int>(plan.up_to);
    const int64_t n = groups_by_size[static_cast<size_t>(s)];
    if (!n) continue;  // no group of this size: nothing to count (sizing one costs O(s))
    total += n * (exactly_one_size(s, big).clauses - exactly_one_size(s, Amo::pairwise).clauses);
    if (total <= kAutoPairwiseClauses) {
      --plan.up_to;  // size s takes `big` now
      break;
    }
  }
  return plan;
}

}  // namespace

AmoPlan plan_amo(const EncodeOptions& opt, const std::vector<int64_t>& groups_by_size, int64_t other_clauses) {
  if (opt.amo) return {*opt.amo, *opt.amo};
  const int64_t pairwise = sat_add(planned_size(AmoPlan{}, groups_by_size).clauses, other_clauses);
  if (pairwise <= kAutoPairwiseClauses || pairwise == kSaturated) return AmoPlan{};  // saturated: refused anyway
  // Bimander where it fits (faster than pairwise on the 64x64 Sudoku); where even every group
  // over 2 in bimander is too much (a 100x100 grid), the product encoding: from 25 literals on
  // the fewest clauses, and about 2 sqrt(n) auxiliary variables where the sequential counter
  // takes n - 1 (a 100x100 Sudoku with 1,500 mixed givens, every group: 5.9M clauses, 1.5M
  // variables, 1.35 GB within 30 s; sequential 6.4M, 2.7M, 1.71 GB; issue 47).
  int64_t total = pairwise;
  const AmoPlan plan = lowest_fit(Amo::bimander, groups_by_size, total);
  if (total <= kAutoPairwiseClauses) return plan;
  total = pairwise;
  return lowest_fit(Amo::product, groups_by_size, total);
}

}  // namespace gridsat
