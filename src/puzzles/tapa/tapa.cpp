// Tapa's model, encoding, native search and pictures (tapa.hpp says the rules).
#include "puzzles/tapa/tapa.hpp"

#include <algorithm>
#include <ostream>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "check/tapa.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "encoders/table.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/ring_runs.hpp"
#include "puzzles/common/shading_line.hpp"

namespace gridsat {

Tapa::Tapa(int rows, int cols, std::vector<std::vector<int>> clues, TapaForm form)
    : Puzzle("tapa", Grid(rows, cols), Symbols::from_zero), clues_(std::move(clues)), form_(form) {
  for (int i = 0; i < rows * cols; ++i)
    if (!clues_[static_cast<size_t>(i)].empty()) givens_.cells[i] = 1;
}

std::string Tapa::describe() const {
  const auto n = std::count_if(clues_.begin(), clues_.end(), [](const auto& c) { return !c.empty(); });
  return "tapa " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(n) + " clues";
}

std::vector<int> Tapa::ring(int i) const {
  std::vector<int> out;
  for (const auto& [dr, dc] : ring_offsets()) {
    const int r = i / cols() + dr, c = i % cols() + dc;
    out.push_back(r < 0 || r >= rows() || c < 0 || c >= cols() ? -1 : r * cols() + c);
  }
  return out;
}

namespace {

// The ring positions of cell i that can be shaded (on the board, not a clue), as a mask.
uint8_t open_mask(const Tapa& t, int i) {
  uint8_t open = 0;
  const std::vector<int> ring = t.ring(i);
  for (int k = 0; k < 8; ++k)
    if (ring[static_cast<size_t>(k)] >= 0 && t.clues()[static_cast<size_t>(ring[static_cast<size_t>(k)])].empty())
      open = static_cast<uint8_t>(open | 1u << k);
  return open;
}

// The top-left cells of the 2x2 windows.
std::vector<int> windows(int rows, int cols) {
  std::vector<int> out;
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) out.push_back(r * cols + c);
  return out;
}

}  // namespace

// Under groups (explain, and generate's clue removal) a clue cell is unshaded by its clue's
// group only and its neighbours' tables take it as an open cell: a clue switched off leaves a
// plain cell.
Encoding Tapa::encode(const EncodeOptions& opt) const {
  const int n = rows() * cols(), C = cols();
  Encoding e;
  e.base = opt.groups ? Grid(rows(), C) : givens_;
  const std::vector<int> shaded = binary_cells(e);
  if (opt.drop_groups) return e;
  for (int i = 0, k = 0; i < n; ++i) {
    const auto& clue = clues_[static_cast<size_t>(i)];
    if (clue.empty()) continue;
    std::vector<int> lits, cells{i};
    uint8_t open = 0;
    for (int m : ring(i)) {
      lits.push_back(m < 0 ? kFalse : shaded[static_cast<size_t>(m)]);
      if (m >= 0) cells.push_back(m), open = static_cast<uint8_t>(open | 1u << (lits.size() - 1));
    }
    if (!opt.groups) open = open_mask(*this, i);
    const std::vector<uint8_t> patterns = ring_patterns(clue, open);
    const std::vector<uint32_t> rows32(patterns.begin(), patterns.end());
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "number", .label = tapa_clue_text(clue) + " at " + cells_label(C, {i}), .cells = cells,
                       .clue = true, .clue_index = k};
    });
    ++k;
    add_clause(e.cnf, {-shaded[static_cast<size_t>(i)]});
    allowed_rows(e.cnf, lits, rows32);
  }
  for (int w : windows(rows(), C)) {
    const std::vector<int> cells{w, w + 1, w + C, w + C + 1};
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "pool", .label = "2x2 at " + cells_label(C, {w}), .cells = cells}; });
    add_clause(e.cnf, {-shaded[static_cast<size_t>(w)], -shaded[static_cast<size_t>(w + 1)],
                       -shaded[static_cast<size_t>(w + C)], -shaded[static_cast<size_t>(w + C + 1)]});
  }
  NodeGraph graph;
  std::vector<int> node_of(static_cast<size_t>(n), -1), all;
  for (int i = 0; i < n; ++i) {
    if (shaded[static_cast<size_t>(i)] == kFalse) continue;
    node_of[static_cast<size_t>(i)] = static_cast<int>(graph.active.size());
    graph.active.push_back(shaded[static_cast<size_t>(i)]);
    all.push_back(i);
  }
  for (int i = 0; i < n; ++i) {
    if (node_of[static_cast<size_t>(i)] < 0) continue;
    if (i % C + 1 < C && node_of[static_cast<size_t>(i + 1)] >= 0)
      graph.edges.push_back({node_of[static_cast<size_t>(i)], node_of[static_cast<size_t>(i + 1)], 0});
    if (i + C < n && node_of[static_cast<size_t>(i + C)] >= 0)
      graph.edges.push_back({node_of[static_cast<size_t>(i)], node_of[static_cast<size_t>(i + C)], 0});
  }
  GroupScope g(e, opt, [&] { return RuleGroup{.kind = "connected", .label = "shaded cells", .cells = all}; });
  std::vector<int> some;
  for (int i : all) some.push_back(shaded[static_cast<size_t>(i)]);
  add_clause(e.cnf, some);
  connected(e.cnf, e.lazy, graph, opt.groups ? Connectivity::eager : opt.connectivity.value_or(Connectivity::lazy));
  return e;
}

// ---- the native search: the clues' tables and the 2x2 windows as relations, connectivity
// as the filter -----------------------------------------------------------------------------

Csp Tapa::to_csp() const {
  Csp csp = binary_csp(givens_);
  for (int i = 0; i < rows() * cols(); ++i) {
    const auto& clue = clues_[static_cast<size_t>(i)];
    if (clue.empty()) continue;
    const uint8_t open = open_mask(*this, i);
    const std::vector<int> ring = this->ring(i);
    std::vector<int> vars, bits;  // the open positions' cells and their ring positions
    for (int k = 0; k < 8; ++k)
      if (open >> k & 1) vars.push_back(ring[static_cast<size_t>(k)]), bits.push_back(k);
    const std::vector<uint8_t> patterns = ring_patterns(clue, open);
    csp.relations.push_back({vars, [patterns, bits](std::span<const int> prefix) {
                               return std::any_of(patterns.begin(), patterns.end(), [&](uint8_t p) {
                                 for (size_t k = 0; k < prefix.size(); ++k)
                                   if ((p >> bits[k] & 1) != (prefix[k] == 2)) return false;
                                 return true;
                               });
                             }});
  }
  const int C = cols();
  for (int w : windows(rows(), C))
    csp.relations.push_back({{w, w + 1, w + C, w + C + 1}, [](std::span<const int> prefix) {
                               return prefix.size() < 4 || std::count(prefix.begin(), prefix.end(), 2) < 4;
                             }});
  return csp;
}

NativeResult Tapa::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                 const NativeOptions& opt) const {
  const int R = rows(), C = cols();
  return search_filtered(to_csp(), limit, deadline, on_solution, opt, [R, C](const std::vector<int>& v) {
    std::vector<char> seen(v.size(), 0);
    std::vector<int> stack;
    const auto first = std::find(v.begin(), v.end(), 2);
    if (first == v.end()) return false;
    stack.push_back(static_cast<int>(first - v.begin()));
    seen[static_cast<size_t>(stack.back())] = 1;
    size_t reached = 1;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      for (int m : orthogonal_neighbours(R, C, i))
        if (v[static_cast<size_t>(m)] == 2 && !seen[static_cast<size_t>(m)])
          seen[static_cast<size_t>(m)] = 1, ++reached, stack.push_back(m);
    }
    return reached == static_cast<size_t>(std::count(v.begin(), v.end(), 2));
  });
}

std::optional<std::string> Tapa::check(const Grid& solution) const {
  return check::tapa(rows(), cols(), clues_, solution);
}

std::string tapa_clue_text(const std::vector<int>& clue) {
  std::string s;
  for (int v : clue) s += v == kRingAny ? '?' : static_cast<char>('0' + v);
  return s;
}

void Tapa::print_grid(std::ostream& out, const Grid& g) const {
  size_t width = 1;
  for (const auto& c : clues_) width = std::max(width, c.size());
  for (int r = 0; r < rows(); ++r) {
    std::string line;
    for (int c = 0; c < cols(); ++c) {
      const int i = r * cols() + c;
      const auto& clue = clues_[static_cast<size_t>(i)];
      std::string tok = !clue.empty() ? tapa_clue_text(clue) : g.cells[i] == 2 ? "x" : ".";
      if (c) line += ' ';
      line += std::string(width - tok.size(), ' ') + tok;
    }
    out << line << '\n';
  }
}

std::string Tapa::line(const Grid& g) const {
  std::string s = tapa_puzzlink_url(rows(), cols(), clues_);
  if (std::none_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 2; })) return s;
  return s + ' ' + shading_rows(g);
}

Figure Tapa::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.largest = 8;
  for (int i = 0; i < rows() * cols(); ++i) {
    const double x = i % cols() + 0.5, y = i / cols() + 0.5;
    if (shown.cells[i] == 2) f.fills.push_back({i, 0.6});
    const auto& clue = clues_[static_cast<size_t>(i)];
    // One number in the middle; 2-4 around it, as pzprjs draws them.
    static const double at[5][4][2] = {{},
                                       {{0, 0}},
                                       {{-0.2, -0.2}, {0.2, 0.2}},
                                       {{-0.22, -0.22}, {0.22, -0.05}, {-0.1, 0.25}},
                                       {{0, -0.28}, {-0.25, 0}, {0.25, 0}, {0, 0.28}}};
    for (size_t k = 0; k < clue.size(); ++k)
      f.texts.push_back({x + at[clue.size()][k][0], y + at[clue.size()][k][1],
                         clue[k] == kRingAny ? "?" : std::to_string(clue[k]), Ink::clue, clue.size() == 1 ? 1.0 : 0.45,
                         clue.size() == 1 ? 0.6 : 0.3});
  }
  return f;
}

// ---- generate (Family::generate.layout and dress; the engine is src/generate/clues.cpp) ----

int Tapa::clue_count() const {
  return static_cast<int>(std::count_if(clues_.begin(), clues_.end(), [](const auto& c) { return !c.empty(); }));
}

std::unique_ptr<Puzzle> Tapa::with_clues(const std::vector<bool>& keep) const {
  std::vector<std::vector<int>> clues = clues_;
  size_t k = 0;
  for (auto& c : clues)
    if (!c.empty() && !keep.at(k++)) c.clear();
  return std::make_unique<Tapa>(rows(), cols(), std::move(clues), form_);
}

namespace {

// Every unshaded cell of `shading` (1/2 per cell) a clue: the runs of its ring ({0}: none).
std::vector<std::vector<int>> clues_of(const Tapa& t, const std::vector<int>& shading) {
  std::vector<std::vector<int>> clues(shading.size());
  for (size_t i = 0; i < shading.size(); ++i) {
    if (shading[i] == 2) continue;
    uint8_t p = 0;
    const std::vector<int> ring = t.ring(static_cast<int>(i));
    for (int k = 0; k < 8; ++k)
      if (ring[static_cast<size_t>(k)] >= 0 && shading[static_cast<size_t>(ring[static_cast<size_t>(k)])] == 2)
        p = static_cast<uint8_t>(p | 1u << k);
    clues[i] = ring_runs(p);
    if (clues[i].empty()) clues[i] = {0};
  }
  return clues;
}

}  // namespace

// A random shading grown from the middle (connected, no 2x2, about half the board) and every
// other cell a clue read off it: a puzzle whose only solution is that shading.
std::unique_ptr<Puzzle> tapa_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 3 || n > 30) throw InputError("a generated Tapa has sides 3..30, not " + std::to_string(n));
  Rng rng(seed);
  const Tapa blank(n, n, std::vector<std::vector<int>>(static_cast<size_t>(n) * n), TapaForm::puzzlink);
  std::vector<int> v(static_cast<size_t>(n) * n, 1);
  v[static_cast<size_t>(n / 2 * n + n / 2)] = 2;
  const auto pool = [&](int r, int c) {  // the 2x2 window at (r, c) all shaded
    return r >= 0 && c >= 0 && r + 1 < n && c + 1 < n && v[static_cast<size_t>(r * n + c)] == 2 &&
           v[static_cast<size_t>(r * n + c + 1)] == 2 && v[static_cast<size_t>((r + 1) * n + c)] == 2 &&
           v[static_cast<size_t>((r + 1) * n + c + 1)] == 2;
  };
  for (int tries = 0, shaded = 1; tries < 40 * n * n && shaded < n * n / 2; ++tries) {
    const int i = static_cast<int>(rng.below(static_cast<uint64_t>(n) * n)), r = i / n, c = i % n;
    if (v[static_cast<size_t>(i)] == 2) continue;
    const auto near = orthogonal_neighbours(n, n, i);
    if (std::none_of(near.begin(), near.end(), [&](int m) { return v[static_cast<size_t>(m)] == 2; })) continue;
    v[static_cast<size_t>(i)] = 2;
    if (pool(r - 1, c - 1) || pool(r - 1, c) || pool(r, c - 1) || pool(r, c)) v[static_cast<size_t>(i)] = 1;
    else ++shaded;
  }
  return std::make_unique<Tapa>(n, n, clues_of(blank, v), TapaForm::puzzlink);
}

// Every unshaded cell of `full` a clue.
std::unique_ptr<Puzzle> tapa_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const Tapa&>(blank);
  return std::make_unique<Tapa>(b.rows(), b.cols(), clues_of(b, full.cells), TapaForm::puzzlink);
}

}  // namespace gridsat
