// Polarity with counts (puzzles/common/polarity.hpp) proved exhaustively: two cells, each one of
// none, + and -: "one domino" holds exactly for none/none, +/- and -/+; "unlike neighbours"
// exactly when they do not share a pole. With a cell decided (constants) too.
#include <gtest/gtest.h>

#include <string>

#include "cnf_truth.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/polarity.hpp"

namespace test_polarity {

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Cells 0 and 1, variables 1..6: cell i value v (1 none, 2 +, 3 -) is variable 1 + 3i + (v-1).
// decided: cell 0's value fixed (its variables then stand alone, false in every truth that holds).
void prove(bool domino, int decided) {
  Encoding e;
  e.base = Grid(1, 2);
  for (int v = 0; v < 6; ++v) e.cnf.fresh();
  Poles p;
  for (int i = 0; i < 2; ++i) {
    const int first = 1 + 3 * i;
    if (i == 0 && decided) {
      p.plus.push_back(decided == 2 ? kTrue : kFalse);
      p.minus.push_back(decided == 3 ? kTrue : kFalse);
      for (int v = 0; v < 3; ++v) e.cnf.add({-(first + v)});
      continue;
    }
    e.cnf.add({first, first + 1, first + 2});
    for (int a = 0; a < 3; ++a)
      for (int b = a + 1; b < 3; ++b) e.cnf.add({-(first + a), -(first + b)});
    p.plus.push_back(first + 1);
    p.minus.push_back(first + 2);
  }
  if (domino) domino_poles(e.cnf, p, 0, 1);
  else unlike_neighbours(e.cnf, p, 0, 1);
  prove_over_truths(
      e.cnf, 6,
      [&](uint32_t truth) {
        int value[2];
        for (int i = 0; i < 2; ++i) {
          int n = 0;
          for (int v = 0; v < 3; ++v)
            if (truth >> (3 * i + v) & 1) value[i] = v + 1, ++n;
          if (i == 0 && decided) {
            if (n) return false;
            value[0] = decided;
          } else if (n != 1) {
            return false;
          }
        }
        if (domino) return (value[0] == 1 && value[1] == 1) || (value[0] == 2 && value[1] == 3) || (value[0] == 3 && value[1] == 2);
        return !(value[0] > 1 && value[0] == value[1]);
      },
      std::string(domino ? "domino" : "neighbours") + " decided=" + std::to_string(decided));
}

}  // namespace

TEST(Polarity, DominoAndNeighboursAreExact) {
  for (bool domino : {true, false})
    for (int decided = 0; decided <= 3; ++decided) prove(domino, decided);
}

}  // namespace test_polarity
