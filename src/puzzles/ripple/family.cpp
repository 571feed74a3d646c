// Ripple Effect's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/ripple/ripple.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "number" (a
// given digit), "room" (1..n once each in a room), "ripple" (equal digits k more than k apart).
std::string ripple_rule(const std::vector<std::string>& kinds, bool places) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (kinds.size() == 1 && has("number")) return "given";
  if (!has("ripple")) return places ? "room_single" : "room_elimination";
  if (!has("room")) return "ripple_elimination";
  return places ? "ripple_single" : "ripple_and_room";
}

}  // namespace

const Family& ripple_family() {
  static const Family f{
      .name = "ripple",
      .reader = {.priority = 40, .looks_like = looks_like_ripple, .read = read_ripple, .url = ripple_url},
      .help =
          "  Ripple Effect: puzz.link URLs (https://puzz.link/p?ripple/4/4/...), or a 'ripple' line and\n"
          "    a row a line of cells: the room's letter, then the digit where there is one (a3 a b b1).\n",
      // generate by clue removal (src/generate/clues.cpp): random rooms, every digit of a solution.
      .generate = {.layout = ripple_layout, .dress = ripple_dress, .default_size = 6, .native_up_to = 0},
      .explain = {.rule = ripple_rule, .levels = {{"easy", 1}, {"normal", 2}, {"hard", 3}, {"extreme", INT_MAX}}},
      .max_value = [](int n) { return n * n; },
      .fuzz = {.side = 8, .seeds = "instances/ripple/*.txt"},
      .edit = {.head = "ripple", .tokens = ".", .keys = "0123456789", .width = 2, .answers = "=",
               .regions = {.row = "{r}{v}", .reuse = true}},
  };
  return f;
}

}  // namespace gridsat
