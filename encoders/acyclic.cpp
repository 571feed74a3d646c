#include "encoders/acyclic.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <utility>

#include "encoders/amo.hpp"
#include "encoders/constants.hpp"

namespace gridsat {

namespace {

int normal(int lit) { return lit == 0 ? kTrue : lit; }

// The simple graph under the edges: per pair of distinct vertices one literal "some edge between
// them is used" (the edge's own literal when there is one). Writes the clauses that say a
// self-loop is unused and two parallel edges are not both used (cycles of one and two edges).
std::map<std::pair<int, int>, int> simple_pairs(ClauseSink& sink, const std::vector<NodeGraph::Edge>& edges) {
  std::map<std::pair<int, int>, std::vector<int>> by_pair;
  for (const auto& e : edges) {
    const int lit = normal(e.lit);
    if (lit == kFalse) continue;
    if (e.u == e.v) add_clause(sink, {-lit});
    else by_pair[{std::min(e.u, e.v), std::max(e.u, e.v)}].push_back(lit);
  }
  std::map<std::pair<int, int>, int> out;
  for (auto& [pair, lits] : by_pair) {
    if (lits.size() == 1) {
      out[pair] = lits[0];
      continue;
    }
    for (size_t i = 0; i < lits.size(); ++i)
      for (size_t j = i + 1; j < lits.size(); ++j) add_clause(sink, {-lits[i], -lits[j]});
    const int any = sink.fresh();
    std::vector<int> some{-any};
    for (int l : lits) add_clause(sink, {-l, any}), some.push_back(l);
    add_clause(sink, some);
    out[pair] = any;
  }
  return out;
}

// Eager: orientation with out-degree at most one, no directed cycle by vertex elimination.
void eliminate(ClauseSink& sink, int vertices, const std::map<std::pair<int, int>, int>& pairs) {
  std::vector<std::map<int, int>> arc(static_cast<size_t>(vertices));  // arc[u][w]: the variable u -> w
  const auto add_pair = [&](int u, int w) {
    const int uw = sink.fresh(), wu = sink.fresh();
    arc[u][w] = uw;
    arc[w][u] = wu;
    sink.add({-uw, -wu});  // no cycle of two arcs
  };
  // The orientation: uw says w is u's parent (the edge used, towards w). It implies the arc
  // u -> w of the elimination graph, whose variables only say "a path": a path through
  // eliminated vertices never makes the edge used.
  std::vector<std::vector<int>> out(static_cast<size_t>(vertices));
  for (const auto& [pair, lit] : pairs) {
    const auto [u, w] = pair;
    add_pair(u, w);
    const int uw = sink.fresh(), wu = sink.fresh();
    add_clause(sink, {-lit, uw, wu});  // a used edge is oriented
    add_clause(sink, {-uw, lit});
    add_clause(sink, {-wu, lit});
    sink.add({-uw, arc[u][w]});
    sink.add({-wu, arc[w][u]});
    out[u].push_back(uw);
    out[w].push_back(wu);
  }
  for (const auto& lits : out) at_most_one(sink, lits, lits.size() <= 5 ? Amo::pairwise : Amo::sequential);
  // Min-degree elimination order, degrees of the graph as it fills in.
  std::set<std::pair<int, int>> queue;
  for (int v = 0; v < vertices; ++v) queue.insert({static_cast<int>(arc[v].size()), v});
  while (!queue.empty()) {
    const int v = queue.begin()->second;
    queue.erase(queue.begin());
    std::vector<int> near;
    for (const auto& [u, var] : arc[v]) near.push_back(u);
    for (int u : near) queue.erase({static_cast<int>(arc[u].size()), u});
    for (int u : near)
      for (int w : near) {
        if (u == w) continue;
        if (!arc[u].count(w)) add_pair(u, w);
        sink.add({-arc[u][v], -arc[v][w], arc[u][w]});  // a path u -> v -> w
      }
    for (int u : near) {
      arc[u].erase(v);
      queue.insert({static_cast<int>(arc[u].size()), u});
    }
    check_cnf_limits();
  }
}

// Every cycle of three or four vertices: the clause "not all its edges".
void short_cycles(ClauseSink& sink, int vertices, const std::map<std::pair<int, int>, int>& pairs) {
  std::vector<std::map<int, int>> near(static_cast<size_t>(vertices));
  for (const auto& [pair, lit] : pairs) near[pair.first][pair.second] = near[pair.second][pair.first] = lit;
  for (int a = 0; a < vertices; ++a) {
    std::map<int, std::vector<int>> via;  // c -> the b with a - b - c, both above a
    for (const auto& [b, ab] : near[a]) {
      if (b < a) continue;
      for (const auto& [c, bc] : near[b]) {
        if (c <= a) continue;
        via[c].push_back(b);
        if (c > b && near[a].count(c)) add_clause(sink, {-ab, -bc, -near[a][c]});  // a < b < c
      }
    }
    for (const auto& [c, bs] : via)
      for (size_t i = 0; i < bs.size(); ++i)
        for (size_t j = i + 1; j < bs.size(); ++j)
          add_clause(sink, {-near[a][bs[i]], -near[bs[i]][c], -near[c][bs[j]], -near[bs[j]][a]});
  }
}

class NoCycle final : public LazyConstraint {
 public:
  NoCycle(int vertices, std::vector<NodeGraph::Edge> edges) : vertices_(vertices), edges_(std::move(edges)) {}

  // Per edge that closes a cycle in the forest of the used edges before it: that cycle.
  std::vector<std::vector<int>> cuts(const std::function<bool(int)>& value) const override {
    const auto used = [&](int lit) { return lit == kTrue || (lit != kFalse && (lit > 0 ? value(lit) : !value(-lit))); };
    std::vector<int> parent(static_cast<size_t>(vertices_));
    std::iota(parent.begin(), parent.end(), 0);
    const auto find = [&](int x) {
      while (parent[x] != x) x = parent[x] = parent[parent[x]];
      return x;
    };
    std::vector<std::vector<std::pair<int, int>>> tree(static_cast<size_t>(vertices_));  // (vertex, literal)
    std::vector<std::vector<int>> out;
    for (const auto& e : edges_) {
      if (!used(e.lit)) continue;
      const int a = find(e.u), b = find(e.v);
      if (a != b) {
        parent[a] = b;
        tree[e.u].push_back({e.v, e.lit});
        tree[e.v].push_back({e.u, e.lit});
        continue;
      }
      std::vector<int> cut = path(tree, e.u, e.v);
      if (e.lit != kTrue) cut.push_back(-e.lit);
      out.push_back(std::move(cut));
    }
    return out;
  }

 private:
  // The negated literals of the tree path from u to v (none of them kTrue).
  std::vector<int> path(const std::vector<std::vector<std::pair<int, int>>>& tree, int u, int v) const {
    std::vector<int> from(static_cast<size_t>(vertices_), -1), lit(static_cast<size_t>(vertices_), 0);
    std::vector<int> stack{u};
    from[u] = u;
    while (!stack.empty() && from[v] < 0) {
      const int x = stack.back();
      stack.pop_back();
      for (const auto& [y, l] : tree[x])
        if (from[y] < 0) from[y] = x, lit[y] = l, stack.push_back(y);
    }
    std::vector<int> cut;
    for (int x = v; x != u; x = from[x])
      if (lit[x] != kTrue) cut.push_back(-lit[x]);
    return cut;
  }

  int vertices_;
  std::vector<NodeGraph::Edge> edges_;
};

}  // namespace

void acyclic(ClauseSink& sink, LazyConstraints& lazy, int vertices, const std::vector<NodeGraph::Edge>& edges,
             Connectivity mode) {
  const auto pairs = simple_pairs(sink, edges);
  if (mode == Connectivity::eager) {
    eliminate(sink, vertices, pairs);
    return;
  }
  short_cycles(sink, vertices, pairs);
  std::vector<NodeGraph::Edge> kept;
  for (const auto& e : edges)
    if (normal(e.lit) != kFalse) kept.push_back({e.u, e.v, normal(e.lit)});
  lazy.push_back(std::make_shared<NoCycle>(vertices, std::move(kept)));
}

}  // namespace gridsat
