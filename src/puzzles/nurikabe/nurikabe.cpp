// Nurikabe's model, encoding, checks and pictures.
#include "puzzles/nurikabe/nurikabe.hpp"

#include <algorithm>
#include <ostream>

#include "check/nurikabe.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/grown_regions.hpp"
#include "puzzles/common/no_2x2.hpp"

namespace gridsat {

namespace {

Grid clue_cells(int rows, int cols, const std::vector<int>& numbers) {
  Grid g(rows, cols);
  for (int i = 0; i < rows * cols; ++i)
    if (numbers[static_cast<size_t>(i)]) g.cells[static_cast<size_t>(i)] = 1;
  return g;
}

std::string number_text(int v) { return v == Nurikabe::kAny ? "?" : std::to_string(v); }

}  // namespace

Nurikabe::Nurikabe(int rows, int cols, std::vector<int> numbers, NurikabeForm form)
    : Puzzle("nurikabe", clue_cells(rows, cols, numbers), Symbols::from_zero),
      numbers_(std::move(numbers)),
      form_(form) {}

std::string Nurikabe::describe() const {
  return "nurikabe " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(clue_count()) +
         " numbers";
}

// Consequences of the wall's connectivity that the lazy cuts would find one model at a time:
// with two shaded cells or more (the numbers add up to fewer than the cells), a shaded cell
// has a shaded neighbour; with three or more, two shaded neighbours have a third beside them.
void Nurikabe::wall_has_no_small_parts(Encoding& e, const std::vector<int>& shaded) const {
  int white = 0;
  for (int v : numbers_) {
    if (v == kAny) return;
    white += v;
  }
  const int R = rows(), C = cols(), walls = R * C - white;
  const auto near = [&](std::initializer_list<int> cells) {
    std::vector<int> out;
    for (int i : cells)
      for (int m : orthogonal_neighbours(R, C, i))
        if (std::find(cells.begin(), cells.end(), m) == cells.end()) out.push_back(shaded[static_cast<size_t>(m)]);
    return out;
  };
  for (int i = 0; i < R * C; ++i) {
    if (walls >= 2) {
      std::vector<int> c = near({i});
      c.push_back(-shaded[static_cast<size_t>(i)]);
      add_clause(e.cnf, c);
    }
    for (int m : {i % C + 1 < C ? i + 1 : -1, i + C < R * C ? i + C : -1}) {
      if (m < 0 || walls < 3) continue;
      std::vector<int> c = near({i, m});
      c.push_back(-shaded[static_cast<size_t>(i)]);
      c.push_back(-shaded[static_cast<size_t>(m)]);
      add_clause(e.cnf, c);
    }
  }
}

// Groups (explain): per number its island ("number", a clue), per cell "a white cell belongs to
// one island" ("island"), per 2x2 block ("pool"), the shaded cells connected ("wall").
Encoding Nurikabe::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), n = R * C;
  Encoding e;
  e.base = givens_;
  const std::vector<int> shaded = binary_cells(e);
  if (opt.drop_groups) return e;
  const Connectivity mode = opt.groups ? Connectivity::eager : opt.connectivity.value_or(Connectivity::lazy);
  std::vector<SizeClue> clues;
  std::vector<int> white(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    white[static_cast<size_t>(i)] = -shaded[static_cast<size_t>(i)];
    const int v = numbers_[static_cast<size_t>(i)];
    if (v) clues.push_back({i, v == kAny ? 0 : v});
  }
  GrownRegions regions(e.cnf, R, C, clues, white);
  for (int k = 0; k < regions.clue_count(); ++k) {
    const int cell = clues[static_cast<size_t>(k)].cell;
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "number",
                       .label = number_text(numbers_[static_cast<size_t>(cell)]) + " at " + cells_label(C, {cell}),
                       .cells = {cell},
                       .clue = true,
                       .clue_index = k};
    });
    regions.encode_clue(k);
  }
  for (int i = 0; i < n; ++i) {
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "island", .label = cells_label(C, {i}), .cells = {i}}; });
    regions.encode_cell(i);
  }
  for (const auto& b : blocks_2x2(R, C)) {
    GroupScope g(e, opt, [&] {
      const std::vector<int> cells(b.begin(), b.end());
      return RuleGroup{.kind = "pool", .label = "2x2 at " + cells_label(C, {b[0]}), .cells = cells};
    });
    no_2x2_block(e.cnf, shaded, b);
  }
  NodeGraph g;
  std::vector<int> node(static_cast<size_t>(n), -1), open;
  for (int i = 0; i < n; ++i)
    if (shaded[static_cast<size_t>(i)] != kFalse) {
      node[static_cast<size_t>(i)] = static_cast<int>(g.active.size());
      g.active.push_back(shaded[static_cast<size_t>(i)]);
      open.push_back(i);
    }
  for (int i = 0; i < n; ++i)
    for (int m : {i % C + 1 < C ? i + 1 : -1, i + C < n ? i + C : -1})
      if (m >= 0 && node[static_cast<size_t>(i)] >= 0 && node[static_cast<size_t>(m)] >= 0)
        g.edges.push_back({node[static_cast<size_t>(i)], node[static_cast<size_t>(m)], 0});
  GroupScope gs(e, opt, [&] { return RuleGroup{.kind = "wall", .label = "shaded cells", .cells = open}; });
  connected(e.cnf, e.lazy, g, mode);
  wall_has_no_small_parts(e, shaded);
  return e;
}

std::optional<std::string> Nurikabe::check(const Grid& solution) const {
  return check::nurikabe(rows(), cols(), numbers_, solution);
}

void Nurikabe::print_grid(std::ostream& out, const Grid& g) const {
  size_t width = 1;
  for (int v : numbers_) width = std::max(width, number_text(v).size());
  for (int r = 0; r < rows(); ++r) {
    for (int c = 0; c < cols(); ++c) {
      const int i = r * cols() + c, v = numbers_[static_cast<size_t>(i)];
      const std::string tok = v ? number_text(v) : g.cells[static_cast<size_t>(i)] == 2 ? "x" : ".";
      out << (c ? " " : "") << std::string(width - tok.size(), ' ') << tok;
    }
    out << '\n';
  }
}

std::string Nurikabe::line(const Grid& g) const {
  std::string s = nurikabe_puzzlink_url(rows(), cols(), numbers_);
  if (std::none_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 2; })) return s;
  for (int i = 0; i < rows() * cols(); ++i) {
    if (i == 0) s += ' ';
    else if (i % cols() == 0) s += '/';
    s += g.cells[static_cast<size_t>(i)] == 2 ? '1' : '0';
  }
  return s;
}

Figure Nurikabe::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.largest = rows() * cols();
  for (int i = 0; i < rows() * cols(); ++i) {
    if (shown.cells[static_cast<size_t>(i)] == 2) f.fills.push_back({i, 0.8});
    if (numbers_[static_cast<size_t>(i)])
      f.texts.push_back({i % cols() + 0.5, i / cols() + 0.5, number_text(numbers_[static_cast<size_t>(i)]), Ink::clue});
  }
  return f;
}

int Nurikabe::clue_count() const {
  return static_cast<int>(std::count_if(numbers_.begin(), numbers_.end(), [](int v) { return v != 0; }));
}

std::unique_ptr<Puzzle> Nurikabe::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> numbers = numbers_;
  size_t k = 0;
  for (int& v : numbers)
    if (v && !keep.at(k++)) v = 0;
  return std::make_unique<Nurikabe>(rows(), cols(), std::move(numbers), form_);
}

}  // namespace gridsat
