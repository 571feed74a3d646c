#pragma once
// A Hamiltonian ordering (Signpost; Hidato): number the n vertices of a directed graph 1..n,
// each number once, so that the vertex numbered p + 1 is a successor of the one numbered p
// (an arc p -> p + 1). One literal per vertex and number: "vertex v holds number p"; exactly
// one number per vertex and one vertex per number; p (< n) at v implies p + 1 at one of v's
// successors, and p (> 1) at v implies p - 1 at one of its predecessors. No cycle can arise:
// the numbers order the vertices. Proved exhaustively on small graphs in
// tests/test_hamiltonian.cpp.
#include <vector>

#include "cnf/cnf.hpp"
#include "encoders/amo.hpp"

namespace gridsat {

// succ[v]: v's successors (vertex indices below succ.size(), no v itself). Returns at[v][p - 1],
// the literal "vertex v holds number p", fresh from the sink.
std::vector<std::vector<int>> hamiltonian_order(ClauseSink& sink, const std::vector<std::vector<int>>& succ, Amo amo);

}  // namespace gridsat
