#include "puzzles/dominosa/dominosa.hpp"

#include <algorithm>
#include <numeric>
#include <ostream>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "check/dominosa.hpp"
#include "encoders/constants.hpp"
#include "encoders/matching.hpp"

namespace gridsat {

Dominosa::Dominosa(int n, std::vector<int> numbers, std::vector<int> cells, DominosaForm form)
    : Puzzle("dominosa", Grid(n + 1, n + 2)), n_(n), numbers_(std::move(numbers)), form_(form) {
  givens_.cells = std::move(cells);
}

int Dominosa::domino(int a, int b) const {
  const int lo = std::min(a, b), hi = std::max(a, b);
  return lo * (n_ + 1) - lo * (lo - 1) / 2 + (hi - lo);  // row lo of the triangle, then hi
}

std::string Dominosa::describe() const {
  return "dominosa " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", the double-" + std::to_string(n_) +
         " set (" + std::to_string((n_ + 1) * (n_ + 2) / 2) + " dominoes)";
}

namespace {

// The pairs of neighbours, each once: (cell, its right or lower neighbour, the side).
struct Place {
  int a, b, side;  // side: kRight or kDown, from a
};
std::vector<Place> places(int rows, int cols) {
  std::vector<Place> out;
  for (int i = 0; i < rows * cols; ++i) {
    if (i % cols + 1 < cols) out.push_back({i, i + 1, Dominosa::kRight});
    if (i / cols + 1 < rows) out.push_back({i, i + cols, Dominosa::kDown});
  }
  return out;
}

std::string pair_name(int a, int b) { return std::to_string(std::min(a, b)) + "-" + std::to_string(std::max(a, b)); }

}  // namespace

Encoding Dominosa::encode(const EncodeOptions& opt) const {
  Encoding e;
  e.base = Grid(rows(), cols());
  const auto all = places(rows(), cols());
  std::vector<NodeGraph::Edge> edges;
  std::vector<std::vector<int>> classes(static_cast<size_t>((n_ + 1) * (n_ + 2) / 2));
  for (size_t k = 0; k < all.size(); ++k) {
    const Place& p = all[k];
    // One variable per cell and side (explain maps each primary to one cell), the two equal.
    const int x = e.cnf.fresh(), y = e.cnf.fresh();
    e.cnf.add({-x, y});
    e.cnf.add({x, -y});
    edges.push_back({p.a, p.b, x});
    e.primary.push_back({x, p.a, p.side});
    e.primary.push_back({y, p.b, p.side + 2});
    classes[static_cast<size_t>(domino(numbers_[p.a], numbers_[p.b]))].push_back(static_cast<int>(k));
    const int ga = givens_.cells[static_cast<size_t>(p.a)], gb = givens_.cells[static_cast<size_t>(p.b)];
    if (ga || gb) add_clause(e.cnf, {ga == p.side || gb == p.side + 2 ? x : -x});
  }
  const Amo amo = opt.amo.value_or(Amo::sequential);
  if (opt.drop_groups) {  // a cell's one partner only: the dominoes may repeat
    perfect_matching(e.cnf, rows() * cols(), edges, {}, amo);
    return e;
  }
  // Per cell one partner ("cell"), per domino of the set one placement ("domino").
  std::vector<std::vector<int>> scope_cells(classes.size());
  for (size_t d = 0; d < classes.size(); ++d) {
    for (int k : classes[d])
      scope_cells[d].push_back(all[static_cast<size_t>(k)].a), scope_cells[d].push_back(all[static_cast<size_t>(k)].b);
    std::sort(scope_cells[d].begin(), scope_cells[d].end());
    scope_cells[d].erase(std::unique(scope_cells[d].begin(), scope_cells[d].end()), scope_cells[d].end());
  }
  std::vector<std::string> names(classes.size());
  for (int a = 0; a <= n_; ++a)
    for (int b = a; b <= n_; ++b) names[static_cast<size_t>(domino(a, b))] = pair_name(a, b);
  perfect_matching(e.cnf, rows() * cols(), edges, classes, amo,
                   [&](std::string_view kind, int index, const std::function<void()>& write) {
                     const bool cell = kind == "node";
                     GroupScope g(e, opt, [&] {
                       return cell ? RuleGroup{.kind = "cell", .label = "partner of " + cells_label(cols(), {index}),
                                               .cells = {index}}
                                   : RuleGroup{.kind = "domino", .label = "domino " + names[static_cast<size_t>(index)],
                                               .cells = scope_cells[static_cast<size_t>(index)]};
                     });
                     write();
                   });
  return e;
}

std::optional<std::string> Dominosa::check(const Grid& solution) const {
  return check::dominosa(n_, numbers_, givens_, solution);
}

namespace {

char side_char(int v) { return v >= 1 && v <= 4 ? "RDLU"[v - 1] : '.'; }

}  // namespace

void Dominosa::print_grid(std::ostream& out, const Grid& g) const {
  const size_t width = std::to_string(n_).size();
  const bool joins = std::any_of(g.cells.begin(), g.cells.end(), [](int v) { return v != 0; });
  for (int r = 0; r < rows(); ++r) {
    std::string row, below;
    for (int c = 0; c < cols(); ++c) {
      const std::string num = std::to_string(numbers_[static_cast<size_t>(r * cols() + c)]);
      if (c) row += g.at(r, c - 1) == kRight ? '-' : ' ', below += ' ';
      row += std::string(width - num.size(), ' ') + num;
      below += std::string(width - 1, ' ') + (g.at(r, c) == kDown ? '|' : '.');
    }
    out << row << '\n';
    if (joins && r + 1 < rows()) out << below << '\n';
  }
}

std::string Dominosa::line(const Grid& g) const {
  std::string s = dominosa_sgt_id(n_, numbers_);
  if (std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 0; })) return s;
  s += ' ';
  for (int r = 0; r < rows(); ++r) {
    if (r) s += '/';
    for (int c = 0; c < cols(); ++c) s += side_char(g.at(r, c));
  }
  return s;
}

std::vector<std::pair<std::string, std::vector<std::vector<int>>>> Dominosa::extra_fields(const Grid& g) const {
  std::vector<std::vector<int>> list;
  for (int i = 0; i < g.size(); ++i) {
    const int r = i / cols(), c = i % cols(), v = g.cells[static_cast<size_t>(i)];
    if (v == kRight) list.push_back({r, c, r, c + 1});
    if (v == kDown) list.push_back({r, c, r + 1, c});
  }
  return {{"dominoes", list}};
}

Figure Dominosa::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  for (int i = 0; i < shown.size(); ++i) {
    const int r = i / cols(), c = i % cols();
    f.texts.push_back({c + 0.5, r + 0.5, std::to_string(numbers_[static_cast<size_t>(i)]), Ink::clue});
    const int v = shown.cells[static_cast<size_t>(i)];
    if (c + 1 < cols() && v && shown.cells[static_cast<size_t>(i + 1)] && v != kRight)
      f.edges.push_back({i, i + 1, Stroke::thick});
    if (r + 1 < rows() && v && shown.cells[static_cast<size_t>(i + cols())] && v != kDown)
      f.edges.push_back({i, i + cols(), Stroke::thick});
  }
  return f;
}

// ---- generate (Family::generate.layout and dress; the engine is src/generate/clues.cpp) ----

std::unique_ptr<Puzzle> Dominosa::with_clues(const std::vector<bool>&) const {
  return std::make_unique<Dominosa>(n_, numbers_, givens_.cells, form_);
}

std::unique_ptr<Puzzle> dominosa_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 1 || n > 30) throw InputError("a generated Dominosa has N 1..30, not " + std::to_string(n));
  const int R = n + 1, C = n + 2;
  std::vector<int> side(static_cast<size_t>(R * C));
  for (int i = 0; i < R * C; ++i) {  // a plain tiling: rows of pairs when C is even, else columns
    if (C % 2 == 0) side[static_cast<size_t>(i)] = i % C % 2 == 0 ? Dominosa::kRight : Dominosa::kLeft;
    else side[static_cast<size_t>(i)] = i / C % 2 == 0 ? Dominosa::kDown : Dominosa::kUp;
  }
  Rng rng(seed);
  for (int step = 0; step < 40 * R * C; ++step) {  // a 2x2 square of two parallel dominoes turns
    const int r = rng.below(R - 1), c = rng.below(C - 1), i = r * C + c;
    int* s[4] = {&side[static_cast<size_t>(i)], &side[static_cast<size_t>(i + 1)], &side[static_cast<size_t>(i + C)],
                 &side[static_cast<size_t>(i + C + 1)]};
    if (*s[0] == Dominosa::kRight && *s[2] == Dominosa::kRight)
      *s[0] = *s[1] = Dominosa::kDown, *s[2] = *s[3] = Dominosa::kUp;
    else if (*s[0] == Dominosa::kDown && *s[1] == Dominosa::kDown)
      *s[0] = *s[2] = Dominosa::kRight, *s[1] = *s[3] = Dominosa::kLeft;
  }
  std::vector<std::pair<int, int>> set;
  for (int a = 0; a <= n; ++a)
    for (int b = a; b <= n; ++b) set.push_back({a, b});
  rng.shuffle(set);
  std::vector<int> numbers(side.size(), 0);
  size_t k = 0;
  for (int i = 0; i < R * C; ++i) {
    const int v = side[static_cast<size_t>(i)];
    if (v != Dominosa::kRight && v != Dominosa::kDown) continue;
    auto [a, b] = set[k++];
    if (rng.below(2)) std::swap(a, b);
    numbers[static_cast<size_t>(i)] = a;
    numbers[static_cast<size_t>(v == Dominosa::kRight ? i + 1 : i + C)] = b;
  }
  return std::make_unique<Dominosa>(n, std::move(numbers), std::move(side), DominosaForm::sgt);
}

std::unique_ptr<Puzzle> dominosa_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const Dominosa&>(blank);
  return std::make_unique<Dominosa>(b.n(), b.numbers(), std::vector<int>(static_cast<size_t>(full.size()), 0), b.form());
}

}  // namespace gridsat
