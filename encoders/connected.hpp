#pragma once
// Connectivity and single loops, the rules a CNF cannot say locally (Hitori's white cells,
// Hashi's network, Slitherlink's and Masyu's loop). Two ways, chosen by --connectivity:
//  - eager: a spanning tree in clauses: every active node but the first has a parent, an active
//    neighbour over a usable edge, of smaller rank (ranks in binary); a complete CNF (what
//    `encode` writes);
//  - lazy: only the clauses "an edge's literal implies its ends are active"; a LazyConstraint
//    (cnf/lazy.hpp) then cuts each model whose active nodes fall apart: for a component C and
//    a node b of another, "a in C inactive, or b inactive, or some edge leaving C usable" (every
//    path from a to b leaves C). The solver's loop adds the cuts and solves again.
// Both are proved exhaustively in tests/test_connected.cpp on small graphs: for every assignment
// of the node and edge literals, the eager clauses have an extension exactly when the active
// nodes are connected, and the lazy loop enumerates exactly the connected assignments.
#include <memory>
#include <vector>

#include "base/names.hpp"
#include "cnf/cnf.hpp"
#include "cnf/lazy.hpp"

namespace gridsat {

enum class Connectivity { lazy, eager };
inline constexpr Named<Connectivity> kConnectivityNames[] = {
    {Connectivity::lazy, "lazy", "cut disconnected models between solver calls"},
    {Connectivity::eager, "eager", "a spanning tree with binary ranks in the CNF"},
};
inline std::string_view to_string(Connectivity c) { return name_of<Connectivity>(kConnectivityNames, c); }

struct NodeGraph {
  std::vector<int> active;  // per node: the literal "the node is in the set"; 0 = always
  struct Edge {
    int u = 0, v = 0;  // node indices
    int lit = 0;       // the edge is usable when lit is true; 0: whenever both ends are active
  };
  std::vector<Edge> edges;
};

// The active nodes are connected through usable edges (no active node, or one, is connected).
// Adds to `sink` the clauses "an edge's literal implies both ends active" in both modes, the
// spanning tree when eager, and to `lazy` the cutting constraint when lazy.
void connected(ClauseSink& sink, LazyConstraints& lazy, const NodeGraph& g, Connectivity mode);

// A single cycle over `edges` (u, v: vertex indices below `vertices`, lit: the edge is used):
// every vertex has 0 or 2 used edges and the used edges are connected; with `nonempty`, at
// least one edge is used. Returns, per vertex, a literal that is true exactly when the cycle
// passes through it.
std::vector<int> single_cycle(ClauseSink& sink, LazyConstraints& lazy, int vertices,
                              const std::vector<NodeGraph::Edge>& edges, bool nonempty, Connectivity mode);

}  // namespace gridsat
