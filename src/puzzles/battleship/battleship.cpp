// Battleship's encoding: per cell a primary variable "a ship's cell" (value 2) and its
// negation (value 1); every placement of a ship of each length in the fleet
// (puzzles/common/polyomino_placement.hpp: a cell holds a ship exactly when one chosen
// placement covers it), as many chosen of each length as the fleet has, the cells in line
// before and after a chosen ship water; no two ship cells diagonal to each other; exactly k
// ship cells in a counted line; a given segment's own neighbours.
#include "puzzles/battleship/battleship.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <ostream>
#include <set>

#include "check/battleship.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/polyomino_placement.hpp"
#include "puzzles/common/shading_line.hpp"

namespace gridsat {

Battleship::Battleship(int rows, int cols, std::vector<int> counts, std::vector<int> clues, std::vector<int> fleet)
    : Puzzle("battleship", Grid(rows, cols), Symbols::from_zero),
      counts_(std::move(counts)),
      clues_(std::move(clues)),
      fleet_(std::move(fleet)) {
  for (int i = 0; i < rows * cols; ++i)
    if (clues_[i] != kOpen) givens_.cells[i] = clues_[i] == kWater ? 1 : 2;
}

std::string Battleship::describe() const {
  return "battleship " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(fleet_.size()) +
         " ships";
}

namespace {

// The cell at (r, c)'s literal, kFalse off the grid.
int lit_at(const std::vector<int>& lits, int rows, int cols, int r, int c) {
  return r < 0 || r >= rows || c < 0 || c >= cols ? kFalse : lits[static_cast<size_t>(r * cols + c)];
}

// A given segment's neighbours (up, down, left, right) as clauses over the cell literals.
void segment_clauses(ClauseSink& sink, const std::vector<int>& ship, int rows, int cols, int i, int clue) {
  const int r = i / cols, c = i % cols;
  const int up = lit_at(ship, rows, cols, r - 1, c), down = lit_at(ship, rows, cols, r + 1, c),
            left = lit_at(ship, rows, cols, r, c - 1), right = lit_at(ship, rows, cols, r, c + 1);
  add_clause(sink, {ship[static_cast<size_t>(i)]});
  // Per segment: the neighbour that continues the ship, and those that are water.
  switch (clue) {
    case Battleship::kUp: add_clause(sink, {down}), add_clause(sink, {-up}); break;
    case Battleship::kDown: add_clause(sink, {up}), add_clause(sink, {-down}); break;
    case Battleship::kLeft: add_clause(sink, {right}), add_clause(sink, {-left}); break;
    case Battleship::kRight: add_clause(sink, {left}), add_clause(sink, {-right}); break;
    case Battleship::kMiddle: {
      const int across = sink.fresh();  // the ship runs left-right (else up-down)
      add_clause(sink, {across, up}), add_clause(sink, {across, down});
      add_clause(sink, {-across, left}), add_clause(sink, {-across, right});
      break;
    }
    case Battleship::kSingle:
      for (int m : {up, down, left, right}) add_clause(sink, {-m});
      break;
    default: break;
  }
}

// Every placement of a ship of each length the fleet has (`piece`: the length).
std::vector<Placement> fleet_placements(int rows, int cols, const std::vector<int>& fleet) {
  std::vector<Placement> all;
  for (int len : std::set<int>(fleet.begin(), fleet.end())) {
    Shape ship;
    for (int k = 0; k < len; ++k) ship.push_back({0, k});
    auto some = placements(ship, rows, cols, nullptr, len);
    all.insert(all.end(), some.begin(), some.end());
  }
  return all;
}

}  // namespace

// Long: the fleet, the diagonals, the counts and the segments, each under its
// group when explain asks for groups.
Encoding Battleship::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), n = R * C;
  Encoding e;
  e.base = opt.groups ? Grid(R, C) : givens_;
  const std::vector<int> ship = binary_cells(e);
  if (opt.drop_groups) return e;
  std::vector<int> all(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) all[static_cast<size_t>(i)] = i;
  std::vector<Placement> ps = fleet_placements(R, C, fleet_);
  {
    // The fleet: a ship's cell is covered by one chosen placement, as many of each length as
    // the fleet has, and a chosen ship ends where it ends (the cells before and after it in
    // line are water; all four around a one-cell ship).
    GroupScope gs(e, opt, [&] { return RuleGroup{.kind = "fleet", .label = "the fleet", .cells = all}; });
    exact_cover(e.cnf, ship, all, ps);
    std::map<int, int> want;
    for (int len : fleet_) ++want[len];
    for (auto [len, k] : want) {
      std::vector<int> lits;
      for (const auto& p : ps)
        if (p.piece == len) lits.push_back(p.lit);
      exactly_k_lits(e.cnf, lits, k);
    }
    for (const auto& p : ps) {
      const int first = p.cells.front(), last = p.cells.back();
      const bool across = p.cells.size() == 1 || last - first < C;
      std::vector<int> caps{lit_at(ship, R, C, first / C - !across, first % C - across),
                            lit_at(ship, R, C, last / C + !across, last % C + across)};
      if (p.cells.size() == 1)
        caps.push_back(lit_at(ship, R, C, first / C - 1, first % C)), caps.push_back(lit_at(ship, R, C, first / C + 1, first % C));
      for (int cap : caps) add_clause(e.cnf, {-p.lit, -cap});
    }
  }
  // No two ship cells only diagonally next to each other (which also keeps ships straight and
  // apart: a cell beside a ship of two or more makes a diagonal pair with its neighbour).
  for (int i = 0; i + C < n; ++i) {
    if (i % C + 1 >= C) continue;
    GroupScope gs(e, opt, [&] {
      return RuleGroup{.kind = "diagonal", .label = "2x2 at " + cells_label(C, {i}), .cells = {i, i + 1, i + C, i + C + 1}};
    });
    add_clause(e.cnf, {-ship[static_cast<size_t>(i)], -ship[static_cast<size_t>(i + C + 1)]});
    add_clause(e.cnf, {-ship[static_cast<size_t>(i + 1)], -ship[static_cast<size_t>(i + C)]});
  }
  int count_clues = 0;  // clue_index: the counts, then the given cells (clue_count, with_clues)
  for (int k = 0; k < R + C; ++k) {
    if (counts_[static_cast<size_t>(k)] == kNoCount) continue;
    const int clue = count_clues++;
    std::vector<int> cells;
    for (int m = 0; m < (k < C ? R : C); ++m) cells.push_back(k < C ? m * C + k : (k - C) * C + m);
    std::vector<int> lits;
    for (int i : cells) lits.push_back(ship[static_cast<size_t>(i)]);
    GroupScope gs(e, opt, [&] {
      return RuleGroup{.kind = "count",
                       .label = std::to_string(counts_[static_cast<size_t>(k)]) + " in " +
                                (k < C ? "column " + std::to_string(k + 1) : "row " + std::to_string(k - C + 1)),
                       .cells = cells,
                       .clue = true,
                       .clue_index = clue};
    });
    exactly_k_lits(e.cnf, lits, counts_[static_cast<size_t>(k)]);
  }
  for (int i = 0, clue = count_clues; i < n; ++i) {
    if (clues_[static_cast<size_t>(i)] == kOpen) continue;
    GroupScope gs(e, opt, [&] {
      return RuleGroup{.kind = "segment", .label = "given " + cells_label(C, {i}), .cells = {i}, .clue = true, .clue_index = clue};
    });
    ++clue;
    if (clues_[static_cast<size_t>(i)] == kWater) add_clause(e.cnf, {-ship[static_cast<size_t>(i)]});
    else segment_clauses(e.cnf, ship, R, C, i, clues_[static_cast<size_t>(i)]);
  }
  return e;
}

// Long: counts per line, no two ship cells diagonal only and no bend in a 2x2 block, the
// segments; the fleet is the filter's (search_native).
Csp Battleship::to_csp() const {
  const int R = rows(), C = cols(), n = R * C;
  Csp csp = binary_csp(givens_);
  for (int k = 0; k < R + C; ++k) {
    const int want = counts_[static_cast<size_t>(k)];
    if (want == kNoCount) continue;
    std::vector<int> cells;
    for (int m = 0; m < (k < C ? R : C); ++m) cells.push_back(k < C ? m * C + k : (k - C) * C + m);
    const int size = static_cast<int>(cells.size());
    csp.relations.push_back({cells, [want, size](std::span<const int> p) {
                               const int on = static_cast<int>(std::count(p.begin(), p.end(), 2));
                               return on <= want && on + size - static_cast<int>(p.size()) >= want;
                             }});
  }
  for (int i = 0; i + C < n; ++i) {
    if (i % C + 1 >= C) continue;
    // Order: top left, top right, bottom left, bottom right. At most two ships, side by side.
    csp.relations.push_back({{i, i + 1, i + C, i + C + 1}, [](std::span<const int> p) {
                               auto on = [&](size_t k) { return k < p.size() && p[k] == 2; };
                               if (on(0) + on(1) + on(2) + on(3) > 2) return false;
                               return !(on(0) && on(3)) && !(on(1) && on(2));
                             }});
  }
  for (int i = 0; i < n; ++i) {
    const int clue = clues_[static_cast<size_t>(i)];
    if (clue < kUp) continue;
    const int r = i / C, c = i % C;
    // The four neighbours (-1 off the grid) as the relation's variables that exist.
    std::vector<int> near, dirs;  // dir 0 up, 1 down, 2 left, 3 right
    const int rr[4] = {r - 1, r + 1, r, r}, cc[4] = {c, c, c - 1, c + 1};
    for (int d = 0; d < 4; ++d)
      if (rr[d] >= 0 && rr[d] < R && cc[d] >= 0 && cc[d] < C) near.push_back(rr[d] * C + cc[d]), dirs.push_back(d);
    csp.relations.push_back({near, [dirs, clue](std::span<const int> p) {
                               if (p.size() < dirs.size()) return true;
                               bool s[4] = {false, false, false, false};
                               for (size_t k = 0; k < p.size(); ++k) s[dirs[k]] = p[k] == 2;
                               switch (clue) {
                                 case kUp: return s[1] && !s[0] && !s[2] && !s[3];
                                 case kDown: return s[0] && !s[1] && !s[2] && !s[3];
                                 case kLeft: return s[3] && !s[2] && !s[0] && !s[1];
                                 case kRight: return s[2] && !s[3] && !s[0] && !s[1];
                                 case kMiddle: return (s[0] && s[1]) || (s[2] && s[3]);
                                 default: return !s[0] && !s[1] && !s[2] && !s[3];
                               }
                             }});
  }
  return csp;
}

NativeResult Battleship::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                       const NativeOptions& opt) const {
  const int R = rows(), C = cols();
  std::vector<int> want = fleet_;
  std::sort(want.begin(), want.end());
  return search_filtered(to_csp(), limit, deadline, on_solution, opt, [R, C, want](const std::vector<int>& v) {
    // The ships' lengths: runs across and down (the 2x2 relation keeps them straight apart).
    std::vector<int> have;
    for (int i = 0; i < R * C; ++i) {
      if (v[static_cast<size_t>(i)] != 2) continue;
      const int r = i / C, c = i % C;
      const bool left = c > 0 && v[static_cast<size_t>(i - 1)] == 2, up = r > 0 && v[static_cast<size_t>(i - C)] == 2;
      if (left || up) continue;  // not the ship's first cell
      int len = 1;
      const bool across = c + 1 < C && v[static_cast<size_t>(i + 1)] == 2;
      for (int k = i + (across ? 1 : C); across ? (k % C != 0 && v[static_cast<size_t>(k)] == 2) : (k < R * C && v[static_cast<size_t>(k)] == 2);
           k += across ? 1 : C)
        ++len;
      have.push_back(len);
    }
    std::sort(have.begin(), have.end());
    return have == want;
  });
}

std::optional<std::string> Battleship::check(const Grid& solution) const {
  return check::battleship(rows(), cols(), counts_, clues_, fleet_, solution);
}

namespace {

char clue_char(int clue) {
  switch (clue) {
    case Battleship::kShip: return '#';
    case Battleship::kWater: return '~';
    case Battleship::kUp: return '^';
    case Battleship::kDown: return 'v';
    case Battleship::kLeft: return '<';
    case Battleship::kRight: return '>';
    case Battleship::kMiddle: return '+';
    case Battleship::kSingle: return 'o';
    default: return '.';
  }
}

std::string count_text(int v) { return v == Battleship::kNoCount ? "-" : std::to_string(v); }

}  // namespace

void Battleship::print_grid(std::ostream& out, const Grid& g) const {
  const int R = rows(), C = cols();
  for (int r = 0; r < R; ++r) {
    for (int c = 0; c < C; ++c) {
      const int i = r * C + c, clue = clues_[static_cast<size_t>(i)];
      out << (clue != kOpen ? clue_char(clue) : g.cells[i] == 2 ? '#' : '.');
    }
    out << ' ' << count_text(counts_[static_cast<size_t>(C + r)]) << '\n';
  }
  for (int c = 0; c < C; ++c) out << (c ? " " : "") << count_text(counts_[static_cast<size_t>(c)]);
  out << "\nfleet";
  for (int len : fleet_) out << ' ' << len;
  out << '\n';
}

std::string Battleship::line(const Grid& g) const {
  // The puzzle itself (no cell, or only its given cells: generate's line) is its URL alone.
  const bool blank = g.cells == givens_.cells || std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 0; });
  return battleship_puzzlink_url(*this) + (blank ? "" : " " + shading_rows(g));
}

Figure Battleship::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.margin_right = f.margin_bottom = 1;
  const int R = rows(), C = cols();
  for (int i = 0; i < R * C; ++i) {
    if (shown.cells[i] == 2) f.fills.push_back({i, clues_[static_cast<size_t>(i)] > kWater || clues_[static_cast<size_t>(i)] == kShip ? 0.9 : 0.6});
    if (clues_[static_cast<size_t>(i)] == kWater) f.marks.push_back({i, Mark::dot});
    // a given segment's shape, white on its cell: an end pointing away from the ship, a middle,
    // a one-cell ship (serve's editor reads them back as the typed form's ^ v < > + o)
    static constexpr const char* kSegment[] = {"\u25b2", "\u25bc", "\u25c0", "\u25b6", "\u25a0", "\u25cf"};
    if (const int clue = clues_[static_cast<size_t>(i)]; clue >= kUp && clue <= kSingle)
      f.texts.push_back({i % C + 0.5, i / C + 0.5, kSegment[clue - kUp], Ink::inverse, 1, 0.6, 1});
  }
  for (int k = 0; k < R + C; ++k) {
    if (counts_[static_cast<size_t>(k)] == kNoCount) continue;
    const double x = k < C ? k + 0.5 : C + 0.5, y = k < C ? R + 0.5 : k - C + 0.5;
    f.texts.push_back({x, y, std::to_string(counts_[static_cast<size_t>(k)]), Ink::clue});
  }
  return f;
}

}  // namespace gridsat
