// The run patterns around a clue (puzzles/common/ring_runs.hpp) against a plain enumeration:
// for every 8-bit ring, its runs read off a doubled string; for every clue of 1..4 entries
// from 0..8 and '?', the patterns it allows are those whose runs match it under some pairing
// of numbers to runs (permutations tried), and a clue is valid exactly when some ring shows it.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "puzzles/common/ring_runs.hpp"

namespace test_ring_runs {

using namespace gridsat;

namespace {

// The runs of '1's of a cyclic string, read from the first '0' of the doubled string.
std::vector<int> runs_by_string(int pattern) {
  std::string s;
  for (int k = 0; k < 8; ++k) s += (pattern >> k & 1) ? '1' : '0';
  if (s == "11111111") return {8};
  const size_t z = s.find('0');
  const std::string t = s.substr(z) + s.substr(0, z);
  std::vector<int> out;
  size_t i = 0;
  while (i < t.size()) {
    const size_t b = t.find('1', i);
    if (b == std::string::npos) break;
    const size_t e = t.find('0', b);
    out.push_back(static_cast<int>((e == std::string::npos ? t.size() : e) - b));
    i = e == std::string::npos ? t.size() : e;
  }
  return out;
}

// Whether some order of the runs equals the clue position by position ('?' any run).
bool matches_some_order(std::vector<int> runs, const std::vector<int>& clue) {
  if (clue == std::vector<int>{0}) return runs.empty();
  if (runs.size() != clue.size()) return false;
  std::sort(runs.begin(), runs.end());
  do {
    bool all = true;
    for (size_t k = 0; k < clue.size(); ++k) all = all && (clue[k] == kRingAny || clue[k] == runs[k]);
    if (all) return true;
  } while (std::next_permutation(runs.begin(), runs.end()));
  return false;
}

}  // namespace

TEST(RingRuns, RunsOfEveryRing) {
  for (int p = 0; p < 256; ++p) {
    std::vector<int> want = runs_by_string(p), have = ring_runs(static_cast<uint8_t>(p));
    std::sort(want.begin(), want.end());
    std::sort(have.begin(), have.end());
    EXPECT_EQ(have, want) << p;
  }
  EXPECT_EQ(ring_runs(0b10000001), std::vector<int>{2});  // the run across the start is one
}

TEST(RingRuns, EveryClueAllowsExactlyTheMatchingRings) {
  std::vector<int> entries{kRingAny};
  for (int v = 0; v <= 8; ++v) entries.push_back(v);
  int clues = 0, valid = 0;
  for (int len = 1; len <= 4; ++len) {
    std::vector<size_t> idx(static_cast<size_t>(len), 0);
    for (bool more = true; more;) {
      std::vector<int> clue;
      for (size_t k : idx) clue.push_back(entries[k]);
      std::vector<uint8_t> want;
      for (int p = 0; p < 256; ++p)
        if (matches_some_order(runs_by_string(p), clue)) want.push_back(static_cast<uint8_t>(p));
      if (ring_clue_valid(clue)) {
        EXPECT_EQ(ring_patterns(clue), want) << len;
        ++valid;
        // Positions closed (off the board, a clue): only the rings without them.
        for (uint8_t open : {uint8_t{0x7f}, uint8_t{0x1f}, uint8_t{0x0f}, uint8_t{0}}) {
          std::vector<uint8_t> sub;
          for (uint8_t p : want)
            if ((p & ~open) == 0) sub.push_back(p);
          EXPECT_EQ(ring_patterns(clue, open), sub);
        }
      }
      EXPECT_EQ(ring_clue_valid(clue), !want.empty()) << len << " " << clue[0];
      ++clues;
      // The next clue: idx as a number in base entries.size().
      size_t k = 0;
      while (k < idx.size() && ++idx[k] == entries.size()) idx[k++] = 0;
      more = k < idx.size();
    }
  }
  EXPECT_EQ(clues, 10 + 100 + 1000 + 10000);
  EXPECT_EQ(valid, 90);  // ordered clues: 10 of one entry, 80 of two to four
  // pzprjs' clue set: one number 0..8, two 1..5, three 1..3, four 1 ('?' for any).
  EXPECT_TRUE(ring_clue_valid(std::vector<int>{5, 1}));
  EXPECT_FALSE(ring_clue_valid(std::vector<int>{6, 1}));
  EXPECT_TRUE(ring_clue_valid(std::vector<int>{1, 1, 1, 1}));
  EXPECT_FALSE(ring_clue_valid(std::vector<int>{2, 1, 1, 1}));
}

}  // namespace test_ring_runs
