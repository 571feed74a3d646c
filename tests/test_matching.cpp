// Perfect matching with each kind once (encoders/matching.hpp) proved on small graphs: for every
// assignment of the edge literals, the clauses have a model (CaDiCaL under assumptions) exactly
// when every node has one used edge and every class one used edge, decided here by counting.
// Published counts pin it to facts nobody here computed: the domino tilings of the 2x3, 2x4, 3x4
// and 4x4 boards are 3, 5, 11 and 36 (OEIS A099390).
#include <gtest/gtest.h>


#include "cnf/cnf.hpp"
#include "cnf_truth.hpp"
#include "encoders/matching.hpp"

namespace test_matching {

using namespace gridsat;

namespace {

struct Board {
  int nodes = 0;
  std::vector<NodeGraph::Edge> edges;
};

Board board(int rows, int cols) {
  Board b;
  b.nodes = rows * cols;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int v = r * cols + c;
      if (c + 1 < cols) b.edges.push_back({v, v + 1, static_cast<int>(b.edges.size()) + 1});
      if (r + 1 < rows) b.edges.push_back({v, v + cols, static_cast<int>(b.edges.size()) + 1});
    }
  return b;
}

bool by_hand(const Board& b, const std::vector<std::vector<int>>& classes, uint32_t truth) {
  std::vector<int> degree(static_cast<size_t>(b.nodes));
  for (size_t k = 0; k < b.edges.size(); ++k)
    if (truth >> k & 1) ++degree[static_cast<size_t>(b.edges[k].u)], ++degree[static_cast<size_t>(b.edges[k].v)];
  for (int d : degree)
    if (d != 1) return false;
  for (const auto& cls : classes) {
    int used = 0;
    for (int k : cls) used += truth >> k & 1;
    if (used != 1) return false;
  }
  return true;
}

// Every assignment proved; returns how many are matchings.
int prove(const Board& b, const std::vector<std::vector<int>>& classes, Amo amo) {
  Cnf cnf;
  const int vars = static_cast<int>(b.edges.size());
  cnf.reserve(vars);
  int scoped = 0;
  perfect_matching(cnf, b.nodes, b.edges, classes, amo, [&](std::string_view, int, const std::function<void()>& write) {
    ++scoped;
    write();
  });
  EXPECT_EQ(scoped, b.nodes + static_cast<int>(classes.size()));
  return test::prove_over_truths(cnf, vars, [&](uint32_t truth) { return by_hand(b, classes, truth); }, "matching");
}

}  // namespace

TEST(Matching, DominoTilingsOfSmallBoards) {
  for (Amo amo : {Amo::pairwise, Amo::sequential}) {
    EXPECT_EQ(prove(board(2, 3), {}, amo), 3);
    EXPECT_EQ(prove(board(2, 4), {}, amo), 5);
    EXPECT_EQ(prove(board(3, 3), {}, amo), 0);
  }
  EXPECT_EQ(prove(board(3, 4), {}, Amo::sequential), 11);
  // 4x4 (24 edges): the models enumerated, not every assignment.
  const Board b = board(4, 4);
  Cnf cnf;
  cnf.reserve(static_cast<int>(b.edges.size()));
  perfect_matching(cnf, b.nodes, b.edges, {}, Amo::sequential);
  EXPECT_EQ(test::lazy_truths(cnf, {}, static_cast<int>(b.edges.size())).size(), 36u);
}

// Dominosa's shape of the 0..1 set on a 2x3 board: the classes are the placements of 0-0,
// 0-1 and 1-1 under the numbers 0 0 1 / 1 0 1, and the 2x4 board with classes of its own.
TEST(Matching, EachClassOnce) {
  const Board b = board(2, 3);  // edges: 0-1, 0-3, 1-2, 1-4, 2-5, 3-4, 4-5
  const std::vector<int> num = {0, 0, 1, 1, 0, 1};
  std::vector<std::vector<int>> classes(3);
  for (size_t k = 0; k < b.edges.size(); ++k)
    classes[static_cast<size_t>(num[b.edges[k].u] + num[b.edges[k].v])].push_back(static_cast<int>(k));
  EXPECT_EQ(prove(b, classes, Amo::pairwise), 2);  // the three columns, or 0-0 on top, 1-1 right, 1-0 below
  const Board big = board(2, 4);
  std::vector<std::vector<int>> thirds(3);
  for (size_t k = 0; k < big.edges.size(); ++k) thirds[k % 3].push_back(static_cast<int>(k));
  prove(big, thirds, Amo::sequential);
}

}  // namespace test_matching
