// Local search for no-three-in-line boards: pieces_local.hpp says what it does. One engine
// per file: the tree search and the encoding are pieces.cpp.
#include "puzzles/pieces/pieces_local.hpp"

#include <algorithm>

#include "base/random.hpp"
#include "check/pieces.hpp"
#include "puzzles/pieces/pieces.hpp"

namespace gridsat {

namespace {

class PiecesLocal {
 public:
  PiecesLocal(const PiecesPuzzle& p, uint64_t seed, Deadline deadline, PiecesLocalStats& stats)
      : N_(p.n()), V_(N_ * N_), deadline_(deadline), stats_(stats), rng_(seed) {
    build_lines(p);
    build_orbits(p);
  }

  std::optional<std::vector<int>> run() {
    if (!start()) return std::nullopt;
    const int64_t restart_every = 2000LL * N_;
    for (int64_t step = 1;; ++step) {
      if (triples_ == 0) return piece_;
      if ((step & 255) == 0 && past(deadline_)) return std::nullopt;
      if (step % restart_every == 0) {
        ++stats_.restarts;
        for (int o : std::vector<int>(chosen_)) toggle(o);
        chosen_.clear();
        start();
      }
      move(step);
    }
  }

 private:
  // line_[a * V + b]: the line through cells a and b if it holds 3 cells or more and is of the
  // family (rows and columns always), else -1.
  void build_lines(const PiecesPuzzle& p) {
    line_.assign(static_cast<size_t>(V_) * V_, -1);
    std::vector<std::vector<int>> lines = p.lines_of_three();
    for (int i = 0; i < N_; ++i) {
      std::vector<int> row, col;
      for (int j = 0; j < N_; ++j) row.push_back(i * N_ + j), col.push_back(j * N_ + i);
      lines.push_back(row);
      lines.push_back(col);
    }
    for (size_t l = 0; l < lines.size(); ++l)
      for (int a : lines[l])
        for (int b : lines[l])
          if (a != b) line_[static_cast<size_t>(a) * V_ + b] = static_cast<int>(l);
    count_.assign(lines.size(), 0);
    stamp_.assign(lines.size(), 0);
    weight_.assign(lines.size(), 1);
    lines_ = std::move(lines);
  }

  // The orbits of the symmetry, each once, without the cells it leaves empty.
  void build_orbits(const PiecesPuzzle& p) {
    std::vector<char> seen(V_, 0);
    for (int c = 0; c < V_; ++c) {
      if (seen[c] || p.forced_empty(c)) continue;
      std::vector<int> o = p.orbit(c);
      for (int x : o) seen[x] = 1;
      orbits_.push_back(o);
    }
    in_.assign(orbits_.size(), 0);
    tabu_.assign(orbits_.size(), 0);
    near90_ = p.symmetry() == check::kNear90;
    // The orbits' size that makes up the 2n pieces (near90: one diagonal pair, then 4s).
    big_ = p.symmetry() == 90 || near90_ ? 4 : p.symmetry() == 180 ? 2 : 1;
  }

  // A random set of orbits holding 2n pieces; false when the symmetry has too few.
  bool start() {
    std::vector<int> big, pair;
    for (int o = 0; o < static_cast<int>(orbits_.size()); ++o) {
      const int size = static_cast<int>(orbits_[o].size());
      if (size == big_) big.push_back(o);
      else if (near90_ && size == 2) pair.push_back(o);
    }
    rng_.shuffle(big);
    rng_.shuffle(pair);
    int need = 2 * N_;
    if (near90_) {
      if (pair.empty()) return false;
      toggle(pair[0]);
      need -= 2;
    }
    if (need % big_ != 0 || static_cast<int>(big.size()) < need / big_) return false;
    for (int k = 0; k < need / big_; ++k) toggle(big[k]);
    return true;
  }

  // Adds or removes the pieces of orbit o, keeping every count exact.
  void toggle(int o) {
    in_[o] = !in_[o];
    if (in_[o]) chosen_.push_back(o);
    else chosen_.erase(std::find(chosen_.begin(), chosen_.end(), o));
    for (int c : orbits_[o]) in_[o] ? add(c) : remove(c);
  }

  void add(int p) {
    const int* lp = &line_[static_cast<size_t>(p) * V_];
    for (int x = 0; x < V_; ++x)
      if (lp[x] >= 0) pairs_[x] += weight_[lp[x]] * (count_[lp[x]] - piece_[x]);
    triples_ += pairs_[p];
    ++epoch_;
    for (int x = 0; x < V_; ++x)
      if (lp[x] >= 0 && stamp_[lp[x]] != epoch_) stamp_[lp[x]] = epoch_, ++count_[lp[x]];
    piece_[p] = 1;
  }

  void remove(int p) {
    const int* lp = &line_[static_cast<size_t>(p) * V_];
    piece_[p] = 0;
    ++epoch_;
    for (int x = 0; x < V_; ++x)
      if (lp[x] >= 0 && stamp_[lp[x]] != epoch_) stamp_[lp[x]] = epoch_, --count_[lp[x]];
    for (int x = 0; x < V_; ++x)
      if (lp[x] >= 0) pairs_[x] -= weight_[lp[x]] * (count_[lp[x]] - piece_[x]);
    triples_ -= pairs_[p];
  }

  // The triples orbit o's pieces are in (chosen) or would make (not chosen), counting pairs
  // within the orbit once; an estimate that ignores the orbit leaving at the same time.
  int64_t weight(int o) const {
    int64_t w = 0;
    const auto& cells = orbits_[o];
    for (size_t i = 0; i < cells.size(); ++i) {
      w += pairs_[cells[i]];
      if (!in_[o])
        for (size_t j = i + 1; j < cells.size(); ++j) {
          const int l = line_[static_cast<size_t>(cells[i]) * V_ + cells[j]];
          if (l >= 0) w += weight_[l] * count_[l];
        }
    }
    return w;
  }

  // One step: out the chosen orbit in the most triples (a random one in some, one time in
  // ten), in the best orbit of the same size that is not tabu (ties at random).
  void move(int64_t step) {
    int out = -1, ties = 0;
    int64_t worst = -1;
    const bool random_out = rng_.below(10) == 0;
    for (int o : chosen_) {
      if (tabu_[o] > step) continue;
      const int64_t w = weight(o);
      if (w == 0) continue;
      if (random_out ? rng_.below(++ties) == 0 : w > worst || (w == worst && rng_.below(++ties) == 0)) {
        if (!random_out && w > worst) ties = 1;
        worst = w, out = o;
      }
    }
    if (out < 0) out = chosen_[rng_.below(static_cast<int>(chosen_.size()))];
    int in = -1;
    int64_t best = 0;
    ties = 0;
    for (int o = 0; o < static_cast<int>(orbits_.size()); ++o) {
      if (in_[o] || tabu_[o] > step || orbits_[o].size() != orbits_[out].size()) continue;
      const int64_t w = weight(o);
      if (in < 0 || w < best) in = o, best = w, ties = 1;
      else if (w == best && rng_.below(++ties) == 0) in = o;
    }
    if (in < 0) return;
    if (best >= worst) bump();  // a local minimum: the lines with three pieces weigh more
    toggle(out);
    toggle(in);
    const int tenure = 3 + rng_.below(10);  // short: measured at n = 24 (BENCHMARKS.md)
    tabu_[out] = step + tenure;
    tabu_[in] = step + tenure / 2;
    ++stats_.moves;
  }

  // Breakout: every line holding three pieces or more weighs one more (in the cost and in
  // every cell's weighted pairs).
  void bump() {
    for (size_t l = 0; l < lines_.size(); ++l) {
      const int64_t k = count_[l];
      if (k < 3) continue;
      ++weight_[l];
      triples_ += k * (k - 1) * (k - 2) / 6;
      for (int x : lines_[l]) {
        const int64_t m = k - piece_[x];
        pairs_[x] += m * (m - 1) / 2;
      }
    }
  }

  const int N_, V_;
  const Deadline deadline_;
  PiecesLocalStats& stats_;
  Rng rng_;
  std::vector<int> line_;
  std::vector<std::vector<int>> lines_;
  std::vector<int64_t> weight_;  // breakout weights of the lines
  std::vector<int> count_;       // pieces on each line
  std::vector<int64_t> stamp_;   // a line's last visit (each line once per add or remove)
  int64_t epoch_ = 0;
  std::vector<std::vector<int>> orbits_;
  std::vector<char> in_;
  std::vector<int64_t> tabu_;  // the step until which an orbit stays where it is
  std::vector<int> chosen_;
  std::vector<int> piece_ = std::vector<int>(static_cast<size_t>(V_), 0);
  std::vector<int64_t> pairs_ =
      std::vector<int64_t>(static_cast<size_t>(V_), 0);  // pairs of pieces collinear with the cell
  int64_t triples_ = 0;
  bool near90_ = false;
  int big_ = 1;
};

}  // namespace

std::optional<std::vector<int>> pieces_local_search(const PiecesPuzzle& p, uint64_t seed, Deadline deadline,
                                                    PiecesLocalStats& stats) {
  return PiecesLocal(p, seed, deadline, stats).run();
}

NativeResult PiecesPuzzle::local_board(uint64_t seed, Deadline deadline, const ValuesSink& on_solution) const {
  PiecesLocalStats stats;
  std::optional<std::vector<int>> board = pieces_local_search(*this, seed, deadline, stats);
  NativeResult r;
  r.decisions = stats.moves;
  r.conflicts = stats.restarts;
  r.timed_out = !board;
  if (board) {
    r.count = 1;
    on_solution(*board);
  }
  return r;
}

}  // namespace gridsat
