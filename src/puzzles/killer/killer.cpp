#include "puzzles/killer/killer.hpp"

#include <algorithm>
#include <map>
#include <ostream>

#include "base/errors.hpp"
#include "csp/csp.hpp"
#include "encoders/sum.hpp"
#include "puzzles/common/permutation_grid.hpp"

namespace gridsat {

Killer::Killer(Grid givens, int box_rows, int box_cols, std::vector<Cage> cages, KillerForm form)
    : Puzzle("killer", std::move(givens)),
      box_rows_(box_rows),
      box_cols_(box_cols),
      cages_(std::move(cages)),
      form_(form) {}

long long min_total(int k) { return static_cast<long long>(k) * (k + 1) / 2; }
long long max_total(int k, int n) { return static_cast<long long>(k) * (2LL * n - k + 1) / 2; }

std::string killer_cell_name(int cell, int n) {
  return "r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1);
}

std::string Killer::describe() const {
  int givens = 0;
  for (int v : givens_.cells) givens += v != 0;
  return "killer " + std::to_string(n()) + "x" + std::to_string(n()) + " (" + std::to_string(box_rows_) + "x" +
         std::to_string(box_cols_) + " boxes), " + std::to_string(cages_.size()) + " cages, " + std::to_string(givens) +
         " givens";
}

std::vector<std::vector<int>> Killer::groups() const { return sudoku_groups(n(), box_rows_, box_cols_); }

std::vector<int> Killer::cage_of() const {
  std::vector<int> of(givens_.cells.size(), -1);
  for (size_t k = 0; k < cages_.size(); ++k)
    for (int cell : cages_[k].cells) of[static_cast<size_t>(cell)] = static_cast<int>(k);
  return of;
}

namespace {

// The smallest / largest total of k distinct values from `avail` (sorted ascending).
long long low_sum(const std::vector<int>& avail, size_t k) {
  long long s = 0;
  for (size_t i = 0; i < k && i < avail.size(); ++i) s += avail[i];
  return s;
}
long long high_sum(const std::vector<int>& avail, size_t k) {
  long long s = 0;
  for (size_t i = 0; i < k && i < avail.size(); ++i) s += avail[avail.size() - 1 - i];
  return s;
}

// Whether cells a and b share a row, a column or a box.
bool share_house(int a, int b, int n, int box_rows, int box_cols) {
  const int ra = a / n, ca = a % n, rb = b / n, cb = b % n;
  return ra == rb || ca == cb || (ra / box_rows == rb / box_rows && ca / box_cols == cb / box_cols);
}

// The cage of each cell; throws at `line` when a cell lies in two cages or in none.
std::vector<int> cage_owners(const Grid& givens, const std::vector<Cage>& cages, int line) {
  const int n = givens.rows;
  std::vector<int> owner(givens.cells.size(), -1);
  for (size_t k = 0; k < cages.size(); ++k)
    for (int cell : cages[k].cells) {
      if (owner[static_cast<size_t>(cell)] >= 0)
        throw ParseError{line, "cell " + killer_cell_name(cell, n) + " lies in two cages (the cages overlap)"};
      owner[static_cast<size_t>(cell)] = static_cast<int>(k);
    }
  for (size_t cell = 0; cell < owner.size(); ++cell)
    if (owner[cell] < 0)
      throw ParseError{line, "cell " + killer_cell_name(static_cast<int>(cell), n) +
                                 " lies in no cage (every cell of a killer Sudoku is in one)"};
  return owner;
}

}  // namespace

void validate_cages(const Grid& givens, const std::vector<Cage>& cages, int line_all,
                    const std::vector<std::string>& names, const std::vector<int>& lines) {
  const int n = givens.rows;
  const std::vector<int> owner = cage_owners(givens, cages, line_all);
  for (size_t k = 0; k < cages.size(); ++k) {
    const auto& cage = cages[k];
    const int size = static_cast<int>(cage.cells.size());
    const std::string name = k < names.size() ? names[k] : "the cage of " + killer_cell_name(cage.cells[0], n);
    const int line = k < lines.size() ? lines[k] : line_all;
    // Connected: a flood fill from its first cell reaches all of it.
    std::vector<int> todo{cage.cells[0]}, reached{cage.cells[0]};
    while (!todo.empty()) {
      const int c = todo.back();
      todo.pop_back();
      const int r = c / n, col = c % n;
      for (int d : {r > 0 ? c - n : -1, r + 1 < n ? c + n : -1, col > 0 ? c - 1 : -1, col + 1 < n ? c + 1 : -1})
        if (d >= 0 && owner[static_cast<size_t>(d)] == static_cast<int>(k) &&
            std::find(reached.begin(), reached.end(), d) == reached.end()) {
          reached.push_back(d);
          todo.push_back(d);
        }
    }
    if (static_cast<int>(reached.size()) != size)
      throw ParseError{line, name + " is not connected (its cells must touch side to side)"};
    if (size > n)
      throw ParseError{line, name + " has " + std::to_string(size) + " cells: more than " + std::to_string(n) +
                                 " cannot hold distinct values"};
    if (cage.sum < min_total(size) || cage.sum > max_total(size, n))
      throw ParseError{line, name + " sums to " + std::to_string(cage.sum) + ", impossible for " +
                                 std::to_string(size) + " distinct values of 1.." + std::to_string(n) + " (" +
                                 std::to_string(min_total(size)) + ".." + std::to_string(max_total(size, n)) + ")"};
    std::vector<bool> used(static_cast<size_t>(n) + 1, false);
    long long given_sum = 0;
    int open = 0;
    for (int cell : cage.cells) {
      const int v = givens.cells[static_cast<size_t>(cell)];
      if (!v) {
        ++open;
        continue;
      }
      if (used[static_cast<size_t>(v)]) throw ParseError{line, name + " has the given " + std::to_string(v) + " twice"};
      used[static_cast<size_t>(v)] = true;
      given_sum += v;
    }
    std::vector<int> avail;
    for (int v = 1; v <= n; ++v)
      if (!used[static_cast<size_t>(v)]) avail.push_back(v);
    const long long rest = cage.sum - given_sum;
    if (rest < low_sum(avail, static_cast<size_t>(open)) || rest > high_sum(avail, static_cast<size_t>(open)))
      throw ParseError{line, name + " sums to " + std::to_string(cage.sum) + ", which its givens (total " +
                                 std::to_string(given_sum) + ") and " + std::to_string(open) +
                                 " open cells cannot reach"};
  }
}

namespace {

// Per cell, the (min, max) value its cage allows: a cage of k cells summing to S leaves a
// cell at least S minus the largest total of k-1 other distinct values, at most S minus the
// smallest. Sound for every solution, so the encoder may drop the values outside.
std::vector<std::pair<int, int>> cage_bounds(int n, const std::vector<Cage>& cages) {
  std::vector<std::pair<int, int>> b(static_cast<size_t>(n) * n, {1, n});
  for (const Cage& cage : cages) {
    const int k = static_cast<int>(cage.cells.size());
    const long long lo = std::max<long long>(1, cage.sum - max_total(k - 1, n));
    const long long hi = std::min<long long>(n, cage.sum - min_total(k - 1));
    for (int cell : cage.cells) b[static_cast<size_t>(cell)] = {static_cast<int>(lo), static_cast<int>(hi)};
  }
  return b;
}

// One cage's clauses over the encoding's primary variables (see killer.hpp).
// Long: the sum and the no-repeat clauses share the cage's open cells and their values.
// `all_pairs` (groups): every pair of open cells, the cage's rule in full.
void encode_cage(Encoding& e, const Cage& cage, int n, int box_rows, int box_cols, const CellLits& x, bool all_pairs) {
  std::vector<int> open;
  std::vector<bool> decided(static_cast<size_t>(n) + 1, false);
  long long target = cage.sum;
  for (int cell : cage.cells) {
    if (const int b = e.base.cells[static_cast<size_t>(cell)]) {
      if (decided[static_cast<size_t>(b)]) add_clause(e.cnf, {kFalse});  // deduced twice in the cage
      decided[static_cast<size_t>(b)] = true;
      target -= b;
    } else {
      open.push_back(cell);
    }
  }
  // No value twice: pairs of open cells that share no house (a house excludes the others
  // already), and an open cell against the decided values of its cage.
  for (size_t i = 0; i < open.size(); ++i) {
    for (int v = 1; v <= n; ++v)
      if (decided[static_cast<size_t>(v)]) add_clause(e.cnf, {-x(open[i], v)});
    for (size_t j = i + 1; j < open.size(); ++j)
      if (all_pairs || !share_house(open[i], open[j], n, box_rows, box_cols))
        for (int v = 1; v <= n; ++v) add_clause(e.cnf, {-x(open[i], v), -x(open[j], v)});
  }
  if (open.empty()) {
    if (target != 0) add_clause(e.cnf, {kFalse});
    return;
  }
  std::vector<int> avail;
  for (int v = 1; v <= n; ++v)
    if (!decided[static_cast<size_t>(v)]) avail.push_back(v);
  std::vector<OrderInt> ints;
  ints.reserve(open.size());
  for (int cell : open) {
    std::vector<ValueLit> onehot;
    for (int v = 1; v <= n; ++v)
      if (const int lit = x(cell, v); lit != kFalse) onehot.push_back({v, lit});
    if (onehot.empty()) {  // no candidate left: the permutation encoding is unsatisfiable
      add_clause(e.cnf, {kFalse});
      return;
    }
    ints.push_back(order_from_onehot(e.cnf, std::move(onehot)));
  }
  std::vector<const OrderInt*> terms;
  std::vector<std::pair<int, int>> partial;
  const size_t m = open.size();
  for (size_t j = 0; j < m; ++j) {
    terms.push_back(&ints[j]);
    // The first j+1 terms are distinct values of `avail`, and so are the other m-j-1.
    const long long lo = std::max(low_sum(avail, j + 1), target - high_sum(avail, m - j - 1));
    const long long hi = std::min(high_sum(avail, j + 1), target - low_sum(avail, m - j - 1));
    partial.emplace_back(static_cast<int>(std::clamp<long long>(lo, -1, 1LL << 30)),
                         static_cast<int>(std::clamp<long long>(hi, -1, 1LL << 30)));
  }
  sum_equals_order(e.cnf, terms, static_cast<int>(target), partial);
}

// Each house's N groups ("row 3 holds 1 once", ..., from the permutation grid) as one group,
// "row 3": its first group's selector implies the others' (unguarded binary clauses), and only
// the first is listed. A person reads a house whole (its singles, pairs, its 45), and a step's
// cost then counts the houses and cages it looks at, not the values: with N groups a house, a
// 9x9's pairs of groups were mostly two values of two houses, which force nothing (26 CPU s a
// round of 1500 of them, 2026-11-29).
void merge_house_groups(Encoding& e) {
  std::vector<RuleGroup> merged;
  auto house = [](const RuleGroup& g) { return g.kind + " " + g.label.substr(0, g.label.find(' ')); };
  for (size_t i = 0; i < e.groups.size();) {
    RuleGroup g = e.groups[i];
    size_t k = i + 1;
    if (g.kind != "cage") {
      for (; k < e.groups.size() && house(e.groups[k]) == house(g); ++k) e.cnf.add({-g.selector, e.groups[k].selector});
      g.label = g.label.substr(0, g.label.find(' '));
    }
    merged.push_back(std::move(g));
    i = k;
  }
  e.groups = std::move(merged);
}

}  // namespace

Encoding Killer::encode(const EncodeOptions& opt) const {
  const int N = n();
  const auto& layout = PermutationLayout::get("killer " + std::to_string(box_rows_) + "x" + std::to_string(box_cols_),
                                              N, [this] { return groups(); });
  Encoding e = encode_bounded_grid(givens_, layout, opt, [&] { return cage_bounds(N, cages_); });
  if (e.cnf.has_empty_clause()) return e;
  if (opt.groups) merge_house_groups(e);
  const CellLits x(e, N);
  const size_t houses = e.groups.size();
  for (const Cage& cage : cages_) {
    // Groups: the cage's sum and distinct values as one clue group that cannot go alone (the
    // givens are killer's clues that go); its own pairs in a house too, so that it says its rule.
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "cage",
                       .label = std::to_string(cage.sum) + " at " + cells_label(N, cage.cells),
                       .cells = cage.cells,
                       .clue = true};
    });
    encode_cage(e, cage, N, box_rows_, box_cols_, x, opt.groups);
  }
  // The cages first: explain tries the pairs of groups in their order, and a cage with a house is
  // the pair that most often forces something (a house with a house, seldom).
  std::rotate(e.groups.begin(), e.groups.begin() + static_cast<std::ptrdiff_t>(houses), e.groups.end());
  return e;
}

Csp Killer::to_csp() const {
  Csp csp = permutation_csp(givens_, groups());
  const int N = n();
  for (const Cage& cage : cages_) {
    const int sum = cage.sum;
    const size_t size = cage.cells.size();
    csp.relations.push_back({cage.cells, [N, sum, size](std::span<const int> prefix) {
                               // Distinct so far, and the rest can still make up the total with
                               // distinct unused values.
                               uint64_t used = 0;
                               long long s = 0;
                               for (int v : prefix) {
                                 if (used >> v & 1) return false;
                                 used |= uint64_t{1} << v;
                                 s += v;
                               }
                               size_t rest = size - prefix.size();
                               long long lo = 0, hi = 0;
                               for (int v = 1, k = 0; v <= N && k < static_cast<int>(rest); ++v)
                                 if (!(used >> v & 1)) lo += v, ++k;
                               for (int v = N, k = 0; v >= 1 && k < static_cast<int>(rest); --v)
                                 if (!(used >> v & 1)) hi += v, ++k;
                               return s + lo <= sum && sum <= s + hi;
                             }});
  }
  return csp;
}

NativeResult Killer::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                   const NativeOptions& opt) const {
  if (opt.generic || opt.seed != 0 || n() > 64) return solve_csp(to_csp(), limit, deadline, on_solution, opt);
  return killer_search(*this, limit, deadline, on_solution);
}

std::optional<std::string> Killer::check(const Grid& solution) const {
  return check::killer(givens_, box_rows_, box_cols_, cages_, solution);
}

void Killer::print_grid(std::ostream& out, const Grid& g) const { out << killer_text(*this, g); }

std::string Killer::line(const Grid& g) const { return killer_solo_id(*this, g); }

std::unique_ptr<Puzzle> Killer::with_givens(const Grid& givens, std::string_view form) const {
  if (!form.empty() && form != "sgt" && form != "text")
    throw InputError("a killer Sudoku has no form '" + std::string(form) + "'");
  return std::make_unique<Killer>(givens, box_rows_, box_cols_, cages_,
                                  form == "text" ? KillerForm::text : KillerForm::solo);
}

}  // namespace gridsat

namespace gridsat {

namespace {

// One cage's outline, drawn inside its cells at `inset` from their sides, as segments: each
// side of a cell that the cage does not cross, ending at the corner of the outline (a convex
// corner inside the cell, a concave one beyond it, or the cell's corner where it runs on).
void cage_outline(Figure& f, const std::vector<int>& of, int n, int k, double inset, int digits) {
  auto in = [&](int r, int c) { return r >= 0 && c >= 0 && r < n && c < n && of[static_cast<size_t>(r * n + c)] == k; };
  int first = -1;
  for (size_t cell = 0; cell < of.size() && first < 0; ++cell)
    if (of[cell] == k) first = static_cast<int>(cell);
  const double d = inset;
  for (size_t cell = 0; cell < of.size(); ++cell) {
    if (of[cell] != k) continue;
    const int r = static_cast<int>(cell) / n, c = static_cast<int>(cell) % n;
    const bool corner = static_cast<int>(cell) == first;  // its sum stands in the top-left corner
    // The end of a side at `at` (a cell corner coordinate): beyond it lies cell A along the
    // side and B diagonally outside.
    auto end = [&](bool a, bool b, double at, double sign) { return !a ? at - sign * d : !b ? at : at + sign * d; };
    for (int dr : {-1, 1})  // top, bottom
      if (!in(r + dr, c)) {
        const double y = dr < 0 ? r + d : r + 1 - d;
        double x0 = end(in(r, c - 1), in(r + dr, c - 1), c, -1), x1 = end(in(r, c + 1), in(r + dr, c + 1), c + 1, 1);
        if (corner && dr < 0) x0 = c + 0.1 + 0.15 * digits;
        f.segments.push_back({x0, y, x1, y, Line::leader});
      }
    for (int dc : {-1, 1})  // left, right
      if (!in(r, c + dc)) {
        const double x = dc < 0 ? c + d : c + 1 - d;
        double y0 = end(in(r - 1, c), in(r - 1, c + dc), r, -1), y1 = end(in(r + 1, c), in(r + 1, c + dc), r + 1, 1);
        if (corner && dc < 0) y0 = r + 0.34;
        f.segments.push_back({x, y0, x, y1, Line::leader});
      }
  }
}

}  // namespace

Figure Killer::figure(const Grid&) const {
  Figure f;
  const int side = n(), boxes_across = side / box_cols_;
  std::vector<int> box(static_cast<size_t>(side) * side);
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c)
      box[static_cast<size_t>(r * side + c)] = r / box_rows_ * boxes_across + c / box_cols_;
  f.outline_regions(side, box);
  f.mark_rows = std::min(box_rows_, box_cols_);
  f.mark_cols = std::max(box_rows_, box_cols_);
  const auto of = cage_of();
  for (size_t k = 0; k < cages_.size(); ++k) {
    cage_outline(f, of, side, static_cast<int>(k), 0.08, static_cast<int>(std::to_string(cages_[k].sum).size()));
    const int first = *std::min_element(cages_[k].cells.begin(), cages_[k].cells.end());
    f.corners.push_back({first, std::to_string(cages_[k].sum)});
  }
  return f;
}

}  // namespace gridsat
