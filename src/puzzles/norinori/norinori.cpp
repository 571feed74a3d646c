// Norinori's encoding: per cell a primary "shaded" (value 2) and "unshaded" (value 1); two
// shaded cells per region (room counts, puzzles/common/room_counts.hpp); every shaded group a
// domino: a shaded cell has exactly one shaded neighbour (puzzles/common/component_shapes.hpp).
#include "puzzles/norinori/norinori.hpp"

#include <algorithm>
#include <ostream>

#include "base/saturating.hpp"
#include "check/heyawake.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/component_shapes.hpp"
#include "puzzles/common/room_text.hpp"

namespace gridsat {

Norinori::Norinori(Rooms rooms, NorinoriForm form)
    : Puzzle("norinori", Grid(rooms.rows, rooms.cols), Symbols::from_zero), rooms_(std::move(rooms)), form_(form) {}

std::string Norinori::describe() const {
  return "norinori " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(rooms_.count()) +
         " regions";
}

// Groups (EncodeOptions::groups): per region its two ("region"), per cell its domino ("domino").
Encoding Norinori::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols();
  Encoding e;
  e.base = Grid(R, C);
  const std::vector<int> shaded = binary_cells(e);
  if (opt.drop_groups) return e;
  for (int k = 0; k < rooms_.count(); ++k) {
    const auto& cells = rooms_.cells[static_cast<size_t>(k)];
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "region", .label = "the region at " + cells_label(C, {cells[0]}), .cells = cells};
    });
    std::vector<int> two(static_cast<size_t>(rooms_.count()), -1);
    two[static_cast<size_t>(k)] = 2;
    room_counts(e.cnf, shaded, rooms_, two);
  }
  for (int i = 0; i < R * C; ++i) {
    std::vector<int> cells = orthogonal_neighbours(R, C, i);
    cells.insert(cells.begin(), i);
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "domino", .label = "at " + cells_label(C, {i}), .cells = cells}; });
    domino_at(e.cnf, R, C, shaded, i);
  }
  return e;
}

std::optional<EncodingSize> Norinori::estimate(const EncodeOptions&) const {
  // Two variables and clauses per cell, the counts (at most 2 variables and 3 clauses per
  // cell and count of 2), seven clauses per cell for its domino.
  const int64_t n = static_cast<int64_t>(rows()) * cols();
  EncodingSize s;
  s.vars = sat_mul(n, 6);
  s.clauses = sat_mul(n, 2 + 6 + 7);
  return s;
}

Csp Norinori::to_csp() const {
  Csp csp = binary_csp(givens());
  for (const auto& cells : rooms_.cells) {
    const int size = static_cast<int>(cells.size());
    csp.relations.push_back({cells, [size](std::span<const int> prefix) {
                               const int on = static_cast<int>(std::count(prefix.begin(), prefix.end(), 2));
                               return on <= 2 && on + size - static_cast<int>(prefix.size()) >= 2;
                             }});
  }
  for (int i = 0; i < rows() * cols(); ++i) {  // the cell first, then its neighbours
    std::vector<int> vars = orthogonal_neighbours(rows(), cols(), i);
    vars.insert(vars.begin(), i);
    const size_t size = vars.size();
    csp.relations.push_back({vars, [size](std::span<const int> prefix) {
                               if (prefix.empty() || prefix[0] != 2) return true;
                               const auto on = std::count(prefix.begin() + 1, prefix.end(), 2);
                               return on <= 1 && (prefix.size() < size || on == 1);
                             }});
  }
  return csp;
}

std::optional<std::string> Norinori::check(const Grid& solution) const {
  return check::norinori(rows(), cols(), rooms_.room_of, solution);
}

void Norinori::print_grid(std::ostream& out, const Grid& g) const { print_room_rows(out, rooms_, {}, g); }

std::string Norinori::line(const Grid& g) const {
  return url_and_shading(norinori_url(*this), g);
}

Figure Norinori::figure(const Grid& shown) const {
  Figure f = room_figure(rooms_, shown);
  return f;
}

}  // namespace gridsat
