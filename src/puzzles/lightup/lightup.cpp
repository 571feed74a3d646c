#include "puzzles/lightup/lightup.hpp"

#include <algorithm>
#include <ostream>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "check/lightup.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

LightUp::LightUp(int rows, int cols, std::vector<int> board, const std::vector<int>& bulbs, LightUpForm form)
    : Puzzle("lightup", Grid(rows, cols), Symbols::from_zero), board_(std::move(board)), form_(form) {
  for (int i = 0; i < rows * cols; ++i)
    if (board_[i] != kWhite) givens_.cells[i] = 1;
  for (int b : bulbs) givens_.cells[b] = 2;
  row_run_.assign(board_.size(), -1);
  col_run_.assign(board_.size(), -1);
  // Row runs, then column runs.
  for (int pass = 0; pass < 2; ++pass) {
    const int outer = pass == 0 ? rows : cols, inner = pass == 0 ? cols : rows;
    auto& run_of = pass == 0 ? row_run_ : col_run_;
    for (int a = 0; a < outer; ++a) {
      bool open = false;
      for (int b = 0; b < inner; ++b) {
        const int cell = pass == 0 ? a * cols + b : b * cols + a;
        if (board_[cell] != kWhite) {
          open = false;
          continue;
        }
        if (!open) runs_.emplace_back();
        open = true;
        runs_.back().push_back(cell);
        run_of[cell] = static_cast<int>(runs_.size()) - 1;
      }
    }
  }
}

std::string LightUp::describe() const {
  int black = 0, numbers = 0;
  for (int v : board_) black += v != kWhite, numbers += v >= 0 && v <= 4;
  return "lightup " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(black) +
         " black cells (" + std::to_string(numbers) + " numbered)";
}

Encoding LightUp::encode(const EncodeOptions& opt) const {
  Encoding e;
  e.base = givens_;
  const std::vector<int> bulb = binary_cells(e);
  const Amo amo = opt.amo.value_or(Amo::sequential);
  for (const auto& run : runs_) {
    std::vector<int> lits;
    for (int c : run) lits.push_back(bulb[c]);
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "sight", .label = cells_label(cols(), run), .cells = run}; });
    at_most_one_lits(e.cnf, lits, amo);
  }
  for (int i = 0, clue = 0; i < givens_.size(); ++i) {
    if (board_[i] == kWhite) {  // lit: a bulb in its row run or its column run
      GroupScope g(e, opt, [&] { return RuleGroup{.kind = "lit", .label = cells_label(cols(), {i}), .cells = {i}}; });
      std::vector<int> lits;
      for (int c : runs_[row_run_[i]]) lits.push_back(bulb[c]);
      for (int c : runs_[col_run_[i]])
        if (c != i) lits.push_back(bulb[c]);
      add_clause(e.cnf, lits);
    } else if (board_[i] <= 4) {
      std::vector<int> lits;
      const std::vector<int> near = orthogonal_neighbours(rows(), cols(), i);
      for (int n : near) lits.push_back(bulb[n]);
      GroupScope g(e, opt, [&] {  // the clue's own cell (count --explain names it; deduce reads the clauses)
        return RuleGroup{.kind = "number",
                         .label = std::to_string(board_[i]) + " at " + cells_label(cols(), {i}),
                         .cells = {i},
                         .clue = true,
                         .clue_index = clue};
      });
      ++clue;
      exactly_k_lits(e.cnf, lits, board_[i]);
    }
  }
  return e;
}

std::optional<EncodingSize> LightUp::estimate(const EncodeOptions&) const {
  EncodingSize s;
  const int64_t cells = givens_.size();
  s.vars = 2 * cells;
  for (const auto& run : runs_)
    s.vars += static_cast<int64_t>(run.size()), s.clauses += 3 * static_cast<int64_t>(run.size());
  s.clauses += 3 * cells + 16 * cells;
  return s;
}

Csp LightUp::to_csp() const {
  Csp csp = binary_csp(givens_);
  for (int i = 0; i < givens_.size(); ++i) {
    if (board_[i] == kWhite) {
      // Its row run, then its column run without it: at most one bulb in each, one at least.
      std::vector<int> vars = runs_[row_run_[i]];
      const int split = static_cast<int>(vars.size());
      for (int c : runs_[col_run_[i]])
        if (c != i) vars.push_back(c);
      const int own = static_cast<int>(std::find(vars.begin(), vars.end(), i) - vars.begin());
      const int total = static_cast<int>(vars.size());
      csp.relations.push_back({vars, [split, own, total](std::span<const int> prefix) {
                                 int row = 0, col = 0;
                                 for (int k = 0; k < static_cast<int>(prefix.size()); ++k)
                                   if (prefix[k] == 2) (k < split ? row : col) += 1;
                                 // The cell itself is in both runs.
                                 const bool self = own < static_cast<int>(prefix.size()) && prefix[own] == 2;
                                 if (row > 1 || col + self > 1) return false;
                                 return static_cast<int>(prefix.size()) < total || row + col > 0;
                               }});
    } else if (board_[i] <= 4) {
      const int k = board_[i];
      std::vector<int> vars;
      for (int n : orthogonal_neighbours(rows(), cols(), i))
        if (board_[n] == kWhite) vars.push_back(n);
      const int size = static_cast<int>(vars.size());
      csp.relations.push_back({vars, [k, size](std::span<const int> prefix) {
                                 const int on = static_cast<int>(std::count(prefix.begin(), prefix.end(), 2));
                                 return on <= k && on + size - static_cast<int>(prefix.size()) >= k;
                               }});
    }
  }
  return csp;
}

std::optional<std::string> LightUp::check(const Grid& solution) const {
  return check::lightup(board_, givens_, solution);
}

namespace {

char cell_char(int board, int value) {
  if (board == LightUp::kWhite) return value == 2 ? '*' : '.';
  return board == LightUp::kBlack ? 'X' : static_cast<char>('0' + board);
}

}  // namespace

void LightUp::print_grid(std::ostream& out, const Grid& g) const {
  for (int r = 0; r < rows(); ++r) {
    for (int c = 0; c < cols(); ++c) out << cell_char(board_[r * cols() + c], g.at(r, c));
    out << '\n';
  }
}

std::string lightup_sgt_id(int rows, int cols, const std::vector<int>& board) {
  std::string s = std::to_string(cols) + "x" + std::to_string(rows) + ":";
  int run = 0;
  auto flush = [&] {
    if (run) s += static_cast<char>('a' + run - 1);
    run = 0;
  };
  for (int v : board) {
    if (v == LightUp::kWhite) {
      if (++run == 26) flush();
      continue;
    }
    flush();
    s += v == LightUp::kBlack ? 'B' : static_cast<char>('0' + v);
  }
  flush();
  return s;
}

std::string LightUp::line(const Grid& g) const {
  bool bulbs = false;
  for (int v : g.cells) bulbs = bulbs || v == 2;
  if (!bulbs) {
    return form_ == LightUpForm::puzzlink ? lightup_puzzlink_url(rows(), cols(), board_)
                                          : lightup_sgt_id(rows(), cols(), board_);
  }
  std::string s;
  for (int r = 0; r < rows(); ++r) {
    if (r) s += '/';
    for (int c = 0; c < cols(); ++c) s += cell_char(board_[r * cols() + c], g.at(r, c));
  }
  return s;
}

Figure LightUp::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  for (int i = 0; i < givens_.size(); ++i) {
    const int r = i / cols(), c = i % cols();
    if (board_[i] != kWhite) {
      f.fills.push_back({i, 1.0});
      if (board_[i] <= 4) f.texts.push_back({c + 0.5, r + 0.5, std::to_string(board_[i]), Ink::inverse});
    } else if (shown.cells[i] == 2) {
      f.marks.push_back({i, givens_.cells[i] == 2 ? Mark::disc_given : Mark::disc_solved});
    }
  }
  return f;
}

// ---- generate (Family::generate.layout and dress; the engine is src/generate/clues.cpp) ----

int LightUp::clue_count() const {
  return static_cast<int>(std::count_if(board_.begin(), board_.end(), [](int v) { return v >= 0 && v <= 4; }));
}

// The numbers not kept become plain black cells.
std::unique_ptr<Puzzle> LightUp::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> board = board_;
  size_t k = 0;
  for (int& v : board)
    if (v >= 0 && v <= 4 && !keep.at(k++)) v = kBlack;
  std::vector<int> bulbs;
  for (int i = 0; i < givens_.size(); ++i)
    if (givens_.cells[i] == 2) bulbs.push_back(i);
  return std::make_unique<LightUp>(rows(), cols(), std::move(board), bulbs, form_);
}

// Black cells unchanged by the quarter turn, a fifth of the grid (sgt-lightup's default
// parameters, b20s4: whole orbits in random order while they fit), none numbered.
std::unique_ptr<Puzzle> lightup_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 64) throw InputError("a generated Light Up has sides 2..64, not " + std::to_string(n));
  std::vector<std::vector<int>> orbits;
  std::vector<char> seen(static_cast<size_t>(n) * n, 0);
  for (int c = 0; c < n * n; ++c) {
    std::vector<int> orbit;
    for (int x = c; !seen[static_cast<size_t>(x)]; x = (x % n) * n + (n - 1 - x / n)) {
      seen[static_cast<size_t>(x)] = 1;
      orbit.push_back(x);
    }
    if (!orbit.empty()) orbits.push_back(std::move(orbit));
  }
  Rng rng(seed);
  rng.shuffle(orbits);
  std::vector<int> board(static_cast<size_t>(n) * n, LightUp::kWhite);
  int black = 0;
  for (const auto& orbit : orbits) {
    if (black + static_cast<int>(orbit.size()) > n * n / 5) continue;
    for (int c : orbit) board[static_cast<size_t>(c)] = LightUp::kBlack;
    black += static_cast<int>(orbit.size());
  }
  return std::make_unique<LightUp>(n, n, std::move(board), std::vector<int>{}, LightUpForm::sgt);
}

// Every black cell numbered with the bulbs next to it in `full`.
std::unique_ptr<Puzzle> lightup_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const LightUp&>(blank);
  std::vector<int> board = b.board();
  for (int i = 0; i < full.size(); ++i) {
    if (board[static_cast<size_t>(i)] == LightUp::kWhite) continue;
    int bulbs = 0;
    for (int m : orthogonal_neighbours(b.rows(), b.cols(), i)) bulbs += full.cells[static_cast<size_t>(m)] == 2;
    board[static_cast<size_t>(i)] = bulbs;
  }
  return std::make_unique<LightUp>(b.rows(), b.cols(), std::move(board), std::vector<int>{}, LightUpForm::sgt);
}

}  // namespace gridsat
