#include "puzzles/pieces/pieces.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <numeric>
#include <ostream>
#include <set>

#include "base/errors.hpp"
#include "base/saturating.hpp"
#include "check/pieces.hpp"
#include "encoders/card.hpp"
#include "puzzles/pieces/pieces_local.hpp"

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
    : givens_(std::move(givens)), lines_(lines), symmetry_(symmetry) {
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

namespace {

// Writes clauses with duplicate literals merged and tautologies dropped: with symmetry
// several cells of a line share one variable, and the encoders see it more than once.
class MergingSink final : public ClauseSink {
 public:
  explicit MergingSink(Cnf& cnf) : cnf_(cnf) {}
  int fresh() override { return cnf_.fresh(); }
  void add(std::span<const int> clause) override {
    buf_.assign(clause.begin(), clause.end());
    std::sort(buf_.begin(), buf_.end(),
              [](int a, int b) { return std::abs(a) != std::abs(b) ? std::abs(a) < std::abs(b) : a < b; });
    buf_.erase(std::unique(buf_.begin(), buf_.end()), buf_.end());
    for (size_t i = 1; i < buf_.size(); ++i)
      if (buf_[i] == -buf_[i - 1]) return;  // x or not x: always true
    cnf_.add(buf_);
  }
  using ClauseSink::add;

 private:
  Cnf& cnf_;
  std::vector<int> buf_;
};

}  // namespace

// An estimate from the line lengths alone (no line is built): what the cardinality encoding
// writes for a line of each length (counted once per length), summed over the lines, shared
// by the orbit's cells under symmetry (an upper bound: identical constraints are written once).
std::optional<EncodingSize> PiecesPuzzle::estimate(const EncodeOptions& opt) const {
  const int64_t N = n();
  const CardEncoding card = kCardOption.of(opt.choices);
  // What the card encoding writes for one line of len cells, counted once per length.
  std::map<std::pair<int64_t, bool>, std::pair<int64_t, int64_t>> sizes;
  auto size_of = [&](int64_t len, bool exactly) {
    auto [it, fresh] = sizes.try_emplace({len, exactly});
    if (fresh) {
      CountingSink sink;
      std::vector<int> lits(static_cast<size_t>(len));
      for (int& l : lits) l = sink.fresh();
      sink.vars = 0;
      if (exactly) exactly_k(sink, lits, 2, card);
      else at_most_k(sink, lits, 2, card);
      it->second = {sink.vars, sink.clauses};
      const int64_t triples = len * (len - 1) * (len - 2) / 6;  // the encoder's choice for short lines
      if (!exactly && triples <= sink.clauses) it->second = {0, triples};
    }
    return it->second;
  };
  auto cost = [&](int64_t len) { return size_of(len, false).second; };
  EncodingSize e;
  e.vars = N * N;
  e.clauses = N * N;
  sat_add_to(e.clauses, 2 * N, size_of(N, true).second);
  if (lines_ != PiecesLines::rows)
    for (int64_t dr = 1; 2 * dr <= N - 1; ++dr)
      for (int64_t dc = -(N - 1) / 2; dc <= (N - 1) / 2; ++dc) {
        if (dc == 0 || std::gcd(dr, std::abs(dc)) != 1) continue;
        if (lines_ == PiecesLines::diagonals && dr != std::abs(dc)) continue;
        const int64_t adc = std::abs(dc);
        // Lines start in the first dr rows or the first (or last) adc columns.
        for (int64_t r = 0; r < N; ++r)
          for (int64_t c = 0; c < N; ++c) {
            if (r - dr >= 0 && c - dc >= 0 && c - dc < N) continue;
            const int64_t steps = std::min((N - 1 - r) / dr, dc > 0 ? (N - 1 - c) / adc : c / adc);
            if (steps >= 2) {
              e.clauses = sat_add(e.clauses, cost(steps + 1));
              e.vars = sat_add(e.vars, size_of(steps + 1, false).first);
            }
          }
      }
  // near90: orbits of 4 off the diagonals, but the main diagonal's pairs keep lines through
  // them apart (measured: about n^2/4 variables and 1.15x the 90-degree clauses); 3 bounds it.
  const int64_t orbit = symmetry_ == 90 ? 4 : symmetry_ == check::kNear90 ? 3 : symmetry_ == 180 ? 2 : 1;
  e.clauses /= orbit;
  e.vars /= orbit;
  // With a symmetry, a line meeting an orbit twice also gets binary clauses (the orbit
  // excludes the others) where its counter loses two inputs: about 0.04% more at n = 52
  // with 90 degrees; 1% keeps the estimate an upper bound.
  if (orbit > 1) e.clauses = sat_add(e.clauses, e.clauses / 100 + N * N);
  return e;
}

namespace {

// A line of the board as orbit variables: (variable, how many of the line's cells its orbit
// holds), sorted by variable. Rotated copies of a line give the same sum.
using OrbitSum = std::vector<std::pair<int, int>>;

// Writes the orbit model's constraints, each distinct sum once.
class OrbitWriter {
 public:
  OrbitWriter(ClauseSink& sink, CardEncoding card) : sink_(sink), card_(card) {}

  // sum <= 2 (a line), or sum == 2 (a row or a column).
  void add(OrbitSum sum, bool exactly) {
    std::sort(sum.begin(), sum.end());
    OrbitSum key = sum;
    key.emplace_back(0, exactly);
    if (!seen_.insert(std::move(key)).second) return;
    std::vector<int> singles, doubles, lits;
    for (auto [v, m] : sum) {
      if (m >= 3) sink_.add({-v});  // three cells of one orbit on a line: the orbit stays empty
      else (m == 2 ? doubles : singles).push_back(v);
      for (int k = 0; k < std::min(m, 3); ++k) lits.push_back(v);
    }
    // An orbit twice on the line fills it: every other orbit of the line is empty.
    for (size_t i = 0; i < doubles.size(); ++i) {
      for (size_t j = i + 1; j < doubles.size(); ++j) sink_.add({-doubles[i], -doubles[j]});
      for (int x : singles) sink_.add({-doubles[i], -x});
    }
    if (exactly) {
      exactly_k(sink_, lits, 2, card_);  // few rows: the full multiset, doubles counted twice
      return;
    }
    if (singles.size() >= 3) at_most_k(sink_, singles, 2, choose(singles.size()));
  }

 private:
  // One clause per triple when that is no more clauses than the chosen counter.
  CardEncoding choose(size_t len) {
    if (card_ == CardEncoding::naive) return card_;
    auto [it, fresh] = naive_wins_.try_emplace(len, false);
    if (fresh) {
      CountingSink naive, counter;
      std::vector<int> lits(len);
      for (int& l : lits) l = naive.fresh();
      at_most_k(naive, lits, 2, CardEncoding::naive);
      at_most_k(counter, lits, 2, card_);
      it->second = naive.clauses <= counter.clauses;
    }
    return it->second ? CardEncoding::naive : card_;
  }

  ClauseSink& sink_;
  CardEncoding card_;
  std::set<OrbitSum> seen_;
  std::map<size_t, bool> naive_wins_;
};

}  // namespace

Encoding PiecesPuzzle::encode(const EncodeOptions& opt) const {
  const int N = n();
  Encoding enc;
  enc.one_hot = false;
  enc.base = Grid(N, N, 0);
  // One variable per orbit of the symmetry (per cell without symmetry), named after its
  // first cell; a cell the class leaves empty has its own variable, false.
  std::vector<int> var(static_cast<size_t>(N) * N, 0);
  for (int cell = 0; cell < N * N; ++cell) {
    if (var[cell]) continue;
    const int v = enc.cnf.fresh();
    for (int x : orbit(cell)) var[x] = v;
  }
  for (int cell = 0; cell < N * N; ++cell) enc.primary.push_back({var[cell], cell, 1});
  MergingSink sink(enc.cnf);
  for (int cell = 0; cell < N * N; ++cell) {
    if (forced_empty(cell)) sink.add({-var[cell]});
    if (givens_.cells[cell] == 1) sink.add({var[cell]});
    if (givens_.cells[cell] == kNoPiece) sink.add({-var[cell]});
  }
  if (opt.drop_groups) return enc;  // test hook: no rules at all, the checker must object
  OrbitWriter writer(sink, kCardOption.of(opt.choices));
  std::map<int, int> count;
  auto constrain = [&](const std::vector<int>& cells, bool exactly) {
    count.clear();
    for (int x : cells)
      if (!forced_empty(x)) ++count[var[x]];
    writer.add(OrbitSum(count.begin(), count.end()), exactly);
  };
  std::vector<int> row(N), col(N);
  for (int i = 0; i < N; ++i) {
    for (int k = 0; k < N; ++k) {
      row[k] = i * N + k;
      col[k] = k * N + i;
    }
    constrain(row, true);
    constrain(col, true);
  }
  for (const auto& l : lines_of_three()) constrain(l, false);
  return enc;
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
        budget_(limit, deadline, on_solution),
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
    return budget_.finish(res_);
  }

 private:
  const int N;
  const PiecesLines lines_;
  const Grid& givens_;
  SearchBudget budget_;
  NativeResult res_;
  std::vector<int> piece_, colcount_, blocked_;
  std::vector<std::pair<int, int>> placed_;
  std::vector<std::vector<int>> orbits_;
  std::vector<char> empty_;  // cells the symmetry class leaves empty
  std::vector<int> marks_;   // cells whose blocked counter was raised, for undo

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
    if (budget_.stopped() || budget_.tick()) return;
    if (r == N) {
      budget_.found(res_.count, piece_);
      return;
    }
    std::vector<int> allowed, forced;
    if (!row_choices(r, allowed, forced) || forced.size() > 2 || allowed.size() < 2) {
      ++res_.conflicts;
      return;
    }
    for (size_t i = 0; i < allowed.size() && !budget_.stopped(); ++i)
      for (size_t j = i + 1; j < allowed.size() && !budget_.stopped(); ++j) {
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
    PiecesLocalStats stats;
    const std::optional<std::vector<int>> board = pieces_local_search(*this, opt.seed ? opt.seed : 1, deadline, stats);
    return local_search_answer(board, stats.moves, stats.restarts, on_solution);
  }
  return PiecesSearch(*this, limit, deadline, on_solution).run();
}

Figure PiecesPuzzle::figure(const Grid& shown) const {
  Figure f;
  f.values = false;  // a piece or none, not a number
  for (int cell = 0; cell < shown.size(); ++cell) {
    const int given = givens().cells[static_cast<size_t>(cell)];
    if (shown.cells[static_cast<size_t>(cell)] == 1)
      f.marks.push_back({cell, given == 1 ? Mark::piece_given : Mark::piece_solved});
    else if (given == -1) f.marks.push_back({cell, Mark::no_piece});
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
