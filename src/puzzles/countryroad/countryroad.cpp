// Country Road's encoding: the shared loop over every cell (puzzles/common/cell_loop.hpp),
// each room visited once (region_loop.hpp: exactly two steps across its border), a room's
// number exactly its visited cells (room_counts.hpp over the cells' "on the loop"), and no
// two cells off the loop beside each other across a border.
// Under EncodeOptions::groups the same clauses, each rule in a group: "region" per room (its
// one visit), "number" per numbered room (a clue), "adjacent" per cell (it and its neighbours
// right and below across a border), "loop" the one loop (connectivity eager); a cell's one
// piece stays outside every group.
#include "puzzles/countryroad/countryroad.hpp"

#include <algorithm>
#include <ostream>

#include "check/countryroad.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/cell_loop.hpp"
#include "puzzles/common/region_loop.hpp"
#include "puzzles/common/room_text.hpp"

namespace gridsat {

namespace {
bool solved(const Grid& g) {
  return std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v >= 1 && v <= 7; });
}
}  // namespace

CountryRoad::CountryRoad(Rooms rooms, std::vector<int> counts, CountryRoadForm form)
    : CellLoopPuzzle("countryroad", Grid(rooms.rows, rooms.cols, 0)),
      rooms_(std::move(rooms)),
      counts_(std::move(counts)),
      form_(form) {}

std::string CountryRoad::describe() const {
  const auto n = std::count_if(counts_.begin(), counts_.end(), [](int v) { return v >= 0; });
  return "countryroad " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " +
         std::to_string(rooms_.count()) + " rooms, " + std::to_string(n) + " numbers";
}

// Long: the loop, then the four kinds of rule in turn, each a short loop over rooms or cells.
Encoding CountryRoad::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), N = R * C;
  Encoding e;
  e.base = Grid(R, C, 0);
  const Connectivity mode = opt.groups ? Connectivity::eager : opt.connectivity.value_or(Connectivity::lazy);
  const CellLoop loop = encode_cell_loop(e.cnf, e.lazy, R, C, std::vector<char>(static_cast<size_t>(N), 1), mode, false);
  std::vector<int> on(static_cast<size_t>(N));
  for (int i = 0; i < N; ++i) {
    on[static_cast<size_t>(i)] = -loop.off(i);
    add_piece_primaries(e, loop, i);
  }
  for (int k = 0; k < rooms_.count(); ++k) {
    const auto& cells = rooms_.cells[static_cast<size_t>(k)];
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "region", .label = cells_label(C, cells), .cells = cells}; });
    visit_room_once(e.cnf, loop, rooms_, k);
  }
  int clue = 0;
  for (int k = 0; k < rooms_.count(); ++k) {
    if (counts_[static_cast<size_t>(k)] < 0) continue;
    const auto& cells = rooms_.cells[static_cast<size_t>(k)];
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "number",
                       .label = std::to_string(counts_[static_cast<size_t>(k)]) + " in " + cells_label(C, cells),
                       .cells = cells,
                       .clue = true,
                       .clue_index = clue};
    });
    ++clue;
    std::vector<int> one(counts_.size(), -1);
    one[static_cast<size_t>(k)] = counts_[static_cast<size_t>(k)];
    room_counts(e.cnf, on, rooms_, one);
  }
  for (int i = 0; i < N; ++i) {
    std::vector<int> across;
    if (i % C + 1 < C && rooms_.border(i, i + 1)) across.push_back(i + 1);
    if (i + C < N && rooms_.border(i, i + C)) across.push_back(i + C);
    if (across.empty()) continue;
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "adjacent", .label = cells_label(C, {i}), .cells = {i}}; });
    for (int j : across) add_clause(e.cnf, {on[static_cast<size_t>(i)], on[static_cast<size_t>(j)]});
  }
  add_loop_rule(e, opt, loop, mode);
  return e;
}

std::optional<std::string> CountryRoad::check(const Grid& solution) const {
  return check::countryroad(rooms_.room_of, counts_, solution);
}

void CountryRoad::print_grid(std::ostream& out, const Grid& g) const {
  if (!solved(g)) {
    print_room_rows(out, rooms_, counts_, Grid(rows(), cols(), 1));
    return;
  }
  const std::vector<char> letters = room_letters(rooms_);
  print_cell_loop(out, g, [&](int i) {
    return letters[static_cast<size_t>(rooms_.room_of[static_cast<size_t>(i)])];
  });
}

std::string CountryRoad::line(const Grid& g) const {
  std::string s = countryroad_url(*this);
  if (!solved(g)) return s;
  s += ' ';
  for (int v : g.cells) s += static_cast<char>('0' + v);
  return s;
}

Figure CountryRoad::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  const int C = cols();
  for (int i = 0; i < rows() * C; ++i) {
    if (i % C + 1 < C && rooms_.border(i, i + 1)) f.edges.push_back({i, i + 1, Stroke::thick});
    if (i + C < rows() * C && rooms_.border(i, i + C)) f.edges.push_back({i, i + C, Stroke::thick});
  }
  for (int k = 0; k < rooms_.count(); ++k) {
    if (counts_[static_cast<size_t>(k)] < 0) continue;
    const int top = rooms_.cells[static_cast<size_t>(k)][0];
    f.corners.push_back({top, std::to_string(counts_[static_cast<size_t>(k)])});
  }
  if (solved(shown)) add_loop_segments(f, shown);
  return f;
}

int CountryRoad::clue_count() const {
  return static_cast<int>(std::count_if(counts_.begin(), counts_.end(), [](int v) { return v >= 0; }));
}

std::unique_ptr<Puzzle> CountryRoad::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> kept = counts_;
  size_t k = 0;
  for (int& v : kept)
    if (v >= 0 && !keep.at(k++)) v = -1;
  return std::make_unique<CountryRoad>(rooms_, std::move(kept), form_);
}

std::unique_ptr<Puzzle> CountryRoad::with_givens(const Grid&, std::string_view) const {
  return std::make_unique<CountryRoad>(*this);
}

}  // namespace gridsat
