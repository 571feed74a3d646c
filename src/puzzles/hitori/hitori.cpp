// Hitori's encoding: per cell a primary variable "shaded" (value 2) and its negation
// "unshaded" (value 1, also primary, so that each cell has exactly one true primary variable);
// two cells of a row or column with the same number are not both unshaded; two orthogonal
// neighbours are not both shaded; the unshaded cells are connected (encoders/connected.hpp:
// the grid's cells as nodes, active when unshaded, every pair of neighbours an edge).
#include "puzzles/hitori/hitori.hpp"

#include <algorithm>
#include <map>
#include <ostream>
#include <random>

#include "base/saturating.hpp"
#include "check/hitori.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

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

// Per row, then per column, per number it holds more than once: ("2s in row 3", the cells).
std::vector<std::pair<std::string, std::vector<int>>> repeated_numbers(const Hitori& h) {
  std::vector<std::pair<std::string, std::vector<int>>> out;
  const int R = h.rows(), C = h.cols();
  for (int pass = 0; pass < 2; ++pass) {
    const int lines = pass == 0 ? R : C, len = pass == 0 ? C : R;
    for (int a = 0; a < lines; ++a) {
      std::map<int, std::vector<int>> of;
      for (int b = 0; b < len; ++b) {
        const int cell = pass == 0 ? a * C + b : b * C + a;
        if (h.numbers()[cell]) of[h.numbers()[cell]].push_back(cell);
      }
      for (auto& [v, cells] : of)
        if (cells.size() > 1)
          out.push_back({std::to_string(v) + "s in " + (pass == 0 ? "row " : "column ") + std::to_string(a + 1),
                         std::move(cells)});
    }
  }
  return out;
}

// explain's groups (EncodeOptions::groups): per row and column, per number it holds twice or
// more, at most one of those cells unshaded ("repeat"); per cell, a shaded cell's neighbours
// unshaded ("adjacent": each pair twice, once from each end) and an unshaded cell's way out, an
// unshaded neighbour ("isolation": what connectivity says of one cell, on a grid of two rows and
// two columns or more, where a solution has two unshaded cells or more: the local rule sgt's
// easy solver knows without the whole connectivity).
void grouped_rules(const Hitori& h, Encoding& e, const EncodeOptions& opt, const std::vector<int>& shaded) {
  if (h.rows() >= 2 && h.cols() >= 2)
    for (int i = 0; i < h.rows() * h.cols(); ++i) {
      const std::vector<int> near = orthogonal_neighbours(h.rows(), h.cols(), i);
      std::vector<int> cells = near;
      cells.insert(cells.begin(), i);
      GroupScope gs(e, opt, [&] {
        return RuleGroup{.kind = "isolation", .label = "way out of " + cells_label(h.cols(), {i}), .cells = cells};
      });
      std::vector<int> clause{shaded[i]};
      for (int m : near) clause.push_back(-shaded[m]);
      add_clause(e.cnf, clause);
    }
  for (const auto& repeat : repeated_numbers(h)) {
    const auto& [label, cells] = repeat;
    GroupScope gs(e, opt, [&] { return RuleGroup{.kind = "repeat", .label = repeat.first, .cells = repeat.second}; });
    for (size_t a = 0; a < cells.size(); ++a)
      for (size_t b = a + 1; b < cells.size(); ++b) add_clause(e.cnf, {shaded[cells[a]], shaded[cells[b]]});
  }
  for (int i = 0; i < h.rows() * h.cols(); ++i) {
    const std::vector<int> near = orthogonal_neighbours(h.rows(), h.cols(), i);
    std::vector<int> cells = near;
    cells.insert(cells.begin(), i);
    GroupScope gs(e, opt, [&] {
      return RuleGroup{.kind = "adjacent", .label = "beside " + cells_label(h.cols(), {i}), .cells = cells};
    });
    for (int m : near) add_clause(e.cnf, {-shaded[i], -shaded[m]});
  }
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
  NodeGraph g;
  g.active = white;
  for (int i = 0; i < n; ++i) {
    if (i % C + 1 < C) g.edges.push_back({i, i + 1, 0});
    if (i + C < n) g.edges.push_back({i, i + C, 0});
  }
  if (opt.groups) {
    grouped_rules(*this, e, opt, shaded);
  } else {
    for (auto [a, b] : same_number_pairs(*this)) add_clause(e.cnf, {shaded[a], shaded[b]});
    for (const auto& [a, b, k] : g.edges) add_clause(e.cnf, {-shaded[a], -shaded[b]});
  }
  std::vector<int> all(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) all[static_cast<size_t>(i)] = i;
  GroupScope gs(e, opt, [&] { return RuleGroup{.kind = "connected", .label = "unshaded cells", .cells = all}; });
  connected(e.cnf, e.lazy, g, opt.connectivity.value_or(Connectivity::lazy));
  for (int i = 0; dominated_ && i < n; ++i) {
    std::vector<int> clause{shaded[i]};
    for (const auto& [a, b, k] : g.edges)
      if (a == i || b == i) clause.push_back(shaded[a == i ? b : a]);
    add_clause(e.cnf, clause);
  }
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

std::unique_ptr<Puzzle> hitori_layout(int n, const ReadOptions&, uint64_t) {
  if (n < 2 || n > 61) throw InputError("a generated Hitori has sides 2..61, not " + std::to_string(n));
  auto blank = std::make_unique<Hitori>(n, n, std::vector<int>(static_cast<size_t>(n) * n, 0), HitoriForm::sgt);
  blank->dominate();
  return blank;
}

std::unique_ptr<Puzzle> hitori_dress(const Puzzle& blank, const Grid& full, uint64_t seed) {
  const int R = blank.rows(), C = blank.cols(), n = std::max(R, C);
  std::mt19937_64 rng(seed);
  std::vector<int> row(static_cast<size_t>(n)), col(static_cast<size_t>(n)), sym(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) row[static_cast<size_t>(i)] = col[static_cast<size_t>(i)] = sym[static_cast<size_t>(i)] = i;
  std::shuffle(row.begin(), row.end(), rng);
  std::shuffle(col.begin(), col.end(), rng);
  std::shuffle(sym.begin(), sym.end(), rng);
  std::vector<int> numbers(static_cast<size_t>(R) * C);
  for (int i = 0; i < R * C; ++i)  // the cyclic Latin square, its rows, columns and symbols permuted
    numbers[static_cast<size_t>(i)] =
        sym[static_cast<size_t>((row[static_cast<size_t>(i / C)] + col[static_cast<size_t>(i % C)]) % n)] + 1;
  for (int i = 0; i < R * C; ++i) {
    if (full.cells[static_cast<size_t>(i)] != 2) continue;
    std::vector<int> seen;  // the unshaded cells of its row and column
    for (int k = 0; k < C; ++k)
      if (full.cells[static_cast<size_t>(i / C * C + k)] != 2) seen.push_back(i / C * C + k);
    for (int k = 0; k < R; ++k)
      if (full.cells[static_cast<size_t>(k * C + i % C)] != 2) seen.push_back(k * C + i % C);
    if (!seen.empty()) numbers[static_cast<size_t>(i)] = numbers[static_cast<size_t>(seen[rng() % seen.size()])];
  }
  return std::make_unique<Hitori>(R, C, std::move(numbers), HitoriForm::sgt);
}

std::unique_ptr<Puzzle> Hitori::with_clues(const std::vector<bool>&) const {
  return std::make_unique<Hitori>(rows(), cols(), numbers_, form_);
}

std::unique_ptr<Puzzle> hitori_repair(const Puzzle& dressed, const Grid& full, const Grid& other, uint64_t seed) {
  const auto& h = dynamic_cast<const Hitori&>(dressed);
  const int R = h.rows(), C = h.cols();
  const auto shaded = [](const Grid& g, int i) { return g.cells[static_cast<size_t>(i)] == 2; };
  // A cell shaded in `full` and not in `other` takes the number of a cell of its row or column
  // unshaded in both: `other` then repeats that number, `full` still hides it.
  std::vector<std::pair<int, int>> moves;
  for (int i = 0; i < R * C; ++i) {
    if (!shaded(full, i) || shaded(other, i)) continue;
    for (int k = 0; k < R * C; ++k)
      if (k != i && (k / C == i / C || k % C == i % C) && !shaded(full, k) && !shaded(other, k) &&
          h.numbers()[static_cast<size_t>(k)] != h.numbers()[static_cast<size_t>(i)])
        moves.emplace_back(i, k);
  }
  // None when `other` shades every cell `full` does: it only shades more, and a number changed
  // cannot tell the two apart (a repeat among its unshaded cells repeats among full's).
  if (moves.empty()) return nullptr;
  const auto [cell, from] = moves[static_cast<size_t>(seed % moves.size())];
  std::vector<int> numbers = h.numbers();
  numbers[static_cast<size_t>(cell)] = numbers[static_cast<size_t>(from)];
  return std::make_unique<Hitori>(R, C, std::move(numbers), HitoriForm::sgt);
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
