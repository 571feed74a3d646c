// Yajilin's encoding: the shared loop over the cells that are no clue (puzzles/common/
// cell_loop.hpp: a step variable between neighbours, per cell seven pieces, one closed loop),
// where a cell off the loop (piece 1) is shaded; two neighbours never both shaded; an arrow's
// number exactly its cells' shaded literals (encoders/card.hpp through exactly_k_lits).
// Under EncodeOptions::groups the same clauses, each rule in a group: "adjacent" per cell (its
// shading spares the neighbours right and below), "arrow" per numbered arrow (a clue),
// "loop" the one loop (connectivity eager); a cell's one piece stays outside every group.
#include "puzzles/yajilin/yajilin.hpp"

#include <algorithm>
#include <ostream>

#include "check/yajilin.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/cell_loop.hpp"

namespace gridsat {

namespace {

Grid clue_givens(int rows, int cols, const std::vector<puzzlink::Arrow>& clues) {
  Grid g(rows, cols, 0);
  for (size_t i = 0; i < clues.size(); ++i)
    if (clues[i].value != puzzlink::kNone) g.cells[i] = Yajilin::kClue;
  return g;
}

bool solved(const Grid& g) {
  return std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v >= 1 && v <= Yajilin::kClue; });
}

constexpr char kArrowChar[5] = {' ', '^', 'v', '<', '>'};

// A clue's token: its number (or '?') and its arrow.
std::string clue_token(const puzzlink::Arrow& a) {
  std::string s = a.value == puzzlink::kUnknown ? "?" : std::to_string(a.value);
  if (a.dir) s += kArrowChar[a.dir];
  return s;
}

}  // namespace

std::vector<int> yajilin_arrow_cells(int rows, int cols, int i, int dir) {
  static constexpr int kDr[5] = {0, -1, 1, 0, 0}, kDc[5] = {0, 0, 0, -1, 1};
  std::vector<int> out;
  if (dir < 1 || dir > 4) return out;
  for (int r = i / cols + kDr[dir], c = i % cols + kDc[dir]; r >= 0 && r < rows && c >= 0 && c < cols;
       r += kDr[dir], c += kDc[dir])
    out.push_back(r * cols + c);
  return out;
}

Yajilin::Yajilin(int rows, int cols, std::vector<puzzlink::Arrow> clues, YajilinForm form)
    : CellLoopPuzzle("yajilin", clue_givens(rows, cols, clues)), clues_(std::move(clues)), form_(form) {}

std::string Yajilin::describe() const {
  const auto n = std::count_if(clues_.begin(), clues_.end(), [](const auto& a) { return a.value != puzzlink::kNone; });
  return "yajilin " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(n) + " clues";
}

// Long: the loop, then the three kinds of rule in turn, each a short loop over the cells.
Encoding Yajilin::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), N = R * C;
  Encoding e;
  e.base = givens();
  std::vector<char> may(static_cast<size_t>(N));
  for (int i = 0; i < N; ++i) may[static_cast<size_t>(i)] = !is_clue(i);
  const Connectivity mode = opt.groups ? Connectivity::eager : opt.connectivity.value_or(Connectivity::lazy);
  const CellLoop loop = encode_cell_loop(e.cnf, e.lazy, R, C, may, mode, false);
  std::vector<int> shaded(static_cast<size_t>(N), kFalse);
  for (int i = 0; i < N; ++i) {
    if (is_clue(i)) continue;
    shaded[static_cast<size_t>(i)] = loop.off(i);
    add_piece_primaries(e, loop, i);
  }
  for (int i = 0; i < N; ++i) {
    if (is_clue(i)) continue;
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "adjacent", .label = cells_label(C, {i}), .cells = {i}}; });
    if (i % C + 1 < C) add_clause(e.cnf, {-shaded[static_cast<size_t>(i)], -shaded[static_cast<size_t>(i + 1)]});
    if (i + C < N) add_clause(e.cnf, {-shaded[static_cast<size_t>(i)], -shaded[static_cast<size_t>(i + C)]});
  }
  int k = 0;
  for (int i = 0; i < N; ++i) {
    const puzzlink::Arrow& a = clues_[static_cast<size_t>(i)];
    if (a.value < 0 || a.dir == 0) continue;
    const std::vector<int> cells = yajilin_arrow_cells(R, C, i, a.dir);
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "arrow", .label = clue_token(a) + " at " + cells_label(C, {i}), .cells = cells,
                       .clue = true, .clue_index = k};
    });
    ++k;
    std::vector<int> lits;
    for (int j : cells) lits.push_back(shaded[static_cast<size_t>(j)]);
    exactly_k_lits(e.cnf, lits, a.value);
  }
  add_loop_rule(e, opt, loop, mode);
  return e;
}

std::optional<std::string> Yajilin::check(const Grid& solution) const {
  std::vector<int> value, dir;
  for (const auto& a : clues_) value.push_back(a.value), dir.push_back(a.dir);
  return check::yajilin(value, dir, solution);
}

void Yajilin::print_grid(std::ostream& out, const Grid& g) const {
  const int N = rows() * cols();
  if (!solved(g)) {
    size_t width = 1;
    for (int i = 0; i < N; ++i)
      if (is_clue(i)) width = std::max(width, clue_token(clues_[static_cast<size_t>(i)]).size());
    for (int r = 0; r < rows(); ++r) {
      std::string line;
      for (int c = 0; c < cols(); ++c) {
        const int i = r * cols() + c;
        std::string t = is_clue(i) ? clue_token(clues_[static_cast<size_t>(i)]) : ".";
        line += std::string(width - t.size() + (c ? 1 : 0), ' ') + t;
      }
      out << line << '\n';
    }
    return;
  }
  print_cell_loop(out, g, [&](int i) {
    const int v = g.cells[static_cast<size_t>(i)];
    if (v == kShaded) return '#';
    if (v != kClue) return '+';
    const auto& a = clues_[static_cast<size_t>(i)];
    return a.dir ? kArrowChar[a.dir] : a.value >= 0 && a.value <= 9 ? static_cast<char>('0' + a.value) : '?';
  });
}

std::string Yajilin::line(const Grid& g) const {
  std::string s = yajilin_puzzlink_url(rows(), cols(), clues_);
  if (!solved(g)) return s;
  s += ' ';
  for (int v : g.cells) s += static_cast<char>('0' + v);
  return s;
}

Figure Yajilin::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  const int N = rows() * cols();
  for (int i = 0; i < N; ++i) {
    const auto& a = clues_[static_cast<size_t>(i)];
    if (a.value == puzzlink::kNone) {
      if (shown.cells[static_cast<size_t>(i)] == kShaded) f.fills.push_back({i, 1.0});
      continue;
    }
    f.fills.push_back({i, 0.15});
    static const char* const kArrowText[5] = {"", "\xe2\x86\x91", "\xe2\x86\x93", "\xe2\x86\x90", "\xe2\x86\x92"};
    const std::string number = a.value == puzzlink::kUnknown ? "?" : std::to_string(a.value);
    f.texts.push_back({i % cols() + 0.5, i / cols() + 0.5, std::string(kArrowText[a.dir]) + number, Ink::given, 1,
                       0.5, static_cast<int>(number.size()) + (a.dir ? 1 : 0)});
  }
  if (solved(shown)) add_loop_segments(f, shown);
  return f;
}

int Yajilin::clue_count() const {
  return static_cast<int>(
      std::count_if(clues_.begin(), clues_.end(), [](const auto& a) { return a.value >= 0 && a.dir != 0; }));
}

std::unique_ptr<Puzzle> Yajilin::with_clues(const std::vector<bool>& keep) const {
  std::vector<puzzlink::Arrow> kept = clues_;
  size_t k = 0;
  for (auto& a : kept)
    if (a.value >= 0 && a.dir != 0 && !keep.at(k++)) a = {0, puzzlink::kUnknown};
  return std::make_unique<Yajilin>(rows(), cols(), std::move(kept), form_);
}

std::unique_ptr<Puzzle> Yajilin::with_givens(const Grid&, std::string_view) const {
  return std::make_unique<Yajilin>(*this);
}

}  // namespace gridsat
