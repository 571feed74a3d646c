// Hitori's encoding: per cell a primary variable "shaded" (value 2) and its negation
// "unshaded" (value 1, also primary, so that each cell has exactly one true primary variable);
// two cells of a row or column with the same number are not both unshaded; two orthogonal
// neighbours are not both shaded; the unshaded cells are connected (encoders/connected.hpp:
// the grid's cells as nodes, active when unshaded, every pair of neighbours an edge).
#include "puzzles/hitori/hitori.hpp"

#include <algorithm>
#include <ostream>

#include "base/saturating.hpp"
#include "check/hitori.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"

namespace gridsat {

Hitori::Hitori(int rows, int cols, std::vector<int> numbers, HitoriForm form)
    : Puzzle("hitori", Grid(rows, cols), Symbols::from_zero), numbers_(std::move(numbers)), form_(form) {}

std::string Hitori::describe() const { return "hitori " + std::to_string(cols()) + "x" + std::to_string(rows()); }

namespace {

// The pairs of cells of one row or column holding the same number (one of each must be shaded).
std::vector<std::pair<int, int>> same_number_pairs(const Hitori& h) {
  std::vector<std::pair<int, int>> pairs;
  const int R = h.rows(), C = h.cols();
  const auto& num = h.numbers();
  for (int a = 0; a < R * C; ++a) {
    if (!num[a]) continue;
    for (int c = a % C + 1; c < C; ++c)
      if (num[a / C * C + c] == num[a]) pairs.push_back({a, a / C * C + c});
    for (int r = a / C + 1; r < R; ++r)
      if (num[r * C + a % C] == num[a]) pairs.push_back({a, r * C + a % C});
  }
  return pairs;
}

}  // namespace

Encoding Hitori::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), n = R * C;
  Encoding e;
  e.base = Grid(R, C);
  std::vector<int> shaded(n), white(n);
  for (int i = 0; i < n; ++i) {
    shaded[i] = e.cnf.fresh();
    white[i] = e.cnf.fresh();
    e.primary.push_back({white[i], i, 1});
    e.primary.push_back({shaded[i], i, 2});
    add_clause(e.cnf, {shaded[i], white[i]});
    add_clause(e.cnf, {-shaded[i], -white[i]});
  }
  if (opt.drop_groups) return e;
  for (auto [a, b] : same_number_pairs(*this)) add_clause(e.cnf, {shaded[a], shaded[b]});
  NodeGraph g;
  g.active = white;
  for (int i = 0; i < n; ++i) {
    if (i % C + 1 < C) {
      add_clause(e.cnf, {-shaded[i], -shaded[i + 1]});
      g.edges.push_back({i, i + 1, 0});
    }
    if (i + C < n) {
      add_clause(e.cnf, {-shaded[i], -shaded[i + C]});
      g.edges.push_back({i, i + C, 0});
    }
  }
  connected(e.cnf, e.lazy, g, opt.connectivity.value_or(Connectivity::lazy));
  return e;
}

std::optional<EncodingSize> Hitori::estimate(const EncodeOptions&) const {
  // Two variables and two clauses per cell, a clause per pair and per adjacency; the spanning
  // tree (eager) about 2 log2(n) + 8 variables and clauses per cell and edge.
  const int64_t n = static_cast<int64_t>(rows()) * cols();
  int64_t bits = 1;
  while ((int64_t{1} << bits) < n) ++bits;
  EncodingSize s;
  s.vars = sat_mul(n, 2 + 3 * bits + 8);
  s.clauses = sat_add(sat_mul(n, 4 + 6 * (2 * bits + 8)), static_cast<int64_t>(same_number_pairs(*this).size()));
  return s;
}

std::optional<std::string> Hitori::check(const Grid& solution) const {
  return check::hitori(rows(), cols(), numbers_, solution);
}

void Hitori::print_grid(std::ostream& out, const Grid& g) const {
  const int R = rows(), C = cols();
  int width = 1;
  for (int v : numbers_) width = std::max(width, static_cast<int>(std::to_string(v).size()) + 1);
  for (int r = 0; r < R; ++r) {
    std::string line;
    for (int c = 0; c < C; ++c) {
      const int i = r * C + c;
      std::string tok = numbers_[i] ? std::to_string(numbers_[i]) : ".";
      if (g.cells[i] == 2) tok += '#';
      if (c) line += ' ';
      line += std::string(static_cast<size_t>(width) - std::min<size_t>(width, tok.size()), ' ') + tok;
    }
    out << line << '\n';
  }
}

namespace {

char sgt_char(int v) {
  return v < 10   ? static_cast<char>('0' + v)
         : v < 36 ? static_cast<char>('a' + v - 10)
                  : static_cast<char>('A' + v - 36);
}

}  // namespace

std::string hitori_sgt_id(int rows, int cols, const std::vector<int>& numbers) {
  std::string s = std::to_string(cols) + "x" + std::to_string(rows) + ":";
  for (int v : numbers) s += sgt_char(v);
  return s;
}

std::string Hitori::line(const Grid& g) const {
  const bool all = std::all_of(numbers_.begin(), numbers_.end(), [](int v) { return v != 0 && v < 62; });
  std::string s = form_ == HitoriForm::puzzlink || !all ? hitori_puzzlink_url(rows(), cols(), numbers_)
                                                        : hitori_sgt_id(rows(), cols(), numbers_);
  if (std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 0; })) return s;
  s += ' ';
  for (int i = 0; i < rows() * cols(); ++i) {
    if (i && i % cols() == 0) s += '/';
    s += g.cells[i] == 2 ? '1' : '0';
  }
  return s;
}

Figure Hitori::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.largest = std::max(rows(), cols());
  for (int i = 0; i < rows() * cols(); ++i) {
    if (shown.cells[i] == 2) f.fills.push_back({i, 0.6});
    if (numbers_[i]) f.texts.push_back({i % cols() + 0.5, i / cols() + 0.5, std::to_string(numbers_[i]), Ink::clue});
  }
  return f;
}

}  // namespace gridsat
