// QWH / QCP benchmarks: see qwh.hpp.
#include "generate/qwh.hpp"

#include <algorithm>
#include <cmath>
#include <ostream>

#include "base/random.hpp"
#include "dimacs/dimacs.hpp"
#include "encoders/amo.hpp"
#include "model/puzzle.hpp"

namespace gridsat::gen {

namespace {

// The incidence cube of Jacobson & Matthews: m(r, c, s) in {-1, 0, 1}; a Latin square has
// exactly one 1 in every line of the cube, an improper square one -1 cell.
class Cube {
 public:
  explicit Cube(int n) : n_(n), m_(static_cast<size_t>(n) * n * n, 0) {
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) at(r, c, (r + c) % n) = 1;
  }
  int8_t& at(int r, int c, int s) { return m_[(static_cast<size_t>(r) * n_ + c) * n_ + s]; }

  // One move from the 0 cell (r, c, s) (proper) or the -1 cell (improper): returns whether
  // the square is proper afterwards, and the new -1 cell in (r, c, s) if not.
  bool move(Rng& rng, int& r, int& c, int& s, bool proper) {
    const int s1 = pick(
        rng, [&](int k) { return at(r, c, k) == 1; }, proper);
    const int r1 = pick(
        rng, [&](int k) { return at(k, c, s) == 1; }, proper);
    const int c1 = pick(
        rng, [&](int k) { return at(r, k, s) == 1; }, proper);
    ++at(r, c, s);
    ++at(r, c1, s1);
    ++at(r1, c, s1);
    ++at(r1, c1, s);
    --at(r, c, s1);
    --at(r, c1, s);
    --at(r1, c, s);
    --at(r1, c1, s1);
    if (at(r1, c1, s1) < 0) {
      r = r1, c = c1, s = s1;
      return false;
    }
    return true;
  }

  Grid square() {
    Grid g(n_, n_);
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        for (int s = 0; s < n_; ++s)
          if (at(r, c, s) == 1) g.at(r, c) = s + 1;
    return g;
  }

 private:
  // One k with has(k): the only one when proper, one of the two at random when improper.
  template <class F>
  int pick(Rng& rng, F has, bool proper) {
    int found[2], nf = 0;
    for (int k = 0; k < n_ && nf < 2; ++k)
      if (has(k)) found[nf++] = k;
    return proper || nf < 2 ? found[0] : found[rng.below(2)];
  }
  int n_;
  std::vector<int8_t> m_;
};

std::vector<int> balanced_holes(int n, int holes, Rng& rng) {
  std::vector<int> row(static_cast<size_t>(n), 0), col(static_cast<size_t>(n), 0), out;
  std::vector<char> hole(static_cast<size_t>(n) * n, 0);
  std::vector<int> best;
  for (int h = 0; h < holes; ++h) {
    int least = 1 << 30;
    best.clear();
    for (int cell = 0; cell < n * n; ++cell) {
      if (hole[static_cast<size_t>(cell)]) continue;
      const int k = row[static_cast<size_t>(cell / n)] + col[static_cast<size_t>(cell % n)];
      if (k < least) least = k, best.clear();
      if (k == least) best.push_back(cell);
    }
    const int cell = best[static_cast<size_t>(rng.below(static_cast<int>(best.size())))];
    hole[static_cast<size_t>(cell)] = 1;
    ++row[static_cast<size_t>(cell / n)];
    ++col[static_cast<size_t>(cell % n)];
    out.push_back(cell);
  }
  return out;
}

}  // namespace

Grid random_latin_square(int n, uint64_t seed, int64_t moves) {
  Rng rng(seed);
  Cube cube(n);
  if (moves <= 0) moves = static_cast<int64_t>(n) * n * n;
  if (n < 2) return cube.square();
  // The chain is uniform on proper squares only when watched at its visits to them: the
  // first proper square after a fixed number of moves favours squares with fewer
  // proper-to-proper moves (measured: order 4, a 3.6x bias). So `moves` counts the moves
  // made from proper squares, and the square returned is such a visit.
  bool proper = true;
  int r = 0, c = 0, s = 0;
  for (int64_t visits = 0;;) {
    if (proper) {
      if (visits++ >= moves) break;
      do {
        r = rng.below(n), c = rng.below(n), s = rng.below(n);
      } while (cube.at(r, c, s) != 0);
    }
    proper = cube.move(rng, r, c, s, proper);
  }
  return cube.square();
}

std::vector<int> hole_cells(int n, int holes, HolePattern pattern, uint64_t seed) {
  Rng rng(seed ^ 0x5bd1e995u);
  std::vector<int> cells;
  if (pattern == HolePattern::balanced) return balanced_holes(n, holes, rng);
  if (pattern == HolePattern::random) {
    for (int i = 0; i < n * n; ++i) cells.push_back(i);
    rng.shuffle(cells);
  } else {
    std::vector<int> diagonals;
    for (int d = 0; d < n; ++d) diagonals.push_back(d);
    rng.shuffle(diagonals);
    for (int d : diagonals) {
      std::vector<int> band;
      for (int r = 0; r < n; ++r) band.push_back(r * n + (r + d) % n);
      rng.shuffle(band);
      cells.insert(cells.end(), band.begin(), band.end());
    }
  }
  cells.resize(static_cast<size_t>(holes));
  return cells;
}

Qwh make_qwh(int n, int holes, HolePattern pattern, bool qcp, uint64_t seed, int64_t moves) {
  Qwh q;
  q.qcp = qcp;
  if (!qcp) {
    q.square = random_latin_square(n, seed, moves);
    q.puzzle = q.square;
    for (int cell : hole_cells(n, holes, pattern, seed)) q.puzzle.cells[static_cast<size_t>(cell)] = 0;
    return q;
  }
  Rng rng(seed);
  std::vector<int> cells;
  for (int i = 0; i < n * n; ++i) cells.push_back(i);
  for (;;) {  // QCP: fill cells one by one with a value forward checking allows; retry on a wipe-out
    q.puzzle = Grid(n, n);
    std::vector<uint64_t> rowv(static_cast<size_t>(n), 0), colv(static_cast<size_t>(n), 0);
    rng.shuffle(cells);
    bool good = true;
    for (int k = 0; k < n * n - holes && good; ++k) {
      const int cell = cells[static_cast<size_t>(k)], r = cell / n, c = cell % n;
      std::vector<int> allowed;
      for (int v = 1; v <= n; ++v)
        if (!((rowv[static_cast<size_t>(r)] | colv[static_cast<size_t>(c)]) >> (v - 1) & 1)) allowed.push_back(v);
      if (allowed.empty()) good = false;
      if (!good) break;
      const int v = allowed[static_cast<size_t>(rng.below(static_cast<int>(allowed.size())))];
      q.puzzle.cells[static_cast<size_t>(cell)] = v;
      rowv[static_cast<size_t>(r)] |= uint64_t{1} << (v - 1);
      colv[static_cast<size_t>(c)] |= uint64_t{1} << (v - 1);
    }
    if (good) return q;
  }
}

void write_latin_cnf(std::ostream& out, const Family& f, const Grid& puzzle, LatinEncoding encoding) {
  const int n = puzzle.rows;
  ReadOptions ro;
  auto p = f.generate.make(puzzle, {}, ro, "pls");
  EncodeOptions eo;
  eo.simplify = Simplify::givens;
  eo.amo = Amo::pairwise;
  Encoding enc = p->encode(eo);
  std::vector<std::string> comments{"qwh: order " + std::to_string(n) + ", encoding " +
                                    std::string(encoding == LatinEncoding::full ? "3d (full)" : "2d (minimal)")};
  if (encoding == LatinEncoding::full) {
    write_dimacs(out, *p, enc, comments);
    return;
  }
  // 2-D: every open cell takes a value; a row or a column holds each value at most once.
  std::vector<std::vector<int>> cell(static_cast<size_t>(n) * n), rowv(static_cast<size_t>(n) * n),
      colv(static_cast<size_t>(n) * n);
  int top = 0;
  for (const Primary& x : enc.primary) {
    top = std::max(top, x.var);
    cell[static_cast<size_t>(x.cell)].push_back(x.var);
    rowv[static_cast<size_t>(x.cell / n * n + x.value - 1)].push_back(x.var);
    colv[static_cast<size_t>(x.cell % n * n + x.value - 1)].push_back(x.var);
  }
  Encoding two;
  two.base = enc.base;
  two.primary = enc.primary;
  two.one_hot = true;  // ALO per cell and AMO per row value force one value per open cell
  two.cnf.reserve(top);
  for (size_t c = 0; c < cell.size(); ++c)
    if (enc.base.cells[c] == 0) two.cnf.add(std::span<const int>(cell[c]));
  for (const auto* groups : {&rowv, &colv})
    for (const auto& g : *groups)
      for (size_t i = 0; i < g.size(); ++i)
        for (size_t j = i + 1; j < g.size(); ++j) two.cnf.add({-g[i], -g[j]});
  write_dimacs(out, *p, two, comments);
}

Spread hole_spread(const Grid& puzzle) {
  const int n = puzzle.rows;
  std::vector<int> row(static_cast<size_t>(n), 0), col(static_cast<size_t>(n), 0);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (puzzle.at(r, c) == 0) ++row[static_cast<size_t>(r)], ++col[static_cast<size_t>(c)];
  auto sd = [n](const std::vector<int>& v) {
    double mean = 0, var = 0;
    for (int x : v) mean += x;
    mean /= n;
    for (int x : v) var += (x - mean) * (x - mean);
    return std::sqrt(var / n);
  };
  Spread s;
  s.row_min = *std::min_element(row.begin(), row.end());
  s.row_max = *std::max_element(row.begin(), row.end());
  s.col_min = *std::min_element(col.begin(), col.end());
  s.col_max = *std::max_element(col.begin(), col.end());
  s.row_sd = sd(row);
  s.col_sd = sd(col);
  return s;
}

}  // namespace gridsat::gen
