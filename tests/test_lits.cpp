// LITS against facts computed elsewhere: the public puzzles with their published answers
// (janko.at's and pzprjs' tests, ../shared/instances/genres/lits.jsonl), a brute force over
// every shading of small random region layouts (the independent checker judging), and bad input.
#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <random>

#include "check/lits.hpp"
#include "helpers.hpp"
#include "published.hpp"
#include "puzzles/lits/lits.hpp"
#include "solve/solve.hpp"

namespace test_lits {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::unique_ptr<Puzzle> lits(const std::string& text) { return read_as("lits", text); }

// Every shading with four cells in each region, judged by the checker.
int64_t brute_count(const Lits& p) {
  std::vector<std::vector<int>> cells(static_cast<size_t>(p.regions()));
  for (int i = 0; i < p.rows() * p.cols(); ++i) cells[static_cast<size_t>(p.region()[i])].push_back(i);
  Grid g(p.rows(), p.cols(), 1);
  int64_t count = 0;
  std::function<void(size_t)> region = [&](size_t k) {
    if (k == cells.size()) {
      count += !check::lits(p.rows(), p.cols(), p.region(), g);
      return;
    }
    const auto& cs = cells[k];
    const size_t m = cs.size();
    if (m < 4) return;
    for (uint32_t mask = 0; mask < (1u << m); ++mask) {
      if (__builtin_popcount(mask) != 4) continue;
      for (size_t b = 0; b < m; ++b) g.cells[cs[b]] = (mask >> b & 1) ? 2 : 1;
      region(k + 1);
    }
    for (int c : cs) g.cells[c] = 1;
  };
  region(0);
  return count;
}

// A random layout of regions of 4 or 5 cells (one under 4 cells joined to a neighbour) on a rows x cols grid (grown from random seeds,
// leftovers joined to a neighbour), typed as letters.
std::string random_layout(int rows, int cols, std::mt19937& rng) {
  const int n = rows * cols;
  std::vector<int> region(static_cast<size_t>(n), -1);
  int next = 0;
  for (int start = 0; start < n; ++start) {
    if (region[start] >= 0) continue;
    std::vector<int> mine{start};
    region[start] = next;
    const int want = 4 + static_cast<int>(rng() % 2);
    for (int t = 0; t < 40 && static_cast<int>(mine.size()) < want; ++t) {
      const int from = rng() % 10 < 7 ? mine.back() : mine[rng() % mine.size()];  // mostly a snake
      const int dir = static_cast<int>(rng() % 4);
      const int r = from / cols + (dir == 0) - (dir == 1), c = from % cols + (dir == 2) - (dir == 3);
      if (r < 0 || r >= rows || c < 0 || c >= cols || region[r * cols + c] >= 0) continue;
      region[r * cols + c] = next;
      mine.push_back(r * cols + c);
    }
    ++next;
  }
  for (bool merged = true; merged;) {  // a region under 4 cells joins a neighbour
    merged = false;
    for (int k = 0; k < next && !merged; ++k) {
      std::vector<int> mine;
      for (int i = 0; i < n; ++i)
        if (region[i] == k) mine.push_back(i);
      if (mine.empty() || mine.size() >= 4) continue;
      for (int i : mine)
        for (int j : {i - cols, i + cols, i % cols ? i - 1 : -1, (i + 1) % cols ? i + 1 : -1})
          if (!merged && j >= 0 && j < n && region[j] != k) {
            for (int m : mine) region[m] = region[j];
            merged = true;
          }
    }
  }
  std::string text = "lits\n";
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) text += static_cast<char>('a' + region[r * cols + c] % 26);
    text += '\n';
  }
  return text;
}

}  // namespace

// The public puzzles: each read, unique, equal to its published answer and passing the
// checker. A deterministic sample (the small ones and a stride; all with GRIDSAT_ALL_DATA=1).
TEST(Lits, PublicPuzzlesAreUniqueWithThePublishedAnswer) {
  NEED_SHARED("instances/genres");
  EXPECT_EQ(published("lits").size(), 200u);
  EXPECT_GT(expect_published_solved("lits", Backend::sat,
                                    [](size_t i, const Published& p) { return all_data() || p.cells <= 150 || i % 12 == 0; }),
            20);
}

// Small public puzzles: the native search agrees with sat (Backend::both cross-checks).
TEST(Lits, NativeAgreesWithSatOnSmallPublicPuzzles) {
  NEED_SHARED("instances/genres");
  EXPECT_GT(expect_published_solved("lits", Backend::both, [](size_t, const Published& p) { return p.cells <= 49; }), 2);
}

// "A clue changed": random region layouts of 4x4 and 4x5 (a LITS's clues are its borders),
// counted by sat and native against the brute force through the checker.
TEST(Lits, RandomLayoutsCountLikeBruteForce) {
  std::mt19937 rng(43);
  int with_solutions = 0;
  for (int t = 0; t < 120; ++t) {
    const std::string text = random_layout(4, 4 + t % 2, rng);
    auto p = lits(text);
    ASSERT_TRUE(p) << text;
    const int64_t want = brute_count(static_cast<const Lits&>(*p));
    EXPECT_EQ(solve_limited(*p, Backend::sat, 0).count, want) << text;
    EXPECT_EQ(solve_limited(*p, Backend::native, 0).count, want) << text << " native";
    with_solutions += want > 0;
  }
  EXPECT_GT(with_solutions, 2);
}

// The typed form and the URL read the same regions and write each other; the sample reads.
TEST(Lits, TypedFormAndUrlAgree) {
  const std::string text = slurp(source("instances/lits/sample.txt"));
  auto p = lits(text);
  ASSERT_TRUE(p) << text;
  EXPECT_TRUE(looks_like_lits(text));
  const std::string url = p->line(p->givens());
  auto u = lits(url);
  ASSERT_TRUE(u) << url;
  EXPECT_TRUE(looks_like_lits(url));
  EXPECT_EQ(static_cast<const Lits&>(*u).region(), static_cast<const Lits&>(*p).region());
  const Answer a = solve_limited(*p, Backend::both, 2);
  ASSERT_EQ(a.count, 1) << a.internal_error;
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  auto back = lits("lits\n" + out.str());
  ASSERT_TRUE(back) << out.str();
  EXPECT_EQ(static_cast<const Lits&>(*back).region(), static_cast<const Lits&>(*p).region());
  auto solved = lits(p->line(a.solutions[0]));  // the URL and the shading after it
  ASSERT_TRUE(solved) << p->line(a.solutions[0]);
}

TEST(Lits, BadInputNamesLineAndProblem) {
  EXPECT_NE(read_error("lits\naab\naa\n", "lits").find("t:3: row 2 has 2 cells, row 1 has 3"), std::string::npos);
  EXPECT_NE(read_error("lits\naa1\n", "lits").find("'1' is not a region letter"), std::string::npos);
  EXPECT_NE(read_error("https://puzz.link/p?lits/4/4/9q0!jg", "lits").find("unexpected '!'"), std::string::npos);
  EXPECT_NE(read_error("https://puzz.link/p?lits/4/x/9q02jg", "lits").find("expected"), std::string::npos);
  EXPECT_NE(read_error("https://puzz.link/p?lits/4/4/9q02jg 0000/1111", "lits").find("is no shading"),
            std::string::npos);
  EXPECT_NE(read_error("https://puzz.link/p?lits/400/4/9q", "lits").find("out of range"), std::string::npos);
  auto r = cli("solve --type lits --format line", "https://puzz.link/p?lits/4/4/9q0!jg\nlits\nab\nab\n");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("<stdin>:1:"), std::string::npos) << r.err;
}

// explain reaches the solution of small public puzzles, naming the catalogue's steps.
TEST(Lits, ExplainReachesTheSolution) {
  NEED_SHARED("instances/genres");
  EXPECT_EQ(expect_published_explained("lits", 49, 3), 3);
}

}  // namespace test_lits
