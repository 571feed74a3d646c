// Heyawake's encoding: per cell a primary "shaded" (value 2) and "unshaded" (value 1); a
// numbered room holds that many shaded cells (room counts, puzzles/common/room_counts.hpp);
// two neighbours are not both shaded; each shortest straight run crossing two room borders
// holds a shaded cell (sight runs, puzzles/common/sight_runs.hpp); the unshaded cells are
// connected (encoders/connected.hpp).
#include "puzzles/heyawake/heyawake.hpp"

#include <algorithm>
#include <ostream>

#include "base/saturating.hpp"
#include "check/heyawake.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/room_text.hpp"
#include "puzzles/common/sight_runs.hpp"

namespace gridsat {

Heyawake::Heyawake(Rooms rooms, std::vector<int> counts, HeyawakeForm form)
    : Puzzle("heyawake", Grid(rooms.rows, rooms.cols), Symbols::from_zero),
      rooms_(std::move(rooms)),
      counts_(std::move(counts)),
      form_(form) {}

std::string Heyawake::describe() const {
  const auto numbered = std::count_if(counts_.begin(), counts_.end(), [](int v) { return v >= 0; });
  return "heyawake " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(rooms_.count()) +
         " rooms, " + std::to_string(numbered) + " numbered";
}

namespace {

// The clauses of the rules and clues, each in its group under EncodeOptions::groups: per
// numbered room its count ("room", a clue), per cell a shaded cell's neighbours unshaded
// ("adjacent"; without groups each pair once), per run across two borders a shaded cell ("run").
void rules(const Heyawake& h, Encoding& e, const EncodeOptions& opt, const std::vector<int>& shaded) {
  const Rooms& rooms = h.rooms();
  const int C = h.cols();
  int clue = 0;
  for (int k = 0; k < rooms.count(); ++k) {
    const int v = h.counts()[static_cast<size_t>(k)];
    if (v < 0) continue;
    const std::vector<int>& cells = rooms.cells[static_cast<size_t>(k)];
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "room", .label = std::to_string(v) + " in the room at " + cells_label(C, {cells[0]}),
                       .cells = cells, .clue = true, .clue_index = clue};
    });
    std::vector<int> one(static_cast<size_t>(rooms.count()), -1);
    one[static_cast<size_t>(k)] = v;
    room_counts(e.cnf, shaded, rooms, one);
    ++clue;
  }
  for (int i = 0; i < h.rows() * C; ++i) {
    const std::vector<int> near = orthogonal_neighbours(h.rows(), C, i);
    std::vector<int> cells = near;
    cells.insert(cells.begin(), i);
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "adjacent", .label = "beside " + cells_label(C, {i}), .cells = cells};
    });
    for (int m : near)
      if (opt.groups || m > i) add_clause(e.cnf, {-shaded[static_cast<size_t>(i)], -shaded[static_cast<size_t>(m)]});
  }
  for (const auto& run : runs_crossing_borders(rooms, 1)) {
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "run", .label = cells_label(C, run), .cells = run}; });
    std::vector<int> clause;
    for (int i : run) clause.push_back(shaded[static_cast<size_t>(i)]);
    add_clause(e.cnf, clause);
  }
}

}  // namespace

Encoding Heyawake::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), n = R * C;
  Encoding e;
  e.base = Grid(R, C);
  const std::vector<int> shaded = binary_cells(e);
  if (opt.drop_groups) return e;
  rules(*this, e, opt, shaded);
  NodeGraph g;
  for (int i = 0; i < n; ++i) {
    g.active.push_back(-shaded[static_cast<size_t>(i)]);
    if (i % C + 1 < C) g.edges.push_back({i, i + 1, 0});
    if (i + C < n) g.edges.push_back({i, i + C, 0});
  }
  std::vector<int> all(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) all[static_cast<size_t>(i)] = i;
  GroupScope gs(e, opt, [&] { return RuleGroup{.kind = "connected", .label = "unshaded cells", .cells = all}; });
  connected(e.cnf, e.lazy, g, opt.connectivity.value_or(Connectivity::lazy));
  return e;
}

std::optional<EncodingSize> Heyawake::estimate(const EncodeOptions&) const {
  // Two variables and clauses per cell, the counts (sequential: about 2 variables and 3
  // clauses per cell and count), the pairs, the runs; the spanning tree as Hitori's.
  const int64_t n = static_cast<int64_t>(rows()) * cols();
  int64_t bits = 1, most = 0;
  while ((int64_t{1} << bits) < n) ++bits;
  for (int v : counts_) most = std::max<int64_t>(most, v);
  EncodingSize s;
  s.vars = sat_add(sat_mul(n, 2 + 3 * bits + 8), sat_mul(n, 2 * std::max<int64_t>(most, 1)));
  s.clauses = sat_add(sat_mul(n, 6 + 6 * (2 * bits + 8)), sat_mul(n, 3 * std::max<int64_t>(most, 1)));
  return s;
}

std::optional<std::string> Heyawake::check(const Grid& solution) const {
  std::vector<int> numbers(static_cast<size_t>(rows()) * cols(), -1);
  for (int k = 0; k < rooms_.count(); ++k) numbers[static_cast<size_t>(rooms_.cells[static_cast<size_t>(k)][0])] = counts_[static_cast<size_t>(k)];
  return check::heyawake(rows(), cols(), rooms_.room_of, numbers, solution);
}

void Heyawake::print_grid(std::ostream& out, const Grid& g) const { print_room_rows(out, rooms_, counts_, g); }

std::string Heyawake::line(const Grid& g) const {
  return url_and_shading(heyawake_url(*this), g);
}

Figure Heyawake::figure(const Grid& shown) const {
  Figure f = room_figure(rooms_, shown);
  f.largest = std::max(rows(), cols());
  for (int k = 0; k < rooms_.count(); ++k) {
    const int v = counts_[static_cast<size_t>(k)], top = rooms_.cells[static_cast<size_t>(k)][0];
    if (v >= 0) f.corners.push_back({top, std::to_string(v)});
  }
  return f;
}

int Heyawake::clue_count() const {
  return static_cast<int>(std::count_if(counts_.begin(), counts_.end(), [](int v) { return v >= 0; }));
}

std::unique_ptr<Puzzle> Heyawake::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> counts = counts_;
  size_t k = 0;
  for (int& v : counts)
    if (v >= 0 && !keep.at(k++)) v = -1;
  return std::make_unique<Heyawake>(rooms_, std::move(counts), form_);
}

}  // namespace gridsat
