// Shakashaka's model, encoding, native relations and pictures (shakashaka.hpp says the rules).
#include "puzzles/shakashaka/shakashaka.hpp"

#include <algorithm>
#include <array>
#include <ostream>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "check/shakashaka.hpp"
#include "encoders/constants.hpp"
#include "encoders/table.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/rectangle_vertices.hpp"

namespace gridsat {

Shakashaka::Shakashaka(int rows, int cols, std::vector<int> board, ShakashakaForm form)
    : Puzzle("shakashaka", Grid(rows, cols), Symbols::from_zero), board_(std::move(board)), form_(form) {
  for (int i = 0; i < rows * cols; ++i)
    if (board_[static_cast<size_t>(i)] != kWhite) givens_.cells[i] = 1;
}

std::string Shakashaka::describe() const {
  int black = 0, numbers = 0;
  for (int v : board_) black += v != kWhite, numbers += v >= 0 && v <= 4;
  return "shakashaka " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(black) +
         " black cells (" + std::to_string(numbers) + " numbered)";
}

namespace {

// The cells around vertex (y, x) (0..rows, 0..cols): up-left, up-right, down-right, down-left;
// -1 off the board.
std::array<int, 4> vertex_cells(int rows, int cols, int y, int x) {
  const auto cell = [&](int r, int c) { return r < 0 || r >= rows || c < 0 || c >= cols ? -1 : r * cols + c; };
  return {cell(y - 1, x - 1), cell(y - 1, x), cell(y, x), cell(y, x - 1)};
}

}  // namespace

// Long: the one-hot cells, the half-corner literals and the vertex tables, the numbers; each
// under its group for explain.
Encoding Shakashaka::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), n = R * C;
  Encoding e;
  e.base = givens_;
  // value[i][v]: cell i holds v (0 nothing, 1..4 a triangle); kFalse for black cells.
  std::vector<std::array<int, 5>> value(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    auto& x = value[static_cast<size_t>(i)];
    if (board_[static_cast<size_t>(i)] != kWhite) {
      x.fill(kFalse);
      x[0] = kTrue;
      continue;
    }
    for (int v = 0; v < 5; ++v) {
      x[static_cast<size_t>(v)] = e.cnf.fresh();
      e.primary.push_back({x[static_cast<size_t>(v)], i, v + 1});
    }
    add_clause(e.cnf, std::span<const int>(x.data(), x.size()));
    for (int a = 0; a < 5; ++a)
      for (int b = a + 1; b < 5; ++b) add_clause(e.cnf, {-x[static_cast<size_t>(a)], -x[static_cast<size_t>(b)]});
  }
  if (opt.drop_groups) return e;
  // white[i][k]: half-corner k (as numbered around a vertex) of cell i is white.
  std::vector<std::array<int, 8>> white(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < 8; ++k) {
      int& w = white[static_cast<size_t>(i)][static_cast<size_t>(k)];
      if (board_[static_cast<size_t>(i)] != kWhite) {
        w = kFalse;
        continue;
      }
      w = e.cnf.fresh();
      for (int v = 0; v < 5; ++v) {
        const int x = value[static_cast<size_t>(i)][static_cast<size_t>(v)];
        add_clause(e.cnf, {-x, half_corner_white(v, k) ? w : -w});
      }
    }
  }
  const std::vector<uint32_t> patterns(vertex_patterns().begin(), vertex_patterns().end());
  for (int y = 0; y <= R; ++y) {
    for (int x = 0; x <= C; ++x) {
      const std::array<int, 4> around = vertex_cells(R, C, y, x);
      std::vector<int> lits, cells;
      for (int k = 0; k < 8; ++k) {
        const int cell = around[static_cast<size_t>(half_corner_cell(k))];
        lits.push_back(cell < 0 ? kFalse : white[static_cast<size_t>(cell)][static_cast<size_t>(k)]);
      }
      for (int cell : around)
        if (cell >= 0 && board_[static_cast<size_t>(cell)] == kWhite) cells.push_back(cell);
      if (cells.empty()) continue;
      std::sort(cells.begin(), cells.end());
      GroupScope g(e, opt, [&] {
        return RuleGroup{.kind = "vertex", .label = "corner r" + std::to_string(y) + "c" + std::to_string(x),
                         .cells = cells};
      });
      allowed_rows(e.cnf, lits, patterns);
    }
  }
  for (int i = 0, clue = 0; i < n; ++i) {
    const int num = board_[static_cast<size_t>(i)];
    if (num < 0 || num > 4) continue;
    std::vector<int> lits, cells{i};
    for (int m : orthogonal_neighbours(R, C, i)) {
      lits.push_back(-value[static_cast<size_t>(m)][0]);
      if (board_[static_cast<size_t>(m)] == kWhite) cells.push_back(m);
    }
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "number", .label = std::to_string(num) + " at " + cells_label(C, {i}), .cells = cells,
                       .clue = true, .clue_index = clue};
    });
    ++clue;
    exactly_k_lits(e.cnf, lits, num);
  }
  return e;
}

// The native search: the generic CSP engine, a relation per vertex (the four cells around it)
// and per number.
Csp Shakashaka::to_csp() const {
  const int R = rows(), C = cols();
  Csp csp;
  csp.num_vars = R * C;
  csp.max_value = 5;
  csp.fixed = givens_.cells;
  for (int y = 0; y <= R; ++y) {
    for (int x = 0; x <= C; ++x) {
      const std::array<int, 4> around = vertex_cells(R, C, y, x);
      std::vector<int> vars;
      std::array<int, 4> slot{-1, -1, -1, -1};  // around position -> index in vars (-1: black)
      for (int k = 0; k < 4; ++k) {
        const int cell = around[static_cast<size_t>(k)];
        if (cell >= 0 && board_[static_cast<size_t>(cell)] == kWhite)
          slot[static_cast<size_t>(k)] = static_cast<int>(vars.size()), vars.push_back(cell);
      }
      if (vars.empty()) continue;
      csp.relations.push_back({vars, [slot, size = vars.size()](std::span<const int> prefix) {
                                 if (prefix.size() < size) return true;
                                 std::array<int, 4> cells{};
                                 for (int k = 0; k < 4; ++k)
                                   cells[static_cast<size_t>(k)] =
                                       slot[static_cast<size_t>(k)] < 0
                                           ? kTriangleWall
                                           : prefix[static_cast<size_t>(slot[static_cast<size_t>(k)])] - 1;
                                 return vertex_allowed(cells);
                               }});
    }
  }
  for (int i = 0; i < R * C; ++i) {
    const int num = board_[static_cast<size_t>(i)];
    if (num < 0 || num > 4) continue;
    std::vector<int> vars;
    for (int m : orthogonal_neighbours(R, C, i))
      if (board_[static_cast<size_t>(m)] == kWhite) vars.push_back(m);
    const int size = static_cast<int>(vars.size());
    csp.relations.push_back({vars, [num, size](std::span<const int> prefix) {
                               const int on = static_cast<int>(std::count_if(prefix.begin(), prefix.end(), [](int v) { return v > 1; }));
                               return on <= num && on + size - static_cast<int>(prefix.size()) >= num;
                             }});
  }
  return csp;
}

std::optional<std::string> Shakashaka::check(const Grid& solution) const {
  return check::shakashaka(rows(), cols(), board_, solution);
}

namespace {

const char* const kTriangles[5] = {".", "◣", "◢", "◥", "◤"};

std::string cell_text(int board, int value) {
  if (board == Shakashaka::kWhite) return kTriangles[std::clamp(value - 1, 0, 4)];
  return board == Shakashaka::kBlack ? "X" : std::to_string(board);
}

}  // namespace

void Shakashaka::print_grid(std::ostream& out, const Grid& g) const {
  for (int r = 0; r < rows(); ++r) {
    for (int c = 0; c < cols(); ++c) {
      if (c) out << ' ';
      out << cell_text(board_[static_cast<size_t>(r * cols() + c)], g.at(r, c));
    }
    out << '\n';
  }
}

std::string Shakashaka::line(const Grid& g) const {
  std::string s = shakashaka_puzzlink_url(rows(), cols(), board_);
  if (std::none_of(g.cells.begin(), g.cells.end(), [](int v) { return v > 1; })) return s;
  s += ' ';
  for (int i = 0; i < rows() * cols(); ++i) {
    if (i && i % cols() == 0) s += '/';
    s += static_cast<char>('0' + std::max(0, g.cells[i] - 1));
  }
  return s;
}

Figure Shakashaka::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  for (int i = 0; i < rows() * cols(); ++i) {
    const double x = i % cols(), y = i / cols();
    const int b = board_[static_cast<size_t>(i)];
    if (b != kWhite) {
      f.fills.push_back({i, 1.0});
      if (b <= 4) f.texts.push_back({x + 0.5, y + 0.5, std::to_string(b), Ink::inverse});
      continue;
    }
    // A triangle as its outline: the right angle's corner and the two corners beside it.
    const int v = shown.cells[i];
    if (v < 2 || v > 5) continue;
    static const double corner[4][2] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};  // lower left, lower right, upper right, upper left
    const int a = v - 2;
    const double* p = corner[a];
    const double* q = corner[(a + 1) % 4];
    const double* o = corner[(a + 3) % 4];
    f.segments.push_back({x + p[0], y + p[1], x + q[0], y + q[1], Line::path});
    f.segments.push_back({x + p[0], y + p[1], x + o[0], y + o[1], Line::path});
    f.segments.push_back({x + q[0], y + q[1], x + o[0], y + o[1], Line::path});
  }
  return f;
}

int Shakashaka::clue_count() const {
  return static_cast<int>(std::count_if(board_.begin(), board_.end(), [](int v) { return v >= 0 && v <= 4; }));
}

std::unique_ptr<Puzzle> Shakashaka::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> board = board_;
  size_t k = 0;
  for (int& v : board)
    if (v >= 0 && v <= 4 && !keep.at(k++)) v = kBlack;
  return std::make_unique<Shakashaka>(rows(), cols(), std::move(board), form_);
}

// A fifth of the cells black, at random, none numbered: its native search draws a filling (or
// finds none: generate tries another layout).
std::unique_ptr<Puzzle> shakashaka_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 3 || n > 30) throw InputError("a generated Shakashaka has sides 3..30, not " + std::to_string(n));
  Rng rng(seed);
  std::vector<int> board(static_cast<size_t>(n) * n, Shakashaka::kWhite);
  for (int& v : board)
    if (rng.below(5) == 0) v = Shakashaka::kBlack;
  return std::make_unique<Shakashaka>(n, n, std::move(board), ShakashakaForm::puzzlink);
}

// Every black cell numbered with the triangles beside it in `full`.
std::unique_ptr<Puzzle> shakashaka_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const Shakashaka&>(blank);
  std::vector<int> board = b.board();
  for (int i = 0; i < full.size(); ++i) {
    if (board[static_cast<size_t>(i)] == Shakashaka::kWhite) continue;
    int triangles = 0;
    for (int m : orthogonal_neighbours(b.rows(), b.cols(), i)) triangles += full.cells[static_cast<size_t>(m)] > 1;
    board[static_cast<size_t>(i)] = triangles;
  }
  return std::make_unique<Shakashaka>(b.rows(), b.cols(), std::move(board), ShakashakaForm::puzzlink);
}

}  // namespace gridsat
