// Towers' encoding: the Latin-square part from the permutation-grid encoder, then per clue
// the "tallest so far" chain in order encoding. Along a clue's line of cells h_0, h_1, ...
// (nearest first), M[k][v] = [max(h_0..h_k) >= v] (M[k] = M[k-1] or [h_k >= v], the
// [h >= v] literals channelled to the one-hot literals by encoders/sum.hpp), and tower k is
// seen, s_k, exactly when h_k = v with M[k-1][v] false. Tower 0 is always seen; exactly
// clue - 1 of s_1.. are true (encoders/card.hpp's sequential counter). Decided cells
// (Encoding::base) are constants in these clauses. Proved against a brute force in
// tests/test_towers.cpp.
// Under EncodeOptions::groups each clue's clauses are one clue group (kind "view", "view of 1" or
// "full view"; clue_index: its rank among the clues shown), which also says that N stands in its
// line (a 1 then sees N next to it), the rows' and columns' "each value once" the permutation
// grid's groups.
#include "puzzles/towers/towers.hpp"

#include <algorithm>
#include <map>
#include <ostream>

#include "base/errors.hpp"
#include "base/saturating.hpp"
#include "check/towers.hpp"
#include "encoders/card.hpp"
#include "encoders/sum.hpp"
#include "puzzles/common/permutation_grid.hpp"

namespace gridsat {

Towers::Towers(Grid givens, std::vector<int> clues, TowersForm form)
    : LatinSquare("towers", std::move(givens), GridForm::ints), clues_(std::move(clues)), tform_(form) {}

std::vector<int> Towers::sight(int i) const {
  const int N = n(), k = i % N;
  std::vector<int> cells;
  for (int j = 0; j < N; ++j) switch (i / N) {
      case 0: cells.push_back(j * N + k); break;            // above column k, looking down
      case 1: cells.push_back((N - 1 - j) * N + k); break;  // below column k, looking up
      case 2: cells.push_back(k * N + j); break;            // left of row k, looking right
      default: cells.push_back(k * N + N - 1 - j); break;   // right of row k, looking left
    }
  return cells;
}

std::string Towers::describe() const {
  int givens = 0, clues = 0;
  for (int v : givens_.cells) givens += v != 0;
  for (int c : clues_) clues += c != 0;
  return "towers " + std::to_string(n()) + "x" + std::to_string(n()) + ", " + std::to_string(clues) + " clues, " +
         std::to_string(givens) + " givens";
}

namespace {

// Per cell the (min, max) height the clues allow: the k-th cell (0-based) of a clue c's line
// holds at most N - c + k + 1 (at most k towers before it and N - h after it are seen), and
// a clue 1 sees N first.
std::vector<std::pair<int, int>> clue_bounds(const Towers& t) {
  const int N = t.n();
  std::vector<std::pair<int, int>> b(static_cast<size_t>(N) * N, {1, N});
  for (int i = 0; i < 4 * N; ++i) {
    const int c = t.clues()[i];
    if (!c) continue;
    const auto cells = t.sight(i);
    for (int k = 0; k < N; ++k) b[cells[k]].second = std::min(b[cells[k]].second, N - c + k + 1);
    if (c == 1) b[cells[0]].first = N;
  }
  return b;
}

const char* const kSide[] = {"above c", "below c", "left of r", "right of r"};

// Clue i's group (EncodeOptions::groups), the k-th clue: a 1 sees the tallest next to it, N
// an ascending line, other counts a view.
RuleGroup view_group(const Towers& t, int i, int k) {
  const int N = t.n(), clue = t.clues()[i];
  const std::string where = std::string(kSide[i / N]) + std::to_string(i % N + 1);
  const std::string kind = clue == 1 ? "view of 1" : clue == N ? "full view" : "view";
  return RuleGroup{.kind = kind,
                   .label = clue == 1 ? where : std::to_string(clue) + " " + where,
                   .cells = t.sight(i),
                   .clue = true,
                   .clue_index = k};
}

}  // namespace

Encoding Towers::encode(const EncodeOptions& opt) const {
  const int N = n();
  Encoding e = encode_bounded_grid(givens_, layout(), opt, [&] { return clue_bounds(*this); });
  if (e.cnf.has_empty_clause()) return e;
  const CellLits x(e, N);
  CellOrders order(e.cnf, x);  // [h >= v] per cell, shared by the clues that see it
  // Groups: the shared [h >= v] literals are definitions, made outside every clue's group.
  if (opt.groups)
    for (int cell = 0; cell < N * N; ++cell) order(cell);
  int clue_index = 0;
  for (int i = 0; i < 4 * N; ++i) {
    const int clue = clues_[i];
    if (!clue) continue;
    const auto cells = sight(i);
    GroupScope g(e, opt, [&] { return view_group(*this, i, clue_index); });
    ++clue_index;
    if (opt.groups) {  // the view's own words: the tallest, N, stands in the line (its house says it too)
      std::vector<int> tallest;
      for (int cell : cells) tallest.push_back(x(cell, N));
      add_clause(e.cnf, tallest);
    }
    // prev[v] = M[k-1][v] for v = 0..N (v <= 1: true).
    std::vector<int> prev(N + 1, kTrue);
    for (int v = 2; v <= N; ++v) prev[v] = order(cells[0]).at_least(v);
    std::vector<int> seen;
    for (int k = 1; k < N; ++k) {
      const OrderInt& h = order(cells[k]);
      const int s = e.cnf.fresh();
      seen.push_back(s);
      for (int v = 1; v <= N; ++v) {
        add_clause(e.cnf, {-x(cells[k], v), prev[v], s});    // h_k = v above the maximum: seen
        add_clause(e.cnf, {-x(cells[k], v), -prev[v], -s});  // h_k = v below it: hidden
      }
      if (k + 1 == N) break;
      std::vector<int> next(N + 1, kTrue);
      for (int v = 2; v <= N; ++v) {
        const int m = e.cnf.fresh(), ge = h.at_least(v);
        next[v] = m;
        add_clause(e.cnf, {-prev[v], m});
        add_clause(e.cnf, {-ge, m});
        add_clause(e.cnf, {-m, prev[v], ge});
        if (v > 2) add_clause(e.cnf, {-m, next[v - 1]});
      }
      prev = std::move(next);
    }
    exactly_k(e.cnf, seen, clue - 1, CardEncoding::sequential);
  }
  return e;
}

std::optional<EncodingSize> Towers::estimate(const EncodeOptions& opt) const {
  auto latin = LatinSquare::estimate(opt);
  if (!latin) return std::nullopt;
  EncodingSize size = *latin;
  const int64_t N = n();
  int64_t clues = 0;
  for (int c : clues_) clues += c != 0;
  // per clue: N-1 seen and (N-2)(N-1) chain variables, 2N + 4N per cell, the counter N^2;
  // per cell N-1 order literals with 4N clauses.
  sat_add_to(size.vars, clues, N * N + N);
  sat_add_to(size.clauses, clues, 8 * N * N + 4 * N);
  sat_add_to(size.vars, N * N, N);
  sat_add_to(size.clauses, N * N, 4 * N);
  return size;
}

Csp Towers::to_csp() const {
  Csp csp = LatinSquare::to_csp();
  const int N = n();
  for (int i = 0; i < 4 * N; ++i) {
    const int clue = clues_[i];
    if (!clue) continue;
    csp.relations.push_back({sight(i), [clue, N](std::span<const int> prefix) {
                               int seen = 0, best = 0;
                               for (int h : prefix)
                                 if (h > best) best = h, ++seen;
                               const int left = N - static_cast<int>(prefix.size());
                               if (left == 0) return seen == clue;
                               // The line is a row or a column, so N is among its heights: still to
                               // come (and be seen) unless it stood already. At most one more is seen
                               // per cell left and per height above the tallest so far.
                               if (seen + (best < N) > clue) return false;
                               return seen + std::min(left, N - best) >= clue;
                             }});
  }
  return csp;
}

int Towers::clue_count() const {
  return static_cast<int>(std::count_if(clues_.begin(), clues_.end(), [](int c) { return c != 0; }));
}

std::unique_ptr<Puzzle> Towers::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> clues = clues_;
  size_t k = 0;
  for (int& c : clues)
    if (c && !keep.at(k++)) c = 0;
  return std::make_unique<Towers>(givens_, std::move(clues), tform_);
}

std::unique_ptr<Puzzle> Towers::with_givens(const Grid& givens, std::string_view form) const {
  if (!form.empty() && form != "sgt") throw InputError("a towers puzzle has no form '" + std::string(form) + "'");
  return std::make_unique<Towers>(givens, clues_, form.empty() ? tform_ : TowersForm::sgt);
}

std::vector<int> towers_views(const Grid& full) {
  const Towers shape(Grid(full.rows, full.rows), std::vector<int>(4 * static_cast<size_t>(full.rows)), TowersForm::sgt);
  std::vector<int> views;
  for (int i = 0; i < 4 * full.rows; ++i) {
    int seen = 0, best = 0;
    for (int cell : shape.sight(i))
      if (full.cells[static_cast<size_t>(cell)] > best) best = full.cells[static_cast<size_t>(cell)], ++seen;
    views.push_back(seen);
  }
  return views;
}

std::optional<std::string> Towers::check(const Grid& solution) const {
  return check::towers(givens_, clues_, solution);
}

void Towers::print_grid(std::ostream& out, const Grid& g) const {
  const int N = n();
  const int w = N >= 10 ? 2 : 1;
  auto tok = [w](const std::string& s) { return std::string(static_cast<size_t>(w) - s.size(), ' ') + s; };
  auto clue = [&](int i) { return tok(clues_[i] ? std::to_string(clues_[i]) : "."); };
  std::string top = tok("+"), bottom = tok("+");
  for (int c = 0; c < N; ++c) top += " " + clue(c), bottom += " " + clue(N + c);
  out << top << " " << tok("+") << '\n';
  for (int r = 0; r < N; ++r) {
    std::string line = clue(2 * N + r);
    for (int c = 0; c < N; ++c) {
      const int v = g.cells[r * N + c];
      line += " " + tok(v ? std::to_string(v) : ".");
    }
    out << line << " " << clue(3 * N + r) << '\n';
  }
  out << bottom << " " << tok("+") << '\n';
}

std::string towers_sgt_id(int n, const std::vector<int>& clues, const Grid& g) {
  std::string s = std::to_string(n) + ":";
  for (int i = 0; i < 4 * n; ++i) {
    if (i) s += '/';
    if (clues[i]) s += std::to_string(clues[i]);
  }
  bool any = false;
  for (int v : g.cells) any = any || v;
  if (!any) return s;
  s += ',';
  int run = 0;
  bool after_value = false;
  for (int v : g.cells) {
    if (!v) {
      ++run;
      continue;
    }
    for (; run > 0; run -= std::min(run, 26)) s += static_cast<char>('a' + std::min(run, 26) - 1);
    if (after_value && s.back() >= '0' && s.back() <= '9') s += '_';
    s += std::to_string(v);
    after_value = true;
  }
  for (; run > 0; run -= std::min(run, 26)) s += static_cast<char>('a' + std::min(run, 26) - 1);
  return s;
}

std::string Towers::line(const Grid& g) const {
  if (tform_ == TowersForm::puzzlink) return towers_puzzlink_url(n(), clues_, g);
  return towers_sgt_id(n(), clues_, g);
}

Figure Towers::figure(const Grid&) const {
  Figure f;
  const int N = n();
  f.margin_top = f.margin_right = f.margin_bottom = f.margin_left = 1;
  for (int i = 0; i < 4 * N; ++i) {
    if (!clues_[i]) continue;
    const double a = i % N + 0.5;
    double x = a, y = a;
    switch (i / N) {
      case 0: y = -0.5; break;
      case 1: y = N + 0.5; break;
      case 2: x = -0.5; break;
      default: x = N + 0.5; break;
    }
    f.texts.push_back({x, y, std::to_string(clues_[i]), Ink::clue});
  }
  return f;
}

}  // namespace gridsat
