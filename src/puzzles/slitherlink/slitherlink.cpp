// Slitherlink's encoding, over one variable per cell, "inside the loop" (the border's outside
// is the constant false):
//  - a clue k at a cell: exactly k of its four neighbours differ from it (the 32 assignments
//    of the cell and its neighbours, those with another count excluded, one clause each);
//  - no corner where the four cells around it alternate inside, outside (a checkerboard): the
//    loop would touch itself there; every other corner meets 0 or 2 sides of the loop;
//  - the inside cells are connected, and so are the outside cells with the exterior (an
//    always-active node beside every border cell): then the sides between them form exactly
//    one closed loop (encoders/connected.hpp, lazy or eager by --connectivity);
//  - at least one cell is inside.
// Each cell has a second primary variable "outside", its negation, so that the map is
// one-hot (values 1 and 2) and a solution's blocking clause is over cells only.
#include "puzzles/slitherlink/slitherlink.hpp"

#include <algorithm>
#include <memory>
#include <ostream>

#include "base/saturating.hpp"
#include "check/slitherlink.hpp"
#include "cnf/guarded_cuts.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/slitherlink/loop_region.hpp"

namespace gridsat {

Slitherlink::Slitherlink(int rows, int cols, std::vector<int> clues, SlitherForm form)
    : Puzzle("slitherlink", Grid(rows, cols, 0), Symbols::from_zero), clues_(std::move(clues)), form_(form) {}

std::string Slitherlink::describe() const {
  const auto clues = std::count_if(clues_.begin(), clues_.end(), [](int c) { return c >= 0; });
  return "slitherlink " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(clues) +
         " clues";
}

namespace {

// The cell's four neighbours (up, down, left, right) as literals, kFalse beyond the border.
std::vector<int> around(const std::vector<int>& x, int R, int C, int r, int c) {
  auto at = [&](int rr, int cc) { return rr < 0 || rr >= R || cc < 0 || cc >= C ? kFalse : x[rr * C + cc]; };
  return {at(r - 1, c), at(r + 1, c), at(r, c - 1), at(r, c + 1)};
}

// Exactly `clue` of the neighbours n differ from the cell s.
void clue_clauses(ClauseSink& sink, int s, const std::vector<int>& n, int clue) {
  for (int mask = 0; mask < 32; ++mask) {
    const bool self = mask & 16;
    int differ = 0;
    for (int k = 0; k < 4; ++k) differ += static_cast<bool>(mask >> k & 1) != self;
    if (differ == clue) continue;
    std::vector<int> clause{self ? -s : s};
    for (int k = 0; k < 4; ++k) clause.push_back(mask >> k & 1 ? -n[k] : n[k]);
    add_clause(sink, clause);
  }
}

// A clue's group kind, by its count (explain's rule names tell them apart).
std::string clue_kind(int clue) {
  static const char* const names[] = {"zero", "one", "two", "three", "four"};
  return names[clue];
}

}  // namespace

// Long: the cells, then each clue, corner and the loop's connectivity, each its own group under
// EncodeOptions::groups (explain, generate).
Encoding Slitherlink::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), N = R * C;
  Encoding e;
  e.base = Grid(R, C, 0);
  std::vector<int> x(static_cast<size_t>(N));
  for (int& v : x) v = e.cnf.fresh();
  for (int i = 0; i < N; ++i) {
    const int out = e.cnf.fresh();
    add_clause(e.cnf, {x[i], out});
    add_clause(e.cnf, {-x[i], -out});
    e.primary.push_back({out, i, 1});
    e.primary.push_back({x[i], i, 2});
  }
  int k = 0;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int i = r * C + c, clue = clues_[i];
      if (clue < 0) continue;
      GroupScope g(e, opt, [&] {
        return RuleGroup{.kind = clue_kind(clue), .label = std::to_string(clue) + " at " + cells_label(C, {i}),
                         .cells = {i}, .clue = true, .clue_index = k};
      });
      ++k;
      clue_clauses(e.cnf, x[i], around(x, R, C, r, c), clue);
    }
  if (!opt.groups) add_clause(e.cnf, x);  // with groups: in the loop's group below
  if (opt.drop_groups) return e;          // test hook: no loop rules, the checker must object
  for (int r = 1; r < R; ++r)
    for (int c = 1; c < C; ++c) {
      const int a = x[(r - 1) * C + c - 1], b = x[(r - 1) * C + c], d = x[r * C + c - 1], f = x[r * C + c];
      const std::vector<int> four{(r - 1) * C + c - 1, (r - 1) * C + c, r * C + c - 1, r * C + c};
      GroupScope g(e, opt, [&] {
        const std::string label = cells_label(C, {four[0]}) + ".." + cells_label(C, {four[3]});
        return RuleGroup{.kind = "vertex", .label = label, .cells = four};
      });
      add_clause(e.cnf, {-a, -f, b, d});
      add_clause(e.cnf, {a, f, -b, -d});
    }
  // With groups, the loop's rule speaks of copies of the cells (defined outside every group:
  // no rule): explain tries it only in a whole-puzzle step, never alone or paired with each
  // clue and corner over every cell (a seventh of the time on 7x7, the same levels).
  if (opt.groups) copy_literals(e.cnf, x);
  GroupScope loop(e, opt, [&] { return loop_group(N); });
  if (opt.groups) add_clause(e.cnf, x);
  NodeGraph inside, outside;
  inside.active = x;
  for (int v : x) outside.active.push_back(-v);
  outside.active.push_back(0);  // the exterior, always outside
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int i = r * C + c;
      for (NodeGraph* g : {&inside, &outside}) {
        if (c + 1 < C) g->edges.push_back({i, i + 1, 0});
        if (r + 1 < R) g->edges.push_back({i, i + C, 0});
      }
      if (r == 0 || c == 0 || r == R - 1 || c == C - 1) outside.edges.push_back({i, N, 0});
    }
  // auto: lazy when solving. With groups (explain, generate), lazy whatever is asked, its cuts
  // under the loop's selector: the eager spanning tree's thousands of variables made each of
  // explain's calls, the loop's group on or off, 25 times slower (sgt 10x10, hard: 10 CPU s,
  // 85% of it in calls on two groups), and cost its cores (UNSAT answers) more than the cuts do.
  const Connectivity mode = opt.groups ? Connectivity::lazy : opt.connectivity.value_or(Connectivity::lazy);
  const int guard = opt.groups ? e.groups.back().selector : 0;
  LazyConstraints parts;  // the inside's and the outside's, asked as one
  connected(e.cnf, parts, inside, mode);
  connected(e.cnf, parts, outside, mode);
  if (!parts.empty()) e.lazy.push_back(std::make_shared<GuardedCuts>(std::move(parts), guard));
  return e;
}

std::optional<EncodingSize> Slitherlink::estimate(const EncodeOptions&) const {
  // Cells, their clue and corner clauses, and two connectivity encodings over about N nodes
  // and 2N edges: eager ranks of ceil(log2 N) + 1 bits per node, a few dozen clauses per
  // edge and bit (lazy needs far fewer; the bound covers both).
  const int64_t N = static_cast<int64_t>(rows()) * cols();
  int64_t bits = 1;
  while ((int64_t{1} << bits) < N + 1) ++bits;
  EncodingSize s;
  s.vars = 2 * N;
  s.clauses = 2 * N + 32 * N + 2 * N + 1;
  sat_add_to(s.vars, 2 * (N + 1), 4 * bits + 8);
  sat_add_to(s.clauses, 2 * (3 * N), 12 * bits + 12);
  return s;
}

std::optional<std::string> Slitherlink::check(const Grid& solution) const {
  return check::slitherlink(clues_, solution);
}

namespace {

bool solved(const Grid& g) {
  return std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 1 || v == 2; });
}

char clue_char(int clue, char none) { return clue < 0 ? none : static_cast<char>('0' + clue); }

}  // namespace

std::vector<std::vector<int>> Slitherlink::loop_edges(const Grid& g) const {
  const int R = rows(), C = cols();
  auto in = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C && g.at(r, c) == 2; };
  std::vector<std::vector<int>> edges;
  for (int r = 0; r <= R; ++r)
    for (int c = 0; c <= C; ++c) {
      if (c < C && in(r - 1, c) != in(r, c)) edges.push_back({r, c, r, c + 1});
      if (r < R && in(r, c - 1) != in(r, c)) edges.push_back({r, c, r + 1, c});
    }
  return edges;
}

void Slitherlink::print_grid(std::ostream& out, const Grid& g) const {
  const int R = rows(), C = cols();
  if (!solved(g)) {
    for (int r = 0; r < R; ++r) {
      for (int c = 0; c < C; ++c) out << clue_char(clues_[r * C + c], '.');
      out << '\n';
    }
    return;
  }
  auto in = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C && g.at(r, c) == 2; };
  for (int r = 0; r <= R; ++r) {
    std::string corners, cells;
    for (int c = 0; c <= C; ++c) {
      corners += '+';
      if (c < C) corners += in(r - 1, c) != in(r, c) ? '-' : ' ';
      if (r == R) continue;
      cells += in(r, c - 1) != in(r, c) ? '|' : ' ';
      if (c < C) cells += clue_char(clues_[r * C + c], ' ');
    }
    while (!cells.empty() && cells.back() == ' ') cells.pop_back();
    out << corners << '\n';
    if (r < R) out << cells << '\n';
  }
}

std::string slitherlink_sgt_id(int rows, int cols, const std::vector<int>& clues) {
  std::string s = std::to_string(cols) + "x" + std::to_string(rows) + "t0:";
  int run = 0;
  auto flush = [&] {
    for (; run > 0; run -= std::min(run, 26)) s += static_cast<char>('a' + std::min(run, 26) - 1);
  };
  for (int v : clues) {
    if (v < 0) {
      ++run;
      continue;
    }
    flush();
    s += static_cast<char>('0' + v);
  }
  flush();
  return s;
}

std::string Slitherlink::line(const Grid& g) const {
  std::string s = form_ == SlitherForm::puzzlink ? slitherlink_puzzlink_url(rows(), cols(), clues_)
                                                 : slitherlink_sgt_id(rows(), cols(), clues_);
  if (!solved(g)) return s;
  s += ' ';
  for (int v : g.cells) s += v == 2 ? '1' : '0';
  return s;
}

Figure Slitherlink::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  const int C = cols();
  for (int i = 0; i < static_cast<int>(clues_.size()); ++i)
    if (clues_[i] >= 0) f.texts.push_back({i % C + 0.5, i / C + 0.5, std::to_string(clues_[i]), Ink::clue});
  if (!solved(shown)) return f;
  for (int i = 0; i < shown.size(); ++i)
    if (shown.cells[i] == 2) f.fills.push_back({i, 0.12});
  for (const auto& e : loop_edges(shown))
    f.segments.push_back({double(e[1]), double(e[0]), double(e[3]), double(e[2]), Line::path});
  return f;
}

}  // namespace gridsat
