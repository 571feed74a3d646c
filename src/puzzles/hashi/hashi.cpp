// Hashi's encoding. Per pair of islands that see each other, its bridge count one-hot
// (x[p][0..most], primary: they determine the solution), and in unary u[p][j] = [count >= j];
// an island's number is exactly that many of its pairs' unary literals (a sequential counter);
// a horizontal and a vertical pair whose bridges would cross are not both used; the islands are
// connected through the used pairs (encoders/connected.hpp: islands always active, an edge per
// pair with the literal "at least one bridge"); with sgt's "L" option, exactly islands - 1
// pairs are used (a connected graph with that many edges is a tree: no loop). The cells show
// the counts: a crossed cell's "water" literal is true when neither pair through it is used.
#include "puzzles/hashi/hashi.hpp"

#include <algorithm>
#include <ostream>

#include "base/saturating.hpp"
#include "check/hashi.hpp"
#include "encoders/card.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"

namespace gridsat {

Hashi::Hashi(int rows, int cols, std::vector<int> counts, int max_bridges, bool no_loops, HashiForm form)
    : Puzzle("hashi", Grid(rows, cols), Symbols::from_zero),
      counts_(std::move(counts)),
      max_bridges_(max_bridges),
      no_loops_(no_loops),
      form_(form) {
  auto cap = [&](int i) { return counts_[i] == hashi::kUnknown ? max_bridges_ : std::min(max_bridges_, counts_[i]); };
  for (int a = 0; a < rows * cols; ++a) {
    if (!counts_[a]) continue;
    for (const bool horizontal : {true, false}) {
      Pair p{a, -1, horizontal, {}, 0};
      for (int r = a / cols + !horizontal, c = a % cols + horizontal; r < rows && c < cols;
           r += !horizontal, c += horizontal) {
        if (counts_[r * cols + c]) {
          p.b = r * cols + c;
          break;
        }
        p.between.push_back(r * cols + c);
      }
      if (p.b < 0) continue;
      p.most = std::min(cap(a), cap(p.b));
      if (p.most > 0) pairs_.push_back(std::move(p));
    }
  }
}

std::string Hashi::describe() const {
  int islands = 0;
  for (int v : counts_) islands += v != 0;
  return "hashi " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(islands) +
         " islands, at most " + std::to_string(max_bridges_) + " bridges a pair" + (no_loops_ ? ", no loops" : "");
}

namespace {

// x[p][k]: pair p holds k bridges (k = 0..most), one-hot.
struct PairVars {
  std::vector<int> x;  // x[0..most]
  std::vector<int> u;  // u[j - 1] = [count >= j], j = 1..most
  int used;            // = u[0]
};

// The one-hot count (x[0..most]) and its unary form (u[j - 1] <-> some x[k], k >= j) of a pair.
PairVars pair_vars(Cnf& cnf, int most) {
  PairVars pv;
  for (int k = 0; k <= most; ++k) pv.x.push_back(cnf.fresh());
  add_clause(cnf, pv.x);
  for (size_t i = 0; i < pv.x.size(); ++i)
    for (size_t j = i + 1; j < pv.x.size(); ++j) add_clause(cnf, {-pv.x[i], -pv.x[j]});
  for (int j = 1; j <= most; ++j) {
    const int u = cnf.fresh();
    std::vector<int> some{-u};
    for (int k = j; k <= most; ++k) {
      add_clause(cnf, {-pv.x[k], u});
      some.push_back(pv.x[k]);
    }
    add_clause(cnf, some);
    pv.u.push_back(u);
  }
  pv.used = pv.u[0];
  return pv;
}

// The primary variables of the cells: crossed cells' water literal and bridge values; the
// islands that touch a neighbour (their value carries that pair's count).
void add_cell_primaries(const Hashi& h, Encoding& e, const std::vector<PairVars>& v) {
  const int n = h.rows() * h.cols();
  std::vector<std::vector<int>> through(n);    // the pairs whose bridges pass over a cell
  std::vector<int> right(n, -1), down(n, -1);  // a pair to a touching island
  for (size_t p = 0; p < h.pairs().size(); ++p) {
    const auto& pair = h.pairs()[p];
    for (int c : pair.between) through[c].push_back(static_cast<int>(p));
    if (pair.between.empty()) (pair.horizontal ? right : down)[pair.a] = static_cast<int>(p);
  }
  for (int c = 0; c < n; ++c) {
    if (h.counts()[c]) {
      // value 10 + r + 5d from the touching pairs' counts (r, d = 0 when none)
      const std::vector<int> none{kTrue};
      const auto& xr = right[c] >= 0 ? v[right[c]].x : none;
      const auto& xd = down[c] >= 0 ? v[down[c]].x : none;
      if (xr.size() == 1 && xd.size() == 1) {
        e.base.cells[c] = hashi::kIsland;
        continue;
      }
      for (size_t r = 0; r < xr.size(); ++r)
        for (size_t d = 0; d < xd.size(); ++d) {
          int lit = xr[r] == kTrue ? xd[d] : xd[d] == kTrue ? xr[r] : 0;
          if (!lit) {
            lit = e.cnf.fresh();  // lit <-> xr[r] and xd[d]
            add_clause(e.cnf, {-lit, xr[r]});
            add_clause(e.cnf, {-lit, xd[d]});
            add_clause(e.cnf, {lit, -xr[r], -xd[d]});
          }
          e.primary.push_back({lit, c, hashi::kIsland + static_cast<int>(r + 5 * d)});
        }
      continue;
    }
    if (through[c].empty()) {
      e.base.cells[c] = hashi::kWater;
      continue;
    }
    const int water = e.cnf.fresh();  // water <-> no pair through c is used
    std::vector<int> any{water};
    for (int p : through[c]) {
      add_clause(e.cnf, {-water, -v[p].used});
      any.push_back(v[p].used);
      const bool horizontal = h.pairs()[p].horizontal;
      for (size_t k = 1; k < v[p].x.size(); ++k)
        e.primary.push_back(
            {v[p].x[k], c, horizontal ? hashi::horizontal(static_cast<int>(k)) : hashi::vertical(static_cast<int>(k))});
    }
    add_clause(e.cnf, any);
    e.primary.push_back({water, c, hashi::kWater});
  }
}

}  // namespace

Encoding Hashi::encode(const EncodeOptions& opt) const {
  const int n = rows() * cols();
  Encoding e;
  e.base = Grid(rows(), cols());
  std::vector<PairVars> v;
  for (const auto& pair : pairs_) v.push_back(pair_vars(e.cnf, pair.most));
  add_cell_primaries(*this, e, v);
  if (opt.drop_groups) return e;
  // Crossings: a horizontal pair and a vertical pair over the same cell.
  std::vector<int> h_over(n, -1);
  for (size_t p = 0; p < pairs_.size(); ++p)
    if (pairs_[p].horizontal)
      for (int c : pairs_[p].between) h_over[c] = static_cast<int>(p);
  for (size_t p = 0; p < pairs_.size(); ++p)
    if (!pairs_[p].horizontal)
      for (int c : pairs_[p].between)
        if (h_over[c] >= 0) add_clause(e.cnf, {-v[p].used, -v[h_over[c]].used});
  // Each island's number.
  std::vector<std::vector<int>> units(n);
  for (size_t p = 0; p < pairs_.size(); ++p)
    for (int end : {pairs_[p].a, pairs_[p].b}) units[end].insert(units[end].end(), v[p].u.begin(), v[p].u.end());
  std::vector<int> node(n, -1);
  int islands = 0;
  for (int c = 0; c < n; ++c) {
    if (!counts_[c]) continue;
    node[c] = islands++;
    if (counts_[c] == hashi::kUnknown) continue;
    if (counts_[c] > static_cast<int>(units[c].size())) {
      add_clause(e.cnf, {});  // more than its pairs can hold (the readers refuse this)
      continue;
    }
    exactly_k(e.cnf, units[c], counts_[c], CardEncoding::sequential);
  }
  std::vector<int> used;
  for (const auto& pv : v) used.push_back(pv.used);
  if (no_loops_ && islands > 0) exactly_k(e.cnf, used, islands - 1, CardEncoding::sequential);
  NodeGraph g;
  g.active.assign(islands, 0);
  for (size_t p = 0; p < pairs_.size(); ++p) g.edges.push_back({node[pairs_[p].a], node[pairs_[p].b], v[p].used});
  connected(e.cnf, e.lazy, g, opt.connectivity.value_or(Connectivity::lazy));
  return e;
}

std::optional<EncodingSize> Hashi::estimate(const EncodeOptions&) const {
  int64_t islands = 0;
  for (int v : counts_) islands += v != 0;
  const int64_t pairs = static_cast<int64_t>(pairs_.size()), m = max_bridges_;
  int64_t bits = 1;
  while ((int64_t{1} << bits) < islands + 1) ++bits;
  EncodingSize s;
  // per pair: one-hot and unary (2m + 2 variables, about m^2 + 2m clauses), crossings; per
  // island a counter over up to 4m literals; the spanning tree about 3 bits + 8 per pair.
  s.vars = sat_add(sat_mul(pairs, 2 * m + 2 + 3 * bits + 8), sat_mul(islands, 16 * m + bits));
  s.clauses = sat_add(sat_mul(pairs, m * m + 4 * m + 6 * bits + 16), sat_mul(islands, 40 * m));
  s.vars = sat_add(s.vars, static_cast<int64_t>(rows()) * cols());
  s.clauses = sat_add(s.clauses, sat_mul(static_cast<int64_t>(rows()) * cols(), 4));
  return s;
}

std::optional<std::string> Hashi::check(const Grid& solution) const {
  return check::hashi(rows(), cols(), counts_, max_bridges_, no_loops_, solution);
}

namespace {

char count_char(int v) {
  if (v == hashi::kUnknown) return '?';
  return v < 10 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10);
}

char cell_char(int count, int value) {
  if (count) return count_char(count);
  if (value >= hashi::horizontal(1) && value <= hashi::horizontal(4)) return "-=tq"[value - hashi::horizontal(1)];
  if (value >= hashi::vertical(1) && value <= hashi::vertical(4)) return "|\"TQ"[value - hashi::vertical(1)];
  return '.';
}

}  // namespace

void Hashi::print_grid(std::ostream& out, const Grid& g) const {
  for (int r = 0; r < rows(); ++r) {
    std::string line;
    for (int c = 0; c < cols(); ++c) line += cell_char(counts_[r * cols() + c], g.cells[r * cols() + c]);
    out << line << '\n';
  }
}

std::string hashi_sgt_id(int rows, int cols, const std::vector<int>& counts, int max_bridges, bool no_loops) {
  std::string s = std::to_string(cols) + "x" + std::to_string(rows) + "m" + std::to_string(max_bridges) +
                  (no_loops ? "L" : "") + ":";
  int run = 0;
  for (int v : counts) {
    if (!v) {
      if (++run == 26) s += 'z', run = 0;
      continue;
    }
    if (run) s += static_cast<char>('a' + run - 1), run = 0;
    s += count_char(v);
  }
  if (run) s += static_cast<char>('a' + run - 1);
  return s;
}

std::string Hashi::line(const Grid& g) const {
  const bool unknown = std::any_of(counts_.begin(), counts_.end(), [](int v) { return v == hashi::kUnknown; });
  std::string s = form_ == HashiForm::puzzlink || unknown
                      ? hashi_puzzlink_url(rows(), cols(), counts_)
                      : hashi_sgt_id(rows(), cols(), counts_, max_bridges_, no_loops_);
  if (std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 0; })) return s;
  s += ' ';
  for (int i = 0; i < rows() * cols(); ++i) {
    if (i && i % cols() == 0) s += '/';
    s += cell_char(counts_[i], g.cells[i]);
  }
  return s;
}

std::vector<int> hashi_bridges(const Hashi& h, const Grid& g) {
  std::vector<int> count(h.pairs().size(), 0);
  for (size_t p = 0; p < h.pairs().size(); ++p) {
    const auto& pair = h.pairs()[p];
    if (pair.between.empty()) {
      const int v = g.cells[pair.a] - hashi::kIsland;
      count[p] = v < 0 ? 0 : pair.horizontal ? v % 5 : v / 5;
      continue;
    }
    const int v = g.cells[pair.between[0]];
    if (pair.horizontal && v >= hashi::horizontal(1) && v <= hashi::horizontal(4)) count[p] = v - hashi::horizontal(0);
    if (!pair.horizontal && v >= hashi::vertical(1) && v <= hashi::vertical(4)) count[p] = v - hashi::vertical(0);
  }
  return count;
}

std::vector<std::pair<std::string, std::vector<std::vector<int>>>> Hashi::extra_fields(const Grid& g) const {
  std::vector<std::vector<int>> list;
  const auto count = hashi_bridges(*this, g);
  for (size_t p = 0; p < pairs_.size(); ++p)
    if (count[p])
      list.push_back(
          {pairs_[p].a / cols(), pairs_[p].a % cols(), pairs_[p].b / cols(), pairs_[p].b % cols(), count[p]});
  return {{"bridges", list}};
}

Figure Hashi::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.largest = 16;
  const bool solved = std::none_of(shown.cells.begin(), shown.cells.end(), [](int v) { return v == 0; });
  if (solved) {
    const auto count = hashi_bridges(*this, shown);
    for (size_t p = 0; p < pairs_.size(); ++p) {
      const auto& pair = pairs_[p];
      const double x0 = pair.a % cols() + 0.5, y0 = pair.a / cols() + 0.5;
      const double x1 = pair.b % cols() + 0.5, y1 = pair.b / cols() + 0.5;
      for (int k = 0; k < count[p]; ++k) {
        const double off = (k - (count[p] - 1) / 2.0) * 0.2;  // parallel strokes, 0.2 cells apart
        if (pair.horizontal) f.segments.push_back({x0, y0 + off, x1, y1 + off, Line::path});
        else f.segments.push_back({x0 + off, y0, x1 + off, y1, Line::path});
      }
    }
  }
  for (int i = 0; i < rows() * cols(); ++i) {
    if (!counts_[i]) continue;
    f.marks.push_back({i, Mark::open_circle});
    const std::string t = counts_[i] == hashi::kUnknown ? "?" : std::to_string(counts_[i]);
    f.texts.push_back({i % cols() + 0.5, i / cols() + 0.5, t, Ink::clue, 1, 0.5});
  }
  return f;
}

}  // namespace gridsat
