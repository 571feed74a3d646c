// Yin-Yang's model, encoding, checks and pictures.
#include "puzzles/yinyang/yinyang.hpp"

#include <algorithm>
#include <ostream>

#include "check/yinyang.hpp"
#include "encoders/card.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/no_2x2.hpp"

namespace gridsat {

YinYang::YinYang(int rows, int cols, const std::vector<int>& givens, YinYangForm form)
    : Puzzle("yinyang", Grid(rows, cols), Symbols::from_one), form_(form) {
  givens_.cells = givens;
}

std::string YinYang::describe() const {
  const auto circles = std::count_if(givens_.cells.begin(), givens_.cells.end(), [](int v) { return v != 0; });
  return "yinyang " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(circles) +
         " circles";
}

namespace {

// The cells of one colour connected: `lit` per cell "the cell has that colour" (kTrue/kFalse
// for circles).
void colour_connected(Encoding& e, int rows, int cols, const std::vector<int>& lit, Connectivity mode) {
  NodeGraph g;
  std::vector<int> node(lit.size(), -1);
  for (size_t i = 0; i < lit.size(); ++i)
    if (lit[i] != kFalse) node[i] = static_cast<int>(g.active.size()), g.active.push_back(lit[i] == kTrue ? 0 : lit[i]);
  for (int i = 0; i < rows * cols; ++i)
    for (int m : {i % cols + 1 < cols ? i + 1 : -1, i + cols < rows * cols ? i + cols : -1})
      if (m >= 0 && node[static_cast<size_t>(i)] >= 0 && node[static_cast<size_t>(m)] >= 0)
        g.edges.push_back({node[static_cast<size_t>(i)], node[static_cast<size_t>(m)], 0});
  connected(e.cnf, e.lazy, g, mode);
}

// The border cells in order around the grid (rows, cols >= 2).
std::vector<int> border_cycle(int rows, int cols) {
  std::vector<int> out;
  for (int c = 0; c < cols; ++c) out.push_back(c);
  for (int r = 1; r < rows; ++r) out.push_back(r * cols + cols - 1);
  for (int c = cols - 2; c >= 0; --c) out.push_back((rows - 1) * cols + c);
  for (int r = rows - 2; r >= 1; --r) out.push_back(r * cols);
  return out;
}

}  // namespace

// Groups (explain): per 2x2 block "pool" (not one colour; not a checkerboard), "black" and
// "white" (each colour connected), "border" (two changes of colour at most around it).
Encoding YinYang::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols();
  Encoding e;
  // The circles: fixed cells, or with givens_as_assumptions literals to assume (generate's
  // clue removal; explain keeps them fixed: facts, not steps).
  e.base = opt.givens_as_assumptions ? Grid(R, C) : givens_;
  const std::vector<int> white = binary_cells(e);
  e.givens_assumed = opt.givens_as_assumptions;
  if (opt.givens_as_assumptions)
    for (int i = 0; i < givens_.size(); ++i)
      if (givens_.cells[static_cast<size_t>(i)])
        e.given_literals.emplace_back(i, givens_.cells[static_cast<size_t>(i)] == kWhite ? white[static_cast<size_t>(i)]
                                                                                          : -white[static_cast<size_t>(i)]);
  if (opt.drop_groups) return e;
  std::vector<int> black(white.size());
  for (size_t i = 0; i < white.size(); ++i) black[i] = -white[i];
  for (const auto& b : blocks_2x2(R, C)) {
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "pool", .label = "2x2 at " + cells_label(C, {b[0]}), .cells = {b[0], b[1], b[2], b[3]}};
    });
    no_2x2_block(e.cnf, white, b);
    no_2x2_block(e.cnf, black, b);
    add_clause(e.cnf, {-white[b[0]], white[b[1]], white[b[2]], -white[b[3]]});  // no checkerboard
    add_clause(e.cnf, {white[b[0]], -white[b[1]], -white[b[2]], white[b[3]]});
  }
  if (R >= 2 && C >= 2) {
    const std::vector<int> ring = border_cycle(R, C);
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "border", .label = "the border", .cells = ring}; });
    std::vector<int> changes;
    for (size_t k = 0; k < ring.size(); ++k) {
      const int a = white[static_cast<size_t>(ring[k])], b = white[static_cast<size_t>(ring[(k + 1) % ring.size()])];
      const int change = e.cnf.fresh();
      add_clause(e.cnf, {a, -b, change});
      add_clause(e.cnf, {-a, b, change});
      changes.push_back(change);
    }
    at_most_k(e.cnf, changes, 2, CardEncoding::sequential);
  }
  const Connectivity mode = opt.groups ? Connectivity::eager : opt.connectivity.value_or(Connectivity::lazy);
  std::vector<int> all(white.size());
  for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
  {
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "black", .label = "black cells", .cells = all}; });
    colour_connected(e, R, C, black, mode);
  }
  GroupScope g(e, opt, [&] { return RuleGroup{.kind = "white", .label = "white cells", .cells = all}; });
  colour_connected(e, R, C, white, mode);
  return e;
}

std::optional<std::string> YinYang::check(const Grid& solution) const {
  return check::yinyang(givens_, solution);
}

namespace {

char cell_char(int given, int value) {
  if (given) return given == YinYang::kBlack ? 'X' : 'O';
  return value == YinYang::kBlack ? 'x' : value == YinYang::kWhite ? 'o' : '.';
}

}  // namespace

void YinYang::print_grid(std::ostream& out, const Grid& g) const {
  for (int r = 0; r < rows(); ++r) {
    for (int c = 0; c < cols(); ++c) out << cell_char(givens_.at(r, c), g.at(r, c));
    out << '\n';
  }
}

std::string YinYang::line(const Grid& g) const {
  if (g.cells == givens_.cells) return yinyang_puzzlink_url(givens_);
  std::string s;
  for (int r = 0; r < rows(); ++r) {
    if (r) s += '/';
    for (int c = 0; c < cols(); ++c) s += cell_char(givens_.at(r, c), g.at(r, c));
  }
  return s;
}

Figure YinYang::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  for (int i = 0; i < givens_.size(); ++i) {
    const int v = shown.cells[static_cast<size_t>(i)];
    if (givens_.cells[static_cast<size_t>(i)]) f.fills.push_back({i, 0.15});  // a circle's cell
    if (v == kBlack) f.marks.push_back({i, Mark::filled_circle});
    else if (v == kWhite) f.marks.push_back({i, Mark::open_circle});
  }
  return f;
}

// The native search: the 2x2 rules as relations (search_native checks connectivity on full
// grids through the checker).
Csp YinYang::to_csp() const {
  Csp csp = binary_csp(givens_);
  for (const auto& b : blocks_2x2(rows(), cols()))
    csp.relations.push_back({{b[0], b[1], b[2], b[3]}, [](std::span<const int> v) {
                               if (v.size() < 4) return true;
                               const bool same = v[0] == v[1] && v[1] == v[2] && v[2] == v[3];
                               const bool chequer = v[0] == v[3] && v[1] == v[2] && v[0] != v[1];
                               return !same && !chequer;
                             }});
  return csp;
}

}  // namespace gridsat

namespace gridsat {

NativeResult YinYang::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                    const NativeOptions& opt) const {
  Grid g(rows(), cols());
  return search_filtered(to_csp(), limit, deadline, on_solution, opt, [&](const std::vector<int>& v) {
    g.cells = v;
    return !check(g);
  });
}

}  // namespace gridsat
