#pragma once
// Acyclicity: the used edges of an undirected graph form a forest (Slant's diagonals: no loop).
// Two ways, chosen by --connectivity like the connectivity rules (encoders/connected.hpp):
//  - eager (a complete CNF): every used edge is oriented towards one of its ends, every vertex
//    has at most one outgoing edge (its parent), and the orientation has no directed cycle, said
//    by vertex elimination (Rankooh and Rintanen; Gebser, Janhunen and Rintanen, JELIA 2014):
//    the vertices are eliminated in a min-degree order, eliminating v adds for every path u->v->w
//    the arc u->w ("a path from u to w through eliminated vertices"), and no two arcs u->w, w->u
//    are both true. An undirected cycle of used edges, oriented with out-degree at most one,
//    is a directed cycle; a forest orients towards the roots of its trees;
//  - lazy: the clauses "not every edge of C" for every cycle C of at most four edges, and a
//    LazyConstraint that cuts each model with a longer cycle by the same clause over a cycle
//    it finds (a union-find over the used edges: the edge that closes a cycle, and the path
//    between its ends in the forest so far).
// Both are proved exhaustively in tests/test_acyclic.cpp on small graphs: for every assignment
// of the edge literals, the eager clauses have an extension exactly when the used edges form a
// forest, and the lazy loop enumerates exactly the forests.
#include <vector>

#include "cnf/cnf.hpp"
#include "cnf/lazy.hpp"
#include "encoders/connected.hpp"

namespace gridsat {

// The edges whose literal is true (a literal may be kTrue or kFalse; 0 is kTrue) contain no
// cycle. `edges`: u, v vertex indices below `vertices` (an edge from a vertex to itself is a
// cycle, and so are two used edges between the same two vertices).
void acyclic(ClauseSink& sink, LazyConstraints& lazy, int vertices, const std::vector<NodeGraph::Edge>& edges,
             Connectivity mode);

}  // namespace gridsat
