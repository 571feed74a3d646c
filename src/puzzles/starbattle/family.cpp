// Star Battle's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/starbattle/starbattle.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "row",
// "column", "region" (k stars in the house), "touch" (one star at most in a 2x2 block).
std::string starbattle_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  const bool house = has("row") || has("column") || has("region");
  if (kinds.size() == 1) return has("touch") ? "touch" : "house_count";
  if (!has("touch")) return "houses_overlap";  // counting over several houses
  return house && kinds.size() == 2 ? "star_neighbours" : "touch_and_count";
}

}  // namespace

const Family& starbattle_family() {
  static const Family f{
      .name = "starbattle",
      .reader = {.priority = 5, .looks_like = looks_like_starbattle, .read = read_starbattle, .url = starbattle_url},
      .help =
          "  Star Battle: puzz.link URLs (https://puzz.link/p?starbattle/5/5/1/...), or typed rows\n"
          "    after a 'starbattle K' line (K stars per row, column and region; 1 when absent): a token\n"
          "    a cell, its region's letter ('a a b b'; '#' after a letter a star, ignored).\n",
      // generate (src/generate/clues.cpp): random regions around placed stars, drawn again until unique.
      .generate = {.layout = starbattle_layout, .dress = starbattle_dress, .repair = starbattle_repair, .default_size = 8},
      .explain = {.rule = starbattle_rule, .levels = {{"easy", 1}, {"tricky", 2}, {"hard", INT_MAX}}},
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/starbattle/*.txt"},
      .edit = {.head = "starbattle {k}", .tokens = ".", .regions = {.row = "{r}", .reuse = true, .count = "star"}},
  };
  return f;
}

}  // namespace gridsat
