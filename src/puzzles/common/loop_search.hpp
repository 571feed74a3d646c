#pragma once
// The native search of the loop genres (Slitherlink's loop along the grid's lines, Masyu's
// through cell centres): one closed loop along the edges of a graph, each edge on or off,
// every vertex meeting 0 or 2 of them, and the genre's local rules as tables over a few edges.
//
// The search (loop_search.cpp) keeps each edge unknown, on or off. After each choice it
// propagates to a fixpoint: every rule, the vertices' own "0 or 2" among them, forces what all
// of its allowed assignments left agree on (a rule with none left fails); the paths of on edges
// are tracked by their two ends (a union-find of path ends with undo), so an edge that would
// close a loop while other on edges lie outside it is off, and once the loop closes every
// other edge is off. The on edges and the vertices that must be visited must lie in one
// component of the edges not off (the loop is one). Where the genre gives the faces of its
// graph, an edge is also decided by the sides (inside, outside) of the faces beside it, once
// those are related through other decided edges. At each node, failed-edge probing to a
// fixpoint: an unknown edge whose one value propagates to a contradiction takes the other
// (sgt's hard 10x10 loops then need at most a few dozen branches). It branches on an unknown
// edge at the path end with the fewest of them (the loop grows from its ends; before any edge
// is on, the rule with the fewest assignments left), on first, then off. A leaf is a solution
// when the loop has closed.
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "base/stop.hpp"
#include "csp/search.hpp"

namespace gridsat {

class LoopRules {
 public:
  static constexpr int kMaxEdges = 8;  // of one rule
  static constexpr int kNoEdge = -1;   // an edge the grid lacks: always off

  // Vertices 0..vertices-1; edges[e] = its two ends. The vertices' "0 or 2" rules are added here.
  LoopRules(int vertices, std::vector<std::pair<int, int>> edges);

  // A rule over up to kMaxEdges edges (kNoEdge for an edge beyond the grid): allows(mask) says
  // whether the assignment with edges[k] on exactly where bit k of mask is set is allowed.
  void add(const std::vector<int>& edges, const std::function<bool(unsigned)>& allows);
  // Whether vertex v must be on the loop (a Masyu pearl): the reachability check counts it.
  void must_visit(int v) { must_visit_.push_back(v); }
  // The faces of the graph drawn in the plane, 0..count-1 (the outer one among them), and per
  // edge the two it lies between: a loop leaves each face inside or outside, and the two faces
  // of an edge differ exactly when the edge is on. The search then keeps which faces are known
  // to lie on the same or opposite sides (a union-find with parity), and an edge whose faces
  // are related is decided by them.
  void faces(int count, std::vector<std::pair<int, int>> beside) {
    faces_ = count;
    beside_ = std::move(beside);
  }

  int vertices() const { return vertices_; }
  const std::vector<std::pair<int, int>>& edges() const { return edges_; }

  struct Rule {
    std::vector<int> edges;        // present edges only
    std::vector<uint8_t> allowed;  // masks over them
  };
  const std::vector<Rule>& rules() const { return rules_; }
  const std::vector<int>& must_visits() const { return must_visit_; }
  int face_count() const { return faces_; }                                   // 0: none given
  const std::vector<std::pair<int, int>>& beside() const { return beside_; }  // per edge

 private:
  int vertices_;
  std::vector<std::pair<int, int>> edges_;
  std::vector<Rule> rules_;
  std::vector<int> must_visit_;
  int faces_ = 0;
  std::vector<std::pair<int, int>> beside_;
};

// Searches for loops up to `limit` (0: all) before `deadline`. Each loop found goes to the sink
// as to_values(on), on[e] true for the loop's edges (to_values is not called without a sink).
NativeResult search_loops(const LoopRules& rules, int64_t limit, Deadline deadline, const ValuesSink& sink,
                          const std::function<std::vector<int>(const std::vector<char>&)>& to_values);

}  // namespace gridsat
