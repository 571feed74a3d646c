// Regions grown from size clues (puzzles/common/grown_regions.hpp) proved on small grids: for
// every assignment of the cells' "in" literals, the clauses have an extension (CaDiCaL under
// assumptions) exactly when every orthogonally connected set of in cells holds exactly one
// clue and, unless the clue is '?', as many cells as it says; by a flood fill of its own. The
// distance layers and the connectivity fallback (max_layers 0) both; the solver enumerates
// exactly the accepted assignments.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <set>

#include "cnf/cnf.hpp"
#include "cnf_truth.hpp"
#include "puzzles/common/grown_regions.hpp"
#include "solve/cadical_session.hpp"

namespace test_grown_regions {

using namespace gridsat;

namespace {

struct Case {
  int rows, cols;
  std::vector<SizeClue> clues;
};

bool by_hand(const Case& c, uint32_t truth) {
  const int n = c.rows * c.cols;
  const auto in = [&](int i) { return ((truth >> i) & 1) != 0; };
  std::vector<int> clue_at(n, -1), seen(n, 0);
  for (size_t k = 0; k < c.clues.size(); ++k) {
    if (!in(c.clues[k].cell)) return false;
    clue_at[c.clues[k].cell] = static_cast<int>(k);
  }
  for (int s = 0; s < n; ++s) {
    if (!in(s) || seen[s]) continue;
    std::vector<int> area{s};
    seen[s] = 1;
    for (size_t a = 0; a < area.size(); ++a) {
      const int i = area[a], r = i / c.cols, q = i % c.cols;
      for (int j : {r > 0 ? i - c.cols : -1, r + 1 < c.rows ? i + c.cols : -1, q > 0 ? i - 1 : -1,
                    q + 1 < c.cols ? i + 1 : -1})
        if (j >= 0 && in(j) && !seen[j]) seen[j] = 1, area.push_back(j);
    }
    int clues = 0, size = 0;
    for (int i : area)
      if (clue_at[i] >= 0) ++clues, size = c.clues[clue_at[i]].size;
    if (clues != 1 || (size > 0 && size != static_cast<int>(area.size()))) return false;
  }
  return true;
}

std::vector<int> in_lits(int n) {
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = i + 1;
  return in;
}

int prove(const Case& c, int64_t max_layers) {
  const int n = c.rows * c.cols;
  Cnf cnf;
  cnf.reserve(n);
  GrownRegions g(cnf, c.rows, c.cols, c.clues, in_lits(n), max_layers);
  g.encode_all();
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  solver.reserve(cnf.num_vars());
  for (int lit : cnf.flat()) solver.add(lit);
  int accepted = 0;
  for (uint32_t truth = 0; truth < (1u << n); ++truth) {
    for (int v = 1; v <= n; ++v) solver.assume((truth >> (v - 1)) & 1 ? v : -v);
    const bool want = by_hand(c, truth);
    EXPECT_EQ(solver.solve() == 10, want) << "assignment " << truth << " max_layers " << max_layers << " grid "
                                          << c.rows << "x" << c.cols;
    accepted += want;
  }
  return accepted;
}

const std::vector<Case>& cases() {
  static const std::vector<Case> all{
      {3, 3, {{0, 2}, {8, 3}}},
      {3, 3, {{4, 5}}},
      {3, 3, {{0, 1}, {2, 1}, {7, 2}}},
      {2, 4, {{0, 8}}},
      {3, 4, {{0, 3}, {7, 1}, {8, 2}}},
      {3, 4, {{1, 4}, {10, 4}}},
      {3, 3, {{4, 0}}},          // a '?'
      {3, 4, {{0, 0}, {11, 2}}},  // a '?' and a number
      {2, 3, {{0, 2}, {1, 2}}},   // two clues side by side: nothing holds
  };
  return all;
}

}  // namespace

TEST(GrownRegions, DistanceLayersProvedOnSmallGrids) {
  for (const Case& c : cases())
    EXPECT_EQ(prove(c, GrownRegions::kMaxLayers) > 0, c.clues.size() != 2 || c.rows != 2) << c.rows << "x" << c.cols;
}

TEST(GrownRegions, ConnectivityFallbackProvedOnSmallGrids) {
  for (const Case& c : cases()) EXPECT_EQ(prove(c, 0) > 0, c.clues.size() != 2 || c.rows != 2) << c.rows << "x" << c.cols;
}

// Enumerated by the solver (each model blocked), the accepted assignments come out exactly, each
// once ('?' clues, and every clue past max_layers).
TEST(GrownRegions, ModelsEnumerateExactly) {
  for (const Case& c : {cases()[6], cases()[7], cases()[4]}) {
    const int n = c.rows * c.cols;
    Cnf cnf;
    cnf.reserve(n);
    GrownRegions g(cnf, c.rows, c.cols, c.clues, in_lits(n), 0);
    g.encode_all();
    const std::set<uint32_t> got = test::lazy_truths(cnf, {}, n);
    std::set<uint32_t> want;
    for (uint32_t truth = 0; truth < (1u << n); ++truth)
      if (by_hand(c, truth)) want.insert(truth);
    EXPECT_EQ(got, want);
  }
}

// The reach: a cell beyond size - 1 steps, or beside another clue, is in no region of that clue.
TEST(GrownRegions, DistancesAvoidOtherClues) {
  Cnf cnf;
  cnf.reserve(12);
  GrownRegions g(cnf, 3, 4, {{0, 3}, {3, 2}}, in_lits(12));
  EXPECT_EQ(g.distance(0, 0), 0);
  EXPECT_EQ(g.distance(0, 1), 1);
  EXPECT_EQ(g.distance(0, 2), -1);  // beside the other clue
  EXPECT_EQ(g.distance(0, 8), 2);
  EXPECT_EQ(g.distance(0, 9), -1);  // three steps
  EXPECT_EQ(g.distance(1, 7), 1);
  EXPECT_EQ(g.distance(1, 2), 1);   // beside its own clue only
}

}  // namespace test_grown_regions
