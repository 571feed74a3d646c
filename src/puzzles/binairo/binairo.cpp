#include "puzzles/binairo/binairo.hpp"

#include <algorithm>
#include <ostream>

#include "base/errors.hpp"
#include "check/binairo.hpp"
#include "encoders/card.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

Binairo::Binairo(Grid givens, bool unique)
    : Puzzle("binairo", std::move(givens), Symbols::from_zero), unique_(unique) {}

std::string Binairo::describe() const {
  int given = 0;
  for (int v : givens_.cells) given += v != 0;
  return "binairo " + std::to_string(cols()) + "x" + std::to_string(rows()) + (unique_ ? " (unique lines)" : "") +
         ", " + std::to_string(given) + " givens";
}

namespace {

// The lines of a grid: its rows, then its columns, each as cell indices in order.
std::vector<std::vector<int>> lines_of(int rows, int cols) {
  std::vector<std::vector<int>> out;
  for (int r = 0; r < rows; ++r) {
    out.emplace_back();
    for (int c = 0; c < cols; ++c) out.back().push_back(r * cols + c);
  }
  for (int c = 0; c < cols; ++c) {
    out.emplace_back();
    for (int r = 0; r < rows; ++r) out.back().push_back(r * cols + c);
  }
  return out;
}

// Two lines of equal length differ somewhere: a literal per position implying a difference.
void differ(ClauseSink& sink, const std::vector<int>& one, const std::vector<int>& a, const std::vector<int>& b) {
  std::vector<int> any;
  for (size_t k = 0; k < a.size(); ++k) {
    const int x = one[a[k]], y = one[b[k]];
    if (x == y) continue;  // the same literal or the same constant: never differ here
    const int d = sink.fresh();
    add_clause(sink, {-d, x, y});
    add_clause(sink, {-d, -x, -y});
    any.push_back(d);
  }
  add_clause(sink, any);
}

// Whether two rows or two columns of v (R x C, row-major) are equal.
bool equal_lines(const std::vector<int>& v, int R, int C) {
  for (int a = 0; a < R; ++a)
    for (int b = a + 1; b < R; ++b)
      if (std::equal(v.begin() + a * C, v.begin() + (a + 1) * C, v.begin() + b * C)) return true;
  for (int a = 0; a < C; ++a)
    for (int b = a + 1; b < C; ++b) {
      int r = 0;
      while (r < R && v[r * C + a] == v[r * C + b]) ++r;
      if (r == R) return true;
    }
  return false;
}

}  // namespace

namespace {

// A line's name in a step's text: "row 3", "column 5" (lines_of's index).
std::string line_name(int rows, int k) {
  return k < rows ? "row " + std::to_string(k + 1) : "column " + std::to_string(k - rows + 1);
}

}  // namespace

Encoding Binairo::encode(const EncodeOptions& opt) const {
  Encoding e;
  // The givens: fixed cells, or with givens_as_assumptions literals to assume (generate's
  // clue removal; explain keeps them fixed: facts, not steps).
  e.base = opt.givens_as_assumptions ? Grid(rows(), cols()) : givens_;
  const std::vector<int> one = binary_cells(e);
  e.givens_assumed = opt.givens_as_assumptions;
  if (opt.givens_as_assumptions)
    for (int i = 0; i < givens_.size(); ++i)
      if (givens_.cells[i]) e.given_literals.emplace_back(i, givens_.cells[i] == 2 ? one[i] : -one[i]);
  const auto lines = lines_of(rows(), cols());
  for (size_t l = 0; l < lines.size(); ++l) {
    const auto& line = lines[l];
    std::vector<int> lits;
    for (int c : line) lits.push_back(one[c]);
    {
      GroupScope g(e, opt, [&] {
        return RuleGroup{.kind = "balance", .label = line_name(rows(), static_cast<int>(l)), .cells = line};
      });
      exactly_k_lits(e.cnf, lits, static_cast<int>(lits.size()) / 2);
    }
    for (size_t k = 0; k + 2 < lits.size(); ++k) {
      GroupScope g(e, opt, [&] {
        const std::vector<int> three(line.begin() + static_cast<std::ptrdiff_t>(k),
                                     line.begin() + static_cast<std::ptrdiff_t>(k + 3));
        return RuleGroup{.kind = "triple", .label = cells_label(cols(), three), .cells = three};
      });
      add_clause(e.cnf, {lits[k], lits[k + 1], lits[k + 2]});
      add_clause(e.cnf, {-lits[k], -lits[k + 1], -lits[k + 2]});
    }
  }
  if (unique_) {
    const int R = rows(), C = cols();
    auto pair = [&](int a, int b) {
      GroupScope g(e, opt, [&] {
        std::vector<int> cells = lines[a];
        cells.insert(cells.end(), lines[b].begin(), lines[b].end());
        return RuleGroup{.kind = "unique", .label = (a < R ? "rows " : "columns ") + std::to_string(a < R ? a + 1 : a - R + 1) + " and " +
                                  std::to_string(a < R ? b + 1 : b - R + 1),
                         .cells = cells};
      });
      differ(e.cnf, one, lines[a], lines[b]);
    };
    for (int r = 0; r < R; ++r)
      for (int s = r + 1; s < R; ++s) pair(r, s);
    for (int c = 0; c < C; ++c)
      for (int d = c + 1; d < C; ++d) pair(R + c, R + d);
  }
  return e;
}

std::optional<EncodingSize> Binairo::estimate(const EncodeOptions&) const {
  EncodingSize s;
  const int64_t R = rows(), C = cols(), cells = R * C;
  s.vars = 2 * cells + cells * (R + C) / 2;
  s.clauses = 2 * cells + 4 * cells + 2 * cells * (R + C);
  if (unique_) {
    s.vars += R * R * C / 2 + C * C * R / 2;
    s.clauses += R * R * C + C * C * R + R * R + C * C;
  }
  return s;
}

Csp Binairo::to_csp() const {
  Csp csp = binary_csp(givens_);
  for (const auto& line : lines_of(rows(), cols())) {
    const int half = static_cast<int>(line.size()) / 2;
    csp.relations.push_back({line, [half](std::span<const int> prefix) {
                               int count[3] = {0, 0, 0};
                               for (size_t k = 0; k < prefix.size(); ++k) {
                                 if (++count[prefix[k]] > half) return false;
                                 if (k >= 2 && prefix[k] == prefix[k - 1] && prefix[k] == prefix[k - 2]) return false;
                               }
                               return true;
                             }});
  }
  return csp;
}

NativeResult Binairo::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                    const NativeOptions& opt) const {
  if (!unique_) return Puzzle::search_native(limit, deadline, on_solution, opt);
  const int R = rows(), C = cols();
  return search_filtered(to_csp(), limit, deadline, on_solution, opt,
                         [&](const std::vector<int>& v) { return !equal_lines(v, R, C); });
}

int Binairo::clue_count() const {
  return static_cast<int>(std::count_if(givens_.cells.begin(), givens_.cells.end(), [](int v) { return v != 0; }));
}

std::unique_ptr<Puzzle> Binairo::with_clues(const std::vector<bool>& keep) const {
  Grid g = givens_;
  for (int i = 0, clue = 0; i < g.size(); ++i)
    if (g.cells[i] && !keep.at(static_cast<size_t>(clue++))) g.cells[i] = 0;
  return std::make_unique<Binairo>(std::move(g), unique_);
}

std::unique_ptr<Puzzle> binairo_layout(int n, const ReadOptions&, uint64_t) {
  if (n % 2) throw InputError("a binairo's side is even, not " + std::to_string(n));
  return std::make_unique<Binairo>(Grid(n, n), false);
}

std::unique_ptr<Puzzle> binairo_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  return std::make_unique<Binairo>(full, dynamic_cast<const Binairo&>(blank).unique());
}

std::optional<std::string> Binairo::check(const Grid& solution) const {
  return check::binairo(givens_, unique_, solution);
}

void Binairo::print_grid(std::ostream& out, const Grid& g) const {
  for (int r = 0; r < rows(); ++r) {
    for (int c = 0; c < cols(); ++c) out << (g.at(r, c) ? static_cast<char>('0' + g.at(r, c) - 1) : '.');
    out << '\n';
  }
}

std::string binairo_sgt_id(const Grid& g, bool unique) {
  std::string s = std::to_string(g.cols) + "x" + std::to_string(g.rows) + (unique ? "u" : "") + ":";
  int run = 0;
  for (int i = 0; i <= g.size(); ++i) {
    const int v = i < g.size() ? g.cells[i] : 1;  // past the end: a 0 that places nothing
    if (v == 0) {
      ++run;
      continue;
    }
    for (; run > 24; run -= 25) s += v == 2 ? 'Z' : 'z';
    s += static_cast<char>((v == 2 ? 'A' : 'a') + run);
    run = 0;
  }
  return s;
}

std::string Binairo::line(const Grid& g) const { return binairo_sgt_id(g, unique_); }

Figure Binairo::figure(const Grid&) const {
  Figure f;
  f.largest = 1;
  return f;
}

}  // namespace gridsat
