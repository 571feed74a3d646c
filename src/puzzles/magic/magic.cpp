#include "puzzles/magic/magic.hpp"

#include <algorithm>
#include <array>
#include <deque>
#include <functional>
#include <map>
#include <numeric>
#include <ostream>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "base/saturating.hpp"
#include "check/magic.hpp"
#include "encoders/sum.hpp"
#include "text/grid_text.hpp"

namespace gridsat {

MagicSquare::MagicSquare(Grid givens, MagicRules rules) : Puzzle("magic", std::move(givens)), rules_(rules) {}

std::string MagicSquare::describe() const {
  int givens = 0;
  for (int v : givens_.cells) givens += v != 0;
  return "magic square " + std::to_string(n()) + "x" + std::to_string(n()) + " (sum " + std::to_string(magic_sum()) +
         "), " + std::to_string(givens) + " givens" + (frenicle() ? ", Frenicle standard form" : "") +
         (rules_.streamline != Streamline::none
              ? ", streamlined: " + std::string(to_string(rules_.streamline)) + " only"
              : "");
}

std::optional<Grid> MagicSquare::forced() const {
  Grid g = givens_;
  if (!associative()) return g;
  const int V = n() * n(), C = V + 1;
  if (V % 2 == 1 && g.cells[V / 2] == 0) g.cells[V / 2] = C / 2;  // the centre
  for (int c = 0; c < V; ++c) {
    const int v = givens_.cells[c], p = partner(c);
    if (v == 0) continue;
    if (g.cells[p] == 0) g.cells[p] = C - v;
    else if (g.cells[p] != C - v) return std::nullopt;
  }
  std::vector<char> seen(static_cast<size_t>(V) + 1, 0);
  for (int v : g.cells)
    if (v && seen[v]++) return std::nullopt;  // a given and another's complement collide
  return g;
}

std::vector<std::vector<int>> MagicSquare::lines() const {
  const int N = n();
  std::vector<std::vector<int>> out(2 * static_cast<size_t>(N) + 2);
  for (int i = 0; i < N; ++i)
    for (int k = 0; k < N; ++k) {
      out[i].push_back(i * N + k);
      out[N + i].push_back(k * N + i);
    }
  for (int i = 0; i < N; ++i) {
    out[2 * N].push_back(i * N + i);
    out[2 * N + 1].push_back(i * N + (N - 1 - i));
  }
  return out;
}

std::vector<std::vector<int>> MagicSquare::enforced_lines() const {
  std::vector<std::vector<int>> all = lines();
  if (!associative()) return all;
  const int N = n();
  std::vector<std::vector<int>> half;
  for (int i = 0; i < N / 2; ++i) {
    half.push_back(all[i]);      // row i
    half.push_back(all[N + i]);  // column i
  }
  return half;
}

std::vector<std::pair<int, int>> frenicle_pairs(int n) {
  if (n < 2) return {};
  const int a11 = 0, a1n = n - 1, an1 = (n - 1) * n, ann = n * n - 1, a12 = 1, a21 = n;
  return {{a11, a1n}, {a11, an1}, {a11, ann}, {a12, a21}};
}

namespace {

Amo amo_for(const EncodeOptions& opt, size_t size) {
  return opt.amo ? *opt.amo : size <= 16 ? Amo::pairwise : Amo::sequential;
}

// The one-hot part: per cell its candidates as (value, variable), each cell exactly one
// value and each value exactly one cell. Cells decided before encoding (enc.base: the givens
// with `fix`, what the streamliner forces) and their values get no variables; the other
// givens are unit clauses. With `mirror` (associative) only the first cell c of each
// opposite pair gets variables: its partner p's candidate C - v is c's literal for v, and
// the groups of v and C - v are the same group.
// Long: one pass per part (candidates, units, cell groups, value groups), kept together.
std::vector<std::vector<ValueLit>> encode_one_hot(Encoding& enc, const Grid& givens, const std::vector<char>& taken,
                                                  bool mirror, const EncodeOptions& opt) {
  const int V = givens.size(), C = V + 1;
  Cnf& cnf = enc.cnf;
  std::vector<std::vector<ValueLit>> cand(V);
  std::vector<std::vector<int>> value_cells(static_cast<size_t>(V) + 1);
  for (int c = 0; c < V; ++c) {
    const int p = V - 1 - c;
    if (enc.base.cells[c] || (mirror && p < c)) continue;
    for (int v = 1; v <= V; ++v) {
      if (taken[v] || (mirror && (c == p || 2 * v == C))) continue;
      const int var = cnf.fresh();
      cand[c].push_back({v, var});
      value_cells[v].push_back(var);
      enc.primary.push_back({var, c, v});
      if (mirror) {
        cand[p].push_back({C - v, var});
        value_cells[C - v].push_back(var);
        enc.primary.push_back({var, p, C - v});
      }
    }
    if (mirror) std::reverse(cand[p].begin(), cand[p].end());  // ascending values
  }
  for (int c = 0; c < V; ++c) {
    const int g = givens.cells[c];
    if (!g || enc.base.cells[c]) continue;
    auto it = std::find_if(cand[c].begin(), cand[c].end(), [g](const ValueLit& vl) { return vl.value == g; });
    GroupScope scope(enc, opt, [&] {
      return RuleGroup{.kind = "given", .label = std::to_string(g) + " at " + cells_label(givens.cols, {c}),
                       .cells = {c}, .clue = true};
    });
    if (it == cand[c].end()) cnf.add(std::span<const int>{});
    else if (enc.givens_assumed) enc.given_literals.emplace_back(c, it->lit);
    else cnf.add({it->lit});
  }
  std::vector<int> lits;
  for (int c = 0; c < V; ++c) {
    if (cand[c].empty() || (mirror && V - 1 - c < c)) continue;
    lits.clear();
    for (const auto& vl : cand[c]) lits.push_back(vl.lit);
    exactly_one(cnf, lits, amo_for(opt, lits.size()));
  }
  // Every value once, one group (explain: a step's cost counts the lines and "each value once";
  // a group a value made a 5x5's pairs of groups mostly two values, which force little).
  GroupScope scope(enc, opt, [&] { return RuleGroup{.kind = "value", .label = "1.." + std::to_string(V) + " once"}; });
  for (int v = 1; v <= V; ++v) {
    if (mirror && C - v < v) continue;  // the group of C - v, done
    if (!value_cells[v].empty()) exactly_one(cnf, value_cells[v], amo_for(opt, value_cells[v].size()));
    else if (!taken[v]) cnf.add(std::span<const int>{});
  }
  return cand;
}

// The values still free for the open cells, sorted: the distinctness bounds on partial
// sums. low[k] / high[k]: the sum of the k smallest / largest free values.
struct PartialSums {
  std::vector<long long> low, high;

  PartialSums(int V, const std::vector<char>& given_value, bool fix) {
    std::vector<long long> free_values;
    for (int v = 1; v <= V; ++v)
      if (!fix || !given_value[v]) free_values.push_back(v);
    low.assign(free_values.size() + 1, 0);
    high.assign(free_values.size() + 1, 0);
    for (size_t k = 0; k < free_values.size(); ++k) {
      low[k + 1] = low[k] + free_values[k];
      high[k + 1] = high[k] + free_values[free_values.size() - 1 - k];
    }
  }

  // For a line of m open cells summing to target: the range of each prefix sum (of the
  // first j+1 cells), or none when the line has more open cells than free values.
  std::vector<std::pair<int, int>> for_line(size_t m, long long target) const {
    std::vector<std::pair<int, int>> partial;
    for (size_t j = 0; j < m && m <= low.size() - 1; ++j) {
      const size_t k = j + 1, rest = m - k;
      partial.emplace_back(static_cast<int>(std::max(low[k], target - high[rest])),
                           static_cast<int>(std::min(high[k], target - low[rest])));
    }
    return partial;
  }
};

// The order encoding of partner p's value C - x from c's order encoding of x: the same
// literals, negated and reversed ([C - x >= C - a] = [x <= a] = not [x >= next after a]).
OrderInt mirror_order(const OrderInt& x, int C) {
  OrderInt y;
  const size_t k = x.values.size();
  for (size_t i = 0; i < k; ++i) y.values.push_back(C - x.values[k - 1 - i]);
  y.ge.push_back(kTrue);
  for (size_t i = 1; i < k; ++i) y.ge.push_back(-x.ge[k - i]);
  return y;
}

// The digits streamliner: each value v as v - 1 = q * n + r (q, r one-hot, read off the
// value literals, then order encoded), and every line's q digits and r digits each sum to
// n(n-1)/2 minus the digits of its decided cells. With `mirror` a partner's digits are its
// cell's, complemented (n-1-q, n-1-r).
// Long: the digit variables and the two sums of each line, kept together.
void encode_digit_sums(Cnf& cnf, const std::vector<std::vector<ValueLit>>& cand, const Grid& base,
                       const std::vector<std::vector<int>>& lines, bool mirror) {
  const int n = base.rows, V = n * n;
  std::deque<OrderInt> store;
  std::vector<std::array<const OrderInt*, 2>> digits(static_cast<size_t>(V), {nullptr, nullptr});
  auto digit = [&](const std::vector<ValueLit>& onehot, bool high) {
    std::map<int, std::vector<int>> groups;
    for (const auto& vl : onehot) groups[high ? (vl.value - 1) / n : (vl.value - 1) % n].push_back(vl.lit);
    std::vector<ValueLit> out;
    for (const auto& [d, lits] : groups) {
      int lit = lits[0];
      if (lits.size() > 1) {  // lit <-> OR of the value literals
        lit = cnf.fresh();
        std::vector<int> back{-lit};
        for (int l : lits) {
          cnf.add({-l, lit});
          back.push_back(l);
        }
        cnf.add(back);
      }
      out.push_back({d, lit});
    }
    return &store.emplace_back(order_from_onehot(cnf, std::move(out)));
  };
  std::function<const OrderInt*(int, int)> of = [&](int c, int k) -> const OrderInt* {
    if (!digits[c][k]) {
      const int p = V - 1 - c;
      if (mirror && p < c) digits[c][k] = &store.emplace_back(mirror_order(*of(p, k), n - 1));
      else digits[c][k] = digit(cand[c], k == 0);
    }
    return digits[c][k];
  };
  for (const auto& line : lines) {
    long long target[2] = {n * (n - 1LL) / 2, n * (n - 1LL) / 2};
    std::vector<const OrderInt*> terms[2];
    for (int c : line)
      for (int k : {0, 1}) {
        if (cand[c].empty()) target[k] -= k == 0 ? (base.cells[c] - 1) / n : (base.cells[c] - 1) % n;
        else terms[k].push_back(of(c, k));
      }
    for (int k : {0, 1}) sum_equals_order(cnf, terms[k], static_cast<int>(target[k]));
  }
}

}  // namespace

// Long: the line sums (three encodings or the digit sums) and Frenicle's order share the
// lazily built order integers of the cells.
Encoding MagicSquare::encode(const EncodeOptions& opt) const {
  const int N = n(), V = N * N;
  const long long M = magic_sum();
  Encoding enc;
  enc.base = Grid(N, N);
  Cnf& cnf = enc.cnf;
  const std::optional<Grid> decided = forced();
  if (!decided) {  // the givens contradict the streamliner
    cnf.add(std::span<const int>{});
    return enc;
  }
  // Decided before encoding: with --simplify (default) every given and what the streamliner
  // forces; with --simplify none only the centre of an associative square.
  const bool fix = opt.simplify != Simplify::none;
  std::vector<char> taken(static_cast<size_t>(V) + 1, 0);
  for (int c = 0; c < V; ++c)
    if (int g = decided->cells[c]; g && (fix || (associative() && c == partner(c)))) {
      taken[g] = 1;
      enc.base.cells[c] = g;
    }
  // Givens as assumptions (count --explain): honoured where the givens decide nothing before
  // encoding, no streamliner and no associative partner (--simplify none is the caller's).
  enc.givens_assumed = opt.givens_as_assumptions && !fix && rules_.streamline == Streamline::none && !associative();
  const std::vector<std::vector<ValueLit>> cand = encode_one_hot(enc, givens_, taken, associative(), opt);
  const PartialSums sums(V, taken, true);

  // Order-encoded cells, made on first use (a partner's from its cell's). With rule groups
  // (explain, grade) every group makes its own, inside its scope: a cell's order literals
  // shared by the lines would be defined by the first line's clauses only, under its selector,
  // and a column or a diagonal alone would say nothing of its cells (every column step took
  // the rows too: a 4x4 with 14 givens graded extreme).
  std::deque<OrderInt> order_store;
  std::vector<const OrderInt*> order_of(V, nullptr);
  const auto own_group = [&] {
    if (opt.groups) std::fill(order_of.begin(), order_of.end(), nullptr);
  };
  std::function<const OrderInt&(int)> order = [&](int c) -> const OrderInt& {
    if (!order_of[c]) {
      const int p = partner(c);
      if (cand[c].empty()) order_of[c] = &order_store.emplace_back(OrderInt{{enc.base.cells[c]}, {kTrue}});
      else if (associative() && p < c) order_of[c] = &order_store.emplace_back(mirror_order(order(p), V + 1));
      else order_of[c] = &order_store.emplace_back(order_from_onehot(cnf, cand[c]));
    }
    return *order_of[c];
  };

  if (opt.groups && (associative() || digit_sums()))
    throw InputError("explain takes magic squares without --streamline (each cell its own fact)");
  if (!opt.drop_groups && digit_sums()) {
    encode_digit_sums(cnf, cand, enc.base, enforced_lines(), associative());
  } else if (!opt.drop_groups) {
    const SumEncoding sum = kSumOption.of(opt.choices);
    for (const auto& line : enforced_lines()) {
      GroupScope scope(enc, opt, [&] { return line_group(line); });
      own_group();
      long long target = M;
      std::vector<int> open;
      for (int c : line) {
        if (cand[c].empty()) target -= enc.base.cells[c];
        else open.push_back(c);
      }
      if (sum == SumEncoding::order) {
        std::vector<const OrderInt*> terms;
        for (int c : open) terms.push_back(&order(c));
        sum_equals_order(cnf, terms, static_cast<int>(target), sums.for_line(open.size(), target));
      } else if (sum == SumEncoding::digits) {
        std::vector<std::vector<ValueLit>> terms;
        for (int c : open) terms.push_back(cand[c]);
        sum_equals_digits(cnf, terms, target, N, 1);
      } else {
        std::vector<Bits> terms;
        for (int c : open) terms.push_back(bits_from_onehot(cnf, cand[c]));
        sum_equals_binary(cnf, terms, target);
      }
    }
  }
  if (frenicle())
    for (auto [a, b] : frenicle_pairs(N)) {
      GroupScope scope(enc, opt, [&, a = a, b = b] {  // bindings captured by copy (clang before 16 refuses them)
        return RuleGroup{.kind = "standard form", .label = cells_label(N, {a}) + " < " + cells_label(N, {b}),
                         .cells = {a, b}};
      });
      own_group();
      order_less(cnf, order(a), order(b));
    }
  return enc;
}

RuleGroup MagicSquare::line_group(const std::vector<int>& line) const {
  const int N = n(), r = line[0] / N, c = line[0] % N;
  RuleGroup g;
  g.cells = line;
  g.kind = "sum";
  if (line.size() < 2 || line[1] / N == r) g.label = "row " + std::to_string(r + 1);
  else if (line[1] % N == c) g.label = "column " + std::to_string(c + 1);
  else g.label = c == 0 ? "diagonal" : "anti-diagonal";
  g.label += " = " + std::to_string(magic_sum());
  return g;
}

// An upper estimate of encode(opt): the one-hot variables and both exactly-one families,
// plus the line sums (order: |dom s_j| x |dom x_j| twice per step; digits: the two digit
// chains; binary: about 20 clauses per bit of every adder).
std::optional<EncodingSize> MagicSquare::estimate(const EncodeOptions& opt) const {
  const int64_t N = n(), V = N * N;
  int64_t given = 0;
  for (int v : givens_.cells) given += v != 0;
  const bool fix = opt.simplify != Simplify::none;
  const int64_t open = fix ? V - given : V, values = fix ? V - given : V;
  auto amo_for = [&](int64_t size) { return opt.amo ? *opt.amo : size <= 16 ? Amo::pairwise : Amo::sequential; };
  // Saturating arithmetic: from order ~490 the order encoding's count passes INT64_MAX.
  // Associative: half the cells and half the value groups (pairs), n lines.
  const int64_t half = associative() ? 2 : 1, cells = (open + half - 1) / half, groups = (values + half - 1) / half;
  EncodingSize e;
  e.vars = cells * values;
  const EncodingSize cell = exactly_one_size(static_cast<int>(values), amo_for(values));
  const EncodingSize value = exactly_one_size(static_cast<int>(open), amo_for(open));
  sat_add_to(e.vars, cells, cell.vars);
  sat_add_to(e.vars, groups, value.vars);
  e.clauses = given;
  sat_add_to(e.clauses, cells, cell.clauses);
  sat_add_to(e.clauses, groups, value.clauses);
  const int64_t lines = associative() ? N : 2 * N + 2, M = magic_sum();
  int64_t per_line = 0;
  switch (digit_sums() ? SumEncoding::digits : kSumOption.of(opt.choices)) {  // the digits streamliner sums digits
    case SumEncoding::order:
      per_line = 3 * N * values;  // the cells' ladders and channels
      for (int64_t j = 1; j < N; ++j) sat_add_to(per_line, 2 * std::min<int64_t>(j * V, M), values);
      break;
    case SumEncoding::digits: per_line = sat_add(6 * N * values, sat_mul(4 * N * N, N * N)); break;
    case SumEncoding::binary: per_line = N * values * 2 * 64 / 64 + 20 * N * 64; break;
  }
  sat_add_to(e.clauses, lines, per_line);
  sat_add_to(e.vars, lines, per_line / 2);
  return e;
}

std::optional<std::string> MagicSquare::check(const Grid& solution) const {
  return check::magic(givens_, frenicle(), solution);
}

void MagicSquare::print_grid(std::ostream& out, const Grid& g) const {
  print_plain_grid(out, g, static_cast<int>(std::to_string(n() * n()).size()));
}

std::string MagicSquare::line(const Grid& g) const {
  std::string s;
  for (size_t i = 0; i < g.cells.size(); ++i) {
    if (i) s += ' ';
    s += std::to_string(g.cells[i]);
  }
  return s;
}

// Each complete line's sum beyond its end: rows at the right, columns below, the main
// diagonal's off the bottom-right corner and the anti-diagonal's off the top-right one, each
// with a dashed leader along its diagonal. A line with an open cell shows no sum.
Figure MagicSquare::figure(const Grid& shown) const {
  const int N = n();
  Figure f;
  f.largest = N * N;
  f.margin_top = 1.3, f.margin_right = 1.6, f.margin_bottom = 1.3;
  auto line_sum = [&](int r, int c, int dr, int dc) -> std::string {
    long long s = 0;
    for (int i = 0; i < N; ++i, r += dr, c += dc) {
      if (shown.at(r, c) == 0) return "";
      s += shown.at(r, c);
    }
    return std::to_string(s);
  };
  const int chars =
      static_cast<int>(std::to_string(static_cast<long long>(N) * (static_cast<long long>(N) * N + 1) / 2).size());
  auto put = [&](double x, double y, const std::string& s) {
    if (!s.empty()) f.texts.push_back({x, y, s, Ink::sum, 1.125, 0.45, chars});
  };
  const double right = N + 0.625, below = N + 0.5, step = 0.32;
  for (int i = 0; i < N; ++i) {
    put(right, i + 0.5, line_sum(i, 0, 0, 1));
    put(i + 0.5, below, line_sum(0, i, 1, 0));
  }
  const std::string main = line_sum(0, 0, 1, 1), anti = line_sum(N - 1, 0, -1, 1);
  if (!main.empty()) f.segments.push_back({1.0 * N, 1.0 * N, N + step, N + step, Line::leader});
  if (!anti.empty()) f.segments.push_back({1.0 * N, 0, N + step, -step, Line::leader});
  put(right + step * 0.6, below + step * 0.6, main);
  put(right + step * 0.6, -0.5 - step * 0.6, anti);
  return f;
}

}  // namespace gridsat
