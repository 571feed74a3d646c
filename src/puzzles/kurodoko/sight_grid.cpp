#include "puzzles/kurodoko/sight_grid.hpp"

#include <algorithm>
#include <ostream>

#include "base/random.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "encoders/visibility.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/shading_line.hpp"

namespace gridsat {

SightGrid::SightGrid(std::string_view family, int rows, int cols, std::vector<int> numbers, SightForm form)
    : Puzzle(family, Grid(rows, cols), Symbols::from_zero), numbers_(std::move(numbers)), form_(form) {}

std::string SightGrid::describe() const {
  return std::string(family()) + " " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " +
         std::to_string(clue_count()) + " numbers";
}

namespace {

std::string token(int number, int value) {
  if (value == 2) return "X";
  return number == SightGrid::kQuestion ? "?" : number ? std::to_string(number) : ".";
}

}  // namespace

void SightGrid::print_grid(std::ostream& out, const Grid& g) const {
  size_t width = 1;
  for (int i = 0; i < rows() * cols(); ++i) width = std::max(width, token(numbers_[i], g.cells[i]).size());
  for (int r = 0; r < rows(); ++r) {
    std::string line;
    for (int c = 0; c < cols(); ++c) {
      const std::string tok = token(numbers_[r * cols() + c], g.cells[r * cols() + c]);
      if (c) line += ' ';
      line += std::string(width - tok.size(), ' ') + tok;
    }
    out << line << '\n';
  }
}

std::string SightGrid::line(const Grid& g) const {
  std::string s = form_ == SightForm::sgt ? range_sgt_id(rows(), cols(), numbers_) : "";
  if (s.empty()) s = sight_url(*this);
  if (std::none_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 2; })) return s;
  return s + ' ' + shading_rows(g);
}

Figure SightGrid::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  for (int i = 0; i < rows() * cols(); ++i) {
    if (shown.cells[i] == 2) f.fills.push_back({i, 0.6});
    if (numbers_[i])
      f.texts.push_back({i % cols() + 0.5, i / cols() + 0.5, token(numbers_[i], 1), Ink::clue});
  }
  return f;
}

int SightGrid::clue_count() const {
  return static_cast<int>(std::count_if(numbers_.begin(), numbers_.end(), [](int v) { return v != 0; }));
}

std::unique_ptr<Puzzle> SightGrid::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> numbers = numbers_;
  size_t k = 0;
  for (int& v : numbers)
    if (v != 0 && !keep.at(k++)) v = 0;
  return remade(std::move(numbers));
}

std::vector<std::vector<int>> SightGrid::rays(int cell, int reach) const {
  static constexpr int kDr[4] = {1, -1, 0, 0}, kDc[4] = {0, 0, 1, -1};
  std::vector<std::vector<int>> out(4);
  for (int d = 0; d < 4; ++d) {
    int r = cell / cols() + kDr[d], c = cell % cols() + kDc[d];
    for (; r >= 0 && r < rows() && c >= 0 && c < cols() && static_cast<int>(out[d].size()) < reach;
         r += kDr[d], c += kDc[d])
      out[d].push_back(r * cols() + c);
  }
  return out;
}

std::vector<int> SightGrid::encode_sight(Encoding& e, const EncodeOptions& opt) const {
  const int n = rows() * cols();
  e.base = givens_;
  if (!opt.groups)  // numbers are unshaded (with groups, each number's group says so)
    for (int i = 0; i < n; ++i)
      if (numbers_[i]) e.base.cells[i] = 1;
  const std::vector<int> shaded = binary_cells(e);
  if (opt.drop_groups) return shaded;
  for (int i = 0, clue = 0; i < n; ++i) {
    if (!numbers_[i]) continue;
    const int k = numbers_[i];
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "number",
                       .label = token(k, 1) + " at " + cells_label(cols(), {i}),
                       .cells = {i},
                       .clue = true,
                       .clue_index = clue};
    });
    ++clue;
    add_clause(e.cnf, {-shaded[i]});
    if (k == kQuestion) continue;
    std::vector<std::vector<int>> lits = rays(i, k);
    for (auto& ray : lits)
      for (int& c : ray) c = -shaded[c];
    visibility_sum(e.cnf, lits, k);
  }
  // The nodes: the cells that may be unshaded (a given shaded cell is none).
  NodeGraph g;
  std::vector<int> node(static_cast<size_t>(n), -1);
  for (int i = 0; i < n; ++i)
    if (shaded[i] != kTrue) node[i] = static_cast<int>(g.active.size()), g.active.push_back(shaded[i] == kFalse ? 0 : -shaded[i]);
  for (int i = 0; i < n; ++i) {
    if (node[i] < 0) continue;
    if (i % cols() + 1 < cols() && node[i + 1] >= 0) g.edges.push_back({node[i], node[i + 1], 0});
    if (i + cols() < n && node[i + cols()] >= 0) g.edges.push_back({node[i], node[i + cols()], 0});
  }
  std::vector<int> all(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) all[static_cast<size_t>(i)] = i;
  GroupScope gs(e, opt, [&] { return RuleGroup{.kind = "connected", .label = "unshaded cells", .cells = all}; });
  connected(e.cnf, e.lazy, g, opt.groups ? Connectivity::eager : opt.connectivity.value_or(Connectivity::lazy));
  return shaded;
}

Csp SightGrid::sight_csp() const {
  Grid fixed = givens_;
  for (int i = 0; i < rows() * cols(); ++i)
    if (numbers_[i]) fixed.cells[i] = 1;
  Csp csp = binary_csp(fixed);
  for (int i = 0; i < rows() * cols(); ++i) {
    const int k = numbers_[i];
    if (k <= 0) continue;
    std::vector<int> vars, ends;  // the rays end to end; ends[d]: where ray d ends in vars
    for (const auto& ray : rays(i, k)) {
      vars.insert(vars.end(), ray.begin(), ray.end());
      ends.push_back(static_cast<int>(vars.size()));
    }
    csp.relations.push_back({vars, [k, ends](std::span<const int> prefix) {
                               // Per ray: the unshaded cells surely seen (lo) and at most (hi).
                               int lo = 1, hi = 1;
                               for (size_t d = 0, start = 0; d < ends.size(); start = ends[d++]) {
                                 bool open = true;
                                 int seen = 0;
                                 for (size_t j = start; j < static_cast<size_t>(ends[d]); ++j) {
                                   const int v = j < prefix.size() ? prefix[j] : 0;
                                   if (v == 2) break;
                                   open = open && v == 1;
                                   lo += open;
                                   ++seen;
                                 }
                                 hi += seen;
                               }
                               return lo <= k && k <= hi;
                             }});
  }
  return csp;
}

std::vector<int> SightGrid::random_shading(uint64_t seed, int most,
                                           const std::function<bool(const std::vector<int>&, int)>& may_shade) const {
  std::vector<int> cells(static_cast<size_t>(rows() * cols())), values(cells.size(), 1);
  for (size_t i = 0; i < cells.size(); ++i) cells[i] = static_cast<int>(i);
  Rng rng(seed);
  rng.shuffle(cells);
  int shaded = 0;
  for (bool more = true; more && shaded < most;) {  // again while a pass shades some
    more = false;
    for (int c : cells) {
      if (shaded >= most || values[c] == 2 || !may_shade(values, c)) continue;
      values[c] = 2;
      if (unshaded_connected(values)) ++shaded, more = true;
      else values[c] = 1;
    }
  }
  return values;
}

bool SightGrid::unshaded_connected(const std::vector<int>& values) const {
  const int n = rows() * cols();
  std::vector<int> stack;
  std::vector<char> seen(static_cast<size_t>(n), 0);
  int open = 0;
  for (int i = 0; i < n; ++i) open += values[i] == 1;
  for (int i = 0; i < n && stack.empty(); ++i)
    if (values[i] == 1) stack.push_back(i), seen[static_cast<size_t>(i)] = 1;
  int reached = 0;
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    ++reached;
    for (int m : orthogonal_neighbours(rows(), cols(), c))
      if (values[m] == 1 && !seen[static_cast<size_t>(m)]) seen[static_cast<size_t>(m)] = 1, stack.push_back(m);
  }
  return reached == open;
}

}  // namespace gridsat
