// Tilepaint's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/tilepaint/tilepaint.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "count" (a
// clue), "tile" (a tile shaded whole or not), "some" (a cell shaded somewhere).
std::string tilepaint_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  const auto counts = std::count(kinds.begin(), kinds.end(), "count");
  if (kinds.size() == 1) return has("count") ? "full_or_empty_run" : has("tile") ? "tile_colour" : "some_shaded";
  if (counts == 1) return "clue_over_tiles";
  return "clues_share_tiles";
}

}  // namespace

const Family& tilepaint_family() {
  static const Family f{
      .name = "tilepaint",
      .reader = {.priority = 5, .looks_like = looks_like_tilepaint, .read = read_tilepaint, .url = tilepaint_url},
      .help =
          "  Tilepaint: puzz.link URLs (https://puzz.link/p?tilepaint/6/6/...), or typed rows after a\n"
          "    'tilepaint' line: '.' and the column clues, then per row its clue and a token a cell:\n"
          "    its tile's letter ('#' after it shaded, ignored) or a block D\\R ('.' a clue none).\n",
      // generate by clue removal (src/generate/clues.cpp): random tiles, the counts read off a shading.
      .generate = {.layout = tilepaint_layout, .dress = tilepaint_dress, .repair = tilepaint_repair, .default_size = 6},
      .explain = {.rule = tilepaint_rule, .levels = {{"easy", 1}, {"tricky", 2}, {"hard", INT_MAX}}},
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/tilepaint/*.txt"},
      // The workbench: the tiles drawn as regions, the counts in the frame above and left of them
      // (a block D\R is opened from the text only).
      .edit = {.head = "tilepaint", .tokens = ".", .frame = "top left", .corner = ".",
               .regions = {.row = "{r}", .reuse = true}},
  };
  return f;
}

}  // namespace gridsat
