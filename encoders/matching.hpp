#pragma once
// Perfect matching with each kind once (Dominosa: every cell in exactly one domino, every
// domino of the set placed exactly once): edges between nodes, each with a literal "used";
// every node has exactly one used edge, and every class of edges (the placements of one
// domino) exactly one used edge. Proved exhaustively in tests/test_matching.cpp on small graphs
// (every assignment of the edge literals: a model exactly when it is such a matching), with the
// published domino tiling counts of small boards (OEIS A099390).
#include <functional>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"
#include "encoders/amo.hpp"
#include "encoders/connected.hpp"

namespace gridsat {

// `edges`: u, v node indices below `nodes`, lit the edge's literal; `classes`: lists of indices
// into `edges`. Every node has exactly one used edge, every class exactly one. `scope`, when
// given, is called once per node (kind "node", index the node) and once per class (kind
// "class", index the class) with the writer of its clauses: a caller wraps each in a rule
// group (a GroupScope alive while it calls write()).
using MatchingScope = std::function<void(std::string_view kind, int index, const std::function<void()>& write)>;
void perfect_matching(ClauseSink& sink, int nodes, const std::vector<NodeGraph::Edge>& edges,
                      const std::vector<std::vector<int>>& classes, Amo amo, const MatchingScope& scope = nullptr);

}  // namespace gridsat
