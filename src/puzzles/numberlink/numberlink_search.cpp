// Numberlink's native search (the cross-check of the encoding, --backend native|both): the
// pairs one at a time (nearest first), each path grown step by step from its first number
// into a free cell or onto its second number. After every step the rest must stay possible:
// each unfinished pair's ends (the growing path's head for the current pair) touch one region
// of free cells or each other, and under --cover all every free cell has two neighbours that
// may still take it (free cells, open ends) and every region of free cells touches both ends
// of some unfinished pair. Each set of paths is found once (the order of pairs and of steps
// is fixed), so counts are exact.
#include <algorithm>
#include <cstdlib>

#include "puzzles/numberlink/numberlink.hpp"

namespace gridsat {

namespace {

using numberlink_pieces::kDc;
using numberlink_pieces::kDr;

class PathSearch {
 public:
  PathSearch(const Numberlink& p, SearchBudget& budget)
      : R_(p.rows()), C_(p.cols()), all_(p.cover() == Cover::all), budget_(budget), pairs_(p.pairs()) {
    std::stable_sort(pairs_.begin(), pairs_.end(), [&](auto x, auto y) { return dist(x) < dist(y); });
    owner_.assign(static_cast<size_t>(R_) * C_, -1);
    mask_.assign(owner_.size(), 0);
    for (int k = 0; k < static_cast<int>(pairs_.size()); ++k) owner_[pairs_[k].first] = owner_[pairs_[k].second] = k;
  }

  NativeResult run() {
    if (!pairs_.empty() && possible(0, pairs_[0].first)) start(0);
    else if (pairs_.empty() && !all_) budget_.found(result_.count, pieces());
    return budget_.finish(result_);
  }

 private:
  int dist(std::pair<int, int> p) const {
    return std::abs(p.first / C_ - p.second / C_) + std::abs(p.first % C_ - p.second % C_);
  }
  int neighbour(int i, int d) const {
    const int r = i / C_ + kDr[d], c = i % C_ + kDc[d];
    return r < 0 || r >= R_ || c < 0 || c >= C_ ? -1 : r * C_ + c;
  }

  std::vector<int> pieces() const {
    std::vector<int> g(owner_.size());
    for (size_t i = 0; i < g.size(); ++i) g[i] = numberlink_pieces::piece_of_mask(mask_[i]);
    return g;
  }

  void start(int k) {
    if (k == static_cast<int>(pairs_.size())) {
      if (!all_ || std::find(owner_.begin(), owner_.end(), -1) == owner_.end()) budget_.found(result_.count, pieces());
      return;
    }
    grow(k, pairs_[k].first);
  }

  void link(int a, int b, int d, bool on) {
    const unsigned ma = 1u << d, mb = 1u << (d ^ 1);
    mask_[a] = on ? mask_[a] | ma : mask_[a] & ~ma;
    mask_[b] = on ? mask_[b] | mb : mask_[b] & ~mb;
  }

  void grow(int k, int head) {
    if (budget_.stopped() || budget_.tick()) return;
    for (int d = 0; d < 4 && !budget_.stopped(); ++d) {
      const int n = neighbour(head, d);
      if (n < 0) continue;
      ++result_.decisions;
      if (n == pairs_[k].second) {
        link(head, n, d, true);
        if (possible(k + 1, k + 1 < static_cast<int>(pairs_.size()) ? pairs_[k + 1].first : -1)) start(k + 1);
        else ++result_.conflicts;
        link(head, n, d, false);
      } else if (owner_[n] < 0) {
        owner_[n] = k;
        link(head, n, d, true);
        if (possible(k, n)) grow(k, n);
        else ++result_.conflicts;
        link(head, n, d, false);
        owner_[n] = -1;
      }
    }
  }

  // Whether pairs k.. can still be joined, pair k's path now ending at `head`.
  bool possible(int k, int head) {
    const int K = static_cast<int>(pairs_.size()), N = R_ * C_;
    std::vector<int> region(N, -1);
    int regions = 0;
    for (int s = 0; s < N; ++s) {
      if (owner_[s] >= 0 || region[s] >= 0) continue;
      std::vector<int> stack{s};
      region[s] = regions;
      while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        for (int d = 0; d < 4; ++d) {
          const int w = neighbour(v, d);
          if (w >= 0 && owner_[w] < 0 && region[w] < 0) region[w] = regions, stack.push_back(w);
        }
      }
      ++regions;
    }
    std::vector<char> served(regions, 0);
    std::vector<int> open(N, 0);  // open ends beside a free cell
    for (int j = k; j < K; ++j) {
      const int a = j == k ? head : pairs_[j].first, b = pairs_[j].second;
      bool joined = false;
      for (int d = 0; d < 4; ++d) {
        const int w = neighbour(a, d);
        if (w == b) joined = true;
        if (w < 0 || owner_[w] >= 0) continue;
        for (int e = 0; e < 4; ++e) {
          const int x = neighbour(b, e);
          if (x >= 0 && owner_[x] < 0 && region[x] == region[w]) joined = true, served[region[w]] = 1;
        }
      }
      if (!joined) return false;
      for (int end : {a, b})
        for (int d = 0; d < 4; ++d)
          if (const int w = neighbour(end, d); w >= 0 && owner_[w] < 0) ++open[w];
    }
    if (!all_) return true;
    for (int v = 0; v < N; ++v) {
      if (owner_[v] >= 0) continue;
      if (!served[region[v]]) return false;
      int ways = open[v];
      for (int d = 0; d < 4; ++d)
        if (const int w = neighbour(v, d); w >= 0 && owner_[w] < 0) ++ways;
      if (ways < 2) return false;
    }
    return true;
  }

  const int R_, C_;
  const bool all_;
  SearchBudget& budget_;
  std::vector<std::pair<int, int>> pairs_;
  std::vector<int> owner_;
  std::vector<unsigned> mask_;
  NativeResult result_;
};

}  // namespace

NativeResult Numberlink::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                       const NativeOptions&) const {
  SearchBudget budget(limit, deadline, on_solution);
  return PathSearch(*this, budget).run();
}

}  // namespace gridsat
