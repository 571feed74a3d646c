#include "puzzles/common/region_uniform.hpp"

#include <algorithm>

#include "encoders/constants.hpp"

namespace gridsat {

void region_uniform(ClauseSink& sink, std::span<const int> shaded, std::span<const int> region) {
  for (size_t j = 1; j < region.size(); ++j) {
    const int a = shaded[static_cast<size_t>(region[j - 1])], b = shaded[static_cast<size_t>(region[j])];
    add_clause(sink, {-a, b});
    add_clause(sink, {a, -b});
  }
}

void add_region_uniform(Csp& csp, const std::vector<int>& region) {
  if (region.size() < 2) return;
  csp.relations.push_back({region, [](std::span<const int> prefix) {
                             return std::all_of(prefix.begin(), prefix.end(), [&](int v) { return v == prefix[0]; });
                           }});
}

}  // namespace gridsat
