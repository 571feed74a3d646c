// Masyu's encoding: a variable per step between adjacent cells (auxiliary), the shared layer's
// single_cycle over them (every cell meets 0 or 2 steps, the steps connected, at least one;
// lazy or eager by --connectivity); per cell seven primary variables, one per piece, each
// the conjunction of its four sides (so exactly one holds). Pearls on the pieces and steps:
// white: a straight piece, and not straight on both sides along it; black: a turning piece,
// and each step it takes continues straight into the next cell (the step beyond is used).
#include "puzzles/masyu/masyu.hpp"

#include <algorithm>
#include <ostream>

#include "check/masyu.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/masyu/masyu_pieces.hpp"

namespace gridsat {

namespace {

using masyu_pieces::kDc;
using masyu_pieces::kDr;
using masyu_pieces::kUses;

// The step variables: step(r, c, d) from cell (r, c) in direction d, kFalse past the border.
struct Steps {
  int R, C;
  std::vector<int> h, v;  // h[r * C + c]: (r, c)-(r, c + 1); v[r * C + c]: (r, c)-(r + 1, c)
  int at(int r, int c, int d) const {
    const int rr = r + kDr[d], cc = c + kDc[d];
    if (r < 0 || r >= R || c < 0 || c >= C || rr < 0 || rr >= R || cc < 0 || cc >= C) return kFalse;
    if (d == 0) return v[rr * C + c];
    if (d == 1) return v[r * C + c];
    if (d == 2) return h[r * C + cc];
    return h[r * C + c];
  }
};

}  // namespace

Masyu::Masyu(int rows, int cols, std::vector<int> pearls, MasyuForm form)
    : Puzzle("masyu", Grid(rows, cols, 0)), pearls_(std::move(pearls)), form_(form) {}

std::string Masyu::describe() const {
  const auto n = std::count_if(pearls_.begin(), pearls_.end(), [](int p) { return p != 0; });
  return "masyu " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(n) + " pearls";
}

Encoding Masyu::encode(const EncodeOptions& opt) const {
  if (opt.groups) return encode_groups(opt);
  const int R = rows(), C = cols();
  Encoding e;
  e.base = Grid(R, C, 0);
  Steps s{R, C, std::vector<int>(static_cast<size_t>(R) * C, kFalse),
          std::vector<int>(static_cast<size_t>(R) * C, kFalse)};
  std::vector<NodeGraph::Edge> edges;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      if (c + 1 < C) edges.push_back({r * C + c, r * C + c + 1, s.h[r * C + c] = e.cnf.fresh()});
      if (r + 1 < R) edges.push_back({r * C + c, (r + 1) * C + c, s.v[r * C + c] = e.cnf.fresh()});
    }
  std::vector<int> piece(static_cast<size_t>(R) * C * 8, kFalse);
  for (int i = 0; i < R * C; ++i)
    for (int p = 1; p <= 7; ++p) {
      const int x = piece[i * 8 + p] = e.cnf.fresh();
      e.primary.push_back({x, i, p});
      std::vector<int> back{x};  // the four sides as the piece has them imply the piece
      for (int d = 0; d < 4; ++d) {
        const int lit = kUses[p][d] ? s.at(i / C, i % C, d) : -s.at(i / C, i % C, d);
        add_clause(e.cnf, {-x, lit});
        back.push_back(-lit);
      }
      add_clause(e.cnf, back);
    }
  const Connectivity mode = opt.connectivity.value_or(Connectivity::lazy);  // auto: lazy when solving
  if (!opt.drop_groups) single_cycle(e.cnf, e.lazy, R * C, edges, true, mode);
  auto is = [&](int r, int c, int p) {
    return r < 0 || r >= R || c < 0 || c >= C ? kFalse : piece[(r * C + c) * 8 + p];
  };
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int pearl = pearls_[r * C + c];
      if (pearl == 1) {
        add_clause(e.cnf, {is(r, c, 2), is(r, c, 3)});
        add_clause(e.cnf, {-is(r, c, 2), -is(r, c - 1, 2), -is(r, c + 1, 2)});
        add_clause(e.cnf, {-is(r, c, 3), -is(r - 1, c, 3), -is(r + 1, c, 3)});
      } else if (pearl == 2) {
        add_clause(e.cnf, {is(r, c, 4), is(r, c, 5), is(r, c, 6), is(r, c, 7)});
        for (int d = 0; d < 4; ++d) add_clause(e.cnf, {-s.at(r, c, d), s.at(r + kDr[d], c + kDc[d], d)});
      }
    }
  return e;
}

std::optional<EncodingSize> Masyu::estimate(const EncodeOptions&) const {
  const int64_t N = static_cast<int64_t>(rows()) * cols();
  int64_t bits = 1;
  while ((int64_t{1} << bits) < N + 1) ++bits;
  return EncodingSize{2 * N + 7 * N + N * (4 * bits + 8), 40 * N + N * (24 * bits + 24)};
}

std::optional<std::string> Masyu::check(const Grid& solution) const { return check::masyu(pearls_, solution); }

namespace {

bool solved(const Grid& g) {
  return std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v >= 1 && v <= 7; });
}

char pearl_char(int p, char none) { return p == 1 ? 'W' : p == 2 ? 'B' : none; }

}  // namespace

std::vector<std::vector<int>> Masyu::loop_edges(const Grid& g) const {
  std::vector<std::vector<int>> edges;
  for (int r = 0; r < rows(); ++r)
    for (int c = 0; c < cols(); ++c) {
      const int v = g.at(r, c);
      if (v < 1 || v > 7) continue;
      if (kUses[v][3]) edges.push_back({r, c, r, c + 1});
      if (kUses[v][1]) edges.push_back({r, c, r + 1, c});
    }
  return edges;
}

void Masyu::print_grid(std::ostream& out, const Grid& g) const {
  const int R = rows(), C = cols();
  const bool done = solved(g);
  for (int r = 0; r < R; ++r) {
    std::string cells, below;
    for (int c = 0; c < C; ++c) {
      const int v = done ? g.at(r, c) : 1;
      cells += pearl_char(pearls_[r * C + c], v > 1 ? '+' : '.');
      if (done && c + 1 < C) cells += kUses[v][3] ? '-' : ' ';
      if (done) below += std::string(kUses[v][1] ? "|" : " ") + (c + 1 < C ? " " : "");
    }
    while (!below.empty() && below.back() == ' ') below.pop_back();
    out << cells << '\n';
    if (done && r + 1 < R) out << below << '\n';
  }
}

std::string masyu_sgt_id(int rows, int cols, const std::vector<int>& pearls) {
  std::string s = std::to_string(cols) + "x" + std::to_string(rows) + ":";
  int run = 0;
  auto flush = [&] {
    for (; run > 0; run -= std::min(run, 26)) s += static_cast<char>('a' + std::min(run, 26) - 1);
  };
  for (int p : pearls) {
    if (!p) {
      ++run;
      continue;
    }
    flush();
    s += pearl_char(p, '?');
  }
  flush();
  return s;
}

std::string Masyu::line(const Grid& g) const {
  std::string s = form_ == MasyuForm::puzzlink ? masyu_puzzlink_url(rows(), cols(), pearls_)
                                               : masyu_sgt_id(rows(), cols(), pearls_);
  if (!solved(g)) return s;
  s += ' ';
  for (int v : g.cells) s += static_cast<char>('0' + v);
  return s;
}

Figure Masyu::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  if (solved(shown))
    for (const auto& e : loop_edges(shown))
      f.segments.push_back({e[1] + 0.5, e[0] + 0.5, e[3] + 0.5, e[2] + 0.5, Line::path});
  for (int i = 0; i < static_cast<int>(pearls_.size()); ++i)
    if (pearls_[i]) f.marks.push_back({i, pearls_[i] == 1 ? Mark::open_circle : Mark::filled_circle});
  return f;
}

}  // namespace gridsat
