#pragma once
// Valid Sudoku and Latin grids for the tests of sparse grids, made here without gridsat's
// code: the pattern (c (i mod r) + i div r + j) mod n + 1 with its symbols, bands, rows in a
// band, stacks and columns in a stack shuffled, then `mix` random swap chains (two rows of one
// band, or two columns of one stack, exchange their values on the shortest set of columns
// (rows) whose values they share), which keep the grid valid and take it out of the pattern's
// class. tools/sparse/sparse_grids.py makes the same kind of grid for the benchmarks.
#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace gridsat::test {

using MixedRows = std::vector<std::vector<int>>;

// Rows a and b exchange their values on the chain through column y0.
inline void mixed_swap_chain(MixedRows& g, int a, int b, int y0) {
  const int n = static_cast<int>(g.size());
  std::vector<int> where(static_cast<size_t>(n) + 1);
  for (int y = 0; y < n; ++y) where[static_cast<size_t>(g[a][y])] = y;
  std::vector<int> chain{y0};
  for (int y = where[static_cast<size_t>(g[b][y0])]; y != y0; y = where[static_cast<size_t>(g[b][y])])
    chain.push_back(y);
  for (int y : chain) std::swap(g[a][y], g[b][y]);
}

inline MixedRows mixed_transposed(const MixedRows& g) {
  MixedRows t(g.size(), std::vector<int>(g.size()));
  for (size_t i = 0; i < g.size(); ++i)
    for (size_t j = 0; j < g.size(); ++j) t[j][i] = g[i][j];
  return t;
}

// A valid n x n grid with boxes of r x c (n = r c; a Latin square: r = 1, c = n).
inline MixedRows mixed_grid(int r, int c, uint64_t seed, int mix) {
  const int n = r * c;
  std::mt19937_64 rng(seed);
  auto below = [&](int m) { return static_cast<int>(rng() % static_cast<uint64_t>(m)); };
  auto shuffled = [&](int m) {
    std::vector<int> p(static_cast<size_t>(m));
    for (int k = 0; k < m; ++k) p[k] = k;
    for (int k = m - 1; k > 0; --k) std::swap(p[k], p[below(k + 1)]);
    return p;
  };
  const auto symbols = shuffled(n), bands = shuffled(c), stacks = shuffled(r);
  MixedRows g(n, std::vector<int>(n));
  for (int band = 0; band < c; ++band) {  // bands and the rows in each
    const auto in_band = shuffled(r);
    for (int k = 0; k < r; ++k) {
      const int row = bands[band] * r + in_band[k];
      for (int j = 0; j < n; ++j) g[band * r + k][j] = (c * (row % r) + row / r + j) % n;
    }
  }
  std::vector<int> column(static_cast<size_t>(n));  // new column j shows old column column[j]
  for (int s = 0; s < r; ++s) {
    const auto in_stack = shuffled(c);
    for (int k = 0; k < c; ++k) column[s * c + k] = stacks[s] * c + in_stack[k];
  }
  for (auto& row : g) {
    const auto old = row;
    for (int j = 0; j < n; ++j) row[j] = old[column[j]];
  }
  for (auto& row : g)
    for (int& v : row) v = symbols[v] + 1;
  for (int m = 0; m < mix; ++m) {
    const bool columns = below(2) == 0;
    const int size = columns ? (c == 1 ? n : c) : (r == 1 ? n : r);  // lines whose chains keep boxes
    const int base = size == n ? 0 : below(n / size) * size;
    const int a = base + below(size);
    int b = base + below(size - 1);
    if (b >= a) ++b;
    if (columns) {
      MixedRows t = mixed_transposed(g);
      mixed_swap_chain(t, a, b, below(n));
      g = mixed_transposed(t);
    } else {
      mixed_swap_chain(g, a, b, below(n));
    }
  }
  return g;
}

// `keep` cells of g chosen at random kept, the others 0, as rows of integers (gridsat's
// typed grid form).
inline std::string mixed_givens(const MixedRows& g, int keep, uint64_t seed) {
  const int n = static_cast<int>(g.size());
  std::mt19937_64 rng(seed);
  std::vector<int> cells(static_cast<size_t>(n) * n);
  for (int k = 0; k < n * n; ++k) cells[k] = k;
  for (int k = 0; k < keep; ++k) std::swap(cells[k], cells[k + rng() % static_cast<uint64_t>(n * n - k)]);
  std::vector<char> kept(static_cast<size_t>(n) * n, 0);
  for (int k = 0; k < keep; ++k) kept[cells[k]] = 1;
  std::string out;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) out += (j ? " " : "") + std::to_string(kept[i * n + j] ? g[i][j] : 0);
    out += '\n';
  }
  return out;
}

// A Latin square of order 100 with 900 givens, past what the construction tries (8N givens;
// the test PatternCompletion.UnfitLatinIsNotConstructed checks that none is made): for the
// tests that need a puzzle the sat backend must encode (with --max-clauses 0, about a minute).
// (With 300 givens no permuted pattern fits, but the band repair of band_repair.hpp meets them.)
inline std::string unfit_latin100() { return "latin 100\n" + mixed_givens(mixed_grid(1, 100, 7, 2000), 900, 7); }

}  // namespace gridsat::test
