// Hitori's registration record (see model/family.hpp).
#include "puzzles/hitori/hitori.hpp"

#include <algorithm>
#include <climits>

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "repeat" (a
// number twice in a row or column), "adjacent" (a shaded cell's neighbours), "isolation" (an
// unshaded cell's way out), "connected".
std::string hitori_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("connected")) return kinds.size() == 1 ? "connectivity_escape" : "connectivity_with_shading";
  if (has("isolation")) return kinds.size() == 1 ? "no_isolated_cell" : "isolation_by_shading";
  if (kinds.size() == 1) return has("repeat") ? "duplicate_shaded" : "shaded_neighbours_white";
  return has("repeat") && has("adjacent") && kinds.size() == 2 ? "sandwich_or_pair" : "";
}

}  // namespace

const Family& hitori_family() {
  static const Family f{
      .name = "hitori",
      // First: its sgt ID test is strict (exactly W*H cell characters, each 1..max(W, H)), which
      // no solo, unruly or other sgt ID meets.
      .reader = {.priority = 3, .looks_like = looks_like_hitori, .read = read_hitori, .url = hitori_url},
      .options = {"connectivity"},
      .help =
          "  Hitori: sgt-singles game IDs (5x5:2325423311314215415241513: W x H, then a character a\n"
          "    cell, 1-9 a-z A-Z), puzz.link URLs (https://puzz.link/p?hitori/5/5/...), or with\n"
          "    --type hitori the block: a row a line of numbers ('.' none; '3#' a shaded 3, ignored).\n",
      // generate (src/generate/clues.cpp): a random shading dressed with numbers; no number goes,
      // and a second solution is mended by hitori_repair or the shading drawn again.
      .generate = {.layout = hitori_layout, .dress = hitori_dress, .repair = hitori_repair, .default_size = 6,
                   .native_up_to = 0},
      // sgt-singles' levels: easy reasons about single cells' ways out, tricky also about
      // whether a shading splits the unshaded cells (the whole connectivity, which subsumes
      // the ways out: explain's steps use it alone).
      .explain = {.rule = hitori_rule,
                  .levels = {{"easy", 2}, {"tricky", INT_MAX}},
                  .without = {{"easy", {"connected"}}, {"tricky", {"isolation"}}}},
      .csp = false,  // its own search (hitori_search.cpp)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/hitori/*.txt sgt:singles:5x5de sgt:singles:6x6dk"},
      .edit = {.tokens = ".", .keys = "0123456789", .largest = "{n}", .width = 2},
  };
  return f;
}

}  // namespace gridsat
