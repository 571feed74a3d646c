// Cave's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/cave/cave.hpp"
#include "puzzles/kurodoko/kurodoko.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule): a number's reach ("number"), the cave's
// connectivity ("connected"), the shaded cells' way out ("outside").
std::string cave_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (kinds.size() == 1) return has("number") ? "number_reach" : has("connected") ? "cave_connected" : "shaded_escape";
  if (has("number")) return has("connected") || has("outside") ? "number_with_connectivity" : "numbers_together";
  return "both_connectivities";
}

std::vector<Record> read(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_sight(text, source, opt, "cave", make_cave, false);
}

}  // namespace

const Family& cave_family() {
  static const Family f{
      .name = "cave",
      .reader = {.priority = 3,
                 .looks_like = [](const std::string& t) { return looks_like_sight(t, "cave", false); },
                 .read = read,
                 .url = sight_url},
      .options = {"connectivity"},
      .help =
          "  Cave (corral): puzz.link URLs (https://puzz.link/p?cave/6/6/...), or typed rows after a\n"
          "    'cave' line: a row a line of numbers, '?' (a number of unknown count) and '.' (none).\n",
      .generate = {.layout = cave_layout, .dress = sight_dress, .default_size = 6, .native_up_to = 0},
      .explain = {.rule = cave_rule, .levels = {{"easy", 1}, {"normal", 2}, {"hard", INT_MAX}}},
      .csp = false,  // the generic engine with a connectivity filter (search_native)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 6, .seeds = "instances/cave/*.txt"},
      .edit = {.head = "cave", .tokens = ". ?", .keys = "0123456789?", .width = 3},
  };
  return f;
}

}  // namespace gridsat
