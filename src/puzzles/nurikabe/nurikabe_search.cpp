// Nurikabe's native search (the cross-check of the encoding, --backend native|both): cells in
// row-major order, white tried first (numbered cells are white). After each cell the partial
// grid is refused when a 2x2 block is all shaded, the shaded cells cannot all meet through
// cells not white, a white area holds two numbers or more cells than its number, a white area
// with no open neighbour breaks the rule, a white cell cannot reach any number through cells
// not shaded, or there are more white cells than the numbers add up to.
#include <vector>

#include "csp/search.hpp"
#include "puzzles/nurikabe/nurikabe.hpp"

namespace gridsat {

namespace {

class NurikabeSearch {
 public:
  NurikabeSearch(const Nurikabe& p, int64_t limit, Deadline deadline, const ValuesSink& sink)
      : p_(p), R_(p.rows()), C_(p.cols()), budget_(limit, deadline, sink, 1024), v_(static_cast<size_t>(R_) * C_, 0) {
    for (int x : p.numbers()) {
      if (x == Nurikabe::kAny) any_ = true;
      if (x > 0) total_ += x;
    }
  }

  NativeResult run() {
    dfs(0);
    return budget_.finish(result_);
  }

 private:
  int at(int i) const { return v_[static_cast<size_t>(i)]; }

  // The cells reached from `from` through cells that `pass` accepts (marked in `mark` with `id`).
  template <class Pass>
  std::vector<int> reach(const std::vector<int>& from, Pass pass, std::vector<int>& mark, int id) const {
    std::vector<int> out;
    for (int s : from)
      if (mark[static_cast<size_t>(s)] != id) mark[static_cast<size_t>(s)] = id, out.push_back(s);
    for (size_t k = 0; k < out.size(); ++k) {
      const int i = out[k], r = i / C_, c = i % C_;
      for (int j : {r > 0 ? i - C_ : -1, r + 1 < R_ ? i + C_ : -1, c > 0 ? i - 1 : -1, c + 1 < C_ ? i + 1 : -1})
        if (j >= 0 && mark[static_cast<size_t>(j)] != id && pass(j)) mark[static_cast<size_t>(j)] = id, out.push_back(j);
    }
    return out;
  }

  bool pool(int i) const {  // the 2x2 block whose bottom-right is i is all shaded
    const int r = i / C_, c = i % C_;
    return r > 0 && c > 0 && at(i) == 2 && at(i - 1) == 2 && at(i - C_) == 2 && at(i - C_ - 1) == 2;
  }

  bool plausible() const {
    const int n = R_ * C_;
    std::vector<int> mark(static_cast<size_t>(n), -1);
    int whites = 0, first_shaded = -1;
    for (int i = 0; i < n; ++i) {
      whites += at(i) == 1;
      if (at(i) == 2 && first_shaded < 0) first_shaded = i;
    }
    if (!any_ && whites > total_) return false;
    if (first_shaded >= 0) {
      reach({first_shaded}, [&](int j) { return at(j) != 1; }, mark, 0);
      for (int i = 0; i < n; ++i)
        if (at(i) == 2 && mark[static_cast<size_t>(i)] != 0) return false;
    }
    std::vector<int> clues;
    for (int i = 0; i < n; ++i)
      if (p_.numbers()[static_cast<size_t>(i)]) clues.push_back(i);
    reach(clues, [&](int j) { return at(j) != 2; }, mark, 1);
    for (int i = 0; i < n; ++i)
      if (at(i) == 1 && mark[static_cast<size_t>(i)] != 1) return false;
    for (int i = 0; i < n; ++i) {
      if (at(i) != 1 || mark[static_cast<size_t>(i)] >= 2) continue;
      const auto area = reach({i}, [&](int j) { return at(j) == 1; }, mark, 2 + i);
      int number = 0, numbers = 0;
      bool open = false;
      for (int j : area) {
        if (const int x = p_.numbers()[static_cast<size_t>(j)]) number = x, ++numbers;
        const int r = j / C_, c = j % C_;
        for (int m : {r > 0 ? j - C_ : -1, r + 1 < R_ ? j + C_ : -1, c > 0 ? j - 1 : -1, c + 1 < C_ ? j + 1 : -1})
          open = open || (m >= 0 && at(m) == 0);
      }
      const int size = static_cast<int>(area.size());
      if (numbers > 1 || (number > 0 && size > number)) return false;
      if (!open && (numbers == 0 || (number > 0 && size != number))) return false;
    }
    return true;
  }

  // Cell i and on: a number's cell is white; the others white, then shaded. Past the last
  // cell, a solution.
  void dfs(int i) {
    if (budget_.stopped() || budget_.tick()) return;
    if (i < R_ * C_) branch(i);
    else budget_.found(result_.count, v_);
  }

  void branch(int i) {
    const int choices = p_.numbers()[static_cast<size_t>(i)] ? 1 : 2;
    for (int v = 1; v <= choices && !budget_.stopped(); ++v) {
      ++result_.decisions;
      v_[static_cast<size_t>(i)] = v;
      const bool fine = !pool(i) && plausible();
      result_.conflicts += !fine;
      if (fine) dfs(i + 1);
      v_[static_cast<size_t>(i)] = 0;
    }
  }

  const Nurikabe& p_;
  const int R_, C_;
  SearchBudget budget_;
  std::vector<int> v_;
  NativeResult result_;
  bool any_ = false;
  int total_ = 0;
};

}  // namespace

NativeResult Nurikabe::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                     const NativeOptions&) const {
  return NurikabeSearch(*this, limit, deadline, on_solution).run();
}

}  // namespace gridsat
