#include "puzzles/tilepaint/tilepaint.hpp"

#include <algorithm>
#include <ostream>

#include "base/saturating.hpp"
#include "check/tilepaint.hpp"
#include "encoders/constants.hpp"
#include "model/figure.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/king_apart_counts.hpp"
#include "puzzles/common/region_uniform.hpp"
#include "puzzles/common/room_text.hpp"

namespace gridsat {

Tilepaint::Tilepaint(Rooms tiles, TilepaintClues clues, TilepaintForm form)
    : Puzzle("tilepaint", Grid(tiles.rows, tiles.cols), Symbols::from_zero),
      rooms_(std::move(tiles)),
      clues_(std::move(clues)),
      form_(form) {
  const int R = rows(), C = cols();
  for (int i = 0; i < R * C; ++i)
    if (clues_.block[static_cast<size_t>(i)]) givens_.cells[static_cast<size_t>(i)] = 1;
  for (int k = 0; k < rooms_.count(); ++k)
    if (!clues_.block[static_cast<size_t>(rooms_.cells[static_cast<size_t>(k)][0])]) tiles_.push_back(k);
  // Each line's runs: from the edge (the clue beside the board) or a block, to the next block.
  for (int pass = 0; pass < 2; ++pass) {
    const bool down = pass == 1;
    const int outer = down ? C : R, inner = down ? R : C;
    for (int a = 0; a < outer; ++a) {
      TilepaintRun run{.count = (down ? clues_.columns : clues_.rows)[static_cast<size_t>(a)], .down = down, .line = a};
      for (int b = 0; b <= inner; ++b) {
        const int cell = b == inner ? -1 : down ? b * C + a : a * C + b;
        if (cell >= 0 && !clues_.block[static_cast<size_t>(cell)]) {
          run.cells.push_back(cell);
          continue;
        }
        if (run.count >= 0) runs_.push_back(run);
        if (cell < 0) break;
        run = {.count = (down ? clues_.down : clues_.right)[static_cast<size_t>(cell)], .key = cell, .down = down, .line = a};
      }
    }
  }
}

std::string Tilepaint::describe() const {
  return "tilepaint " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(tiles_.size()) +
         " tiles, " + std::to_string(runs_.size()) + " clues";
}

// Groups (EncodeOptions::groups): per tile its one colour ("tile"), per clue its count
// ("count", a clue), "some shaded" over the board.
Encoding Tilepaint::encode(const EncodeOptions& opt) const {
  const int C = cols();
  Encoding e;
  e.base = givens_;
  const std::vector<int> shaded = binary_cells(e);
  if (opt.drop_groups) return e;
  for (int k : tiles_) {
    const auto& cells = rooms_.cells[static_cast<size_t>(k)];
    if (cells.size() < 2) continue;
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "tile", .label = "the tile at " + cells_label(C, {cells[0]}), .cells = cells};
    });
    region_uniform(e.cnf, shaded, cells);
  }
  int clue = 0;
  for (const auto& run : runs_) {
    GroupScope g(e, opt, [&] {
      const int line = run.down ? run.cells.empty() ? 0 : run.cells[0] % C : run.cells.empty() ? 0 : run.cells[0] / C;
      const std::string where = run.key >= 0 ? "at " + cells_label(C, {run.key})
                                : run.down   ? "above column " + std::to_string(line + 1)
                                             : "left of row " + std::to_string(line + 1);
      return RuleGroup{.kind = "count",
                       .label = std::to_string(run.count) + " " + where,
                       .cells = run.cells,
                       .clue = true,
                       .clue_index = clue};
    });
    ++clue;
    house_count(e.cnf, shaded, run.cells, run.count);
  }
  GroupScope g(e, opt, [&] { return RuleGroup{.kind = "some", .label = "some shaded cell"}; });
  add_clause(e.cnf, shaded);
  return e;
}

std::optional<EncodingSize> Tilepaint::estimate(const EncodeOptions&) const {
  // Two variables and clauses per cell, two equivalence clauses, two counts (sequential:
  // about a variable per cell and count, three clauses) per cell.
  const int64_t n = static_cast<int64_t>(rows()) * cols();
  EncodingSize s;
  s.vars = sat_mul(n, 2 + 2 * std::max(rows(), cols()));
  s.clauses = sat_mul(n, 4 + 6 * std::max(rows(), cols()));
  return s;
}

Csp Tilepaint::to_csp() const {
  Csp csp = binary_csp(givens());
  for (int k : tiles_) add_region_uniform(csp, rooms_.cells[static_cast<size_t>(k)]);
  for (const auto& run : runs_) add_house_count(csp, run.cells, run.count);
  return csp;
}

// "Some cell shaded" over the whole board is a filter on the solutions, not a relation.
NativeResult Tilepaint::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                      const NativeOptions& opt) const {
  return search_filtered(to_csp(), limit, deadline, on_solution, opt,
                         [](const std::vector<int>& v) { return std::count(v.begin(), v.end(), 2) > 0; });
}

std::optional<std::string> Tilepaint::check(const Grid& solution) const {
  check::TilepaintBoard b{rows(), cols(), rooms_.room_of, clues_.block, clues_.down, clues_.right, clues_.columns,
                          clues_.rows};
  return check::tilepaint(b, solution);
}

std::string Tilepaint::line(const Grid& g) const {
  Grid shown = g;
  for (int i = 0; i < g.size(); ++i)
    if (clues_.block[static_cast<size_t>(i)]) shown.cells[static_cast<size_t>(i)] = 1;
  return url_and_shading(tilepaint_url(*this), g.cells == givens_.cells ? Grid(rows(), cols()) : shown);
}

Figure Tilepaint::figure(const Grid& shown) const {
  Figure f = room_figure(rooms_, shown);
  f.margin_top = 1;
  f.margin_left = 1;
  const auto clue_text = [](int v) { return v < 0 ? std::string() : std::to_string(v); };
  for (int c = 0; c < cols(); ++c)
    f.texts.push_back({c + 0.5, -0.5, clue_text(clues_.columns[static_cast<size_t>(c)]), Ink::given});
  for (int r = 0; r < rows(); ++r)
    f.texts.push_back({-0.5, r + 0.5, clue_text(clues_.rows[static_cast<size_t>(r)]), Ink::given});
  for (int i = 0; i < rows() * cols(); ++i) {
    if (!clues_.block[static_cast<size_t>(i)]) continue;
    const double x = i % cols(), y = i / cols();
    f.fills.push_back({i, 1.0});
    f.texts.push_back({x + 0.3, y + 0.75, clue_text(clues_.down[static_cast<size_t>(i)]), Ink::inverse});
    f.texts.push_back({x + 0.7, y + 0.35, clue_text(clues_.right[static_cast<size_t>(i)]), Ink::inverse});
  }
  return f;
}

}  // namespace gridsat
