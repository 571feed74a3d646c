#include "puzzles/starbattle/starbattle.hpp"

#include <ostream>

#include "base/saturating.hpp"
#include "check/starbattle.hpp"
#include "model/figure.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/king_apart_counts.hpp"
#include "puzzles/common/room_text.hpp"

namespace gridsat {

StarBattle::StarBattle(Rooms regions, int stars, StarBattleForm form)
    : Puzzle("starbattle", Grid(regions.rows, regions.cols), Symbols::from_zero),
      regions_(std::move(regions)),
      stars_(stars),
      form_(form) {}

std::string StarBattle::describe() const {
  return "starbattle " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " +
         std::to_string(regions_.count()) + " regions, " + std::to_string(stars_) + (stars_ == 1 ? " star" : " stars");
}

// Groups (EncodeOptions::groups): per house its count ("row", "column", "region"), per 2x2
// block its one star at most ("touch").
Encoding StarBattle::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols();
  Encoding e;
  e.base = Grid(R, C);
  const std::vector<int> star = binary_cells(e);
  if (opt.drop_groups) return e;
  const auto houses = line_and_region_houses(R, C, regions_.room_of);
  for (size_t h = 0; h < houses.size(); ++h) {
    const int k = static_cast<int>(h);
    const char* kind = k < R ? "row" : k < R + C ? "column" : "region";
    GroupScope g(e, opt, [&] {
      const std::string label = k < R       ? "row " + std::to_string(k + 1)
                                : k < R + C ? "column " + std::to_string(k - R + 1)
                                            : "the region at " + cells_label(C, {houses[h][0]});
      return RuleGroup{.kind = kind, .label = label, .cells = houses[h]};
    });
    house_count(e.cnf, star, houses[h], stars_);
  }
  for (int r = 0; r + 1 < R; ++r)
    for (int c = 0; c + 1 < C; ++c) {
      const int i = r * C + c;
      GroupScope g(e, opt, [&] {
        return RuleGroup{.kind = "touch", .label = "the block at " + cells_label(C, {i}), .cells = king_block(C, i)};
      });
      no_king_touch_block(e.cnf, C, star, i);
    }
  if (R == 1 || C == 1) no_king_touch(e.cnf, R, C, star);
  return e;
}

std::optional<EncodingSize> StarBattle::estimate(const EncodeOptions&) const {
  // Two variables and clauses per cell; three counts per cell (sequential: 2k variables and
  // 3k clauses each), six clauses per block.
  const int64_t n = static_cast<int64_t>(rows()) * cols();
  EncodingSize s;
  s.vars = sat_mul(n, 2 + 6 * stars_);
  s.clauses = sat_mul(n, 2 + 6 + 9 * stars_);
  return s;
}

Csp StarBattle::to_csp() const {
  Csp csp = binary_csp(givens());
  add_king_apart_counts(csp, rows(), cols(), line_and_region_houses(rows(), cols(), regions_.room_of), stars_);
  return csp;
}

std::optional<std::string> StarBattle::check(const Grid& solution) const {
  return check::starbattle(rows(), cols(), regions_.room_of, stars_, solution);
}

void StarBattle::print_grid(std::ostream& out, const Grid& g) const {
  out << "starbattle " << stars_ << '\n';
  print_room_rows(out, regions_, {}, g);
}

std::string StarBattle::line(const Grid& g) const { return url_and_shading(starbattle_url(*this), g); }

Figure StarBattle::figure(const Grid& shown) const {
  Figure f = room_figure(regions_, Grid(rows(), cols()));
  for (int i = 0; i < shown.size(); ++i)
    if (shown.cells[static_cast<size_t>(i)] == 2) f.marks.push_back({i, Mark::disc_solved});
  return f;
}

}  // namespace gridsat
