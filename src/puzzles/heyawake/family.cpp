// Heyawake's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/heyawake/heyawake.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "room" (a
// room's number), "adjacent" (a shaded cell's neighbours), "run" (no unshaded run across two
// borders), "connected" (the unshaded cells).
std::string heyawake_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("connected")) return kinds.size() == 1 ? "connectivity_escape" : "connectivity_with_shading";
  if (kinds.size() == 1) {
    if (has("room")) return "room_count";
    if (has("adjacent")) return "shaded_neighbours_white";
    return "border_run";
  }
  if (has("room") && has("adjacent") && kinds.size() == 2) return "room_count_with_spacing";
  return has("run") ? "border_run_with_rooms" : "";
}

}  // namespace

const Family& heyawake_family() {
  static const Family f{
      .name = "heyawake",
      .reader = {.priority = 5, .looks_like = looks_like_heyawake, .read = read_heyawake, .url = heyawake_url},
      .options = {"connectivity"},
      .help =
          "  Heyawake: puzz.link URLs (https://puzz.link/p?heyawake/6/6/...), or typed rows after a\n"
          "    'heyawake' line: a token a cell, its room's letter and the room's number on one cell\n"
          "    ('a2 a b b'; '#' after a token a shaded cell, ignored).\n",
      .generate = {.layout = heyawake_layout, .dress = heyawake_dress, .default_size = 6},
      .explain = {.rule = heyawake_rule, .levels = {{"easy", 2}, {"tricky", INT_MAX}}},
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/heyawake/*.txt"},
      .edit = {.head = "heyawake", .tokens = ".", .keys = "0123456789", .width = 3, .regions = {.row = "{r}{v}", .reuse = true}},
  };
  return f;
}

}  // namespace gridsat
