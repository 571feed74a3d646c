#include "encoders/paths.hpp"

#include "encoders/amo.hpp"
#include "encoders/card.hpp"
#include "encoders/constants.hpp"

namespace gridsat {

namespace {

// No detached cycle: node 0 is a root tied to every terminal, vertex v is node v + 1, and the
// active nodes are connected.
void no_detached_cycle(ClauseSink& sink, LazyConstraints& lazy, const std::vector<int>& on,
                       const std::vector<NodeGraph::Edge>& edges, const std::vector<std::pair<int, int>>& pairs,
                       Connectivity mode) {
  NodeGraph g;
  g.active.push_back(0);
  for (int lit : on) g.active.push_back(lit == kTrue ? 0 : lit);
  for (const auto& e : edges) g.edges.push_back({e.u + 1, e.v + 1, e.lit});
  for (const auto& [a, b] : pairs) {
    g.edges.push_back({0, a + 1, 0});
    g.edges.push_back({0, b + 1, 0});
  }
  connected(sink, lazy, g, mode);
}

// A used edge joins equal colours: per edge and pair, or (with `part`) per pair and edge, each
// pair announced, then the cycle part.
void equal_colours(ClauseSink& sink, const std::vector<NodeGraph::Edge>& edges,
                   const std::vector<std::vector<int>>& colour, int K,
                   const std::function<void(PathsPart, int)>& part) {
  const auto equal = [&](const NodeGraph::Edge& e, int k) {
    add_clause(sink, {-e.lit, -colour[e.u][k], colour[e.v][k]});
    add_clause(sink, {-e.lit, colour[e.u][k], -colour[e.v][k]});
  };
  if (!part) {
    for (const auto& e : edges)
      for (int k = 0; k < K; ++k) equal(e, k);
    return;
  }
  for (int k = 0; k < K; ++k) {
    part(PathsPart::pair, k);
    for (const auto& e : edges) equal(e, k);
  }
  part(PathsPart::cycle, 0);
}

}  // namespace

DisjointPaths disjoint_paths(ClauseSink& sink, LazyConstraints& lazy, int vertices,
                             const std::vector<NodeGraph::Edge>& edges, const std::vector<std::pair<int, int>>& pairs,
                             bool cover_all, Connectivity mode, const std::function<void(PathsPart, int)>& part) {
  const int K = static_cast<int>(pairs.size());
  std::vector<int> pair_of(vertices, -1);
  for (int k = 0; k < K; ++k) pair_of[pairs[k].first] = pair_of[pairs[k].second] = k;
  std::vector<std::vector<int>> at(vertices);
  for (const auto& e : edges) {
    at[e.u].push_back(e.lit);
    at[e.v].push_back(e.lit);
  }
  DisjointPaths out;
  out.on.resize(vertices);
  out.colour.assign(vertices, std::vector<int>(K));
  for (int v = 0; v < vertices; ++v) {
    if (part) part(PathsPart::vertex, v);
    const auto& lits = at[v];
    const bool terminal = pair_of[v] >= 0;
    const int on = out.on[v] = terminal || cover_all ? kTrue : sink.fresh();
    for (int k = 0; k < K; ++k) {
      if (terminal) {
        out.colour[v][k] = k == pair_of[v] ? kTrue : kFalse;
        continue;
      }
      const int x = out.colour[v][k] = sink.fresh();
      add_clause(sink, {-x, on});
    }
    if (!terminal) {  // on: exactly one colour (implied by the paths; written for propagation)
      std::vector<int> one{-on};
      one.insert(one.end(), out.colour[v].begin(), out.colour[v].end());
      add_clause(sink, one);
      at_most_one(sink, out.colour[v], K <= 6 ? Amo::pairwise : Amo::sequential);
    }
    for (int e : lits) add_clause(sink, {-e, on});
    if (terminal) {
      exactly_k(sink, lits, 1, CardEncoding::naive);
      continue;
    }
    std::vector<int> some{-on};  // on: at least two, at most two
    for (int e : lits) {
      some.push_back(e);
      std::vector<int> another{-on, -e};
      for (int f : lits)
        if (f != e) another.push_back(f);
      add_clause(sink, another);
    }
    add_clause(sink, some);
    at_most_k(sink, lits, 2, lits.size() <= 5 ? CardEncoding::naive : CardEncoding::sequential);
  }
  equal_colours(sink, edges, out.colour, K, part);
  no_detached_cycle(sink, lazy, out.on, edges, pairs, mode);
  return out;
}

}  // namespace gridsat
