// Signpost's native search (the cross-check of the encoding, --backend native|both) and its
// generator's layout. The search numbers the cells in order: 1 at the given 1 (else at each
// cell in turn), then p + 1 at a free cell the arrow of p's cell points at (the given p + 1's
// cell, when given; never a cell given another number). A cell that is not numbered yet must
// keep a way in: some free cell or the current one points at it (all but the last cell
// numbered). Each numbering is found once, so counts are exact.
#include <algorithm>
#include <random>

#include "puzzles/signpost/signpost.hpp"

namespace gridsat {

namespace {

class OrderSearch {
 public:
  OrderSearch(const Signpost& p, SearchBudget& budget) : p_(p), N_(p.rows() * p.cols()), budget_(budget) {
    targets_.resize(N_);
    pred_.resize(N_);
    for (int i = 0; i < N_; ++i) {
      targets_[i] = p.targets(i);
      for (int t : targets_[i]) pred_[t].push_back(i);
    }
    cell_of_.assign(N_ + 2, -1);
    for (int i = 0; i < N_; ++i)
      if (p.numbers()[i]) cell_of_[p.numbers()[i]] = i;
    order_.assign(N_, 0);
  }

  NativeResult run() {
    for (int s = 0; s < N_ && !budget_.stopped(); ++s)
      if (cell_of_[1] < 0 ? !p_.numbers()[s] : s == cell_of_[1]) place(s, 1);
    return budget_.finish(result_);
  }

 private:
  // Whether every free cell but one (the last) still has a way in from a free cell or `head`.
  bool open(int head) const {
    int stranded = 0;
    for (int v = 0; v < N_; ++v) {
      if (order_[v]) continue;
      const bool in = std::any_of(pred_[v].begin(), pred_[v].end(), [&](int u) { return u == head || !order_[u]; });
      if (!in && ++stranded > 1) return false;
    }
    return true;
  }

  void place(int cell, int p) {
    if (budget_.tick()) return;
    ++result_.decisions;
    order_[cell] = p;
    if (p == N_) budget_.found(result_.count, order_);
    else if (!open(cell)) ++result_.conflicts;
    else
      for (int t : targets_[cell]) {
        if (budget_.stopped()) break;
        if (order_[t] || (cell_of_[p + 1] >= 0 ? t != cell_of_[p + 1] : p_.numbers()[t] != 0)) continue;
        place(t, p + 1);
      }
    order_[cell] = 0;
  }

  const Signpost& p_;
  const int N_;
  SearchBudget& budget_;
  std::vector<std::vector<int>> targets_, pred_;
  std::vector<int> cell_of_, order_;
  NativeResult result_;
};

constexpr int kDx[8] = {0, 1, 1, 1, 0, -1, -1, -1}, kDy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};

int direction(int from, int to, int cols) {
  const int x = to % cols - from % cols, y = to / cols - from / cols;
  for (int d = 0; d < 8; ++d) {
    const int k = std::max(std::abs(x), std::abs(y));
    if (k && x == kDx[d] * k && y == kDy[d] * k) return d;
  }
  return -1;
}

// A random order of the n x n cells in which each next cell lies in one of the eight
// directions from the one before (Warnsdorff's rule with random ties, restarted when stuck).
std::vector<int> random_order(int n, std::mt19937_64& rng) {
  const int N = n * n;
  for (;;) {
    std::vector<int> path{static_cast<int>(rng() % N)};
    std::vector<char> used(N, 0);
    used[path[0]] = 1;
    auto free_targets = [&](int from) {
      std::vector<int> out;
      for (int t = 0; t < N; ++t)
        if (!used[t] && direction(from, t, n) >= 0) out.push_back(t);
      return out;
    };
    while (static_cast<int>(path.size()) < N) {
      auto next = free_targets(path.back());
      if (next.empty()) break;
      std::shuffle(next.begin(), next.end(), rng);
      std::stable_sort(next.begin(), next.end(), [&](int a, int b) {
        used[a] = used[b] = 1;
        const size_t fa = free_targets(a).size(), fb = free_targets(b).size();
        used[a] = used[b] = 0;
        return fa < fb;
      });
      used[next[0]] = 1;
      path.push_back(next[0]);
    }
    if (static_cast<int>(path.size()) == N) return path;
  }
}

}  // namespace

NativeResult Signpost::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                     const NativeOptions&) const {
  SearchBudget budget(limit, deadline, on_solution);
  return OrderSearch(*this, budget).run();
}

// The arrows of a random order (the last cell's arrow points at a random cell on one of its
// lines), every number given (the generator then drops numbers while the puzzle stays unique).
std::unique_ptr<Puzzle> signpost_layout(int n, const ReadOptions&, uint64_t seed) {
  std::mt19937_64 rng(seed);
  const std::vector<int> path = random_order(n, rng);
  const int N = n * n;
  std::vector<int> arrows(N, 0), numbers(N, 0);
  for (int p = 0; p + 1 < N; ++p) arrows[path[p]] = direction(path[p], path[p + 1], n);
  std::vector<int> any;
  for (int t = 0; t < N; ++t)
    if (t != path.back() && direction(path.back(), t, n) >= 0) any.push_back(direction(path.back(), t, n));
  arrows[path.back()] = any[rng() % any.size()];
  for (int p = 0; p < N; ++p) numbers[path[p]] = p + 1;  // every number: the full order is found at once
  return std::make_unique<Signpost>(n, n, std::move(arrows), std::move(numbers), SignpostForm::sgt);
}

std::unique_ptr<Puzzle> signpost_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& s = dynamic_cast<const Signpost&>(blank);
  return std::make_unique<Signpost>(s.rows(), s.cols(), s.arrows(), full.cells, SignpostForm::sgt);
}

}  // namespace gridsat
