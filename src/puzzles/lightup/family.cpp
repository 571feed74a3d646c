// Light Up's (Akari's) registration record (see model/family.hpp).
#include "puzzles/lightup/lightup.hpp"

#include <algorithm>
#include <climits>

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "number" (a
// numbered wall), "lit" (a white cell is lit), "sight" (one bulb per row or column run).
std::string lightup_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (kinds.size() == 1) {
    if (has("number")) return "forced_bulbs";  // bulbs or no bulbs around it
    if (has("lit")) return "only_light";
    if (has("sight")) return "sight_line";
  }
  if (!has("number")) return "only_light_by_sight";  // lit and sight: the cells a bulb could light it from
  return has("lit") ? "number_lights_cell" : "number_sight_line";
}

}  // namespace

const Family& lightup_family() {
  static const Family f{
      .name = "lightup",
      // Before Hitori (3) and Hashi (4): an sgt-bridges ID has the shape of a Light Up one;
      // looks_like_lightup takes only IDs with a black cell or a 0, which bridges IDs never hold.
      .reader = {.priority = 2, .looks_like = looks_like_lightup, .read = read_lightup, .url = lightup_url},
      .options = {"amo", "simplify", "inference", "order"},
      .help =
          "  Light Up (akari): sgt-lightup game IDs (7x7:b11p2Bb0b01pBBb: a-z runs of white cells,\n"
          "    B black, 0-4 numbered black), puzz.link URLs (https://puzz.link/p?lightup/7/7/...), or\n"
          "    typed rows after a 'lightup' line: '.' white, X black, 0-4 numbered, '*' a bulb given.\n",
      // generate by clue removal (src/generate/clues.cpp): black cells, bulbs, every black numbered.
      .generate = {.layout = lightup_layout, .dress = lightup_dress, .default_size = 7, .forms = {{"sgt", "lightup"}}},
      .explain = {.rule = lightup_rule,
                  .levels = {{"easy", 1}, {"tricky", 4}, {"hard", INT_MAX}}},
      .max_value = [](int) { return 2; },
      .fuzz = {.seeds = "instances/lightup/*.txt sgt:lightup:7x7 sgt:lightup:10x10b20s2d2 sgt:lightup:5x5b30s0d1"},
      .edit = {.head = "lightup", .tokens = ". X", .keys = "01234", .largest = "4", .spaced = false, .answers = "1:*",
               .picture = "X - - *"},
  };
  return f;
}

}  // namespace gridsat
