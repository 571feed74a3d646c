// Yajilin's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/yajilin/yajilin.hpp"

namespace gridsat {

namespace {

// A step's name in the catalogue, from the kinds of its groups: "arrow" (a clue's count),
// "adjacent" (shaded cells apart), "loop" (one loop); none: the pieces' sides alone (a cell
// with one way out, or a shaded cell's neighbours, joining up).
std::string yajilin_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("loop")) return "no_loop_closure";
  if (has("arrow") && has("adjacent")) return "arrow_with_spacing";
  if (has("arrow")) return "arrow_count";
  if (has("adjacent")) return "shaded_neighbours_on_loop";
  return "line_continuity";
}

}  // namespace

const Family& yajilin_family() {
  static const Family f{
      .name = "yajilin",
      .reader = {.priority = 6, .looks_like = looks_like_yajilin, .read = read_yajilin, .url = yajilin_url},
      .options = {"connectivity"},
      .help =
          "  Yajilin: puzz.link URLs (https://puzz.link/p?yajilin/5/5/..., also ?yajirin/), or typed\n"
          "    rows after a 'yajilin' line: a token a cell, '.' open, a clue its number and arrow\n"
          "    ('2>', '1^', '0v', '3<'; '?' no number). Answers: per cell 1 shaded; JSON `edges`.\n",
      .generate = {.layout = yajilin_layout, .dress = yajilin_dress, .default_size = 7, .native_up_to = 0},
      .explain = {.rule = yajilin_rule, .levels = {{"easy", 2}, {"tricky", INT_MAX}}},
      .csp = false,  // its own search (*_search.cpp): loops enumerated, for small boards
      .max_value = [](int) { return Yajilin::kClue; },
      .fuzz = {.side = 7, .seeds = "instances/yajilin/*.txt"},
      .edit = {.head = "yajilin", .tokens = ".", .keys = "0123456789?^v<>", .width = 3,
               .glyphs = "\u2191:^ \u2193:v \u2190:< \u2192:>"},
  };
  return f;
}

}  // namespace gridsat
