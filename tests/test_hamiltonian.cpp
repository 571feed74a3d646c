// The Hamiltonian ordering (encoders/hamiltonian.hpp) proved exhaustively: on every directed
// graph of 3 vertices, for every assignment of the 9 "vertex v holds number p" literals, the
// clauses have a satisfying extension exactly when the assignment numbers the vertices 1..3,
// each once, along arcs.
#include <gtest/gtest.h>

#include "cnf/cnf.hpp"
#include "cnf_truth.hpp"
#include "encoders/hamiltonian.hpp"

namespace test_hamiltonian {

using namespace gridsat;

TEST(Hamiltonian, ExactOnEveryGraphOfThreeVertices) {
  const int n = 3;
  for (uint32_t arcs = 0; arcs < (1u << 6); ++arcs) {
    std::vector<std::vector<int>> succ(n);
    int bit = 0;
    for (int v = 0; v < n; ++v)
      for (int w = 0; w < n; ++w)
        if (v != w && (arcs >> bit++ & 1)) succ[v].push_back(w);
    Cnf cnf;
    const auto at = hamiltonian_order(cnf, succ, Amo::pairwise);
    ASSERT_EQ(at[0][0], 1);
    ASSERT_EQ(at[n - 1][n - 1], n * n);
    auto holds = [&](uint32_t truth) {
      std::vector<int> cell_of(n, -1);
      for (int v = 0; v < n; ++v) {
        int numbers = 0;
        for (int p = 0; p < n; ++p)
          if (truth >> (v * n + p) & 1) {
            ++numbers;
            if (cell_of[p] >= 0) return false;
            cell_of[p] = v;
          }
        if (numbers != 1) return false;
      }
      for (int p = 0; p + 1 < n; ++p)
        if (std::find(succ[cell_of[p]].begin(), succ[cell_of[p]].end(), cell_of[p + 1]) == succ[cell_of[p]].end())
          return false;
      return true;
    };
    test::prove_over_truths(cnf, n * n, holds, "arcs=" + std::to_string(arcs));
  }
}

}  // namespace test_hamiltonian
