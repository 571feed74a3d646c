#include "puzzles/slant/slant.hpp"

#include <algorithm>
#include <numeric>
#include <ostream>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "check/slant.hpp"
#include "encoders/acyclic.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

Slant::Slant(int rows, int cols, std::vector<int> clues, std::vector<int> cells, SlantForm form)
    : Puzzle("slant", Grid(rows, cols)), clues_(std::move(clues)), form_(form) {
  givens_.cells = std::move(cells);
}

std::string Slant::describe() const {
  const auto numbers = std::count_if(clues_.begin(), clues_.end(), [](int v) { return v >= 0; });
  std::string s = "slant " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(numbers) +
                  " numbers";
  const auto given = std::count_if(givens_.cells.begin(), givens_.cells.end(), [](int v) { return v != 0; });
  if (given) s += ", " + std::to_string(given) + " diagonals given";
  return s;
}

namespace {

// The corners (row-major over (rows + 1) x (cols + 1)) that cell i's diagonal joins when it is
// '\' (first pair) and when it is '/' (second pair).
struct Ends {
  int back_a, back_b, fwd_a, fwd_b;
};
Ends ends(int cols, int i) {
  const int r = i / cols, c = i % cols, w = cols + 1;
  return {r * w + c, (r + 1) * w + c + 1, r * w + c + 1, (r + 1) * w + c};
}

// The cells whose diagonal may touch corner (y, x), each with the value (1 '/', 2 '\') that
// touches it.
std::vector<std::pair<int, int>> touching(int rows, int cols, int y, int x) {
  std::vector<std::pair<int, int>> out;
  const auto add = [&](int r, int c, int v) {
    if (r >= 0 && r < rows && c >= 0 && c < cols) out.push_back({r * cols + c, v});
  };
  add(y - 1, x - 1, 2);
  add(y - 1, x, 1);
  add(y, x - 1, 1);
  add(y, x, 2);
  return out;
}

}  // namespace

Encoding Slant::encode(const EncodeOptions& opt) const {
  Encoding e;
  e.base = givens_;
  const std::vector<int> back = binary_cells(e);  // '\'
  if (opt.drop_groups) return e;
  for (int y = 0, clue = 0; y <= rows(); ++y)
    for (int x = 0; x <= cols(); ++x) {
      const int want = clues_[static_cast<size_t>(corner(y, x))];
      if (want < 0) continue;
      std::vector<int> lits, cells;
      for (const auto& [cell, v] : touching(rows(), cols(), y, x)) {
        lits.push_back(v == 2 ? back[cell] : -back[cell]);
        cells.push_back(cell);
      }
      GroupScope g(e, opt, [&] {
        return RuleGroup{.kind = "number",
                         .label = std::to_string(want) + " at corner " + std::to_string(y) + "," + std::to_string(x),
                         .cells = cells,
                         .clue = true,
                         .clue_index = clue};
      });
      ++clue;
      exactly_k_lits(e.cnf, lits, want);
    }
  std::vector<NodeGraph::Edge> edges;
  for (int i = 0; i < givens_.size(); ++i) {
    const Ends n = ends(cols(), i);
    edges.push_back({n.back_a, n.back_b, back[i]});
    edges.push_back({n.fwd_a, n.fwd_b, -back[i]});
  }
  std::vector<int> all(static_cast<size_t>(givens_.size()));
  std::iota(all.begin(), all.end(), 0);
  GroupScope g(e, opt, [&] { return RuleGroup{.kind = "no loop", .label = "no loop", .cells = all}; });
  const Connectivity mode = opt.groups ? Connectivity::eager : opt.connectivity.value_or(Connectivity::lazy);
  acyclic(e.cnf, e.lazy, (rows() + 1) * (cols() + 1), edges, mode);
  return e;
}

std::optional<std::string> Slant::check(const Grid& solution) const {
  return check::slant(clues_, givens_, solution);
}

namespace {

char clue_char(int v) { return v < 0 ? '.' : static_cast<char>('0' + v); }
char cell_char(int v) { return v == 1 ? '/' : v == 2 ? '\\' : '.'; }

}  // namespace

void Slant::print_grid(std::ostream& out, const Grid& g) const {
  for (int y = 0; y <= rows(); ++y) {
    for (int x = 0; x <= cols(); ++x) out << (x ? " " : "") << clue_char(clues_[static_cast<size_t>(corner(y, x))]);
    out << '\n';
    if (y == rows()) break;
    for (int x = 0; x < cols(); ++x) out << ' ' << cell_char(g.at(y, x));
    out << '\n';
  }
}

std::string Slant::line(const Grid& g) const {
  std::string s = form_ == SlantForm::puzzlink ? slant_puzzlink_url(rows(), cols(), clues_)
                                               : slant_sgt_id(rows(), cols(), clues_);
  if (std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 0; })) return s;
  s += ' ';
  for (int r = 0; r < rows(); ++r) {
    if (r) s += ',';
    for (int c = 0; c < cols(); ++c) s += cell_char(g.at(r, c));
  }
  return s;
}

Figure Slant::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  for (int i = 0; i < shown.size(); ++i) {
    const int r = i / cols(), c = i % cols(), v = shown.cells[static_cast<size_t>(i)];
    if (v == 0) continue;
    const Line ink = givens_.cells[static_cast<size_t>(i)] ? Line::guide : Line::path;
    if (v == 2) f.segments.push_back({c + 0.0, r + 0.0, c + 1.0, r + 1.0, ink});
    else f.segments.push_back({c + 0.0, r + 1.0, c + 1.0, r + 0.0, ink});
  }
  for (int y = 0; y <= rows(); ++y)
    for (int x = 0; x <= cols(); ++x) {
      const int v = clues_[static_cast<size_t>(corner(y, x))];
      if (v >= 0) f.texts.push_back({x + 0.0, y + 0.0, std::to_string(v), Ink::given, 0.5, 0.4});
    }
  f.margin_top = f.margin_left = f.margin_right = f.margin_bottom = 0.3;
  return f;
}

// ---- native search: the numbers and the four cells around a corner as relations, the whole
// loop rule as a filter (its own union-find, sharing nothing with encoders/acyclic) ----

Csp Slant::to_csp() const {
  Csp csp = binary_csp(givens_);
  for (int y = 0; y <= rows(); ++y)
    for (int x = 0; x <= cols(); ++x) {
      const int want = clues_[static_cast<size_t>(corner(y, x))];
      const auto near = touching(rows(), cols(), y, x);
      std::vector<int> vars, touch;
      for (const auto& [cell, v] : near) vars.push_back(cell), touch.push_back(v);
      if (want >= 0) {
        const int size = static_cast<int>(vars.size());
        csp.relations.push_back({vars, [want, touch, size](std::span<const int> p) {
                                   int on = 0;
                                   for (size_t k = 0; k < p.size(); ++k) on += p[k] == touch[k];
                                   return on <= want && on + size - static_cast<int>(p.size()) >= want;
                                 }});
      }
      if (near.size() == 4)  // an inner corner: its four cells do not draw a diamond around it
        csp.relations.push_back({vars, [](std::span<const int> p) {
                                   return p.size() < 4 || !(p[0] == 1 && p[1] == 2 && p[2] == 2 && p[3] == 1);
                                 }});
    }
  return csp;
}

NativeResult Slant::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                  const NativeOptions& opt) const {
  const int w = cols() + 1, C = cols();
  const int corners = (rows() + 1) * w;
  return search_filtered(to_csp(), limit, deadline, on_solution, opt, [=](const std::vector<int>& v) {
    std::vector<int> root(static_cast<size_t>(corners));
    std::iota(root.begin(), root.end(), 0);
    const auto find = [&](int x) {
      while (root[static_cast<size_t>(x)] != x) x = root[static_cast<size_t>(x)];
      return x;
    };
    for (size_t i = 0; i < v.size(); ++i) {
      const int r = static_cast<int>(i) / C, c = static_cast<int>(i) % C;
      const int a = find(v[i] == 2 ? r * w + c : r * w + c + 1), b = find(v[i] == 2 ? (r + 1) * w + c + 1 : (r + 1) * w + c);
      if (a == b) return false;
      root[static_cast<size_t>(a)] = b;
    }
    return true;
  });
}

// ---- generate (Family::generate.layout and dress; the engine is src/generate/clues.cpp) ----

int Slant::clue_count() const {
  return static_cast<int>(std::count_if(clues_.begin(), clues_.end(), [](int v) { return v >= 0; }));
}

std::unique_ptr<Puzzle> Slant::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> clues = clues_;
  size_t k = 0;
  for (int& v : clues)
    if (v >= 0 && !keep.at(k++)) v = kNone;
  return std::make_unique<Slant>(rows(), cols(), std::move(clues), givens_.cells, form_);
}

std::unique_ptr<Puzzle> slant_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 64) throw InputError("a generated Slant has sides 2..64, not " + std::to_string(n));
  const int w = n + 1;
  std::vector<int> root(static_cast<size_t>(w * w));
  std::iota(root.begin(), root.end(), 0);
  const auto find = [&](int x) {
    while (root[static_cast<size_t>(x)] != x) x = root[static_cast<size_t>(x)] = root[static_cast<size_t>(root[static_cast<size_t>(x)])];
    return x;
  };
  std::vector<int> order(static_cast<size_t>(n * n)), cells(order.size(), 0);
  std::iota(order.begin(), order.end(), 0);
  Rng rng(seed);
  rng.shuffle(order);
  for (int i : order) {
    const Ends e = ends(n, i);
    int v = rng.below(2) + 1;
    if (find(v == 2 ? e.back_a : e.fwd_a) == find(v == 2 ? e.back_b : e.fwd_b)) v = 3 - v;
    root[static_cast<size_t>(find(v == 2 ? e.back_a : e.fwd_a))] = find(v == 2 ? e.back_b : e.fwd_b);
    cells[static_cast<size_t>(i)] = v;
  }
  return std::make_unique<Slant>(n, n, std::vector<int>(static_cast<size_t>(w * w), Slant::kNone), std::move(cells),
                                 SlantForm::sgt);
}

std::unique_ptr<Puzzle> slant_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const Slant&>(blank);
  std::vector<int> clues(b.clues().size(), 0);
  for (int y = 0; y <= b.rows(); ++y)
    for (int x = 0; x <= b.cols(); ++x)
      for (const auto& [cell, v] : touching(b.rows(), b.cols(), y, x))
        clues[static_cast<size_t>(b.corner(y, x))] += full.cells[static_cast<size_t>(cell)] == v;
  return std::make_unique<Slant>(b.rows(), b.cols(), std::move(clues), std::vector<int>(static_cast<size_t>(full.size()), 0),
                                 b.form());
}

}  // namespace gridsat
