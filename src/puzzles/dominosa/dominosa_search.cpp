// Dominosa's native search: an exact cover (Knuth's Algorithm X, without the dancing links):
// the columns are the cells and the dominoes of the set, each to be covered once; a placement
// covers its two cells and its domino. The column with the fewest placements left goes first.
// It shares nothing with the encoding (encoders/matching.hpp) nor with the checker.
#include <climits>

#include "puzzles/dominosa/dominosa.hpp"

namespace gridsat {

namespace {

class Cover {
 public:
  Cover(const Dominosa& d, int64_t limit, Deadline deadline, const ValuesSink& sink)
      : d_(d), budget_(limit, deadline, sink), cells_(d.rows() * d.cols()) {
    const int C = d.cols();
    const int dominoes = (d.n() + 1) * (d.n() + 2) / 2;
    uses_.resize(static_cast<size_t>(cells_ + dominoes));
    for (int i = 0; i < cells_; ++i)
      for (int side : {Dominosa::kRight, Dominosa::kDown}) {
        if (side == Dominosa::kRight ? i % C + 1 >= C : i / C + 1 >= d.rows()) continue;
        const int j = side == Dominosa::kRight ? i + 1 : i + C;
        const int given_i = d.givens().cells[static_cast<size_t>(i)], given_j = d.givens().cells[static_cast<size_t>(j)];
        if ((given_i && given_i != side) || (given_j && given_j != side + 2)) continue;  // against a given
        const int p = static_cast<int>(places_.size());
        places_.push_back({i, j, side, cells_ + d.domino(d.numbers()[static_cast<size_t>(i)], d.numbers()[static_cast<size_t>(j)])});
        for (int col : {i, j, places_.back().domino}) uses_[static_cast<size_t>(col)].push_back(p);
      }
    blocked_.assign(places_.size(), 0);
    covered_.assign(uses_.size(), 0);
    sides_.assign(static_cast<size_t>(cells_), 0);
  }

  NativeResult run() {
    go();
    return budget_.finish(result_);
  }

 private:
  struct Place {
    int a, b, side, domino;  // domino: its column
  };

  void go() {
    if (budget_.tick()) return;
    int best = -1, fewest = INT_MAX;
    for (size_t col = 0; col < uses_.size() && fewest > 0; ++col) {
      if (covered_[col]) continue;
      int alive = 0;
      for (int p : uses_[col]) alive += blocked_[static_cast<size_t>(p)] == 0;
      if (alive < fewest) fewest = alive, best = static_cast<int>(col);
    }
    if (best < 0) {  // every column covered
      budget_.found(result_.count, sides_);
      return;
    }
    if (fewest == 0) {
      ++result_.conflicts;
      return;
    }
    for (int p : std::vector<int>(uses_[static_cast<size_t>(best)])) {
      if (blocked_[static_cast<size_t>(p)]) continue;
      ++result_.decisions;
      place(p, +1);
      go();
      place(p, -1);
      if (budget_.stopped()) return;
    }
  }

  // Covers (+1) or uncovers (-1) p's columns, blocking or freeing every placement that shares one.
  void place(int p, int dir) {
    const Place& q = places_[static_cast<size_t>(p)];
    for (int col : {q.a, q.b, q.domino}) {
      covered_[static_cast<size_t>(col)] = dir > 0;
      for (int r : uses_[static_cast<size_t>(col)]) blocked_[static_cast<size_t>(r)] += dir;
    }
    sides_[static_cast<size_t>(q.a)] = dir > 0 ? q.side : 0;
    sides_[static_cast<size_t>(q.b)] = dir > 0 ? q.side + 2 : 0;
  }

  const Dominosa& d_;
  SearchBudget budget_;
  int cells_;
  std::vector<Place> places_;
  std::vector<std::vector<int>> uses_;  // per column: the placements covering it
  std::vector<int> blocked_;            // per placement: how many covered columns it shares
  std::vector<char> covered_;
  std::vector<int> sides_;
  NativeResult result_;
};

}  // namespace

NativeResult Dominosa::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                     const NativeOptions&) const {
  return Cover(*this, limit, deadline, on_solution).run();
}

}  // namespace gridsat
