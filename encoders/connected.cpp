#include "encoders/connected.hpp"

#include <algorithm>
#include <functional>
#include <numeric>

#include "encoders/card.hpp"

namespace gridsat {

namespace {

int bits_for(int n) {
  int b = 1;
  while ((1 << b) < n) ++b;
  return b;
}

// p -> x < y, ranks as bit vectors (index 0 the least significant): the first differing bit
// from the top is 0 in x and 1 in y. d_i: "they differ first at bit i"; e_i: "equal above i".
void less_if(ClauseSink& sink, int p, const std::vector<int>& x, const std::vector<int>& y) {
  const int b = static_cast<int>(x.size());
  std::vector<int> some{-p};
  int above = 0;  // e_i for the current bit; 0 = true (nothing above the top bit)
  for (int i = b - 1; i >= 0; --i) {
    const int d = sink.fresh();
    some.push_back(d);
    sink.add({-d, -x[i]});
    sink.add({-d, y[i]});
    if (above) sink.add({-d, above});
    if (i == 0) break;
    // e_{i-1}: equal above i-1 = equal above i and x_i == y_i.
    const int e = sink.fresh();
    if (above) sink.add({-e, above});
    sink.add({-e, -x[i], y[i]});
    sink.add({-e, x[i], -y[i]});
    above = e;
  }
  sink.add(some);
}

// The nodes in the order the tree is built: a node that is always active first (it is the
// root), then the others by index.
std::vector<int> tree_order(const NodeGraph& g) {
  std::vector<int> order(g.active.size());
  std::iota(order.begin(), order.end(), 0);
  auto always = std::find(g.active.begin(), g.active.end(), 0);
  if (always != g.active.end()) std::rotate(order.begin(), order.begin() + (always - g.active.begin()), order.end());
  return order;
}

// Eager: every active node but the first active one (in tree_order) has a parent: an active
// neighbour over a usable edge, of smaller rank. "seen" says an earlier node is active.
void spanning_tree(ClauseSink& sink, const NodeGraph& g) {
  const int n = static_cast<int>(g.active.size());
  if (n <= 1) return;
  const int b = bits_for(n);
  std::vector<std::vector<int>> rank(n, std::vector<int>(b));
  for (auto& r : rank)
    for (int& bit : r) bit = sink.fresh();
  std::vector<std::vector<int>> parents(n);  // per node: its parent variables
  for (const auto& e : g.edges) {
    for (int dir = 0; dir < 2; ++dir) {
      const int from = dir ? e.v : e.u, to = dir ? e.u : e.v;
      const int p = sink.fresh();
      const int usable = e.lit ? e.lit : g.active[from];
      if (usable) sink.add({-p, usable});
      less_if(sink, p, rank[from], rank[to]);
      parents[to].push_back(p);
    }
  }
  // Every node after the first needs a parent when it is active and an earlier node is: when
  // the first node is always active it is the root, else "seen" (an earlier node is active).
  const auto order = tree_order(g);
  const bool rooted = g.active[order[0]] == 0;
  int seen = 0;
  for (int k = 1; k < n; ++k) {
    const int prev = g.active[order[k - 1]], v = order[k];
    if (!rooted) {
      const int s = sink.fresh();
      sink.add({-prev, s});
      if (seen) sink.add({-seen, s});
      seen = s;
    }
    std::vector<int> c;
    if (g.active[v]) c.push_back(-g.active[v]);
    if (seen) c.push_back(-seen);
    c.insert(c.end(), parents[v].begin(), parents[v].end());
    sink.add(c);
  }
}

bool holds(const std::function<bool(int)>& value, int lit) {
  if (lit == 0) return true;
  return lit > 0 ? value(lit) : !value(-lit);
}

class ConnectedCuts final : public LazyConstraint {
 public:
  explicit ConnectedCuts(NodeGraph g) : g_(std::move(g)), adj_(g_.active.size()) {
    for (size_t i = 0; i < g_.edges.size(); ++i) {
      adj_[g_.edges[i].u].push_back(static_cast<int>(i));
      adj_[g_.edges[i].v].push_back(static_cast<int>(i));
    }
  }

  std::vector<std::vector<int>> cuts(const std::function<bool(int)>& value) const override {
    const auto comp = components(value);
    int count = 0;
    for (int c : comp) count = std::max(count, c + 1);
    if (count <= 1) return {};
    std::vector<int> size(count), first(count, -1);
    for (size_t v = 0; v < comp.size(); ++v)
      if (comp[v] >= 0) {
        ++size[comp[v]];
        if (first[comp[v]] < 0) first[comp[v]] = static_cast<int>(v);
      }
    const int largest = static_cast<int>(std::max_element(size.begin(), size.end()) - size.begin());
    std::vector<std::vector<int>> out;
    for (int c = 0; c < count; ++c)
      if (c != largest) out.push_back(cut(comp, c, first[c], first[largest]));
    return out;
  }

 private:
  // Per node its component among the active nodes (0, 1, ...), -1 when inactive.
  std::vector<int> components(const std::function<bool(int)>& value) const {
    const size_t n = g_.active.size();
    std::vector<char> act(n);
    for (size_t v = 0; v < n; ++v) act[v] = holds(value, g_.active[v]);
    std::vector<int> comp(n, -1), stack;
    int next = 0;
    for (size_t s = 0; s < n; ++s) {
      if (!act[s] || comp[s] >= 0) continue;
      comp[s] = next;
      stack.push_back(static_cast<int>(s));
      while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        for (int i : adj_[v]) {
          const auto& e = g_.edges[i];
          const int w = e.u == v ? e.v : e.u;
          if (!act[w] || comp[w] >= 0 || !holds(value, e.lit)) continue;
          comp[w] = next;
          stack.push_back(w);
        }
      }
      ++next;
    }
    return comp;
  }

  // "a inactive, or b inactive, or an edge leaving component c usable".
  std::vector<int> cut(const std::vector<int>& comp, int c, int a, int b) const {
    std::vector<int> clause;
    if (g_.active[a]) clause.push_back(-g_.active[a]);
    if (g_.active[b]) clause.push_back(-g_.active[b]);
    for (size_t v = 0; v < comp.size(); ++v) {
      if (comp[v] != c) continue;
      for (int i : adj_[v]) {
        const auto& e = g_.edges[i];
        const int w = e.u == static_cast<int>(v) ? e.v : e.u;
        if (comp[w] == c) continue;
        clause.push_back(e.lit ? e.lit : g_.active[w]);
      }
    }
    std::sort(clause.begin(), clause.end());
    clause.erase(std::unique(clause.begin(), clause.end()), clause.end());
    return clause;
  }

  NodeGraph g_;
  std::vector<std::vector<int>> adj_;  // per node: its edges' indices
};

}  // namespace

void connected(ClauseSink& sink, LazyConstraints& lazy, const NodeGraph& g, Connectivity mode) {
  for (const auto& e : g.edges) {
    if (!e.lit) continue;
    if (g.active[e.u]) sink.add({-e.lit, g.active[e.u]});
    if (g.active[e.v]) sink.add({-e.lit, g.active[e.v]});
  }
  if (mode == Connectivity::eager) spanning_tree(sink, g);
  else if (g.active.size() > 1) lazy.push_back(std::make_shared<ConnectedCuts>(g));
}

std::vector<int> single_cycle(ClauseSink& sink, LazyConstraints& lazy, int vertices,
                              const std::vector<NodeGraph::Edge>& edges, bool nonempty, Connectivity mode) {
  std::vector<std::vector<int>> at(vertices);
  for (const auto& e : edges) {
    at[e.u].push_back(e.lit);
    at[e.v].push_back(e.lit);
  }
  NodeGraph g;
  g.edges = edges;
  for (int v = 0; v < vertices; ++v) {
    const auto& lits = at[v];
    const int on = sink.fresh();
    g.active.push_back(on);
    std::vector<int> some{-on};
    for (int e : lits) {
      sink.add({-e, on});
      some.push_back(e);
      std::vector<int> another{-e};  // not exactly one
      for (int f : lits)
        if (f != e) another.push_back(f);
      sink.add(another);
    }
    sink.add(some);
    at_most_k(sink, lits, 2, lits.size() <= 5 ? CardEncoding::naive : CardEncoding::sequential);
  }
  if (nonempty) {
    std::vector<int> any;
    for (const auto& e : edges) any.push_back(e.lit);
    sink.add(any);
  }
  connected(sink, lazy, g, mode);
  return g.active;
}

}  // namespace gridsat
