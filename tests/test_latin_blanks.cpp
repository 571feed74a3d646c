// Latin with blanks and first-seen clues (puzzles/common/latin_blanks.hpp) proved exhaustively:
// lines of up to 4 cells, k letters (one-hot over blank and the letters): "each letter once"
// and "the first letter is L" have an extension exactly when the rule holds, every truth of
// the cells' literals tried; with a cell decided (a constant) too.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cnf_truth.hpp"
#include "encoders/amo.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/latin_blanks.hpp"

namespace test_latin_blanks {

using namespace gridsat;
using namespace gridsat::test;

namespace {

// m cells of k + 1 values; variable 1 + i * (k + 1) + v: cell i holds value v + 1 (v 0 blank).
// `decided`: cell 0 is a blank (1) or a letter (2..), its literals constants; 0: open.
// `letter`: 0 each letter once, else the first letter along the line is `letter`.
void prove(int m, int k, int letter, int decided) {
  const int per = k + 1;
  Cnf cnf;
  for (int v = 0; v < m * per; ++v) cnf.fresh();
  std::vector<std::vector<int>> x(static_cast<size_t>(m));
  std::vector<int> line;
  for (int i = 0; i < m; ++i) {
    line.push_back(i);
    std::vector<int> lits;
    for (int v = 0; v < per; ++v) lits.push_back(1 + i * per + v);
    if (i == 0 && decided) {
      for (int v = 0; v < per; ++v) x[0].push_back(v + 1 == decided ? kTrue : kFalse);
      for (int var : lits) cnf.add({-var});
    } else {
      x[static_cast<size_t>(i)] = lits;
      exactly_one(cnf, lits, Amo::pairwise);
    }
  }
  if (letter) first_seen(cnf, x, line, letter);
  else each_letter_once(cnf, x, line, k);
  prove_over_truths(
      cnf, m * per,
      [&](uint32_t truth) {
        std::vector<int> value;
        for (int i = 0; i < m; ++i) {
          int one = 0, n = 0;
          for (int v = 0; v < per; ++v)
            if (truth >> (i * per + v) & 1) one = v + 1, ++n;
          if (i == 0 && decided) {
            if (n) return false;
            one = decided;
          } else if (n != 1) {
            return false;
          }
          value.push_back(one);
        }
        if (letter) {
          for (int v : value)
            if (v > 1) return v == letter + 1;
          return false;  // no letter at all: nothing is seen
        }
        for (int l = 2; l <= k + 1; ++l) {
          int n = 0;
          for (int v : value) n += v == l;
          if (n != 1) return false;
        }
        return true;
      },
      "m=" + std::to_string(m) + " k=" + std::to_string(k) + " letter=" + std::to_string(letter) +
          " decided=" + std::to_string(decided));
}

}  // namespace

TEST(LatinBlanks, EachLetterOnceIsExact) {
  for (int m = 1; m <= 4; ++m)
    for (int k = 1; k <= std::min(m, 3) && m * (k + 1) <= 12; ++k)
      for (int decided = 0; decided <= k + 1; ++decided) prove(m, k, 0, decided);
}

TEST(LatinBlanks, FirstSeenIsExact) {
  for (int m = 1; m <= 4; ++m)
    for (int k = 1; k <= 3 && m * (k + 1) <= 12; ++k)
      for (int letter = 1; letter <= k; ++letter)
        for (int decided = 0; decided <= k + 1; ++decided) prove(m, k, letter, decided);
}

}  // namespace test_latin_blanks
