// Nurikabe's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/nurikabe/nurikabe.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "number" (an
// island grows to its size), "island" (a white cell belongs to one island), "pool" (no shaded
// 2x2), "wall" (the shaded cells connected).
std::string nurikabe_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("wall")) return kinds.size() == 1 ? "wall_continuity" : "wall_and_islands";
  if (has("pool")) return kinds.size() == 1 ? "avoid_pool" : "pool_and_islands";
  if (kinds.size() == 1) return has("number") ? "island_size" : "unreachable_cell";
  return "island_reach";
}

}  // namespace

const Family& nurikabe_family() {
  static const Family f{
      .name = "nurikabe",
      .reader = {.priority = 40, .looks_like = looks_like_nurikabe, .read = read_nurikabe, .url = nurikabe_url},
      .options = {"connectivity"},
      .help =
          "  Nurikabe: puzz.link URLs (https://puzz.link/p?nurikabe/5/5/...), or a 'nurikabe' line\n"
          "    and a row a line of cells: a number, '?' any size, '.' empty ('x' shaded, ignored).\n",
      // generate (src/generate/clues.cpp): a random solution numbered, repaired until unique.
      .generate = {.layout = nurikabe_layout, .dress = nurikabe_dress, .repair = nurikabe_repair, .default_size = 7},
      .explain = {.rule = nurikabe_rule, .levels = {{"easy", 1}, {"normal", 2}, {"hard", 3}, {"extreme", INT_MAX}}},
      .csp = false,  // its own search (nurikabe_search.cpp)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/nurikabe/*.txt"},
      .edit = {.head = "nurikabe", .tokens = ". ?", .keys = "0123456789?", .width = 3},
  };
  return f;
}

}  // namespace gridsat
