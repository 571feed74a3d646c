#include "puzzles/magnets/magnets.hpp"

#include <algorithm>
#include <ostream>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "check/magnets.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/polarity.hpp"

namespace gridsat {

Magnets::Magnets(int rows, int cols, std::vector<int> partner, std::vector<int> counts, Grid givens, MagnetsForm form)
    : Puzzle("magnets", std::move(givens)), partner_(std::move(partner)), counts_(std::move(counts)), form_(form) {
  (void)rows, (void)cols;
  for (size_t i = 0; i < partner_.size(); ++i)
    if (partner_[i] < 0) givens_.cells[i] = 1;  // in no domino: never a pole
}

std::vector<int> Magnets::line_of(int i) const {
  const int R = rows(), C = cols();
  const int k = i % (R + C);
  std::vector<int> out;
  if (k < C)
    for (int r = 0; r < R; ++r) out.push_back(r * C + k);
  else
    for (int c = 0; c < C; ++c) out.push_back((k - C) * C + c);
  return out;
}

// Thick borders round the plates, a neutral plate light grey, a cell in none darker; the poles
// as + and -; the + counts above and left of the grid, the - counts below and right (as sgt).
Figure Magnets::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.margin_top = f.margin_right = f.margin_bottom = f.margin_left = 1;
  const int R = rows(), C = cols();
  const std::string pole[] = {"", "", "+", "\u2212"};
  for (int i = 0; i < R * C; ++i) {
    const int v = shown.cells[static_cast<size_t>(i)], other = partner_[static_cast<size_t>(i)];
    if (other < 0) f.fills.push_back({i, 0.55});
    else if (v == 1) f.fills.push_back({i, 0.2});
    if (v >= 2)
      f.texts.push_back({i % C + 0.5, i / C + 0.5, pole[v], givens_.cells[static_cast<size_t>(i)] ? Ink::given : Ink::solved});
    if (i % C + 1 < C && other != i + 1) f.edges.push_back({i, i + 1, Stroke::thick});
    if (i + C < R * C && other != i + C) f.edges.push_back({i, i + C, Stroke::thick});
  }
  for (int k = 0; k < static_cast<int>(counts_.size()); ++k) {
    const int v = counts_[static_cast<size_t>(k)], line = k % (R + C);
    if (v == kNone) continue;
    const bool plus = k < R + C;
    const double x = line < C ? line + 0.5 : plus ? -0.5 : C + 0.5;
    const double y = line >= C ? line - C + 0.5 : plus ? -0.5 : R + 0.5;
    f.texts.push_back({x, y, std::to_string(v), Ink::clue});
  }
  f.texts.push_back({-0.5, -0.5, pole[2], Ink::sum});
  f.texts.push_back({C + 0.5, R + 0.5, pole[3], Ink::sum});
  return f;
}

std::string Magnets::describe() const {
  const int counts = static_cast<int>(std::count_if(counts_.begin(), counts_.end(), [](int v) { return v >= 0; }));
  return "magnets " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(counts) + " counts";
}

Encoding Magnets::encode(const EncodeOptions& opt) const {
  Encoding e;
  e.base = givens_;
  const Poles p = pole_cells(e);
  const int C = cols();
  for (int i = 0; i < givens_.size(); ++i) {
    const int j = partner_[static_cast<size_t>(i)];
    if (j > i) {
      GroupScope g(e, opt, [&] { return RuleGroup{.kind = "domino", .label = cells_label(C, {i, j}), .cells = {i, j}}; });
      domino_poles(e.cnf, p, i, j);
    }
    for (int n : orthogonal_neighbours(rows(), C, i)) {
      if (n < i || n == j) continue;  // once a pair; a domino's ends differ already
      GroupScope g(e, opt, [&] { return RuleGroup{.kind = "apart", .label = cells_label(C, {i, n}), .cells = {i, n}}; });
      unlike_neighbours(e.cnf, p, i, n);
    }
  }
  int clue = 0;
  const int lines = rows() + cols();
  for (int i = 0; i < static_cast<int>(counts_.size()); ++i) {
    const int want = counts_[static_cast<size_t>(i)];
    if (want < 0) continue;
    const std::vector<int> cells = line_of(i);
    const bool plus = i < lines;
    std::vector<int> lits;
    for (int c : cells) lits.push_back((plus ? p.plus : p.minus)[static_cast<size_t>(c)]);
    GroupScope g(e, opt, [&] {
      const int k = i % lines;
      return RuleGroup{.kind = "count",
                       .label = std::to_string(want) + (plus ? " + in " : " - in ") +
                                (k < C ? "column " + std::to_string(k + 1) : "row " + std::to_string(k - C + 1)),
                       .cells = cells,
                       .clue = true,
                       .clue_index = clue};
    });
    ++clue;
    exactly_k_lits(e.cnf, lits, want);
  }
  return e;
}

Csp Magnets::to_csp() const {
  Csp csp;
  csp.num_vars = givens_.size();
  csp.max_value = 3;
  csp.fixed = givens_.cells;
  for (int i = 0; i < givens_.size(); ++i) {
    const int j = partner_[static_cast<size_t>(i)];
    if (j > i)
      csp.relations.push_back({{i, j}, [](std::span<const int> v) {
                                 return v.size() < 2 || (v[0] == 1 ? v[1] == 1 : v[1] == 5 - v[0]);
                               }});
    for (int n : orthogonal_neighbours(rows(), cols(), i))
      if (n > i && n != j)
        csp.relations.push_back({{i, n}, [](std::span<const int> v) { return v.size() < 2 || v[0] == 1 || v[0] != v[1]; }});
  }
  const int lines = rows() + cols();
  for (int i = 0; i < static_cast<int>(counts_.size()); ++i) {
    const int want = counts_[static_cast<size_t>(i)];
    if (want < 0) continue;
    const std::vector<int> cells = line_of(i);
    const int pole = i < lines ? 2 : 3, len = static_cast<int>(cells.size());
    csp.relations.push_back({cells, [want, pole, len](std::span<const int> v) {
                               const int got = static_cast<int>(std::count(v.begin(), v.end(), pole));
                               return got <= want && got + len - static_cast<int>(v.size()) >= want;
                             }});
  }
  return csp;
}

std::optional<std::string> Magnets::check(const Grid& solution) const {
  return check::magnets(partner_, counts_, givens_, solution);
}

void Magnets::print_grid(std::ostream& out, const Grid& g) const {
  for (int r = 0; r < rows(); ++r) {
    for (int c = 0; c < cols(); ++c) {
      const int v = g.at(r, c);
      out << (v == 2 ? '+' : v == 3 ? '-' : '.');
    }
    out << '\n';
  }
}

std::string Magnets::line(const Grid& g) const {
  std::string id = form_ == MagnetsForm::puzzlink ? magnets_puzzlink_url(*this) : magnets_sgt_id(*this);
  if (g == givens_) return id;
  id += ' ';
  for (int r = 0; r < rows(); ++r) {
    if (r) id += '/';
    for (int c = 0; c < cols(); ++c) id += g.at(r, c) == 2 ? '+' : g.at(r, c) == 3 ? '-' : '.';
  }
  return id;
}

// ---- generate (Family::generate.layout and dress; the engine is src/generate/clues.cpp) ----

int Magnets::clue_count() const {
  return static_cast<int>(std::count_if(counts_.begin(), counts_.end(), [](int v) { return v >= 0; }));
}

std::unique_ptr<Puzzle> Magnets::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> counts = counts_;
  size_t k = 0;
  for (int& v : counts)
    if (v >= 0 && !keep.at(k++)) v = kNone;
  return std::make_unique<Magnets>(rows(), cols(), partner_, std::move(counts), givens_, form_);
}

// Cells in random order, each still alone paired with a random lone neighbour.
std::unique_ptr<Puzzle> magnets_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 40) throw InputError("a generated Magnets has sides 2..40, not " + std::to_string(n));
  Rng rng(seed);
  std::vector<int> order(static_cast<size_t>(n) * n), partner(order.size(), -1);
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  rng.shuffle(order);
  for (int c : order) {
    if (partner[static_cast<size_t>(c)] >= 0) continue;
    std::vector<int> free;
    for (int m : orthogonal_neighbours(n, n, c))
      if (partner[static_cast<size_t>(m)] < 0) free.push_back(m);
    if (free.empty()) continue;
    const int m = free[rng.below(free.size())];
    partner[static_cast<size_t>(c)] = m;
    partner[static_cast<size_t>(m)] = c;
  }
  return std::make_unique<Magnets>(n, n, std::move(partner), std::vector<int>(4 * static_cast<size_t>(n), Magnets::kNone),
                                   Grid(n, n), MagnetsForm::sgt);
}

std::unique_ptr<Puzzle> magnets_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& m = dynamic_cast<const Magnets&>(blank);
  std::vector<int> counts(m.counts().size());
  const int lines = m.rows() + m.cols();
  for (size_t i = 0; i < counts.size(); ++i) {
    const int pole = static_cast<int>(i) < lines ? 2 : 3;
    int n = 0;
    for (int c : m.line_of(static_cast<int>(i))) n += full.cells[static_cast<size_t>(c)] == pole;
    counts[i] = n;
  }
  Grid givens(m.rows(), m.cols());
  return std::make_unique<Magnets>(m.rows(), m.cols(), m.partner(), std::move(counts), givens, MagnetsForm::sgt);
}

}  // namespace gridsat
