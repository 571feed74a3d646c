// Ripple Effect's model, encoding, checks and pictures.
#include "puzzles/ripple/ripple.hpp"

#include <algorithm>
#include <numeric>
#include <ostream>
#include <span>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "check/ripple.hpp"
#include "encoders/amo.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/digit_distance.hpp"
#include "puzzles/common/number_rows.hpp"

namespace gridsat {

namespace {

Grid number_grid(const Rooms& rooms, const std::vector<int>& numbers) {
  Grid g(rooms.rows, rooms.cols);
  g.cells = numbers;
  return g;
}

// Exactly one of lits, which may hold constants.
void one_of(ClauseSink& sink, const std::vector<int>& lits, Amo amo) {
  if (std::find(lits.begin(), lits.end(), kTrue) != lits.end()) {
    bool first = true;
    for (int l : lits)
      if (l == kTrue && !first) add_clause(sink, {kFalse});
      else if (l == kTrue) first = false;
      else add_clause(sink, {-l});
    return;
  }
  std::vector<int> open;
  for (int l : lits)
    if (l != kFalse) open.push_back(l);
  if (open.empty()) add_clause(sink, {kFalse});
  else exactly_one(sink, open, amo);
}

bool solved(const Grid& g) {
  return std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v > 0; });
}

}  // namespace

Ripple::Ripple(Rooms rooms, std::vector<int> numbers, RippleForm form)
    : Puzzle("ripple", number_grid(rooms, numbers)), rooms_(std::move(rooms)), numbers_(std::move(numbers)), form_(form) {}

int Ripple::room_size(int cell) const {
  return static_cast<int>(rooms_.cells[static_cast<size_t>(rooms_.room_of[static_cast<size_t>(cell)])].size());
}

std::string Ripple::describe() const {
  return "ripple " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(rooms_.count()) +
         " rooms, " + std::to_string(clue_count()) + " digits";
}

// Groups (explain): per digit ("number", a clue), per room its digits once each ("room"), per
// cell the distance to its equal digits right and below ("ripple").
Encoding Ripple::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), n = R * C;
  const Amo amo = opt.amo.value_or(Amo::pairwise);
  Encoding e;
  e.base = opt.groups ? Grid(R, C) : givens_;
  std::vector<std::vector<int>> value(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    auto& lits = value[static_cast<size_t>(i)];
    lits.assign(static_cast<size_t>(room_size(i)), kFalse);
    if (const int v = e.base.cells[static_cast<size_t>(i)]) {
      lits[static_cast<size_t>(v - 1)] = kTrue;
      continue;
    }
    for (size_t m = 0; m < lits.size(); ++m) {
      lits[m] = e.cnf.fresh();
      e.primary.push_back({lits[m], i, static_cast<int>(m) + 1});
    }
    exactly_one(e.cnf, lits, amo);
  }
  if (opt.drop_groups) return e;
  number_clue_groups(e, opt, C, numbers_, value);
  for (const std::vector<int>& cells : rooms_.cells) {
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "room", .label = "room at " + cells_label(C, {cells[0]}), .cells = cells};
    });
    for (size_t m = 0; m < cells.size(); ++m) {
      std::vector<int> lits;
      for (int i : cells) lits.push_back(value[static_cast<size_t>(i)][m]);
      one_of(e.cnf, lits, amo);
    }
  }
  for (int i = 0; i < n; ++i) {
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "ripple", .label = cells_label(C, {i}), .cells = {i}}; });
    digits_apart_from(e.cnf, R, C, value, i);
  }
  return e;
}

// The native search's CSP: a cell's digit 1..its room's size, a room's digits all different,
// and per pair of cells d apart in a row or column (d within both rooms' sizes, other rooms)
// not the same digit k >= d.
Csp Ripple::to_csp() const {
  const int R = rows(), C = cols(), n = R * C;
  Csp csp;
  csp.num_vars = n;
  for (const std::vector<int>& cells : rooms_.cells) csp.max_value = std::max(csp.max_value, static_cast<int>(cells.size()));
  if (csp.max_value > 64) refuse_native("ripple (a room of over 64 cells)");
  csp.fixed = numbers_;
  for (const std::vector<int>& cells : rooms_.cells)
    if (cells.size() > 1) csp.groups.push_back(cells);
  for (int i = 0; i < n; ++i) {
    const int size = room_size(i);
    if (size < csp.max_value)
      csp.relations.push_back({{i}, [size](std::span<const int> v) { return v.empty() || v[0] <= size; }});
    for (const int step : {1, C}) {
      for (int d = 1, j = i + step; d <= size; ++d, j += step) {
        if (j >= n || (step == 1 && j / C != i / C)) break;
        if (room_size(j) < d || rooms_.room_of[static_cast<size_t>(j)] == rooms_.room_of[static_cast<size_t>(i)]) continue;
        csp.relations.push_back(
            {{i, j}, [d](std::span<const int> v) { return v.size() < 2 || v[0] != v[1] || v[0] < d; }});
      }
    }
  }
  return csp;
}

std::optional<std::string> Ripple::check(const Grid& solution) const {
  return check::ripple(rows(), cols(), rooms_.room_of, numbers_, solution);
}

void Ripple::print_grid(std::ostream& out, const Grid& g) const {
  const std::vector<char> letters = room_letters(rooms_);
  const std::vector<int>& shown = solved(g) ? g.cells : numbers_;
  std::vector<std::string> tok;
  size_t width = 1;
  for (int i = 0; i < rows() * cols(); ++i) {
    const int v = shown[static_cast<size_t>(i)];
    tok.push_back(std::string(1, letters[static_cast<size_t>(rooms_.room_of[static_cast<size_t>(i)])]) +
                  (v ? std::to_string(v) : ""));
    width = std::max(width, tok.back().size());
  }
  for (int i = 0; i < rows() * cols(); ++i) {
    const std::string& t = tok[static_cast<size_t>(i)];
    out << (i % cols() ? " " : "") << t << std::string(width - t.size(), ' ');
    if (i % cols() == cols() - 1) out << '\n';
  }
}

std::string Ripple::line(const Grid& g) const { return with_number_rows(ripple_puzzlink_url(rooms_, numbers_), g, givens_); }

Figure Ripple::figure(const Grid& shown) const {
  (void)shown;
  Figure f;
  const int C = cols(), n = rows() * C;
  for (int i = 0; i < n; ++i) {
    if (i % C + 1 < C && rooms_.border(i, i + 1)) f.edges.push_back({i, i + 1, Stroke::thick});
    if (i + C < n && rooms_.border(i, i + C)) f.edges.push_back({i, i + C, Stroke::thick});
  }
  return f;
}

int Ripple::clue_count() const { return numbers_given(numbers_); }

std::unique_ptr<Puzzle> Ripple::with_clues(const std::vector<bool>& keep) const {
  return std::make_unique<Ripple>(rooms_, numbers_kept(numbers_, keep), form_);
}

// Rooms of 1..5 cells: single cells merged with a random neighbour's room while both fit.
std::unique_ptr<Puzzle> ripple_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 30) throw InputError("a generated Ripple Effect has sides 2..30, not " + std::to_string(n));
  Rng rng(seed);
  const int cells = n * n;
  std::vector<int> label(static_cast<size_t>(cells));
  std::iota(label.begin(), label.end(), 0);
  std::vector<int> size(static_cast<size_t>(cells), 1);
  for (int tries = 0; tries < 20 * cells; ++tries) {
    const int i = static_cast<int>(rng.below(static_cast<uint64_t>(cells)));
    const int j = rng.below(2) ? (i % n + 1 < n ? i + 1 : -1) : (i + n < cells ? i + n : -1);
    if (j < 0) continue;
    const int a = label[static_cast<size_t>(i)], b = label[static_cast<size_t>(j)];
    const int cap = 2 + static_cast<int>(rng.below(4));
    if (a == b || size[static_cast<size_t>(a)] + size[static_cast<size_t>(b)] > cap) continue;
    for (int& l : label)
      if (l == b) l = a;
    size[static_cast<size_t>(a)] += size[static_cast<size_t>(b)];
  }
  return std::make_unique<Ripple>(rooms_from_labels(n, n, label), std::vector<int>(static_cast<size_t>(cells), 0),
                                  RippleForm::puzzlink);
}

std::unique_ptr<Puzzle> ripple_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const Ripple&>(blank);
  return std::make_unique<Ripple>(b.rooms(), full.cells, RippleForm::puzzlink);
}

}  // namespace gridsat
