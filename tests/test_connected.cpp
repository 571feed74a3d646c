// The connectivity layer (encoders/connected.hpp) proved on small graphs, both ways:
//  - eager: for every assignment of the node and edge literals, the clauses have an extension
//    (searched by CaDiCaL under assumptions) exactly when the assignment is connected;
//  - lazy: the session's loop (solve, cut, solve again) enumerates exactly the connected
//    assignments, each once.
// "Connected" is computed here by a flood fill of its own. Published counts pin the results
// to facts nobody here computed: the 3x3 grid graph has 13 cycles and the 4x4 one 213 (OEIS
// A140517); the 2x2 grid has 13 nonempty connected sets of cells and the 3x3 one 218 (OEIS
// A059525).
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <functional>
#include <memory>
#include <set>

#include "cnf/cnf.hpp"
#include "cnf_truth.hpp"
#include "encoders/connected.hpp"
#include "solve/cadical_session.hpp"

namespace test_connected {

using namespace gridsat;

namespace {

// A test graph: `vars` variables 1..vars; node and edge literals among them (0: always).
struct Case {
  int vars = 0;
  NodeGraph g;
};

bool lit_true(uint32_t truth, int lit) {
  if (lit == 0) return true;
  const bool v = (truth >> (std::abs(lit) - 1)) & 1;
  return lit > 0 ? v : !v;
}

// The rule, by a flood fill: every usable edge's literal implies its ends, and the active
// nodes are connected through usable edges.
bool connected_by_hand(const NodeGraph& g, uint32_t truth) {
  const size_t n = g.active.size();
  std::vector<char> act(n), seen(n);
  for (size_t v = 0; v < n; ++v) act[v] = lit_true(truth, g.active[v]);
  for (const auto& e : g.edges)
    if (e.lit && lit_true(truth, e.lit) && (!act[e.u] || !act[e.v])) return false;
  int start = -1;
  for (size_t v = 0; v < n; ++v)
    if (act[v]) start = static_cast<int>(v);
  if (start < 0) return true;
  std::vector<int> stack{start};
  seen[start] = 1;
  while (!stack.empty()) {
    const int v = stack.back();
    stack.pop_back();
    for (const auto& e : g.edges) {
      if (e.u != v && e.v != v) continue;
      const int w = e.u == v ? e.v : e.u;
      if (act[w] && !seen[w] && lit_true(truth, e.lit)) {
        seen[w] = 1;
        stack.push_back(w);
      }
    }
  }
  for (size_t v = 0; v < n; ++v)
    if (act[v] && !seen[v]) return false;
  return true;
}

Case grid_cells(int rows, int cols, bool edge_vars) {
  Case c;
  for (int i = 0; i < rows * cols; ++i) c.g.active.push_back(++c.vars);
  for (int r = 0; r < rows; ++r)
    for (int k = 0; k < cols; ++k) {
      const int v = r * cols + k;
      if (k + 1 < cols) c.g.edges.push_back({v, v + 1, edge_vars ? ++c.vars : 0});
      if (r + 1 < rows) c.g.edges.push_back({v, v + cols, edge_vars ? ++c.vars : 0});
    }
  return c;
}

// Every assignment: the eager clauses are satisfiable under it exactly when it is connected.
void prove_eager(const Case& c) {
  Cnf cnf;
  cnf.reserve(c.vars);
  LazyConstraints lazy;
  connected(cnf, lazy, c.g, Connectivity::eager);
  ASSERT_TRUE(lazy.empty());
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  solver.reserve(cnf.num_vars());
  for (int lit : cnf.flat()) solver.add(lit);
  for (uint32_t truth = 0; truth < (1u << c.vars); ++truth) {
    for (int v = 1; v <= c.vars; ++v) solver.assume((truth >> (v - 1)) & 1 ? v : -v);
    ASSERT_EQ(solver.solve() == 10, connected_by_hand(c.g, truth)) << "assignment " << truth;
  }
}

// The models the lazy loop gives (projected on the graph's variables, each blocked after it
// is found): exactly the connected assignments.
std::set<uint32_t> lazy_models(const Case& c, Connectivity mode, const std::vector<std::vector<int>>& extra = {}) {
  Cnf cnf;
  cnf.reserve(c.vars);
  LazyConstraints lazy;
  connected(cnf, lazy, c.g, mode);
  for (const auto& clause : extra) cnf.add(clause);
  return test::lazy_truths(cnf, lazy, c.vars);
}

void prove_lazy(const Case& c) {
  std::set<uint32_t> want;
  for (uint32_t truth = 0; truth < (1u << c.vars); ++truth)
    if (connected_by_hand(c.g, truth)) want.insert(truth);
  EXPECT_EQ(lazy_models(c, Connectivity::lazy), want);
}

}  // namespace

TEST(Connected, CellsOfA3x3GridEager) { prove_eager(grid_cells(3, 3, false)); }
TEST(Connected, CellsOfA3x3GridLazy) { prove_lazy(grid_cells(3, 3, false)); }
TEST(Connected, CellsAndEdgesOfA2x3GridEager) { prove_eager(grid_cells(2, 3, true)); }
TEST(Connected, CellsAndEdgesOfA2x3GridLazy) { prove_lazy(grid_cells(2, 3, true)); }

// Hashi's network: nodes always active, edge literals; and a mix of both kinds of node.
TEST(Connected, AlwaysActiveNodes) {
  Case c;
  c.g.active = {0, 0, 0, 0, 0};
  for (int u = 0; u < 5; ++u)
    for (int v = u + 1; v < 5; ++v) c.g.edges.push_back({u, v, ++c.vars});
  prove_eager(c);
  prove_lazy(c);
  c.g.active = {++c.vars, 0, ++c.vars, 0, ++c.vars};  // 13 variables: 8192 assignments
  prove_eager(c);
  prove_lazy(c);
}

// Published counts: nonempty connected sets of cells of the n x n grid (OEIS A059525).
TEST(Connected, CountsConnectedCellSetsOfGrids) {
  for (auto mode : {Connectivity::lazy, Connectivity::eager}) {
    for (auto [n, want] : {std::pair{2, 13}, std::pair{3, 218}}) {
      Case c = grid_cells(n, n, false);
      std::vector<int> some(c.g.active);  // nonempty
      EXPECT_EQ(lazy_models(c, mode, {some}).size(), static_cast<size_t>(want)) << n << " " << to_string(mode);
    }
  }
}

// single_cycle over the lattice points of a k x k grid graph: every cycle once (OEIS A140517:
// 1, 13, 213 for 2x2, 3x3, 4x4 points), and every edge assignment of the 3x4 lattice proved
// (the smallest with two disjoint cycles).
namespace {

Case lattice(int rows, int cols, std::vector<NodeGraph::Edge>& edges) {
  Case c;
  for (int r = 0; r < rows; ++r)
    for (int q = 0; q < cols; ++q) {
      const int v = r * cols + q;
      if (q + 1 < cols) edges.push_back({v, v + 1, ++c.vars});
      if (r + 1 < rows) edges.push_back({v, v + cols, ++c.vars});
    }
  return c;
}

bool one_cycle_by_hand(int points, const std::vector<NodeGraph::Edge>& edges, uint32_t truth) {
  std::vector<int> degree(points);
  int used = 0;
  for (const auto& e : edges)
    if (lit_true(truth, e.lit)) {
      ++degree[e.u];
      ++degree[e.v];
      ++used;
    }
  for (int d : degree)
    if (d != 0 && d != 2) return false;
  if (used == 0) return false;
  // Connected: the points of nonzero degree, through used edges.
  std::vector<char> seen(points);
  std::vector<int> stack;
  for (int v = 0; v < points && stack.empty(); ++v)
    if (degree[v]) {
      stack.push_back(v);
      seen[v] = 1;
    }
  while (!stack.empty()) {
    const int v = stack.back();
    stack.pop_back();
    for (const auto& e : edges)
      if ((e.u == v || e.v == v) && lit_true(truth, e.lit)) {
        const int w = e.u == v ? e.v : e.u;
        if (!seen[w]) {
          seen[w] = 1;
          stack.push_back(w);
        }
      }
  }
  for (int v = 0; v < points; ++v)
    if (degree[v] && !seen[v]) return false;
  return true;
}

size_t cycles(int k, Connectivity mode) {
  std::vector<NodeGraph::Edge> edges;
  Case c = lattice(k, k, edges);
  Cnf cnf;
  cnf.reserve(c.vars);
  LazyConstraints lazy;
  single_cycle(cnf, lazy, k * k, edges, true, mode);
  CadicalSession s(CadicalSettings{}, kNoDeadline);
  s.load(cnf, &lazy);
  size_t count = 0;
  while (s.solve() == CadicalSession::Result::sat) {
    ++count;
    std::vector<int> block;
    uint32_t truth = 0;
    for (int v = 1; v <= c.vars; ++v) {
      block.push_back(s.value(v) ? -v : v);
      if (s.value(v)) truth |= 1u << (v - 1);
    }
    EXPECT_TRUE(one_cycle_by_hand(k * k, edges, truth)) << truth;
    s.block(block);
  }
  return count;
}

}  // namespace

TEST(SingleCycle, CountsTheCyclesOfGridGraphs) {
  for (auto mode : {Connectivity::lazy, Connectivity::eager}) {
    EXPECT_EQ(cycles(2, mode), 1u) << to_string(mode);
    EXPECT_EQ(cycles(3, mode), 13u) << to_string(mode);
    EXPECT_EQ(cycles(4, mode), 213u) << to_string(mode);
  }
}

TEST(SingleCycle, EveryEdgeAssignmentOfA3x4LatticeEager) {
  std::vector<NodeGraph::Edge> edges;
  Case c = lattice(3, 4, edges);
  Cnf cnf;
  cnf.reserve(c.vars);
  LazyConstraints lazy;
  single_cycle(cnf, lazy, 12, edges, true, Connectivity::eager);
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  solver.reserve(cnf.num_vars());
  for (int lit : cnf.flat()) solver.add(lit);
  for (uint32_t truth = 0; truth < (1u << c.vars); ++truth) {
    for (int v = 1; v <= c.vars; ++v) solver.assume((truth >> (v - 1)) & 1 ? v : -v);
    ASSERT_EQ(solver.solve() == 10, one_cycle_by_hand(12, edges, truth)) << "assignment " << truth;
  }
}

// The lazy loop keeps the assumptions (and the conflict limit) of the call for every solve it
// makes (cube workers assume their cube): under "corners 1 and 9 in, centre out", exactly the
// connected sets of the 3x3 grid that agree.
TEST(Connected, LazyLoopKeepsTheAssumptions) {
  Case c = grid_cells(3, 3, false);
  Cnf cnf;
  cnf.reserve(c.vars);
  LazyConstraints lazy;
  connected(cnf, lazy, c.g, Connectivity::lazy);
  CadicalSession s(CadicalSettings{}, kNoDeadline);
  s.load(cnf, &lazy);
  std::set<uint32_t> got, want;
  for (;;) {
    for (int lit : {1, 9, -5}) s.assume(lit);
    s.limit_conflicts(1000);
    if (s.solve() != CadicalSession::Result::sat) break;
    uint32_t truth = 0;
    std::vector<int> block;
    for (int v = 1; v <= c.vars; ++v) {
      if (s.value(v)) truth |= 1u << (v - 1);
      block.push_back(s.value(v) ? -v : v);
    }
    EXPECT_TRUE(got.insert(truth).second);
    s.block(block);
  }
  for (uint32_t truth = 0; truth < 512; ++truth)
    if ((truth & 1) && (truth & 256) && !(truth & 16) && connected_by_hand(c.g, truth)) want.insert(truth);
  EXPECT_EQ(got, want);
  // Around the centre by 2-3-6 or by 4-7-8 (or both), with what else stays attached: 13.
  EXPECT_EQ(want.size(), 13u);
}

// A constraint that every model violates: each is cut away, a round of the lazy loop of a
// conflict or none. The conflict limit of the whole call (`whole`) bounds the rounds together,
// each counting at least one: the call stops after at most that many cuts. A limit given to
// each round anew (the default) goes through every model: 1,023 rounds, then unsat.
class EveryModelCut final : public LazyConstraint {
 public:
  explicit EveryModelCut(int vars) : vars_(vars) {}
  std::vector<std::vector<int>> cuts(const std::function<bool(int)>& value) const override {
    std::vector<int> block;
    for (int v = 1; v <= vars_; ++v) block.push_back(value(v) ? -v : v);
    return {block};
  }

 private:
  int vars_;
};

TEST(Connected, AWholeCallsConflictLimitBoundsTheLazyLoopsRounds) {
  Cnf cnf;
  cnf.reserve(10);
  cnf.add({1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
  LazyConstraints lazy{std::make_shared<EveryModelCut>(10)};
  for (const bool whole : {true, false}) {
    CadicalSession s(CadicalSettings{}, kNoDeadline);
    s.load(cnf, &lazy);
    s.limit_conflicts(50, whole);
    EXPECT_EQ(s.solve(), whole ? CadicalSession::Result::stopped : CadicalSession::Result::unsat);
    if (whole) {
      EXPECT_LE(s.cuts(), 50);
      EXPECT_GT(s.cuts(), 0);
    } else {
      EXPECT_EQ(s.cuts(), 1023);
    }
  }
}

// Two lazy constraints on one formula: both see the same model (the session collects every cut
// before adding any; asking CaDiCaL for values after adding a clause aborts it). The white and
// the black cells of a 3x3 grid both connected, counted against a flood fill of both.
TEST(Connected, TwoLazyConstraintsSeeTheSameModel) {
  Case white = grid_cells(3, 3, false), black = white;
  for (int& a : black.g.active) a = -a;
  Cnf cnf;
  cnf.reserve(white.vars);
  LazyConstraints lazy;
  connected(cnf, lazy, white.g, Connectivity::lazy);
  connected(cnf, lazy, black.g, Connectivity::lazy);
  ASSERT_EQ(lazy.size(), 2u);
  CadicalSession s(CadicalSettings{}, kNoDeadline);
  s.load(cnf, &lazy);
  size_t got = 0;
  while (s.solve() == CadicalSession::Result::sat) {
    uint32_t truth = 0;
    std::vector<int> block;
    for (int v = 1; v <= white.vars; ++v) {
      if (s.value(v)) truth |= 1u << (v - 1);
      block.push_back(s.value(v) ? -v : v);
    }
    EXPECT_TRUE(connected_by_hand(white.g, truth) && connected_by_hand(black.g, truth)) << truth;
    ++got;
    s.block(block);
  }
  size_t want = 0;
  for (uint32_t truth = 0; truth < 512; ++truth)
    want += connected_by_hand(white.g, truth) && connected_by_hand(black.g, truth);
  EXPECT_EQ(got, want);
  EXPECT_GT(s.cuts(), 0);
}

}  // namespace test_connected
