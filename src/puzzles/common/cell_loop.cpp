#include "puzzles/common/cell_loop.hpp"

#include <ostream>
#include <string>

#include "encoders/constants.hpp"

namespace gridsat {

namespace cell_loop {
int piece_of(int sides) {
  for (int p = 1; p <= 7; ++p)
    if (kSides[p] == sides) return p;
  return 0;
}
}  // namespace cell_loop

using cell_loop::kDc;
using cell_loop::kDr;
using cell_loop::kSides;

int CellLoop::step(int i, int d) const {
  const int r = i / cols, c = i % cols, rr = r + kDr[d], cc = c + kDc[d];
  if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) return kFalse;
  if (d == 0) return down[static_cast<size_t>(i - cols)];
  if (d == 1) return down[static_cast<size_t>(i)];
  if (d == 2) return right[static_cast<size_t>(i - 1)];
  return right[static_cast<size_t>(i)];
}

CellLoop encode_cell_loop(Cnf& cnf, LazyConstraints& lazy, int rows, int cols, std::span<const char> may,
                          Connectivity mode, bool cycle) {
  const int N = rows * cols;
  CellLoop l{rows, cols, std::vector<int>(static_cast<size_t>(N), kFalse), std::vector<int>(static_cast<size_t>(N), kFalse),
             std::vector<int>(static_cast<size_t>(N) * 8, kFalse)};
  for (int i = 0; i < N; ++i) {
    const int r = i / cols, c = i % cols;
    if (!may[static_cast<size_t>(i)]) continue;
    if (c + 1 < cols && may[static_cast<size_t>(i + 1)]) l.right[static_cast<size_t>(i)] = cnf.fresh();
    if (r + 1 < rows && may[static_cast<size_t>(i + cols)]) l.down[static_cast<size_t>(i)] = cnf.fresh();
  }
  for (int i = 0; i < N; ++i) {
    if (!may[static_cast<size_t>(i)]) {
      l.piece[static_cast<size_t>(i) * 8 + 1] = kTrue;
      continue;
    }
    std::vector<int> one;
    for (int p = 1; p <= 7; ++p) {
      int sides_possible = 0;
      for (int d = 0; d < 4; ++d)
        if (l.step(i, d) != kFalse) sides_possible |= 1 << d;
      if ((kSides[p] & ~sides_possible) != 0) continue;  // a side past the border or into a closed cell
      const int x = l.piece[static_cast<size_t>(i) * 8 + p] = cnf.fresh();
      one.push_back(x);
      std::vector<int> back{x};  // the sides as the piece has them imply the piece
      for (int d = 0; d < 4; ++d) {
        const int lit = (kSides[p] >> d & 1) ? l.step(i, d) : -l.step(i, d);
        add_clause(cnf, {-x, lit});
        back.push_back(-lit);
      }
      add_clause(cnf, back);
    }
    add_clause(cnf, one);  // exactly one: the pieces' sides exclude each other
  }
  if (cycle) cell_loop_cycle(cnf, lazy, l, mode);
  return l;
}

void cell_loop_cycle(Cnf& cnf, LazyConstraints& lazy, const CellLoop& l, Connectivity mode) {
  std::vector<NodeGraph::Edge> edges;
  for (int i = 0; i < l.rows * l.cols; ++i) {
    if (l.right[static_cast<size_t>(i)] != kFalse) edges.push_back({i, i + 1, l.right[static_cast<size_t>(i)]});
    if (l.down[static_cast<size_t>(i)] != kFalse) edges.push_back({i, i + l.cols, l.down[static_cast<size_t>(i)]});
  }
  if (edges.empty()) {
    add_clause(cnf, {kFalse});
    return;
  }
  single_cycle(cnf, lazy, l.rows * l.cols, edges, true, mode);
}

void add_piece_primaries(Encoding& e, const CellLoop& loop, int i) {
  for (int p = 1; p <= 7; ++p)
    if (loop.piece[static_cast<size_t>(i) * 8 + p] != kFalse)
      e.primary.push_back({loop.piece[static_cast<size_t>(i) * 8 + p], i, p});
}

void add_loop_rule(Encoding& e, const EncodeOptions& opt, const CellLoop& loop, Connectivity mode) {
  if (opt.drop_groups) return;
  std::vector<int> all(static_cast<size_t>(loop.rows) * loop.cols);
  for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
  GroupScope g(e, opt, [&] { return RuleGroup{.kind = "loop", .label = "one loop", .cells = all}; });
  cell_loop_cycle(e.cnf, e.lazy, loop, mode);
}

namespace {
int sides_at(const Grid& g, int r, int c) {
  const int v = g.at(r, c);
  return v >= 2 && v <= 7 ? kSides[v] : 0;
}
}  // namespace

std::vector<std::vector<int>> cell_loop_edges(const Grid& g) {
  std::vector<std::vector<int>> edges;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      if (sides_at(g, r, c) & 8) edges.push_back({r, c, r, c + 1});
      if (sides_at(g, r, c) & 2) edges.push_back({r, c, r + 1, c});
    }
  return edges;
}

Grid pieces_of_edges(int rows, int cols, const std::vector<std::vector<int>>& edges, int off) {
  std::vector<int> sides(static_cast<size_t>(rows) * cols, 0);
  for (const auto& e : edges) {
    if (e.size() != 4 || e[0] < 0 || e[0] >= rows || e[1] < 0 || e[1] >= cols || e[2] < 0 || e[2] >= rows ||
        e[3] < 0 || e[3] >= cols)
      return Grid();
    const int a = e[0] * cols + e[1], b = e[2] * cols + e[3];
    bool joined = false;
    for (int d = 0; d < 4; ++d)
      if (e[2] == e[0] + kDr[d] && e[3] == e[1] + kDc[d]) {
        sides[static_cast<size_t>(a)] |= 1 << d;
        sides[static_cast<size_t>(b)] |= 1 << (d ^ 1);
        joined = true;
      }
    if (!joined) return Grid();
  }
  Grid g(rows, cols, off);
  for (int i = 0; i < rows * cols; ++i) {
    if (!sides[static_cast<size_t>(i)]) continue;
    const int p = cell_loop::piece_of(sides[static_cast<size_t>(i)]);
    if (p < 2) return Grid();
    g.cells[static_cast<size_t>(i)] = p;
  }
  return g;
}

void print_cell_loop(std::ostream& out, const Grid& g, const std::function<char(int)>& cell) {
  for (int r = 0; r < g.rows; ++r) {
    std::string line, below;
    for (int c = 0; c < g.cols; ++c) {
      line += cell(r * g.cols + c);
      if (c + 1 < g.cols) line += (sides_at(g, r, c) & 8) ? '-' : ' ';
      below += std::string((sides_at(g, r, c) & 2) ? "|" : " ") + (c + 1 < g.cols ? " " : "");
    }
    while (!below.empty() && below.back() == ' ') below.pop_back();
    out << line << '\n';
    if (r + 1 < g.rows) out << below << '\n';
  }
}

std::vector<std::pair<std::string, std::vector<std::vector<int>>>> cell_loop_decided(const Grid& before,
                                                                                     const Grid& after) {
  std::vector<std::vector<int>> on, off;
  for (int r = 0; r < after.rows; ++r)
    for (int c = 0; c < after.cols; ++c)
      for (int d : {3, 1}) {  // right, down: cell_loop_edges' order
        const int r1 = r + kDr[d], c1 = c + kDc[d];
        if (r1 >= after.rows || c1 >= after.cols || before.at(r, c) || before.at(r1, c1)) continue;
        const int a = after.at(r, c), b = after.at(r1, c1);
        if (!a && !b) continue;
        const bool used = a ? (sides_at(after, r, c) >> d & 1) : (sides_at(after, r1, c1) >> (d ^ 1) & 1);
        (used ? on : off).push_back({r, c, r1, c1});
      }
  return {{"edges_on", on}, {"edges_off", off}};
}

void add_loop_segments(Figure& f, const Grid& g) {
  for (const auto& e : cell_loop_edges(g))
    f.segments.push_back({e[1] + 0.5, e[0] + 0.5, e[3] + 0.5, e[2] + 0.5, Line::path});
}

}  // namespace gridsat
