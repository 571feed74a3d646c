// Numberlink's encoding: a variable per step between adjacent cells (auxiliary), the shared
// layer's disjoint_paths over them (encoders/paths.hpp: terminals meet one step, other cells
// two or, under --cover free, none; colours equal along steps; no detached cycle, lazy or
// eager by --connectivity); per cell a primary variable per piece it may take (ends at the
// numbers, the six crossing pieces elsewhere, and "none" under --cover free), each the
// conjunction of its four sides, so exactly one holds.
#include "puzzles/numberlink/numberlink.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <ostream>

#include "check/numberlink.hpp"
#include "encoders/constants.hpp"
#include "encoders/paths.hpp"
#include "text/lines.hpp"

namespace gridsat {

using numberlink_pieces::is_end;
using numberlink_pieces::kDc;
using numberlink_pieces::kDr;
using numberlink_pieces::kPieces;
using numberlink_pieces::kUses;

namespace {

// The rule group of a part of the paths rule (encoders/paths.hpp): its vertex k, pair k, or the cycle.
RuleGroup path_group(PathsPart what, int k, const std::vector<std::pair<int, int>>& ends, const std::vector<int>& numbers,
                     int C) {
  if (what == PathsPart::pair) {
    const auto [a, b] = ends[static_cast<size_t>(k)];
    return RuleGroup{.kind = "pair",
                     .label = std::to_string(numbers[static_cast<size_t>(a)]) + " " + cells_label(C, {a, b}),
                     .cells = {a, b}};
  }
  if (what == PathsPart::cycle) return RuleGroup{.kind = "loop", .label = "no loop apart"};
  const bool end = numbers[static_cast<size_t>(k)] > 0;
  return RuleGroup{.kind = end ? "end" : "cell", .label = cells_label(C, {k}), .cells = {k}};
}

// The narrowed model's addition (Numberlink::second_query): no path takes two horizontal steps
// of one 2x2 square the same way (both left to right or both right to left), its paths run
// from each pair's first number to its second. `edges` as encode_paths makes them: per cell
// its right step, then its down step.
void no_parallel_same_way(ClauseSink& sink, int R, int C, const std::vector<NodeGraph::Edge>& edges,
                          const std::vector<std::pair<int, int>>& ends, const DisjointPaths& paths) {
  const std::vector<int> way = path_directions(sink, R * C, edges, ends);
  std::vector<int> right(static_cast<size_t>(R * C), -1);  // per cell its step to the right, by index
  for (size_t k = 0; k < edges.size(); ++k)
    if (C > 1 && edges[k].v == edges[k].u + 1) right[edges[k].u] = static_cast<int>(k);
  const int K = static_cast<int>(ends.size());
  for (int r = 0; r + 1 < R; ++r)
    for (int c = 0; c + 1 < C; ++c) {
      const int a = r * C + c, b = a + C;  // a over b, each with its step to the right
      const int same = sink.fresh();       // a and b on one path (forced so; free otherwise)
      for (int k = 0; k < K; ++k) add_clause(sink, {-paths.colour[a][k], -paths.colour[b][k], same});
      const NodeGraph::Edge& top = edges[static_cast<size_t>(right[a])];
      const NodeGraph::Edge& bottom = edges[static_cast<size_t>(right[b])];
      const int wt = way[static_cast<size_t>(right[a])], wb = way[static_cast<size_t>(right[b])];
      add_clause(sink, {-same, -wt, -wb});                       // both left to right
      add_clause(sink, {-same, -top.lit, -bottom.lit, wt, wb});  // both right to left
    }
}

}  // namespace

Numberlink::Numberlink(int rows, int cols, std::vector<int> numbers, Cover cover)
    : Puzzle("numberlink", Grid(rows, cols, 0)), numbers_(std::move(numbers)), cover_(cover) {}

std::vector<std::pair<int, int>> Numberlink::pairs() const {
  std::map<int, std::vector<int>> at;
  for (int i = 0; i < static_cast<int>(numbers_.size()); ++i)
    if (numbers_[i] > 0) at[numbers_[i]].push_back(i);
  std::vector<std::pair<int, int>> out;
  for (const auto& [n, cells] : at)
    if (cells.size() == 2) out.push_back({cells[0], cells[1]});
  return out;
}

std::string Numberlink::describe() const {
  return "numberlink " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " +
         std::to_string(pairs().size()) + " pairs" + (cover_ == Cover::free ? " (cells may stay empty)" : "");
}

Encoding Numberlink::encode(const EncodeOptions& opt) const { return encode_paths(opt, Model::full); }

std::optional<Encoding> Numberlink::encode_strict(const EncodeOptions& opt) const {
  if (opt.groups || opt.drop_groups) return std::nullopt;
  return encode_paths(opt, Model::strict);
}

Encoding Numberlink::encode_paths(const EncodeOptions& opt, Model model) const {
  const int R = rows(), C = cols(), N = R * C;
  Encoding e;
  e.base = Grid(R, C, 0);
  // step[i * 4 + d]: the step from cell i in direction d, kFalse past the border.
  std::vector<int> step(static_cast<size_t>(N) * 4, kFalse);
  std::vector<NodeGraph::Edge> edges;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      for (int d : {1, 3}) {
        const int rr = r + kDr[d], cc = c + kDc[d];
        if (rr >= R || cc >= C) continue;
        const int i = r * C + c, j = rr * C + cc, x = e.cnf.fresh();
        step[i * 4 + d] = step[j * 4 + (d ^ 1)] = x;
        edges.push_back({i, j, x});
      }
  {
    // Groups (explain): per cell its steps and colour ("end" at a number, "cell" elsewhere), per
    // pair its colour along the steps ("pair"), and no detached loop ("loop").
    const auto ends = pairs();
    std::optional<GroupScope> g;
    const auto part = [&](PathsPart what, int k) {
      g.reset();
      g.emplace(e, opt, [&] { return path_group(what, k, ends, numbers_, C); });
    };
    const Connectivity mode = opt.groups ? Connectivity::eager : opt.connectivity.value_or(Connectivity::lazy);
    if (!opt.drop_groups) {
      const DisjointPaths paths =
          disjoint_paths(e.cnf, e.lazy, N, edges, ends, cover_ == Cover::all, mode, model == Model::strict,
                         opt.groups ? std::function<void(PathsPart, int)>(part) : nullptr);
      if (model == Model::narrowed) no_parallel_same_way(e.cnf, R, C, edges, ends, paths);
    }
    if (!g) g.emplace(e, opt, [] { return RuleGroup{.kind = "loop", .label = "no loop apart"}; });
    // The smallest detached cycle, four steps around a square of cells (implied; for the search).
    for (int r = 0; r + 1 < R; ++r)
      for (int c = 0; c + 1 < C; ++c) {
        const int i = r * C + c;
        add_clause(e.cnf, {-step[i * 4 + 3], -step[i * 4 + 1], -step[(i + C) * 4 + 3], -step[(i + 1) * 4 + 1]});
      }
  }
  for (int i = 0; i < N; ++i)
    for (int p = 1; p <= kPieces; ++p) {
      if (is_end(p) != (numbers_[i] > 0) || (p == 1 && cover_ == Cover::all)) continue;
      const int x = e.cnf.fresh();
      e.primary.push_back({x, i, p});
      std::vector<int> back{x};  // the four sides as the piece has them imply the piece
      for (int d = 0; d < 4; ++d) {
        const int lit = kUses[p][d] ? step[i * 4 + d] : -step[i * 4 + d];
        add_clause(e.cnf, {-x, lit});
        back.push_back(-lit);
      }
      add_clause(e.cnf, back);
    }
  return e;
}

std::optional<std::string> Numberlink::check(const Grid& solution) const {
  return check::numberlink(numbers_, cover_ == Cover::all, solution);
}

namespace {

bool solved(const Grid& g) {
  return std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v >= 1 && v <= kPieces; });
}

}  // namespace

std::vector<std::vector<int>> Numberlink::path_edges(const Grid& g) const {
  std::vector<std::vector<int>> edges;
  for (int r = 0; r < rows(); ++r)
    for (int c = 0; c < cols(); ++c) {
      const int v = g.at(r, c);
      if (v < 1 || v > kPieces) continue;
      if (kUses[v][3]) edges.push_back({r, c, r, c + 1});
      if (kUses[v][1]) edges.push_back({r, c, r + 1, c});
    }
  return edges;
}

// The numbers in columns as wide as the widest; a solved g draws its paths between them.
void Numberlink::print_grid(std::ostream& out, const Grid& g) const {
  const int R = rows(), C = cols();
  const bool done = solved(g);
  size_t w = 1;
  for (int n : numbers_) w = std::max(w, std::to_string(n).size());
  for (int r = 0; r < R; ++r) {
    std::string cells, below;
    for (int c = 0; c < C; ++c) {
      const int v = done ? g.at(r, c) : 1;
      const int n = numbers_[r * C + c];
      std::string s = n ? std::to_string(n) : v > 1 ? "+" : ".";
      cells += std::string(w - s.size(), ' ') + s;
      if (c + 1 < C) cells += std::string(1, done && kUses[v][3] ? '-' : ' ');
      if (done) below += std::string(w - 1, ' ') + (kUses[v][1] ? "|" : " ") + (c + 1 < C ? " " : "");
    }
    while (!below.empty() && below.back() == ' ') below.pop_back();
    while (!cells.empty() && cells.back() == ' ') cells.pop_back();
    out << cells << '\n';
    if (done && r + 1 < R) out << below << '\n';
  }
}

std::string Numberlink::line(const Grid& g) const {
  std::string s = numberlink_puzzlink_url(rows(), cols(), numbers_);
  if (!solved(g)) return s;
  s += ' ';
  for (int v : g.cells) s += v < 10 ? static_cast<char>('0' + v) : static_cast<char>('a' + v - 10);
  return s;
}

Figure Numberlink::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  if (solved(shown))
    for (const auto& e : path_edges(shown))
      f.segments.push_back({e[1] + 0.5, e[0] + 0.5, e[3] + 0.5, e[2] + 0.5, Line::path});
  const int C = cols();
  for (int i = 0; i < static_cast<int>(numbers_.size()); ++i)
    if (numbers_[i]) f.texts.push_back({i % C + 0.5, i / C + 0.5, std::to_string(numbers_[i]), Ink::clue});
  return f;
}

}  // namespace gridsat
