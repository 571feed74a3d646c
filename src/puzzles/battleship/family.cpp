// Battleship's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/battleship/battleship.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "fleet"
// (the ships to place), "diagonal" (no two ship cells diagonal), "count" (a line's number),
// "segment" (a given cell).
std::string battleship_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (kinds.size() == 1) {
    if (has("count")) return "count_filled";
    if (has("segment")) return "segment_shape";
    if (has("diagonal")) return "no_diagonal_touch";
    return "fleet_fit";
  }
  if (has("fleet")) return "fleet_with_counts";
  return has("count") ? "count_with_ships" : "ship_segments";
}

}  // namespace

const Family& battleship_family() {
  static const Family f{
      .name = "battleship",
      .reader = {.priority = 5, .looks_like = looks_like_battleship, .read = read_battleship, .url = battleship_url},
      .help =
          "  Battleship: puzz.link URLs (https://puzz.link/p?battleship/COLS/ROWS/.../FLEET), or typed\n"
          "    rows after a 'battleship' line: a character a cell (. open, ~ water, ^ v < > ends, + middle,\n"
          "    o one-cell ship, # a ship's cell) and the row's count ('-' or '.' none), a line of column\n"
          "    counts, then 'fleet' and the ship lengths.\n",
      // generate by clue removal (src/generate/clues.cpp): counts and given cells read off a random fleet.
      .generate = {.layout = battleship_layout, .dress = battleship_dress, .default_size = 8, .native_up_to = 0},
      .explain = {.rule = battleship_rule, .levels = {{"easy", 2}, {"hard", INT_MAX}}},
      .csp = false,  // its own search_native (a filter for the fleet)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/battleship/*.txt"},
      // serve's editor: a character a cell (a click: open, a ship's cell, water; keys: a
      // segment), the counts right of the rows and below the columns, the fleet a field
      .edit = {.head = "battleship", .tokens = ". # ~", .keys = "^v<>+o#~.", .spaced = false, .answers = "0:~ 1:#",
               .picture = "# - - - ~", .glyphs = "\u25b2:^ \u25bc:v \u25c0:< \u25b6:> \u25a0:+ \u25cf:o",
               .frame = "right bottom", .tail = "fleet {list}"},
  };
  return f;
}

}  // namespace gridsat
