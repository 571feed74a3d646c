// LITS's encoding: per cell a primary variable "shaded" (value 2) and its negation (value 1);
// per region every tetromino placement inside it (puzzles/common/polyomino_placement.hpp),
// exactly one chosen and the region's shaded cells exactly its cells; per region and letter a
// variable "the region's tetromino is this letter", and two shaded cells side by side across a
// border never in regions of one letter; no shaded 2x2; the regions connected where their
// tetrominoes touch (encoders/connected.hpp), which is the shaded cells connected.
#include "puzzles/lits/lits.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <ostream>

#include "check/lits.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/polyomino_placement.hpp"
#include "puzzles/common/shading_line.hpp"

namespace gridsat {

const std::vector<Shape>& lits_letters() {
  static const std::vector<Shape> all{shape_of("#./#./##"), shape_of("####"), shape_of("###/.#."),
                                      shape_of(".##/##.")};
  return all;
}

namespace {

const std::vector<Shape>& letters() { return lits_letters(); }

// Four cells moved to their least row and column as a bit set of a 4x4 box (bit 4 * row +
// column); -1 when they do not fit one.
int box_bits(int cols, const std::vector<int>& cells) {
  if (cells.size() != 4) return -1;
  int r0 = cells[0] / cols, c0 = cells[0] % cols;
  for (int i : cells) r0 = std::min(r0, i / cols), c0 = std::min(c0, i % cols);
  int bits = 0;
  for (int i : cells) {
    const int r = i / cols - r0, c = i % cols - c0;
    if (r > 3 || c > 3) return -1;
    bits |= 1 << (4 * r + c);
  }
  return bits;
}

// The letter (index into letters()) of four cells, -1 when they are no L, I, T or S: a table
// of every orientation's box bits (the native search asks at every complete region).
int letter_of(int cols, const std::vector<int>& cells) {
  static const std::vector<signed char> table = [] {
    std::vector<signed char> t(1 << 16, -1);
    for (size_t k = 0; k < letters().size(); ++k)
      for (const Shape& o : orientations(letters()[k])) {
        std::vector<int> at;
        for (auto [r, c] : o) at.push_back(r * 4 + c);
        t[static_cast<size_t>(box_bits(4, at))] = static_cast<signed char>(k);
      }
    return t;
  }();
  const int bits = box_bits(cols, cells);
  return bits < 0 ? -1 : table[static_cast<size_t>(bits)];
}

}  // namespace

std::vector<int> regions_from_borders(int rows, int cols, const std::vector<char>& right,
                                      const std::vector<char>& down) {
  std::vector<int> region(static_cast<size_t>(rows) * cols, -1);
  int next = 0;
  for (int start = 0; start < rows * cols; ++start) {
    if (region[start] >= 0) continue;
    std::vector<int> stack{start};
    region[start] = next;
    while (!stack.empty()) {
      const int i = stack.back(), r = i / cols, c = i % cols;
      stack.pop_back();
      auto visit = [&](int j, bool open) {
        if (open && region[j] < 0) region[j] = next, stack.push_back(j);
      };
      if (c + 1 < cols) visit(i + 1, !right[static_cast<size_t>(r * (cols - 1) + c)]);
      if (c > 0) visit(i - 1, !right[static_cast<size_t>(r * (cols - 1) + c - 1)]);
      if (r + 1 < rows) visit(i + cols, !down[static_cast<size_t>(r * cols + c)]);
      if (r > 0) visit(i - cols, !down[static_cast<size_t>((r - 1) * cols + c)]);
    }
    ++next;
  }
  return region;
}

Lits::Lits(int rows, int cols, std::vector<int> region)
    : Puzzle("lits", Grid(rows, cols), Symbols::from_zero), region_(std::move(region)) {
  for (int r : region_) regions_ = std::max(regions_, r + 1);
}

std::string Lits::describe() const {
  return "lits " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(regions_) +
         " regions";
}

// Long: the four rules, each under its group when explain asks for groups.
Encoding Lits::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), n = R * C;
  Encoding e;
  e.base = Grid(R, C);
  const std::vector<int> shaded = binary_cells(e);
  if (opt.drop_groups) return e;
  std::vector<std::vector<int>> cells_of(static_cast<size_t>(regions_));
  for (int i = 0; i < n; ++i) cells_of[static_cast<size_t>(region_[i])].push_back(i);
  // kind[region][letter]: the region's tetromino has this letter.
  std::vector<std::vector<int>> kind(static_cast<size_t>(regions_));
  for (int g = 0; g < regions_; ++g) {
    const auto& cells = cells_of[static_cast<size_t>(g)];
    GroupScope gs(e, opt, [&] {
      return RuleGroup{.kind = "region", .label = "of " + cells_label(C, {cells[0]}), .cells = cells};
    });
    std::vector<Placement> all;
    for (size_t k = 0; k < letters().size(); ++k) {
      auto some = placements(letters()[k], R, C, [&](int i) { return region_[i] == g; }, static_cast<int>(k));
      all.insert(all.end(), some.begin(), some.end());
    }
    exact_cover(e.cnf, shaded, cells, all);
    std::vector<int> chosen;
    for (const auto& p : all) chosen.push_back(p.lit);
    exactly_k_lits(e.cnf, chosen, 1);
    for (size_t k = 0; k < letters().size(); ++k) {
      const int v = e.cnf.fresh();
      std::vector<int> any{-v};
      for (const auto& p : all)
        if (p.piece == static_cast<int>(k)) add_clause(e.cnf, {-p.lit, v}), any.push_back(p.lit);
      add_clause(e.cnf, any);
      kind[static_cast<size_t>(g)].push_back(v);
    }
  }
  for (int i = 0; i < n; ++i)
    for (int j : {i % C + 1 < C ? i + 1 : -1, i + C < n ? i + C : -1}) {
      if (j < 0 || region_[i] == region_[j]) continue;
      GroupScope gs(e, opt, [&] {
        return RuleGroup{.kind = "letters", .label = "across " + cells_label(C, {i, j}), .cells = {i, j}};
      });
      for (size_t k = 0; k < letters().size(); ++k)
        add_clause(e.cnf, {-shaded[i], -shaded[j], -kind[static_cast<size_t>(region_[i])][k],
                           -kind[static_cast<size_t>(region_[j])][k]});
    }
  for (int i = 0; i + C < n; ++i) {
    if (i % C + 1 >= C) continue;
    GroupScope gs(e, opt, [&] {
      return RuleGroup{.kind = "pool", .label = "2x2 at " + cells_label(C, {i}), .cells = {i, i + 1, i + C, i + C + 1}};
    });
    add_clause(e.cnf, {-shaded[i], -shaded[i + 1], -shaded[i + C], -shaded[i + C + 1]});
  }
  // The shaded cells are connected exactly when the regions are, two regions joined where
  // their tetrominoes touch (each tetromino is connected): per pair of neighbouring regions a
  // literal "they touch", which needs two shaded cells side by side across their border; every
  // region touches another; the region graph is connected (encoders/connected.hpp).
  std::map<std::pair<int, int>, std::vector<std::pair<int, int>>> across;  // regions -> cell pairs
  for (int i = 0; i < n; ++i)
    for (int j : {i % C + 1 < C ? i + 1 : -1, i + C < n ? i + C : -1})
      if (j >= 0 && region_[i] != region_[j])
        across[{std::min(region_[i], region_[j]), std::max(region_[i], region_[j])}].push_back({i, j});
  std::vector<int> all(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) all[static_cast<size_t>(i)] = i;
  GroupScope gs(e, opt, [&] { return RuleGroup{.kind = "connected", .label = "shaded cells", .cells = all}; });
  NodeGraph g;
  g.active.assign(static_cast<size_t>(regions_), 0);
  std::vector<std::vector<int>> touches(static_cast<size_t>(regions_));
  for (const auto& [rs, pairs] : across) {
    const int touch = e.cnf.fresh();
    std::vector<int> some{-touch};
    for (auto [a, b] : pairs) {
      const int t = e.cnf.fresh();
      add_clause(e.cnf, {-t, shaded[a]}), add_clause(e.cnf, {-t, shaded[b]});
      some.push_back(t);
    }
    add_clause(e.cnf, some);
    g.edges.push_back({rs.first, rs.second, touch});
    touches[static_cast<size_t>(rs.first)].push_back(touch);
    touches[static_cast<size_t>(rs.second)].push_back(touch);
  }
  if (regions_ > 1)
    for (const auto& t : touches) add_clause(e.cnf, t);
  connected(e.cnf, e.lazy, g, opt.connectivity.value_or(Connectivity::lazy));
  return e;
}

// Long: a relation per region (four shaded, a tetromino when complete), per 2x2 block and per
// pair of neighbouring regions (no same letter touching once both are complete).
Csp Lits::to_csp() const {
  const int R = rows(), C = cols(), n = R * C;
  Csp csp = binary_csp(givens());
  std::vector<std::vector<int>> cells_of(static_cast<size_t>(regions_));
  for (int i = 0; i < n; ++i) cells_of[static_cast<size_t>(region_[i])].push_back(i);
  for (const auto& cells : cells_of) {
    const int size = static_cast<int>(cells.size());
    csp.relations.push_back({cells, [cells, size, C](std::span<const int> prefix) {
                               std::vector<int> on;
                               for (size_t k = 0; k < prefix.size(); ++k)
                                 if (prefix[k] == 2) on.push_back(cells[k]);
                               const int left = size - static_cast<int>(prefix.size());
                               if (on.size() > 4 || static_cast<int>(on.size()) + left < 4) return false;
                               return left > 0 || letter_of(C, on) >= 0;
                             }});
  }
  for (int i = 0; i + C < n; ++i)
    if (i % C + 1 < C)
      csp.relations.push_back({{i, i + 1, i + C, i + C + 1}, [](std::span<const int> p) {
                                 return p.size() < 4 || std::count(p.begin(), p.end(), 2) < 4;
                               }});
  std::vector<std::pair<int, int>> pairs;  // neighbouring regions, once each
  for (int i = 0; i < n; ++i)
    for (int j : {i % C + 1 < C ? i + 1 : -1, i + C < n ? i + C : -1})
      if (j >= 0 && region_[i] != region_[j])
        pairs.push_back({std::min(region_[i], region_[j]), std::max(region_[i], region_[j])});
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  for (auto [a, b] : pairs) {
    std::vector<int> vars = cells_of[static_cast<size_t>(a)];
    const size_t split = vars.size();
    vars.insert(vars.end(), cells_of[static_cast<size_t>(b)].begin(), cells_of[static_cast<size_t>(b)].end());
    csp.relations.push_back({vars, [vars, split, C](std::span<const int> p) {
                               if (p.size() < vars.size()) return true;
                               std::vector<int> on[2];
                               for (size_t k = 0; k < p.size(); ++k)
                                 if (p[k] == 2) on[k < split ? 0 : 1].push_back(vars[k]);
                               if (on[0].size() != 4 || on[1].size() != 4 || letter_of(C, on[0]) != letter_of(C, on[1]))
                                 return true;
                               for (int x : on[0])
                                 for (int y : on[1])
                                   if (std::abs(x / C - y / C) + std::abs(x % C - y % C) == 1) return false;
                               return true;
                             }});
  }
  return csp;
}

NativeResult Lits::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                 const NativeOptions& opt) const {
  const int R = rows(), C = cols();
  return search_filtered(to_csp(), limit, deadline, on_solution, opt, [R, C](const std::vector<int>& v) {
    // The shaded cells connected: a flood from the first.
    const int n = R * C;
    std::vector<char> seen(static_cast<size_t>(n), 0);
    std::vector<int> stack;
    int total = 0, reached = 0;
    for (int i = 0; i < n; ++i)
      if (v[static_cast<size_t>(i)] == 2 && ++total == 1) stack.push_back(i), seen[static_cast<size_t>(i)] = 1;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      ++reached;
      for (int j : orthogonal_neighbours(R, C, i))
        if (v[static_cast<size_t>(j)] == 2 && !seen[static_cast<size_t>(j)])
          seen[static_cast<size_t>(j)] = 1, stack.push_back(j);
    }
    return reached == total;
  });
}

std::optional<std::string> Lits::check(const Grid& solution) const {
  return check::lits(rows(), cols(), region_, solution);
}

namespace {

// A letter a region, neighbouring regions different ones (greedy, most neighbours first).
std::vector<char> region_letters(const Lits& p) {
  const int C = p.cols(), n = p.rows() * C, k = p.regions();
  std::vector<std::vector<int>> near(static_cast<size_t>(k));
  for (int i = 0; i < n; ++i)
    for (int j : {i % C + 1 < C ? i + 1 : -1, i + C < n ? i + C : -1})
      if (j >= 0 && p.region()[i] != p.region()[j]) {
        near[static_cast<size_t>(p.region()[i])].push_back(p.region()[j]);
        near[static_cast<size_t>(p.region()[j])].push_back(p.region()[i]);
      }
  std::vector<int> order(static_cast<size_t>(k));
  for (int g = 0; g < k; ++g) order[static_cast<size_t>(g)] = g;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return near[static_cast<size_t>(a)].size() > near[static_cast<size_t>(b)].size();
  });
  std::vector<char> letter(static_cast<size_t>(k), 0);
  for (int g : order) {
    std::vector<char> used(26, 0);
    for (int m : near[static_cast<size_t>(g)])
      if (letter[static_cast<size_t>(m)]) used[static_cast<size_t>(letter[static_cast<size_t>(m)] - 'a')] = 1;
    const auto free = std::find(used.begin(), used.end(), 0);
    letter[static_cast<size_t>(g)] = free == used.end() ? '?' : static_cast<char>('a' + (free - used.begin()));
  }
  return letter;
}

}  // namespace

void Lits::print_grid(std::ostream& out, const Grid& g) const {
  const auto letter = region_letters(*this);
  for (int r = 0; r < rows(); ++r) {
    for (int c = 0; c < cols(); ++c) {
      const char ch = letter[static_cast<size_t>(region_[r * cols() + c])];
      out << (g.at(r, c) == 2 ? static_cast<char>(ch - 'a' + 'A') : ch);
    }
    out << '\n';
  }
}

std::string Lits::line(const Grid& g) const {
  const bool blank = std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 0; });
  return lits_puzzlink_url(*this) + (blank ? "" : " " + shading_rows(g));
}

Figure Lits::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  const int C = cols(), n = rows() * C;
  for (int i = 0; i < n; ++i) {
    if (shown.cells[i] == 2) f.fills.push_back({i, 0.6});
    for (int j : {i % C + 1 < C ? i + 1 : -1, i + C < n ? i + C : -1})
      if (j >= 0 && region_[i] != region_[j]) f.edges.push_back({i, j, Stroke::thick});
  }
  return f;
}

}  // namespace gridsat
