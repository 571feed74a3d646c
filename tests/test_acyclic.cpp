// Acyclicity (encoders/acyclic.hpp) proved on small graphs, both ways:
//  - eager: for every assignment of the edge literals, the clauses have an extension (searched
//    by CaDiCaL under assumptions) exactly when the used edges form a forest;
//  - lazy: the session's loop (solve, cut, solve again) enumerates exactly the forests, each once.
// "A forest" is decided here by counting components (a forest has vertices - edges of them).
// Published counts pin the results to facts nobody here computed: the complete graph K4 has 38
// forests and K5 291 (OEIS A001858).
#include <gtest/gtest.h>

#include <numeric>
#include <set>

#include "cnf/cnf.hpp"
#include "encoders/acyclic.hpp"
#include "encoders/constants.hpp"
#include "cnf_truth.hpp"

namespace test_acyclic {

using namespace gridsat;

namespace {

struct Case {
  int vertices = 0;
  int vars = 0;
  std::vector<NodeGraph::Edge> edges;
};

bool lit_true(uint32_t truth, int lit) {
  if (lit == 0 || lit == kTrue) return true;
  if (lit == kFalse) return false;
  const bool v = (truth >> (std::abs(lit) - 1)) & 1;
  return lit > 0 ? v : !v;
}

// A forest: every used edge joins two components (a flood of labels, no union-find).
bool forest_by_hand(const Case& c, uint32_t truth) {
  std::vector<int> label(static_cast<size_t>(c.vertices));
  std::iota(label.begin(), label.end(), 0);
  for (const auto& e : c.edges) {
    if (!lit_true(truth, e.lit)) continue;
    const int a = label[e.u], b = label[e.v];
    if (a == b) return false;
    for (int& l : label)
      if (l == a) l = b;
  }
  return true;
}

void prove_eager(const Case& c) {
  Cnf cnf;
  cnf.reserve(c.vars);
  LazyConstraints lazy;
  acyclic(cnf, lazy, c.vertices, c.edges, Connectivity::eager);
  ASSERT_TRUE(lazy.empty());
  test::prove_over_truths(cnf, c.vars, [&](uint32_t truth) { return forest_by_hand(c, truth); }, "forest");
}

std::set<uint32_t> models(const Case& c, Connectivity mode) {
  Cnf cnf;
  cnf.reserve(c.vars);
  LazyConstraints lazy;
  acyclic(cnf, lazy, c.vertices, c.edges, mode);
  return test::lazy_truths(cnf, lazy, c.vars);
}

void prove_lazy(const Case& c) {
  std::set<uint32_t> want;
  for (uint32_t truth = 0; truth < (1u << c.vars); ++truth)
    if (forest_by_hand(c, truth)) want.insert(truth);
  EXPECT_EQ(models(c, Connectivity::lazy), want);
}

Case complete(int n) {
  Case c;
  c.vertices = n;
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v) c.edges.push_back({u, v, ++c.vars});
  return c;
}

// The lattice points of a rows x cols grid with its sides as edges.
Case lattice(int rows, int cols) {
  Case c;
  c.vertices = rows * cols;
  for (int r = 0; r < rows; ++r)
    for (int q = 0; q < cols; ++q) {
      const int v = r * cols + q;
      if (q + 1 < cols) c.edges.push_back({v, v + 1, ++c.vars});
      if (r + 1 < rows) c.edges.push_back({v, v + cols, ++c.vars});
    }
  return c;
}

// Slant's graph: the corners of a rows x cols grid of cells, each cell one variable whose
// truth draws '\' (its top-left to bottom-right corner) and whose falsity draws '/'.
Case slant(int rows, int cols) {
  Case c;
  c.vertices = (rows + 1) * (cols + 1);
  const auto at = [cols](int r, int q) { return r * (cols + 1) + q; };
  for (int r = 0; r < rows; ++r)
    for (int q = 0; q < cols; ++q) {
      const int x = ++c.vars;
      c.edges.push_back({at(r, q), at(r + 1, q + 1), x});
      c.edges.push_back({at(r, q + 1), at(r + 1, q), -x});
    }
  return c;
}

}  // namespace

TEST(Acyclic, CompleteGraphsEager) {
  prove_eager(complete(4));
  prove_eager(complete(5));
}
TEST(Acyclic, CompleteGraphsLazy) {
  prove_lazy(complete(4));
  prove_lazy(complete(5));
}
TEST(Acyclic, LatticeEager) { prove_eager(lattice(3, 3)); }
TEST(Acyclic, LatticeLazy) { prove_lazy(lattice(3, 3)); }
TEST(Acyclic, SlantCellsEager) { prove_eager(slant(3, 4)); }
TEST(Acyclic, SlantCellsLazy) { prove_lazy(slant(3, 4)); }

// Self-loops, parallel edges, constants and edges on the same variable.
TEST(Acyclic, LoopsParallelEdgesAndConstants) {
  Case c;
  c.vertices = 5;
  c.edges = {{0, 1, 1}, {1, 0, 2}, {1, 2, 3}, {2, 2, 4}, {2, 3, kTrue}, {3, 4, -5}, {4, 1, 5}, {4, 2, kFalse},
             {3, 1, 0},  {0, 4, 6}, {4, 0, -6}, {0, 2, 1}};
  c.vars = 6;
  prove_eager(c);
  prove_lazy(c);
}

// Published counts (OEIS A001858): the forests of K4 and K5.
TEST(Acyclic, CountsForestsOfCompleteGraphs) {
  for (auto mode : {Connectivity::lazy, Connectivity::eager}) {
    EXPECT_EQ(models(complete(4), mode).size(), 38u) << to_string(mode);
    EXPECT_EQ(models(complete(5), mode).size(), 291u) << to_string(mode);
  }
}

}  // namespace test_acyclic
