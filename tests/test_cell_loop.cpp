// The loop through cell centres over some of a grid's cells (puzzles/common/cell_loop.hpp),
// proved on small grids under every connectivity: for grids up to 3x4 and open-cell masks
// (all cells, and masks drawn at random), the models, counted on the step variables, are
// exactly the edge sets of the open cells' grid graph that form one nonempty cycle, found by
// enumerating every edge set here; each model's pieces are the ones its steps give, piece 1
// exactly on the cells no step meets. Published counts pin it further: the 4x4 grid of cells
// has 213 cycles (OEIS A140517). pieces_of_edges and cell_loop_edges read each other back.
#include <gtest/gtest.h>

#include <random>

#include "encoders/constants.hpp"
#include "puzzles/common/cell_loop.hpp"
#include "solve/cadical_session.hpp"

namespace test_cell_loop {

using namespace gridsat;

namespace {

struct E {
  int a, b;
};

std::vector<E> open_edges(int R, int C, const std::vector<char>& may) {
  std::vector<E> out;
  for (int i = 0; i < R * C; ++i) {
    if (!may[i]) continue;
    if (i % C + 1 < C && may[i + 1]) out.push_back({i, i + 1});
    if (i + C < R * C && may[i + C]) out.push_back({i, i + C});
  }
  return out;
}

// One nonempty cycle: every degree 0 or 2, some edge, the used edges connected.
bool one_cycle(int n, const std::vector<E>& edges, uint32_t set) {
  std::vector<int> deg(n), comp(n);
  for (int v = 0; v < n; ++v) comp[v] = v;
  std::function<int(int)> find = [&](int v) { return comp[v] == v ? v : comp[v] = find(comp[v]); };
  int used = 0;
  for (size_t k = 0; k < edges.size(); ++k)
    if (set >> k & 1) ++deg[edges[k].a], ++deg[edges[k].b], ++used, comp[find(edges[k].a)] = find(edges[k].b);
  int root = -1;
  for (int v = 0; v < n; ++v) {
    if (deg[v] != 0 && deg[v] != 2) return false;
    if (deg[v] && root < 0) root = find(v);
    if (deg[v] && find(v) != root) return false;
  }
  return used > 0;
}

int64_t brute(int R, int C, const std::vector<char>& may) {
  const auto edges = open_edges(R, C, may);
  int64_t n = 0;
  for (uint32_t s = 0; s < (1u << edges.size()); ++s) n += one_cycle(R * C, edges, s);
  return n;
}

// The models of encode_cell_loop, each distinct edge set once; the pieces checked per model.
int64_t models(int R, int C, const std::vector<char>& may, Connectivity mode) {
  Cnf cnf;
  LazyConstraints lazy;
  const CellLoop l = encode_cell_loop(cnf, lazy, R, C, may, mode);
  CadicalSession s(CadicalSettings{}, kNoDeadline);
  s.load(cnf, &lazy);
  auto val = [&](int lit) { return lit == kTrue ? true : lit == kFalse ? false : lit > 0 ? s.value(lit) : !s.value(-lit); };
  int64_t count = 0;
  while (s.solve() == CadicalSession::Result::sat) {
    ++count;
    std::vector<int> block;
    for (int i = 0; i < R * C; ++i) {
      int sides = 0;
      for (int d = 0; d < 4; ++d)
        if (val(l.step(i, d))) sides |= 1 << d;
      for (int p = 1; p <= 7; ++p)
        EXPECT_EQ(val(l.piece[i * 8 + p]), cell_loop::kSides[p] == sides && (p > 1 || sides == 0)) << i << " " << p;
      for (int lit : {l.right[i], l.down[i]})
        if (lit != kFalse) block.push_back(val(lit) ? -lit : lit);
    }
    if (block.empty()) break;
    s.block(block);
  }
  return count;
}

}  // namespace

TEST(CellLoop, ModelsAreExactlyTheCyclesOfTheOpenCells) {
  std::mt19937 rng(44);
  int masks = 0;
  for (auto [R, C] : {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 3}, std::pair{2, 5}, std::pair{3, 4}})
    for (int round = 0; round < 6; ++round) {
      std::vector<char> may(R * C, 1);
      if (round > 0)
        for (auto& m : may) m = rng() % 5 != 0;
      const int64_t want = brute(R, C, may);
      for (auto mode : {Connectivity::lazy, Connectivity::eager})
        EXPECT_EQ(models(R, C, may, mode), want) << R << "x" << C << " round " << round << " " << to_string(mode);
      ++masks;
    }
  EXPECT_EQ(masks, 30);
}

TEST(CellLoop, CountsThe213CyclesOfA4x4Grid) {
  for (auto mode : {Connectivity::lazy, Connectivity::eager})
    EXPECT_EQ(models(4, 4, std::vector<char>(16, 1), mode), 213) << to_string(mode);
}

TEST(CellLoop, EdgesAndPiecesReadEachOtherBack) {
  // A 3x3 ring around a closed centre, and a 2x2 square in the corner of a 3x3 grid.
  const std::vector<std::vector<int>> ring{{0, 0, 0, 1}, {0, 0, 1, 0}, {0, 1, 0, 2}, {0, 2, 1, 2},
                                           {1, 0, 2, 0}, {1, 2, 2, 2}, {2, 0, 2, 1}, {2, 1, 2, 2}};
  const Grid g = pieces_of_edges(3, 3, ring, 1);
  EXPECT_EQ(g.cells, (std::vector<int>{7, 2, 6, 3, 1, 3, 4, 2, 5}));
  EXPECT_EQ(cell_loop_edges(g), ring);
  EXPECT_TRUE(pieces_of_edges(3, 3, {{0, 0, 0, 1}}, 1).cells.empty());  // dead ends
  EXPECT_TRUE(pieces_of_edges(3, 3, {{0, 0, 1, 1}}, 1).cells.empty());  // not neighbours
  EXPECT_TRUE(pieces_of_edges(3, 3, {{0, 0, 0, 3}}, 1).cells.empty());  // past the border
}

}  // namespace test_cell_loop
