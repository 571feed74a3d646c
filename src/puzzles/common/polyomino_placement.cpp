#include "puzzles/common/polyomino_placement.hpp"

#include <algorithm>
#include <climits>
#include <map>
#include <tuple>

#include "encoders/amo.hpp"
#include "encoders/constants.hpp"

namespace gridsat {

Shape normalized(Shape s) {
  int r0 = INT_MAX, c0 = INT_MAX;
  for (auto [r, c] : s) r0 = std::min(r0, r), c0 = std::min(c0, c);
  for (auto& [r, c] : s) r -= r0, c -= c0;
  std::sort(s.begin(), s.end());
  return s;
}

std::vector<Shape> orientations(const Shape& s, bool reflect) {
  std::vector<Shape> out;
  for (int k = 0; k < (reflect ? 8 : 4); ++k) {
    Shape t;
    for (auto [r, c] : s) {
      int a = r, b = c;
      for (int turn = 0; turn < k % 4; ++turn) std::tie(a, b) = std::pair{b, -a};  // a quarter turn
      if (k >= 4) b = -b;                                                       // then a mirror
      t.push_back({a, b});
    }
    t = normalized(std::move(t));
    if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(std::move(t));
  }
  return out;
}

Shape canonical(const Shape& s) {
  auto all = orientations(s);
  return *std::min_element(all.begin(), all.end());
}

Shape shape_of(std::string_view rows) {
  Shape s;
  int r = 0, c = 0;
  for (char ch : rows) {
    if (ch == '/') ++r, c = 0;
    else {
      if (ch == '#') s.push_back({r, c});
      ++c;
    }
  }
  return normalized(std::move(s));
}

std::vector<Placement> placements(const Shape& s, int rows, int cols, const std::function<bool(int)>& allowed,
                                  int piece, bool reflect) {
  std::vector<Placement> out;
  for (const Shape& o : orientations(s, reflect)) {
    int h = 0, w = 0;
    for (auto [r, c] : o) h = std::max(h, r + 1), w = std::max(w, c + 1);
    for (int r0 = 0; r0 + h <= rows; ++r0)
      for (int c0 = 0; c0 + w <= cols; ++c0) {
        Placement p{.piece = piece};
        bool ok = true;
        for (auto [r, c] : o) {
          const int cell = (r0 + r) * cols + c0 + c;
          if (allowed && !allowed(cell)) ok = false;
          p.cells.push_back(cell);
        }
        if (!ok) continue;
        std::sort(p.cells.begin(), p.cells.end());
        out.push_back(std::move(p));
      }
  }
  return out;
}

void exact_cover(ClauseSink& sink, std::span<const int> cell_lit, std::span<const int> cells,
                 std::vector<Placement>& placements) {
  std::map<int, std::vector<int>> covering;  // cell -> the literals of the placements over it
  for (Placement& p : placements) {
    p.lit = sink.fresh();
    for (int c : p.cells) {
      add_clause(sink, {-p.lit, cell_lit[static_cast<size_t>(c)]});
      covering[c].push_back(p.lit);
    }
  }
  for (int c : cells) {
    std::vector<int> clause = covering[c];
    clause.push_back(-cell_lit[static_cast<size_t>(c)]);
    add_clause(sink, clause);
  }
  for (auto& [c, lits] : covering) at_most_one(sink, lits, lits.size() <= 6 ? Amo::pairwise : Amo::sequential);
}

}  // namespace gridsat
