// The bit-mask fixpoint (csp/small_board.hpp) against the propagation core's (csp/propagate.hpp)
// on thousands of grids of every small shape (fixed seeds): the same verdict, and when there
// is no contradiction the same candidates and placed cells, under each cap that the encoder
// and the generator use. Grids: random subsets of a valid full grid (no contradiction; every
// density) and random givens anywhere (contradictions too).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/random.hpp"
#include "csp/propagate.hpp"
#include "csp/small_board.hpp"

namespace gridsat {
namespace test_small_board {
namespace {

struct Shape {
  std::string name;
  int n, box_rows, box_cols;  // box_rows 0: a Latin square
  bool x;                     // the two diagonals as houses
};

prop::Houses houses_of(const Shape& s) {
  const int n = s.n;
  std::vector<std::vector<int>> g;
  std::vector<prop::Kind> kinds;
  for (int i = 0; i < n; ++i) {
    std::vector<int> row, col, box;
    for (int k = 0; k < n; ++k) {
      row.push_back(i * n + k);
      col.push_back(k * n + i);
      if (s.box_rows) {
        const int r0 = (i / s.box_rows) * s.box_rows, c0 = (i % s.box_rows) * s.box_cols;
        box.push_back((r0 + k / s.box_cols) * n + c0 + k % s.box_cols);
      }
    }
    g.push_back(row);
    kinds.push_back(prop::Kind::row);
    g.push_back(col);
    kinds.push_back(prop::Kind::column);
    if (s.box_rows) {
      g.push_back(box);
      kinds.push_back(prop::Kind::box);
    }
  }
  if (s.x) {
    std::vector<int> d1, d2;
    for (int i = 0; i < n; ++i) {
      d1.push_back(i * n + i);
      d2.push_back(i * n + n - 1 - i);
    }
    g.push_back(d1);
    g.push_back(d2);
    kinds.insert(kinds.end(), 2, prop::Kind::other);
  }
  return prop::Houses(n, g, kinds);
}

// A valid full grid (no diagonals): the pattern (c (i mod r) + i div r + j) mod n, its values
// relabelled at random.
std::vector<int> full_grid(const Shape& s, Rng& rng) {
  std::vector<int> label(static_cast<size_t>(s.n));
  for (int v = 0; v < s.n; ++v) label[static_cast<size_t>(v)] = v + 1;
  rng.shuffle(label);
  std::vector<int> out;
  const int r = s.box_rows ? s.box_rows : s.n, c = s.box_rows ? s.box_cols : 1;
  for (int i = 0; i < s.n; ++i)
    for (int j = 0; j < s.n; ++j) out.push_back(label[static_cast<size_t>((c * (i % r) + i / r + j) % s.n)]);
  return out;
}

std::vector<int> random_givens(const Shape& s, Rng& rng, bool valid) {
  const int cells = s.n * s.n;
  std::vector<int> g(static_cast<size_t>(cells), 0);
  if (valid && !s.x) {
    const auto full = full_grid(s, rng);
    const int keep = rng.below(cells + 1);
    for (int k = 0; k < keep; ++k) {
      const int c = rng.below(cells);
      g[static_cast<size_t>(c)] = full[static_cast<size_t>(c)];
    }
    return g;
  }
  const int k = rng.below(s.n * 2 + 1);
  for (int i = 0; i < k; ++i) g[static_cast<size_t>(rng.below(cells))] = rng.below(s.n) + 1;
  return g;
}

TEST(SmallBoard, SameFixpointAsThePropagationCore) {
  const Shape shapes[] = {{"4x4", 4, 2, 2, false},    {"6x6", 6, 2, 3, false},    {"9x9", 9, 3, 3, false},
                          {"12x12", 12, 3, 4, false}, {"16x16", 16, 4, 4, false}, {"X 9x9", 9, 3, 3, true},
                          {"latin 7", 7, 0, 0, false}};
  int compared = 0, contradictions = 0;
  for (const Shape& s : shapes) {
    const prop::Houses h = houses_of(s);
    const prop::SmallShape shape(h);
    const bool boxes = s.box_rows > 0;
    const prop::Cap caps[] = {prop::Cap::singles(), prop::Cap::locked_candidates(), prop::Cap::rank(1, boxes),
                              prop::Cap::rank(2, boxes), prop::Cap::rank(3, boxes)};
    Rng rng(28);
    prop::Board core(h, true);
    prop::SmallBoard small(shape);
    for (int t = 0; t < (s.n <= 9 ? 500 : 150); ++t) {
      const auto givens = random_givens(s, rng, t % 3 != 0);
      for (const prop::Cap& cap : caps) {
        const bool a = core.load(givens) && (core.seed(), core.propagate(cap));
        const bool b = small.load(givens) && small.propagate(cap);
        ASSERT_EQ(a, b) << s.name << " try " << t;
        ++compared;
        if (!a) {
          ++contradictions;
          continue;
        }
        ASSERT_EQ(core.open_cells(), small.open_cells()) << s.name << " try " << t;
        for (int c = 0; c < s.n * s.n; ++c) {
          ASSERT_EQ(core.mask(c), small.mask(c)) << s.name << " try " << t << " cell " << c;
          ASSERT_EQ(core.value(c), small.value(c)) << s.name << " try " << t << " cell " << c;
        }
        for (int g = 0; g < static_cast<int>(h.groups.size()); ++g)
          for (int v = 1; v <= s.n; ++v) {
            ASSERT_EQ(core.placed(g, v), small.placed(g, v)) << s.name << " try " << t;
            ASSERT_EQ(core.count(g, v), small.count(g, v)) << s.name << " try " << t;
          }
      }
    }
  }
  EXPECT_GT(contradictions, 100);
  EXPECT_GT(compared - contradictions, 5000);
}

}  // namespace
}  // namespace test_small_board
}  // namespace gridsat
