// Hitori's native search (the cross-check of the encoding, --backend native|both): cells in
// row-major order, unshaded tried first; a value is refused when it shades a cell beside a
// shaded one (left or above), leaves a number unshaded twice in a row or column, or leaves an
// unshaded cell that can no longer reach the others through unshaded or undecided cells (a
// flood fill over both, after each cell). At the end the unshaded cells must be connected.
#include <vector>

#include "base/stop.hpp"
#include "puzzles/hitori/hitori.hpp"

namespace gridsat {

namespace {

class HitoriSearch {
 public:
  HitoriSearch(const Hitori& h, int64_t limit, Deadline deadline, const ValuesSink& sink)
      : h_(h), R_(h.rows()), C_(h.cols()), budget_(limit, deadline, sink, 1024), v_(static_cast<size_t>(R_) * C_, 0) {}

  NativeResult run() {
    dfs(0);
    return budget_.finish(result_);
  }

 private:
  // Whether cell i may take value v given the cells before it.
  bool fits(int i, int v) const {
    const int r = i / C_, c = i % C_;
    if (v == 2) return !((c > 0 && v_[i - 1] == 2) || (r > 0 && v_[i - C_] == 2));
    const int num = h_.numbers()[i];
    if (!num) return true;
    for (int cc = 0; cc < c; ++cc)
      if (v_[r * C_ + cc] == 1 && h_.numbers()[r * C_ + cc] == num) return false;
    for (int rr = 0; rr < r; ++rr)
      if (v_[rr * C_ + c] == 1 && h_.numbers()[rr * C_ + c] == num) return false;
    return true;
  }

  // Every unshaded cell reaches the first one through cells not shaded (all of them decided:
  // through unshaded cells only).
  bool connected() const {
    const int n = R_ * C_;
    std::vector<char> seen(n, 0);
    std::vector<int> stack;
    int start = -1;
    for (int i = 0; i < n && start < 0; ++i)
      if (v_[i] == 1) start = i;
    if (start < 0) return true;
    stack.push_back(start);
    seen[start] = 1;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      const int r = i / C_, c = i % C_;
      const int next[4] = {c > 0 ? i - 1 : -1, c + 1 < C_ ? i + 1 : -1, r > 0 ? i - C_ : -1, r + 1 < R_ ? i + C_ : -1};
      for (int j : next)
        if (j >= 0 && !seen[j] && v_[j] != 2) seen[j] = 1, stack.push_back(j);
    }
    for (int i = 0; i < n; ++i)
      if (v_[i] == 1 && !seen[i]) return false;
    return true;
  }

  void dfs(int i) {
    if (budget_.stopped() || budget_.tick()) return;
    if (i == R_ * C_) {
      budget_.found(result_.count, v_);
      return;
    }
    for (int v : {1, 2}) {
      ++result_.decisions;
      if (!fits(i, v)) {
        ++result_.conflicts;
        continue;
      }
      v_[i] = v;
      if (connected()) dfs(i + 1);
      else ++result_.conflicts;
      v_[i] = 0;
      if (budget_.stopped()) return;
    }
  }

  const Hitori& h_;
  const int R_, C_;
  SearchBudget budget_;
  std::vector<int> v_;
  NativeResult result_;
};

}  // namespace

NativeResult Hitori::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                   const NativeOptions&) const {
  return HitoriSearch(*this, limit, deadline, on_solution).run();
}

}  // namespace gridsat
