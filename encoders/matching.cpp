#include "encoders/matching.hpp"

namespace gridsat {

void perfect_matching(ClauseSink& sink, int nodes, const std::vector<NodeGraph::Edge>& edges,
                      const std::vector<std::vector<int>>& classes, Amo amo, const MatchingScope& scope) {
  const auto run = [&](std::string_view kind, int index, const std::function<void()>& write) {
    if (scope) scope(kind, index, write);
    else write();
  };
  std::vector<std::vector<int>> at(static_cast<size_t>(nodes));
  for (const auto& e : edges) {
    at[static_cast<size_t>(e.u)].push_back(e.lit);
    at[static_cast<size_t>(e.v)].push_back(e.lit);
  }
  for (int v = 0; v < nodes; ++v) run("node", v, [&] { exactly_one(sink, at[static_cast<size_t>(v)], amo); });
  for (size_t k = 0; k < classes.size(); ++k)
    run("class", static_cast<int>(k), [&] {
      std::vector<int> lits;
      for (int i : classes[k]) lits.push_back(edges[static_cast<size_t>(i)].lit);
      exactly_one(sink, lits, amo);
    });
}

}  // namespace gridsat
