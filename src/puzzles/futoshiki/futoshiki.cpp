// Futoshiki's encoding: the Latin-square part from the permutation-grid encoder, then the
// inequalities. Default: the order encoding (Tamura et al., Sugar): per related cell,
// literals [value >= a] channelled to the one-hot literals (encoders/sum.hpp's
// order_from_onehot); x < z becomes [x >= a] -> [z >= a+1] for every a (order_less). Alternative (--inequality
// support): support clauses on the one-hot literals, x = v -> z > v.
#include "puzzles/futoshiki/futoshiki.hpp"

#include <map>
#include <ostream>

#include "base/saturating.hpp"
#include "check/futoshiki.hpp"
#include "encoders/sum.hpp"
#include "puzzles/common/permutation_grid.hpp"
#include "puzzles/futoshiki/options.hpp"

namespace gridsat {

Futoshiki::Futoshiki(Grid givens, std::vector<Less> relations, FutoshikiForm form)
    : LatinSquare("futoshiki", std::move(givens), GridForm::ints), relations_(std::move(relations)), fform_(form) {}

std::string Futoshiki::describe() const {
  int givens = 0;
  for (int v : givens_.cells) givens += v != 0;
  return "futoshiki " + std::to_string(n()) + "x" + std::to_string(n()) + ", " + std::to_string(givens) + " givens, " +
         std::to_string(relations_.size()) + " inequalities";
}

namespace {

// Each cell's bounds implied by chains of inequalities: a cell above k chained smaller
// cells is at least k + 1. Sound, and it lets the encoder drop candidates.
std::vector<std::pair<int, int>> chain_bounds(int n, const std::vector<Less>& rel) {
  const int cells = n * n;
  std::vector<std::pair<int, int>> b(cells, {1, n});
  // Longest paths by relaxation (at most cells rounds; a cycle means no solution and is
  // caught by the solver, so stop after that many rounds).
  for (int round = 0; round < cells; ++round) {
    bool changed = false;
    for (const Less& r : rel) {
      if (b[r.hi].first < b[r.lo].first + 1) b[r.hi].first = b[r.lo].first + 1, changed = true;
      if (b[r.lo].second > b[r.hi].second - 1) b[r.lo].second = b[r.hi].second - 1, changed = true;
    }
    if (!changed) break;
  }
  return b;
}

}  // namespace

Encoding Futoshiki::encode(const EncodeOptions& opt) const {
  const int N = n();
  Encoding e = encode_bounded_grid(givens_, layout(), opt, [&] { return chain_bounds(N, relations_); });
  if (e.cnf.has_empty_clause()) return e;
  const CellLits x(e, N);
  if (kInequalityOption.of(opt.choices) == Inequality::support) {
    for (const Less& r : relations_)
      for (int v = 1; v <= N; ++v) {
        std::vector<int> up{-(x(r.lo, v))}, down{-(x(r.hi, v))};
        for (int w = v + 1; w <= N; ++w) up.push_back(x(r.hi, w));  // lo = v -> hi in v+1..N
        for (int w = 1; w < v; ++w) down.push_back(x(r.lo, w));     // hi = v -> lo in 1..v-1
        add_clause(e.cnf, up);
        add_clause(e.cnf, down);
      }
    return e;
  }
  // Order encoding (encoders/sum.hpp): each related cell an integer channelled to its
  // one-hot literals, then lo < hi on the order literals.
  CellOrders order(e.cnf, x);
  for (const Less& r : relations_) {
    const OrderInt& lo = order(r.lo);
    order_less(e.cnf, lo, order(r.hi));
  }
  return e;
}

std::optional<HumanForm> Futoshiki::human_form() const {
  auto f = LatinSquare::human_form();
  for (const Less& r : relations_) f->less.emplace_back(r.lo, r.hi);
  return f;
}

Figure Futoshiki::figure(const Grid&) const {
  Figure f;
  f.gaps = true;
  for (const Less& r : relations_) f.signs.push_back({r.lo, r.hi});
  return f;
}

std::optional<EncodingSize> Futoshiki::estimate(const EncodeOptions& opt) const {
  auto latin = LatinSquare::estimate(opt);
  if (!latin) return std::nullopt;
  EncodingSize size = *latin;
  const int64_t N = n(), rel = static_cast<int64_t>(relations_.size());
  if (kInequalityOption.of(opt.choices) == Inequality::support) {
    sat_add_to(size.clauses, rel, 2 * N);
  } else {  // per related cell: N-1 order literals, N-2 + 3N clauses; per relation N clauses
    const int64_t related = std::min(2 * rel, N * N);
    sat_add_to(size.vars, related, N - 1);
    sat_add_to(size.clauses, related, 4 * N - 2);
    sat_add_to(size.clauses, rel, N);
  }
  return size;
}

Csp Futoshiki::to_csp() const {
  Csp csp = LatinSquare::to_csp();
  for (const Less& r : relations_) csp.less.push_back({r.lo, r.hi});
  return csp;
}

std::optional<std::string> Futoshiki::check(const Grid& solution) const {
  std::vector<std::pair<int, int>> less;
  for (const Less& r : relations_) less.push_back({r.lo, r.hi});
  return check::futoshiki(givens_, less, solution);
}

void Futoshiki::print_grid(std::ostream& out, const Grid& g) const {
  const int N = n();
  const int w = N >= 10 ? 2 : 1;             // cell width; cells stand every w + 3 columns
  std::map<std::pair<int, int>, char> sign;  // (cell, right|down) -> sign
  for (const Less& r : relations_) {
    const int a = std::min(r.lo, r.hi), b = std::max(r.lo, r.hi);
    const bool a_smaller = a == r.lo;
    if (b == a + 1) sign[{a, 0}] = a_smaller ? '<' : '>';
    else sign[{a, 1}] = a_smaller ? '^' : 'v';
  }
  for (int r = 0; r < N; ++r) {
    std::string line, below;
    for (int c = 0; c < N; ++c) {
      const int cell = r * N + c;
      std::string v = g.cells[cell] ? std::to_string(g.cells[cell]) : ".";
      line += std::string(static_cast<size_t>(w) - v.size(), ' ') + v;
      auto h = sign.find({cell, 0});
      if (c + 1 < N) line += std::string(" ") + (h == sign.end() ? ' ' : h->second) + " ";
      auto d = sign.find({cell, 1});
      below += std::string(static_cast<size_t>(w - 1), ' ') + (d == sign.end() ? ' ' : d->second);
      if (c + 1 < N) below += "   ";
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    while (!below.empty() && below.back() == ' ') below.pop_back();
    out << line << '\n';
    if (r + 1 < N) out << below << '\n';
  }
}

std::string Futoshiki::line(const Grid& g) const {
  const int N = n();
  if (fform_ == FutoshikiForm::unequal) {
    // Tatham's unequal ID: each cell's digit then flags U R D L for "greater than the
    // neighbour above / right / below / left", comma-terminated.
    std::string s = std::to_string(N) + ":";
    for (int cell = 0; cell < N * N; ++cell) {
      s += std::to_string(g.cells[cell]);
      const int r = cell / N, c = cell % N;
      const int nb[4] = {r > 0 ? cell - N : -1, c + 1 < N ? cell + 1 : -1, r + 1 < N ? cell + N : -1,
                         c > 0 ? cell - 1 : -1};
      for (int k = 0; k < 4; ++k)
        for (const Less& rel : relations_)
          if (nb[k] >= 0 && rel.hi == cell && rel.lo == nb[k]) s += "URDL"[k];
      s += ',';
    }
    return s;
  }
  std::string s;
  for (int cell = 0; cell < N * N; ++cell) {
    if (N <= 9) {
      s += value_char(g.cells[cell]);
    } else {
      if (cell) s += ' ';
      s += std::to_string(g.cells[cell]);
    }
  }
  return s;
}

}  // namespace gridsat
