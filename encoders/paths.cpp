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

// A used edge joins equal colours, said on binary colour codes: per vertex ceil(log2 K) bits, the
// terminals' fixed, channelled to the one-hot colours (code k exactly when colour k), and per
// used edge each bit equal at both ends (2 log K clauses an edge instead of 2K). Measured
// faster than the one-hot equalities on janko's 13x13-15x15 Arukone (docs/genres/numberlink.md).
void colour_bits(ClauseSink& sink, const std::vector<NodeGraph::Edge>& edges, const DisjointPaths& out,
                 const std::vector<int>& pair_of, int K) {
  int B = 0;
  while ((1 << B) < K) ++B;
  const int V = static_cast<int>(pair_of.size());
  std::vector<std::vector<int>> bits(V, std::vector<int>(B));
  for (int v = 0; v < V; ++v) {
    const int k0 = pair_of[v];
    for (int b = 0; b < B; ++b) {
      bits[v][b] = k0 >= 0 ? ((k0 >> b) & 1 ? kTrue : kFalse) : sink.fresh();
      if (k0 < 0) add_clause(sink, {-bits[v][b], out.on[v]});  // off a path: every bit false
    }
    if (k0 >= 0) continue;
    for (int c = K; c < (1 << B); ++c) {  // no code past the last pair
      std::vector<int> cl;
      for (int b = 0; b < B; ++b) cl.push_back((c >> b) & 1 ? -bits[v][b] : bits[v][b]);
      add_clause(sink, cl);
    }
    for (int k = 0; k < K; ++k) {  // on: colour k exactly when the code is k
      std::vector<int> back{out.colour[v][k], -out.on[v]};
      for (int b = 0; b < B; ++b) {
        const int l = (k >> b) & 1 ? bits[v][b] : -bits[v][b];
        add_clause(sink, {-out.colour[v][k], l});
        back.push_back(-l);
      }
      add_clause(sink, back);
    }
  }
  for (const auto& e : edges)
    for (int b = 0; b < B; ++b) {
      add_clause(sink, {-e.lit, -bits[e.u][b], bits[e.v][b]});
      add_clause(sink, {-e.lit, bits[e.u][b], -bits[e.v][b]});
    }
}

}  // namespace

DisjointPaths disjoint_paths(ClauseSink& sink, LazyConstraints& lazy, int vertices,
                             const std::vector<NodeGraph::Edge>& edges, const std::vector<std::pair<int, int>>& pairs,
                             bool cover_all, Connectivity mode, bool never_beside,
                             const std::function<void(PathsPart, int)>& part) {
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
    // on: at least two, as "every n - 1 of the steps hold one" (unit propagation then takes the
    // last two free steps at once: a cell with two ways out uses both); at most two
    if (lits.size() < 2) add_clause(sink, {-on});
    for (size_t skip = 0; lits.size() >= 2 && skip < lits.size(); ++skip) {
      std::vector<int> some{-on};
      for (size_t j = 0; j < lits.size(); ++j)
        if (j != skip) some.push_back(lits[j]);
      add_clause(sink, some);
    }
    at_most_k(sink, lits, 2, lits.size() <= 5 ? CardEncoding::naive : CardEncoding::sequential);
  }
  if (part || never_beside)  // explain reasons on the one-hot colours, pair by pair
    equal_colours(sink, edges, out.colour, K, part);
  else
    colour_bits(sink, edges, out, pair_of, K);
  if (never_beside)  // adjacent vertices of one colour are joined by their edge
    for (const auto& e : edges)
      for (int k = 0; k < K; ++k) add_clause(sink, {e.lit, -out.colour[e.u][k], -out.colour[e.v][k]});
  no_detached_cycle(sink, lazy, out.on, edges, pairs, mode);
  return out;
}

std::vector<int> path_directions(ClauseSink& sink, int vertices, const std::vector<NodeGraph::Edge>& edges,
                                 const std::vector<std::pair<int, int>>& pairs) {
  std::vector<int> way(edges.size());
  // Per vertex its edges' "enters here" and "leaves here" as clauses' negations: enters over
  // edge u-v at v is way; at u it is used and not way (way implies used).
  std::vector<std::vector<std::vector<int>>> in(vertices), out(vertices);
  for (size_t e = 0; e < edges.size(); ++e) {
    const auto& [u, v, lit] = edges[e];
    way[e] = sink.fresh();
    add_clause(sink, {-way[e], lit});
    in[v].push_back({-way[e]});
    out[v].push_back({-lit, way[e]});
    in[u].push_back({-lit, way[e]});
    out[u].push_back({-way[e]});
  }
  std::vector<int> role(vertices, 0);  // 1 a first terminal, 2 a second
  for (const auto& [a, b] : pairs) role[a] = 1, role[b] = 2;
  const auto both_not = [&](const std::vector<int>& x, const std::vector<int>& y) {
    std::vector<int> cl = x;
    cl.insert(cl.end(), y.begin(), y.end());
    add_clause(sink, cl);
  };
  for (int v = 0; v < vertices; ++v) {
    if (role[v]) {  // a first terminal enters by none of its steps, a second leaves by none
      for (const auto& never : role[v] == 1 ? in[v] : out[v]) add_clause(sink, never);
      continue;
    }
    for (size_t i = 0; i < in[v].size(); ++i)  // two steps: never both in, never both out
      for (size_t j = i + 1; j < in[v].size(); ++j) {
        both_not(in[v][i], in[v][j]);
        both_not(out[v][i], out[v][j]);
      }
  }
  return way;
}

}  // namespace gridsat
