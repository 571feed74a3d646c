#include "puzzles/pieces/pieces.hpp"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <ostream>
#include <set>

#include "base/errors.hpp"
#include "check/pieces.hpp"

namespace gridsat {

int pieces_symmetry(Symmetry s) {
  switch (s) {
    case Symmetry::none: return 0;
    case Symmetry::half_turn: return 180;
    case Symmetry::quarter_turn: return 90;
    case Symmetry::near_quarter_turn: return check::kNear90;
    default: break;
  }
  throw InputError("--symmetry " + std::string(to_string(s)) + ": pieces take none, 180, 90 or near90");
}

PiecesPuzzle::PiecesPuzzle(Grid givens, PiecesLines lines, int symmetry)
    : Puzzle("pieces", std::move(givens)), lines_(lines), symmetry_(symmetry) {
  const int N = givens_.rows;
  if (N != givens_.cols || N < kMinSide || N > kMaxSide)
    throw InputError("the board is " + std::to_string(givens_.rows) + "x" + std::to_string(givens_.cols) +
                     "; pieces boards are square with a side of " + std::to_string(kMinSide) + ".." +
                     std::to_string(kMaxSide));
  if (symmetry != 0 && symmetry != 180 && symmetry != 90 && symmetry != check::kNear90)
    throw InputError("symmetry must be none, 180, 90 or near90");
  if (symmetry == 90 && N % 2)
    throw InputError(
        "90-degree symmetry needs an even side: the 2n pieces come in orbits of 4 (the centre "
        "alone is an orbit of 1), and 2n is not a multiple of 4 for odd n = " +
        std::to_string(N));
  if (symmetry == check::kNear90 && N % 2 == 0)
    throw InputError("the near90 class needs an odd side (for even n = " + std::to_string(N) +
                     " its boards are those of --symmetry 90 with empty diagonals): use --symmetry 90");
}

std::string PiecesPuzzle::describe() const {
  int givens = 0;
  for (int v : givens_.cells) givens += v != 0;
  const char* what = lines_ == PiecesLines::rows        ? "rows and columns"
                     : lines_ == PiecesLines::diagonals ? "rows, columns, diagonals"
                                                        : "all slopes";
  std::string s = "pieces " + std::to_string(n()) + "x" + std::to_string(n()) + " (no three in line: " + what + ")";
  if (symmetry_ == check::kNear90) s += ", near-90-degree symmetry";
  else if (symmetry_) s += ", " + std::to_string(symmetry_) + "-degree symmetry";
  return s + ", " + std::to_string(givens) + " givens";
}

std::vector<int> PiecesPuzzle::orbit(int cell) const {
  const int N = n();
  std::vector<int> out{cell};
  if (symmetry_ == 0 || forced_empty(cell)) return out;
  int r = cell / N, c = cell % N;
  if (symmetry_ == check::kNear90 && r == c) {  // the main diagonal: pairs about the centre
    if (r != N - 1 - r) out.push_back((N - 1 - r) * N + (N - 1 - c));
    return out;
  }
  for (int k = 0; k < 3; ++k) {
    if (symmetry_ == 180) {
      r = N - 1 - r;
      c = N - 1 - c;
    } else {
      const int r2 = c, c2 = N - 1 - r;  // quarter turn
      r = r2;
      c = c2;
    }
    const int x = r * N + c;
    if (std::find(out.begin(), out.end(), x) == out.end()) out.push_back(x);
    if (symmetry_ == 180) break;
  }
  return out;
}

bool PiecesPuzzle::forced_empty(int cell) const {
  return symmetry_ == check::kNear90 && cell / n() + cell % n() == n() - 1;
}

std::vector<std::vector<int>> PiecesPuzzle::lines_of_three() const {
  const int N = n();
  std::vector<std::vector<int>> out;
  if (lines_ == PiecesLines::rows) return out;
  auto inside = [N](int r, int c) { return r >= 0 && r < N && c >= 0 && c < N; };
  // Primitive directions (dr, dc) with dr >= 1 and dc != 0; a line of 3 cells needs 2 steps.
  for (int dr = 1; 2 * dr <= N - 1; ++dr)
    for (int dc = -(N - 1) / 2; dc <= (N - 1) / 2; ++dc) {
      if (dc == 0 || std::gcd(dr, std::abs(dc)) != 1) continue;
      if (lines_ == PiecesLines::diagonals && dr != std::abs(dc)) continue;
      check_cnf_limits();  // O(N^2) per direction: the deadline and Ctrl-C hold while enumerating
      for (int r = 0; r < N; ++r)
        for (int c = 0; c < N; ++c) {
          if (inside(r - dr, c - dc)) continue;  // not the first cell of its line
          std::vector<int> cells;
          for (int rr = r, cc = c; inside(rr, cc); rr += dr, cc += dc) cells.push_back(rr * N + cc);
          if (cells.size() >= 3) out.push_back(std::move(cells));
        }
    }
  return out;
}

std::optional<std::string> PiecesPuzzle::check(const Grid& solution) const {
  const char* lines = lines_ == PiecesLines::rows ? "rows" : lines_ == PiecesLines::diagonals ? "diagonals" : "all";
  return check::pieces(givens_, lines, symmetry_, solution);
}

void PiecesPuzzle::print_grid(std::ostream& out, const Grid& g) const {
  for (int r = 0; r < g.rows; ++r) {
    std::string s;
    for (int c = 0; c < g.cols; ++c) s += g.at(r, c) == 1 ? 'X' : '.';
    out << s << '\n';
  }
}

std::string PiecesPuzzle::line(const Grid& g) const {
  std::string s;
  for (int v : g.cells) s += v == 1 ? 'X' : '.';
  return s;
}

namespace {

// Native search: row by row, two pieces per row, with column counters and a counter per
// cell of the lines through two placed pieces (a cell on such a line may not take a third).
// Givens and the symmetry force cells: a cell whose orbit has a member in an earlier row
// copies it.
class PiecesSearch {
 public:
  PiecesSearch(const PiecesPuzzle& p, int64_t limit, Deadline deadline, const ValuesSink& on_solution)
      : N(p.n()),
        lines_(p.lines()),
        givens_(p.givens()),
        limit_(limit),
        deadline_(deadline),
        on_solution_(on_solution),
        piece_(static_cast<size_t>(N) * N, 0),
        colcount_(N, 0),
        blocked_(static_cast<size_t>(N) * N, 0),
        orbits_(static_cast<size_t>(N) * N),
        empty_(static_cast<size_t>(N) * N) {
    for (int cell = 0; cell < N * N; ++cell) {
      orbits_[cell] = p.orbit(cell);
      empty_[cell] = p.forced_empty(cell);
    }
  }

  NativeResult run() {
    search(0);
    res_.complete = !stop_;  // stopped by the limit, the sink or the deadline: the count is a lower bound
    return res_;
  }

 private:
  const int N;
  const PiecesLines lines_;
  const Grid& givens_;
  const int64_t limit_;
  const Deadline deadline_;
  const ValuesSink& on_solution_;
  NativeResult res_;
  std::vector<int> piece_, colcount_, blocked_;
  std::vector<std::pair<int, int>> placed_;
  std::vector<std::vector<int>> orbits_;
  std::vector<char> empty_;  // cells the symmetry class leaves empty
  bool stop_ = false;
  int64_t nodes_ = 0;
  std::vector<int> marks_;  // cells whose blocked counter was raised, for undo

  // From a new piece at (r, c): the lines to earlier pieces, later rows only.
  void mark_lines(int r, int c) {
    for (auto [ar, ac] : placed_) {
      if (ar == r) continue;  // the same row: a row holds exactly 2 anyway
      int dr = r - ar, dc = c - ac;
      if (dc == 0) continue;  // a column: the column counter
      if (lines_ == PiecesLines::rows) continue;
      if (lines_ == PiecesLines::diagonals && dr != std::abs(dc)) continue;
      const int g = std::gcd(dr, std::abs(dc));
      dr /= g;
      dc /= g;
      for (int rr = r + dr, cc = c + dc; rr < N && cc >= 0 && cc < N; rr += dr, cc += dc) {
        ++blocked_[rr * N + cc];
        marks_.push_back(rr * N + cc);
      }
    }
  }

  // The columns of row r that may take a piece and those that must; false (a conflict)
  // when a cell must and may not.
  bool row_choices(int r, std::vector<int>& allowed, std::vector<int>& forced) const {
    for (int c = 0; c < N; ++c) {
      const int cell = r * N + c;
      bool free =
          !(colcount_[c] >= 2 || blocked_[cell] > 0 || givens_.cells[cell] == PiecesPuzzle::kNoPiece || empty_[cell]);
      bool must = givens_.cells[cell] == 1;
      for (int x : orbits_[cell]) {
        if (x / N >= r) continue;  // undecided yet (this row or later)
        if (piece_[x]) must = true;
        else free = false;
      }
      if (must && !free) return false;
      if (free) allowed.push_back(c);
      if (must) forced.push_back(c);
    }
    return true;
  }

  // Whether pieces at columns c1 and c2 of row r take every forced cell and agree with
  // their orbit partners within this row (180 degrees, middle row of an odd board).
  bool pair_fits(int r, int c1, int c2, const std::vector<int>& forced) const {
    bool ok = true;
    for (int f : forced) ok = ok && (f == c1 || f == c2);
    for (int c : {c1, c2})
      for (int x : orbits_[r * N + c])
        if (x / N == r && x % N != c1 && x % N != c2) ok = false;
    return ok;
  }

  void search(int r) {
    if (stop_) return;
    if ((++nodes_ & 255) == 0 && past(deadline_)) {
      stop_ = true;
      res_.timed_out = true;
      return;
    }
    if (r == N) {
      ++res_.count;
      if (!on_solution_(piece_) || (limit_ > 0 && res_.count >= limit_)) stop_ = true;
      return;
    }
    std::vector<int> allowed, forced;
    if (!row_choices(r, allowed, forced) || forced.size() > 2 || allowed.size() < 2) {
      ++res_.conflicts;
      return;
    }
    for (size_t i = 0; i < allowed.size() && !stop_; ++i)
      for (size_t j = i + 1; j < allowed.size() && !stop_; ++j) {
        const int c1 = allowed[i], c2 = allowed[j];
        if (!pair_fits(r, c1, c2, forced)) continue;
        ++res_.decisions;
        const size_t mark0 = marks_.size();
        for (int c : {c1, c2}) {
          mark_lines(r, c);
          piece_[r * N + c] = 1;
          ++colcount_[c];
          placed_.push_back({r, c});
        }
        search(r + 1);
        for (int c : {c2, c1}) {
          placed_.pop_back();
          --colcount_[c];
          piece_[r * N + c] = 0;
        }
        while (marks_.size() > mark0) {
          --blocked_[marks_.back()];
          marks_.pop_back();
        }
      }
  }
};

}  // namespace

NativeResult PiecesPuzzle::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                         const NativeOptions& opt) const {
  const bool free = std::all_of(givens_.cells.begin(), givens_.cells.end(), [](int v) { return v == 0; });
  if (limit == 1 && free && n() >= kLocalFrom) {
    // One board of a free grid: local search (pieces_local.hpp), incomplete; the tree search
    // below stays for the small boards (where a class may have none), givens and counts.
    return local_board(opt.seed ? opt.seed : 1, deadline, on_solution);
  }
  return PiecesSearch(*this, limit, deadline, on_solution).run();
}

Figure PiecesPuzzle::figure(const Grid& shown) const {
  Figure f;
  f.values = false;  // a piece or none, not a number
  for (int cell = 0; cell < shown.size(); ++cell) {
    const int given = givens().cells[static_cast<size_t>(cell)];
    if (shown.cells[static_cast<size_t>(cell)] == 1)
      f.marks.push_back({cell, given == 1 ? Mark::disc_given : Mark::disc_solved});
    else if (given == -1) f.marks.push_back({cell, Mark::dot});
  }
  if (lines_ == PiecesLines::rows) return f;  // rows and columns hold two by the rules: not drawn
  std::vector<int> pieces;
  for (int cell = 0; cell < shown.size(); ++cell)
    if (shown.cells[static_cast<size_t>(cell)] == 1) pieces.push_back(cell);
  const int N = n();
  auto on = [N](int r, int c) { return r >= 0 && r < N && c >= 0 && c < N; };
  std::set<std::pair<int, int>> seen;
  for (size_t i = 0; i < pieces.size(); ++i)
    for (size_t j = i + 1; j < pieces.size(); ++j) {
      const int r0 = pieces[i] / N, c0 = pieces[i] % N;
      int dr = pieces[j] / N - r0, dc = pieces[j] % N - c0;
      if (dr == 0 || dc == 0) continue;
      if (lines_ == PiecesLines::diagonals && std::abs(dr) != std::abs(dc)) continue;
      const int g = std::gcd(dr, dc);
      dr /= g, dc /= g;
      int r1 = r0, c1 = c0, r2 = r0, c2 = c0, points = 1;
      while (on(r1 - dr, c1 - dc)) r1 -= dr, c1 -= dc, ++points;
      while (on(r2 + dr, c2 + dc)) r2 += dr, c2 += dc, ++points;
      if (points < 3) continue;                            // a line of two cells cannot hold three
      if (seen.insert({r1 * N + c1, r2 * N + c2}).second)  // from cell centre to cell centre, with --show-lines
        f.segments.push_back({c1 + 0.5, r1 + 0.5, c2 + 0.5, r2 + 0.5, Line::guide, true});
    }
  return f;
}

}  // namespace gridsat
