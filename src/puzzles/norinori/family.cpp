// Norinori's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/norinori/norinori.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "region"
// (two shaded cells in it), "domino" (a shaded cell's one shaded neighbour).
std::string norinori_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (kinds.size() == 1) return has("region") ? "region_pair" : "domino_shape";
  return has("region") && has("domino") && kinds.size() == 2 ? "region_and_domino" : "";
}

}  // namespace

const Family& norinori_family() {
  static const Family f{
      .name = "norinori",
      .reader = {.priority = 5, .looks_like = looks_like_norinori, .read = read_norinori, .url = norinori_url},
      .help =
          "  Norinori: puzz.link URLs (https://puzz.link/p?norinori/5/5/...), or typed rows after a\n"
          "    'norinori' line: a token a cell, its region's letter ('a a b b'; '#' after a letter a\n"
          "    shaded cell, ignored).\n",
      // generate (src/generate/clues.cpp): random regions around placed dominoes, drawn again until unique.
      .generate = {.layout = norinori_layout, .dress = norinori_dress, .repair = norinori_repair, .default_size = 6},
      .explain = {.rule = norinori_rule, .levels = {{"easy", 1}, {"tricky", 2}, {"hard", INT_MAX}}},
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/norinori/*.txt"},
      .edit = {.head = "norinori", .tokens = ".", .regions = {.row = "{r}", .reuse = true}},
  };
  return f;
}

}  // namespace gridsat
