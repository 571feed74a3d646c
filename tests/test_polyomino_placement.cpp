// Polyomino placement (puzzles/common/polyomino_placement.hpp), proved like encoders/: the
// orientations against the known counts of fixed polyominoes, and exact_cover exhaustively on
// small grids: for every shading of the cells, the clauses hold with exactly as many choices of
// placements as a brute force finds tilings of the shaded cells by the pieces.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <functional>

#include "cnf/cnf.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/polyomino_placement.hpp"

namespace test_polyomino_placement {

using namespace gridsat;

namespace {

// Every free polyomino of `size` cells, grown cell by cell from the monomino (canonical forms).
std::vector<Shape> free_polyominoes(int size) {
  std::vector<Shape> now{{{0, 0}}};
  for (int k = 1; k < size; ++k) {
    std::vector<Shape> next;
    for (const Shape& s : now)
      for (auto [r, c] : s)
        for (auto [dr, dc] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
          Shape t = s;
          if (std::find(t.begin(), t.end(), std::pair{r + dr, c + dc}) != t.end()) continue;
          t.push_back({r + dr, c + dc});
          t = canonical(t);
          if (std::find(next.begin(), next.end(), t) == next.end()) next.push_back(t);
        }
    now = next;
  }
  return now;
}

// The least rotation of `s` (the one-sided piece it is).
Shape canonical_rotation(const Shape& s) {
  auto all = orientations(s, false);
  return *std::min_element(all.begin(), all.end());
}

}  // namespace

// OEIS A000105 (free) and A001168 (fixed: every orientation counted) for sizes 1..6; the
// one-sided count A000988 from the rotations alone.
TEST(PolyominoPlacement, OrientationsCountTheFixedPolyominoes) {
  const int free_count[] = {1, 1, 2, 5, 12, 35}, fixed_count[] = {1, 2, 6, 19, 63, 216},
            one_sided[] = {1, 1, 2, 7, 18, 60};
  for (int size = 1; size <= 6; ++size) {
    const auto all = free_polyominoes(size);
    EXPECT_EQ(static_cast<int>(all.size()), free_count[size - 1]) << size;
    int fixed = 0, sided = 0;
    for (const Shape& s : all) {
      fixed += static_cast<int>(orientations(s).size());
      std::vector<Shape> chiral;  // the rotations of s and of its mirror image, as one-sided pieces
      for (const Shape& o : {s, orientations(s).back()})
        for (const Shape& t : orientations(o, false))
          if (std::find(chiral.begin(), chiral.end(), canonical_rotation(t)) == chiral.end())
            chiral.push_back(canonical_rotation(t));
      sided += static_cast<int>(chiral.size());
    }
    EXPECT_EQ(fixed, fixed_count[size - 1]) << size;
    EXPECT_EQ(sided, one_sided[size - 1]) << size;
  }
  EXPECT_EQ(shape_of("###/.#."), normalized({{0, 0}, {0, 1}, {0, 2}, {1, 1}}));
  EXPECT_EQ(canonical(shape_of("#./#./##")), canonical(shape_of("###/#..")));
  EXPECT_NE(canonical(shape_of("#./#./##")), canonical(shape_of(".##/##.")));
}

// A piece at every offset of every orientation inside the grid, the allowed cells only.
TEST(PolyominoPlacement, PlacementsStayInsideTheAllowedCells) {
  EXPECT_EQ(placements(shape_of("##"), 3, 3, nullptr).size(), 12u);
  EXPECT_EQ(placements(shape_of("####"), 4, 5, nullptr).size(), 5u * 1 + 4u * 2);  // across, then down
  EXPECT_EQ(placements(shape_of("#./#./##"), 3, 2, nullptr).size(), 4u);  // upright: L, J and their half turns
  EXPECT_EQ(placements(shape_of("#./#./##"), 3, 2, nullptr, 0, false).size(), 2u);
  const auto some = placements(shape_of("##"), 2, 3, [](int i) { return i != 1; }, 7);
  ASSERT_EQ(some.size(), 4u);  // down at columns 1 and 3, across row 2 twice
  for (const auto& p : some) {
    EXPECT_EQ(p.piece, 7);
    EXPECT_TRUE(std::find(p.cells.begin(), p.cells.end(), 1) == p.cells.end());
  }
}

namespace {

// Tilings of exactly the shaded cells (bit i: cell i) by disjoint placements.
int64_t tilings(const std::vector<Placement>& ps, uint32_t shaded) {
  std::function<int64_t(uint32_t)> go = [&](uint32_t left) -> int64_t {
    if (!left) return 1;
    const int low = __builtin_ctz(left);
    int64_t n = 0;
    for (const auto& p : ps) {
      uint32_t mask = 0;
      for (int c : p.cells) mask |= 1u << c;
      if ((mask & left) == mask && (mask >> low & 1)) n += go(left & ~mask);
    }
    return n;
  };
  return go(shaded);
}

void prove(int rows, int cols, const std::vector<Shape>& pieces) {
  const int n = rows * cols;
  Cnf cnf;
  cnf.reserve(n);
  std::vector<int> cell(static_cast<size_t>(n)), all(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) cell[static_cast<size_t>(i)] = i + 1, all[static_cast<size_t>(i)] = i;
  std::vector<Placement> ps;
  for (size_t k = 0; k < pieces.size(); ++k) {
    auto some = placements(pieces[k], rows, cols, nullptr, static_cast<int>(k));
    ps.insert(ps.end(), some.begin(), some.end());
  }
  exact_cover(cnf, cell, all, ps);
  for (uint32_t truth = 0; truth < (1u << n); ++truth) {
    CaDiCaL::Solver solver;  // a fresh one a shading: its blocking clauses stay its own
    solver.set("quiet", 1);
    for (int lit : cnf.flat()) solver.add(lit);
    for (int i = 0; i < n; ++i) solver.add((truth >> i & 1) ? cell[static_cast<size_t>(i)] : -cell[static_cast<size_t>(i)]), solver.add(0);
    int64_t models = 0;
    while (models <= 64 && solver.solve() == 10) {
      ++models;
      std::vector<int> block;  // this choice of placements, not again
      for (const auto& p : ps) block.push_back(solver.val(p.lit) > 0 ? -p.lit : p.lit);
      for (int lit : block) solver.add(lit);
      solver.add(0);
    }
    ASSERT_EQ(models, tilings(ps, truth)) << rows << "x" << cols << " pieces " << pieces.size() << " shading " << truth;
  }
}

}  // namespace

TEST(PolyominoPlacement, ExactCoverCountsTheTilingsOfEveryShading) {
  prove(2, 3, {shape_of("#"), shape_of("##")});
  prove(3, 3, {shape_of("##"), shape_of("###")});
  prove(3, 3, {shape_of("#./##"), shape_of("#")});
  prove(2, 4, {shape_of("####"), shape_of("###/.#."), shape_of("#./#./##"), shape_of(".##/##.")});
  prove(3, 3, {shape_of("###/.#."), shape_of("#./#./##"), shape_of(".##/##."), shape_of("##/##")});
}

// Cells decided already (kTrue, kFalse) are taken as such.
TEST(PolyominoPlacement, ConstantCellsAreHonoured) {
  Cnf cnf;
  cnf.reserve(2);
  std::vector<int> cell{kTrue, 1, 2, kFalse};  // a 1x4 row: shaded, open, open, unshaded
  std::vector<int> all{0, 1, 2, 3};
  auto ps = placements(shape_of("##"), 1, 4, nullptr);
  exact_cover(cnf, cell, all, ps);
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  for (int lit : cnf.flat()) solver.add(lit);
  for (int a : {-1, 1})
    for (int b : {-2, 2}) {
      solver.assume(a), solver.assume(b);
      EXPECT_EQ(solver.solve() == 10, a == 1 && b == -2) << a << " " << b;  // only ## then . .
    }
}

}  // namespace test_polyomino_placement
