#pragma once
// Several vertex-disjoint paths (Numberlink): given pairs of terminal vertices, a set of used
// edges such that
//  - every terminal meets exactly one used edge, every other vertex two (on a path) or none
//    (off every path; with `cover_all`, every vertex is on a path);
//  - the vertices joined by used edges carry one colour each, the pair's index, equal along
//    every used edge (so a path never joins two different pairs); the equality is written on
//    binary colour codes channelled to the one-hot colours (log K bits a vertex; measured
//    faster than the one-hot equalities), and on the one-hot colours pair by pair when `part`
//    groups the clauses (explain);
//  - no used cycle stands apart from the paths: the used edges with a virtual root tied to
//    every terminal are connected (encoders/connected.hpp, eager or lazy by `mode`);
//  - with `never_beside` (not a Numberlink rule: a stricter model), two adjacent vertices of
//    one colour are joined by their edge, so a path never runs beside itself. The equality
//    is then written on the one-hot colours (no binary codes): with the "joined" clauses a
//    vertex of colour k beside one that cannot be k drops their edge by unit propagation,
//    which the codes cannot say until every bit is set (the 30x30 Arukone: about 30% fewer
//    conflicts, docs/genres/numberlink.md).
// So the used edges are exactly one path per pair, pairwise vertex-disjoint. Checked against
// a brute force over every piece grid of 5x4 boards in tests/test_numberlink.cpp.
#include <functional>
#include <utility>
#include <vector>

#include "cnf/cnf.hpp"
#include "cnf/lazy.hpp"
#include "encoders/connected.hpp"

namespace gridsat {

struct DisjointPaths {
  std::vector<int> on;                   // per vertex: "on a path" (kTrue for terminals and under cover_all)
  std::vector<std::vector<int>> colour;  // per vertex, per pair: "on pair k's path"
};

// The rule's parts, for a caller that wraps each in a rule group of its own (explain): a
// vertex's steps and colours, one pair's colour along the used edges, no detached cycle.
enum class PathsPart { vertex, pair, cycle };

// `edges`: u, v below `vertices`, lit "the edge is used" (nonzero); `pairs`: the terminals,
// distinct vertices, no vertex in two pairs. `part`, when given, is called before each part's
// clauses with the part and its vertex or pair (0 for the cycle part); the same clauses are
// written, grouped by part (the colour equality on the one-hot colours, see above; the
// "joined" clauses of `never_beside` in the cycle part).
DisjointPaths disjoint_paths(ClauseSink& sink, LazyConstraints& lazy, int vertices,
                             const std::vector<NodeGraph::Edge>& edges, const std::vector<std::pair<int, int>>& pairs,
                             bool cover_all, Connectivity mode, bool never_beside = false,
                             const std::function<void(PathsPart, int)>& part = {});

// The paths' directions, each path run from its pair's first terminal to its second: per edge
// a variable, true when the edge is used from u to v (false when unused or used from v to u),
// with the clauses that make it so (a terminal's step leaves the first, enters the second; a
// vertex on a path has one step in and one out). With disjoint_paths' clauses over the same
// edges, each set of paths has exactly one assignment of them.
std::vector<int> path_directions(ClauseSink& sink, int vertices, const std::vector<NodeGraph::Edge>& edges,
                                 const std::vector<std::pair<int, int>>& pairs);

}  // namespace gridsat
