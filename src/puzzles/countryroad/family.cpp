// Country Road's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/countryroad/countryroad.hpp"

namespace gridsat {

namespace {

// A step's name in the catalogue, from the kinds of its groups: "region" (a room visited
// once), "number" (a room's count), "adjacent" (cells off the loop apart across borders),
// "loop" (one loop); none: the pieces' sides alone (line continuity).
std::string countryroad_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("loop")) return "no_loop_closure";
  if (kinds.empty()) return "line_continuity";
  if (kinds.size() == 1) {
    if (has("region")) return "one_visit_per_country";
    if (has("number")) return "country_count";
    return "empty_cells_apart";
  }
  if (has("number") && has("region") && kinds.size() == 2) return "count_with_one_visit";
  return has("adjacent") ? "empty_cells_with_countries" : "countries_combined";
}

}  // namespace

const Family& countryroad_family() {
  static const Family f{
      .name = "countryroad",
      .reader = {.priority = 7, .looks_like = looks_like_countryroad, .read = read_countryroad, .url = countryroad_url},
      .options = {"connectivity"},
      .help =
          "  Country Road: puzz.link URLs (https://puzz.link/p?country/5/5/...), or typed rows after a\n"
          "    'countryroad' line: a token a cell, its room's letter and the room's number on one cell\n"
          "    ('a3 a b b'). Answers: per cell 1 on the loop, 0 off it; JSON `edges`.\n",
      .generate = {.layout = countryroad_layout, .dress = countryroad_dress, .default_size = 6, .native_up_to = 0},
      .explain = {.rule = countryroad_rule, .levels = {{"easy", 2}, {"tricky", INT_MAX}}},
      .csp = false,  // its own search (*_search.cpp): loops enumerated, for small boards
      .max_value = [](int) { return 7; },
      .fuzz = {.side = 7, .seeds = "instances/countryroad/*.txt"},
      .edit = {.head = "countryroad", .tokens = ".", .keys = "0123456789", .width = 3,
               .regions = {.row = "{r}{v}", .reuse = true}},
  };
  return f;
}

}  // namespace gridsat
