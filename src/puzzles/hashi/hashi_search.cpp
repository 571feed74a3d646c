// Hashi's native search (the cross-check of the encoding, --backend native|both): the pairs of
// islands in the order the puzzle lists them (by their first island, row-major), each given
// 0..most bridges; a count is refused when it crosses a bridge already laid, takes an island
// past its number, or leaves an island short with no pair left to make up for it (an island's
// last pair closes it exactly). At the end the bridged islands must be connected (and, with
// no_loops, form a tree).
#include <numeric>
#include <vector>

#include "base/stop.hpp"
#include "puzzles/hashi/hashi.hpp"

namespace gridsat {

namespace {

class HashiSearch {
 public:
  HashiSearch(const Hashi& h, int64_t limit, Deadline deadline, const ValuesSink& sink)
      : h_(h),
        P_(h.pairs()),
        budget_(limit, deadline, sink, 1024),
        count_(P_.size(), 0),
        sum_(h.counts().size(), 0),
        room_(h.counts().size(), 0),
        crosses_(P_.size()) {
    std::vector<int> over(h.counts().size(), -1);
    for (size_t p = 0; p < P_.size(); ++p) {
      room_[P_[p].a] += P_[p].most;
      room_[P_[p].b] += P_[p].most;
      if (P_[p].horizontal)
        for (int c : P_[p].between) over[c] = static_cast<int>(p);
    }
    for (size_t p = 0; p < P_.size(); ++p)
      if (!P_[p].horizontal)
        for (int c : P_[p].between)
          if (over[c] >= 0) crosses_[p].push_back(over[c]), crosses_[over[c]].push_back(static_cast<int>(p));
  }

  NativeResult run() {
    dfs(0);
    return budget_.finish(result_);
  }

 private:
  // Island i can still reach its number: not past it, and short by no more than its room.
  bool island_ok(int i) const {
    const int want = h_.counts()[i];
    return want == hashi::kUnknown || (sum_[i] <= want && sum_[i] + room_[i] >= want);
  }

  bool fits(size_t p, int k) const {
    if (k > 0)
      for (int q : crosses_[p])
        if (static_cast<size_t>(q) < p && count_[q] > 0) return false;
    return island_ok(P_[p].a) && island_ok(P_[p].b);
  }

  int find(std::vector<int>& parent, int i) const {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
  }

  bool network_ok() const {
    std::vector<int> parent(h_.counts().size());
    std::iota(parent.begin(), parent.end(), 0);
    int islands = 0, used = 0, first = -1;
    for (size_t i = 0; i < h_.counts().size(); ++i)
      if (h_.counts()[i]) ++islands, first = first < 0 ? static_cast<int>(i) : first;
    for (size_t p = 0; p < P_.size(); ++p)
      if (count_[p]) ++used, parent[find(parent, P_[p].a)] = find(parent, P_[p].b);
    for (size_t i = 0; i < h_.counts().size(); ++i)
      if (h_.counts()[i] && find(parent, static_cast<int>(i)) != find(parent, first)) return false;
    return !h_.no_loops() || used == islands - 1;
  }

  void dfs(size_t p) {
    if (budget_.stopped() || budget_.tick()) return;
    if (p == P_.size()) {
      if (!network_ok()) {
        ++result_.conflicts;
        return;
      }
      budget_.found(result_.count, hashi_grid(h_, count_));
      return;
    }
    const int a = P_[p].a, b = P_[p].b;
    room_[a] -= P_[p].most;
    room_[b] -= P_[p].most;
    for (int k = 0; k <= P_[p].most && !budget_.stopped(); ++k) {
      ++result_.decisions;
      count_[p] = k;
      sum_[a] += k;
      sum_[b] += k;
      if (fits(p, k)) dfs(p + 1);
      else ++result_.conflicts;
      sum_[a] -= k;
      sum_[b] -= k;
    }
    count_[p] = 0;
    room_[a] += P_[p].most;
    room_[b] += P_[p].most;
  }

  const Hashi& h_;
  const std::vector<Hashi::Pair>& P_;
  SearchBudget budget_;
  std::vector<int> count_, sum_, room_;
  std::vector<std::vector<int>> crosses_;
  NativeResult result_;
};

}  // namespace

NativeResult Hashi::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                  const NativeOptions& opt) const {
  if (blank_) return draw_network(*this, opt.seed, deadline, on_solution);
  return HashiSearch(*this, limit, deadline, on_solution).run();
}

}  // namespace gridsat
