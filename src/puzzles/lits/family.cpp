// LITS's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/lits/lits.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "region" (one
// tetromino in it), "letters" (no same letter across a border), "pool" (no 2x2), "connected".
std::string lits_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("connected")) return kinds.size() == 1 ? "connectivity" : "connectivity_with_regions";
  if (kinds.size() == 1) return has("region") ? "region_fit" : has("pool") ? "no_2x2" : "no_same_letter";
  if (has("letters")) return "letter_clash";
  return has("pool") ? "region_and_2x2" : "regions_together";
}

}  // namespace

const Family& lits_family() {
  static const Family f{
      .name = "lits",
      .reader = {.priority = 5, .looks_like = looks_like_lits, .read = read_lits, .url = lits_url},
      .options = {"connectivity"},
      .help =
          "  LITS: puzz.link URLs (https://puzz.link/p?lits/COLS/ROWS/...: the region borders), or\n"
          "    typed rows after a 'lits' line: a letter a cell, a region the connected cells of one letter.\n",
      // generate (src/generate/clues.cpp): regions grown around a planted shading, repaired until unique.
      .generate = {.layout = lits_layout, .dress = lits_dress, .repair = lits_repair, .default_size = 6, .native_up_to = 6},
      .explain = {.rule = lits_rule, .levels = {{"easy", 2}, {"hard", INT_MAX}}},
      .csp = false,  // its own search_native (a filter for connectivity)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/lits/*.txt"},
      .edit = {.head = "lits", .tokens = ".", .spaced = false, .regions = {.row = "{r}", .reuse = true}},
  };
  return f;
}

}  // namespace gridsat
