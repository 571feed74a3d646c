// The visibility-sum encoder (encoders/visibility.hpp) is proved like the other encoders: for
// every way of giving four rays lengths 0..4 with at most 6 cells in all, every total from 0
// to past the reach, and every assignment of the rays' literals, the clauses have a satisfying
// extension over the auxiliary variables exactly when the clue's count (itself and the runs
// of true literals from each ray's start) is the total (CaDiCaL under assumptions). Then the
// same with constants among the literals.
#include <gtest/gtest.h>

#include <cadical.hpp>
#include <vector>

#include "cnf/cnf.hpp"
#include "encoders/constants.hpp"
#include "encoders/visibility.hpp"

namespace test_visibility {

using namespace gridsat;

namespace {

// What the clue sees when the literal of cell k (rays laid end to end) has value bit k of
// `truth`: 1 plus each ray's leading run of true cells.
int seen(const std::vector<int>& lengths, uint32_t truth) {
  int count = 1, k = 0;
  for (int len : lengths) {
    bool open = true;
    for (int j = 0; j < len; ++j, ++k) {
      open = open && (truth >> k & 1);
      count += open;
    }
  }
  return count;
}

// Every tuple of four ray lengths 0..4 with at most `cells` cells.
std::vector<std::vector<int>> shapes(int cells) {
  std::vector<std::vector<int>> out;
  for (int a = 0; a <= 4; ++a)
    for (int b = 0; b <= 4; ++b)
      for (int c = 0; c <= 4; ++c)
        for (int d = 0; d <= 4; ++d)
          if (a + b + c + d <= cells) out.push_back({a, b, c, d});
  return out;
}

// Whether the encoding of `rays` and `total` has a model under `assumed` (literals).
struct Prover {
  Cnf cnf;
  CaDiCaL::Solver solver;
  Prover(int vars, const std::vector<std::vector<int>>& rays, int total) {
    cnf.reserve(vars);
    visibility_sum(cnf, rays, total);
    solver.set("quiet", 1);
    if (cnf.num_vars() > 0) solver.reserve(cnf.num_vars());
    for (int lit : cnf.flat()) solver.add(lit);
  }
  bool sat(const std::vector<int>& assumed) {
    for (int l : assumed) solver.assume(l);
    return solver.solve() == 10;
  }
};

}  // namespace

TEST(VisibilityProof, SatisfiableExactlyWhenTheCountIsTheTotal) {
  for (const auto& lengths : shapes(6)) {
    int n = 0;
    std::vector<std::vector<int>> rays;
    for (int len : lengths) {
      rays.emplace_back();
      for (int j = 0; j < len; ++j, ++n) rays.back().push_back(n % 2 ? n + 1 : -(n + 1));  // mixed signs
    }
    for (int total = 0; total <= n + 2; ++total) {
      Prover p(n, rays, total);
      for (uint32_t truth = 0; truth < (1u << n); ++truth) {  // bit k: the literal of cell k is true
        std::vector<int> assumed;
        for (int k = 0; k < n; ++k) {
          const int lit = k % 2 ? k + 1 : -(k + 1);
          assumed.push_back((truth >> k & 1) ? lit : -lit);
        }
        ASSERT_EQ(p.sat(assumed), seen(lengths, truth) == total)
            << "rays " << lengths[0] << lengths[1] << lengths[2] << lengths[3] << " total " << total << " truth "
            << truth;
      }
    }
  }
}

TEST(VisibilityProof, ConstantsAmongTheLiterals) {
  for (const auto& lengths : shapes(4)) {
    int n = 0;
    for (int len : lengths) n += len;
    uint32_t pow3 = 1;
    for (int k = 0; k < n; ++k) pow3 *= 3;
    for (uint32_t code = 0; code < pow3; ++code) {  // per cell: 0 a variable, 1 kTrue, 2 kFalse
      std::vector<int> kind(static_cast<size_t>(n));
      for (uint32_t c = code, k = 0; k < static_cast<uint32_t>(n); ++k, c /= 3) kind[k] = static_cast<int>(c % 3);
      std::vector<std::vector<int>> rays;
      for (int len = 0, k = 0; len < 4; ++len) {
        rays.emplace_back();
        for (int j = 0; j < lengths[static_cast<size_t>(len)]; ++j, ++k)
          rays.back().push_back(kind[k] == 0 ? k + 1 : kind[k] == 1 ? kTrue : kFalse);
      }
      for (int total = 0; total <= n + 2; ++total) {
        Prover p(n, rays, total);
        for (uint32_t truth = 0; truth < (1u << n); ++truth) {
          bool consistent = true;
          std::vector<int> assumed;
          for (int k = 0; k < n; ++k) {
            const bool on = truth >> k & 1;
            if (kind[k] == 0) assumed.push_back(on ? k + 1 : -(k + 1));
            else consistent = consistent && on == (kind[k] == 1);
          }
          if (!consistent) continue;
          ASSERT_EQ(p.sat(assumed), seen(lengths, truth) == total) << "code " << code << " total " << total;
        }
      }
    }
  }
}

TEST(Visibility, RaysPastTheTotalAreCut) {
  CountingSink s;
  s.vars = 400;
  std::vector<std::vector<int>> rays(4);
  for (int k = 0; k < 400; ++k) rays[static_cast<size_t>(k % 4)].push_back(k + 1);
  visibility_sum(s, rays, 5);
  EXPECT_LE(s.vars - 400, 4 * 5 + 60);  // prefixes of at most 5 cells a ray, then the sum's partial sums
}

}  // namespace test_visibility
