// Local search for free magic squares: magic_local.hpp says what it does. One engine per
// file: the tree search is magic_search.cpp.
#include "puzzles/magic/magic_local.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <numeric>
#include <tuple>
#include <unordered_map>

#include "base/random.hpp"

namespace gridsat {

namespace {

// A move's change of the cost (negative: better), and the move; ties are broken at random
// (reservoir sampling), so that the search does not cycle among equal moves.
struct Best {
  long long gain = 0;
  int a = -1, b = -1, kind = 0;
  int ties = 0;
  void offer(long long g, int x, int y, int k, Rng& rng) {
    if (a >= 0 && g > gain) return;
    if (a < 0 || g < gain) {
      gain = g, a = x, b = y, kind = k, ties = 1;
    } else if (rng.below(++ties) == 0) {
      a = x, b = y, kind = k;
    }
  }
};

class MagicLocal {
 public:
  MagicLocal(int n, uint64_t seed, Deadline deadline, MagicLocalStats& stats)
      : n_(n),
        V_(n * n),
        M_(static_cast<long long>(n) * (static_cast<long long>(n) * n + 1) / 2),
        deadline_(deadline),
        stats_(stats),
        rng_(seed),
        x_(V_),
        pos_(static_cast<size_t>(V_) + 1),
        rdev_(n),
        cdev_(n) {}

  std::optional<std::vector<int>> run() {
    for (;;) {
      if (past(deadline_)) return std::nullopt;
      start();
      if (rows() && columns() && diagonals()) return x_;
      ++stats_.restarts;
    }
  }

 private:
  int at(int r, int c) const { return x_[r * n_ + c]; }

  // A random permutation of 1..n^2 and its line deviations (sum - M).
  void start() {
    std::iota(x_.begin(), x_.end(), 1);
    rng_.shuffle(x_);
    for (int c = 0; c < V_; ++c) pos_[x_[c]] = c;
    std::fill(rdev_.begin(), rdev_.end(), -M_);
    std::fill(cdev_.begin(), cdev_.end(), -M_);
    for (int c = 0; c < V_; ++c) rdev_[c / n_] += x_[c], cdev_[c % n_] += x_[c];
  }

  void swap_cells(int p, int q) {
    const int a = x_[p], b = x_[q];
    rdev_[p / n_] += b - a, rdev_[q / n_] += a - b;
    cdev_[p % n_] += b - a, cdev_[q % n_] += a - b;
    x_[p] = b, x_[q] = a, pos_[b] = p, pos_[a] = q;
    ++stats_.moves;
  }

  bool stop_now(int64_t step) { return (step & 63) == 0 && past(deadline_); }

  // A random line among those with a nonzero deviation, or -1 when all are zero.
  int pick_nonzero(const std::vector<long long>& dev) {
    int chosen = -1, seen = 0;
    for (int l = 0; l < n_; ++l)
      if (dev[l] != 0 && rng_.below(++seen) == 0) chosen = l;
    return chosen;
  }

  // Until every line of `dev` is exact (true), `limit` steps pass or the deadline (false):
  // `fix` on a random line that is not.
  template <class Fix>
  bool settle(const std::vector<long long>& dev, int64_t limit, Fix fix) {
    for (int64_t step = 0; step < limit; ++step) {
      if (stop_now(step)) return false;
      const int line = pick_nonzero(dev);
      if (line < 0) return true;
      fix(line);
    }
    return false;
  }

  static long long gain2(long long d1, long long d2, long long t) {  // d1 -= t, d2 += t
    return std::llabs(d1 - t) + std::llabs(d2 + t) - std::llabs(d1) - std::llabs(d2);
  }

  // Phase 1: rows. A random unbalanced row r; for each of its values a, the swaps with
  // b = a - dev(r) (r exact) and b = a - dev(r)/2, wherever b lies outside r (and, while
  // dev(r) is beyond the values' range, as large a step as there is: n^2/2 or n^2/4).
  bool rows() {
    return settle(rdev_, 50LL * n_ + 1000, [this](int r) {
      Best best;
      for (int j = 0; j < n_; ++j) {
        const int a = at(r, j);
        const long long d = rdev_[r], far = d > 0 ? std::min<long long>(d, V_ / 2) : std::max<long long>(d, -V_ / 2);
        for (long long t : {d, d / 2, far, far / 2}) {
          const long long b = a - t;
          if (t == 0 || b < 1 || b > V_ || pos_[b] / n_ == r) continue;
          best.offer(gain2(rdev_[r], rdev_[pos_[b] / n_], t), r * n_ + j, pos_[b], 0, rng_);
        }
      }
      if (best.a >= 0 && (best.gain <= 0 || rng_.below(4) == 0)) swap_cells(best.a, best.b);
      else swap_cells(r * n_ + rng_.below(n_), rng_.below(V_));
    });
  }

  // Phase 2: columns, by swaps within a row (the rows stay exact). A random unbalanced
  // column j: the swap within one row that makes j exact; else, with a column k of the
  // opposite sign, swaps (j, k) within one or two rows whose differences add up to what j
  // and k can trade (near the end every deviation is small, and one row rarely has the
  // difference, two rows of n(n-1)/2 pairs usually do); else the best swap of a cell of j
  // with a cell of its row, or a random one.
  bool columns() {
    return settle(cdev_, 100LL * n_ + 1000, [this](int j) {
      if (!column_exact(j) && !column_pair(j)) column_best(j);
    });
  }

  bool column_exact(int j) {
    const long long dj = cdev_[j];
    Best best;
    for (int i = 0; i < n_; ++i) {
      const long long b = at(i, j) - dj;
      if (b >= 1 && b <= V_ && pos_[b] / n_ == i)
        best.offer(gain2(dj, cdev_[pos_[b] % n_], dj), i * n_ + j, pos_[b], 0, rng_);
    }
    if (best.a < 0 || best.gain >= 0) return false;
    swap_cells(best.a, best.b);
    return true;
  }

  bool column_pair(int j) {
    int k = -1, seen = 0;
    for (int c = 0; c < n_; ++c)
      if ((cdev_[c] > 0) != (cdev_[j] > 0) && cdev_[c] != 0 && rng_.below(++seen) == 0) k = c;
    if (k < 0) return false;
    const long long t = cdev_[j] > 0 ? std::min(cdev_[j], -cdev_[k]) : -std::min(-cdev_[j], cdev_[k]);
    row_of_diff_.clear();
    for (int i = 0; i < n_; ++i) {
      const long long d = at(i, j) - at(i, k);
      if (d == t) {
        swap_cells(i * n_ + j, i * n_ + k);
        return true;
      }
      if (auto it = row_of_diff_.find(t - d); it != row_of_diff_.end()) {
        swap_cells(i * n_ + j, i * n_ + k);
        swap_cells(it->second * n_ + j, it->second * n_ + k);
        return true;
      }
      row_of_diff_.emplace(d, i);
    }
    return false;
  }

  void column_best(int j) {
    const long long dj = cdev_[j];
    Best best;
    for (int i = 0; i < n_; ++i)
      for (int k = 0; k < n_; ++k)
        if (k != j) best.offer(gain2(dj, cdev_[k], at(i, j) - at(i, k)), i * n_ + j, i * n_ + k, 0, rng_);
    if (best.gain < 0 || (best.gain == 0 && rng_.below(2) == 0)) {
      swap_cells(best.a, best.b);
    } else {
      const int i = rng_.below(n_), k = rng_.below(n_);
      if (k != j) swap_cells(i * n_ + j, i * n_ + k);
    }
  }

  // The deviations of both diagonals.
  std::array<long long, 2> diagonal_devs() const {
    std::array<long long, 2> d{-M_, -M_};
    for (int i = 0; i < n_; ++i) d[0] += at(i, i), d[1] += at(i, n_ - 1 - i);
    return d;
  }

  // The diagonals' change if rows (kind 0), columns (1) or both (2) i and k were swapped.
  std::array<long long, 2> diagonal_delta(int kind, int i, int k) const {
    auto sigma = [&](int p, bool on) { return !on ? p : p == i ? k : p == k ? i : p; };
    const bool sr = kind != 1, sc = kind != 0;
    std::array<int, 4> ps{i, k, n_ - 1 - i, n_ - 1 - k};
    std::array<long long, 2> d{0, 0};
    for (int u = 0; u < 4; ++u) {
      const int p = ps[u];
      if (std::find(ps.begin(), ps.begin() + u, p) != ps.begin() + u) continue;
      d[0] += at(sigma(p, sr), sigma(p, sc)) - at(p, p);
      d[1] += at(sigma(p, sr), sigma(n_ - 1 - p, sc)) - at(p, n_ - 1 - p);
    }
    return d;
  }

  void apply(int kind, int i, int k) {
    for (int t = 0; t < n_; ++t) {
      if (kind != 1) swap_cells(i * n_ + t, k * n_ + t);
    }
    for (int t = 0; t < n_; ++t) {
      if (kind != 0) swap_cells(t * n_ + i, t * n_ + k);
    }
    stats_.moves -= (kind == 2 ? 2 : 1) * n_ - 1;  // one move, not n swaps
  }

  // Phase 3: the diagonals, by swaps of whole rows and columns (every row and column sum
  // stays exact). First the main diagonal, by swaps of two rows or two columns; then the
  // anti-diagonal, by swapping rows i, k and columns i, k together, which permutes the main
  // diagonal's values and so keeps its sum. One target at a time: the best of n(n-1)/2 moves
  // usually hits a small deviation exactly, where hitting two at once rarely happens.
  bool diagonals() {
    std::array<long long, 2> dev = diagonal_devs();
    return diagonal_stage(0, dev) && diagonal_stage(1, dev);
  }

  bool diagonal_stage(int stage, std::array<long long, 2>& dev) {
    const int64_t limit = 10LL * n_ + 100;
    for (int64_t step = 0; step < limit; ++step) {
      if (dev[stage] == 0) return true;
      if (stop_now(step)) return false;
      Best best;
      for (int kind = stage == 0 ? 0 : 2; kind < (stage == 0 ? 2 : 3); ++kind)
        for (int i = 0; i < n_; ++i)
          for (int k = i + 1; k < n_; ++k) {
            const long long d = diagonal_delta(kind, i, k)[stage];
            best.offer(std::llabs(dev[stage] + d) - std::llabs(dev[stage]), i, k, kind, rng_);
          }
      int kind = best.kind, i = best.a, k = best.b;
      if (best.gain >= 0) {
        kind = stage == 0 ? rng_.below(2) : 2, i = rng_.below(n_), k = rng_.below(n_);
        if (i == k) continue;
      }
      const auto d = diagonal_delta(kind, i, k);
      apply(kind, i, k);
      dev[0] += d[0], dev[1] += d[1];
    }
    return false;
  }

  const int n_, V_;
  const long long M_;
  const Deadline deadline_;
  MagicLocalStats& stats_;
  Rng rng_;
  std::vector<int> x_;                              // the square, row-major
  std::vector<int> pos_;                            // pos_[v]: the cell holding v
  std::vector<long long> rdev_;                     // each row's sum - M
  std::vector<long long> cdev_;                     // each column's sum - M
  std::unordered_map<long long, int> row_of_diff_;  // column_pair's rows by their difference
};

}  // namespace

std::optional<std::vector<int>> magic_local_search(int n, uint64_t seed, Deadline deadline, MagicLocalStats& stats) {
  if (n < 3) return std::nullopt;
  return MagicLocal(n, seed, deadline, stats).run();
}

std::vector<int> frenicle_form(int n, std::vector<int> square) {
  for (int sym = 0; sym < 8; ++sym) {
    auto cell = [&](int i, int j) {  // the symmetric square's (i, j) in the given one
      if (sym & 4) std::swap(i, j);
      for (int r = 0; r < (sym & 3); ++r) std::tie(i, j) = std::pair{n - 1 - j, i};
      return square[i * n + j];
    };
    const int a11 = cell(0, 0);
    if (n > 1 && (a11 > cell(0, n - 1) || a11 > cell(n - 1, 0) || a11 > cell(n - 1, n - 1) || cell(0, 1) > cell(1, 0)))
      continue;
    std::vector<int> out(square.size());
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) out[i * n + j] = cell(i, j);
    return out;
  }
  return square;
}

}  // namespace gridsat
