// Tapa's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/tapa/tapa.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "number" (a
// clue's runs around it), "pool" (no 2x2 shaded), "connected" (the shaded cells connected).
std::string tapa_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (kinds.size() == 1) return has("number") ? "clue_runs" : has("pool") ? "no_pool" : "connectivity";
  if (has("connected")) return "connectivity_with_clues";
  if (has("pool")) return "clue_and_pool";
  return "clues_together";
}

}  // namespace

const Family& tapa_family() {
  static const Family f{
      .name = "tapa",
      .reader = {.looks_like = looks_like_tapa, .read = read_tapa, .url = tapa_url},
      .options = {"connectivity"},
      .help =
          "  Tapa: puzz.link URLs (https://puzz.link/p?tapa/6/6/...), or typed rows after a 'tapa'\n"
          "    line: whitespace-separated cells, '.' empty, a clue's numbers together ('13', '1?').\n",
      // generate by clue removal (src/generate/clues.cpp): a random shading, every other cell a clue.
      .generate = {.layout = tapa_layout, .dress = tapa_dress, .default_size = 6},
      .explain = {.rule = tapa_rule, .levels = {{"easy", 1}, {"tricky", 3}, {"hard", INT_MAX}}},
      .csp = false,  // its own search_native (the relations and a connectivity filter)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/tapa/*.txt"},
      .edit = {.head = "tapa", .tokens = ".", .keys = "012345678?", .width = 4},
  };
  return f;
}

}  // namespace gridsat
