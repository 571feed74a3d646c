// Fillomino's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/fillomino/fillomino.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "number" (a
// given size), "region" (a cell's region reaches its size, no more), "border" (equal sizes on
// both sides of an edge are one region).
std::string fillomino_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (kinds.size() == 1 && has("number")) return "given";
  if (!has("region")) return "separate_equal_sizes";
  if (!has("border")) return "region_size";
  return kinds.size() <= 2 ? "grow_region" : "region_reach";
}

}  // namespace

const Family& fillomino_family() {
  static const Family f{
      .name = "fillomino",
      .reader = {.priority = 40, .looks_like = looks_like_fillomino, .read = read_fillomino, .url = fillomino_url},
      .help =
          "  Fillomino: puzz.link URLs (https://puzz.link/p?fillomino/5/5/...), sgt Filling IDs\n"
          "    (5x5:c2b5a435344c32a55c, --type fillomino), or a 'fillomino' line and a row a line of\n"
          "    cells: a number, '.' empty.\n",
      // generate by clue removal (src/generate/clues.cpp): a random partition, every cell a number;
      // up to 9x9 the puzzle made is counted by both backends (the native count of five 9x9s: under
      // 0.01 s of CPU; sat 0.25 s).
      .generate = {.layout = fillomino_layout, .dress = fillomino_dress, .default_size = 6, .native_up_to = 9},
      .explain = {.rule = fillomino_rule, .levels = {{"easy", 1}, {"normal", 2}, {"hard", 3}, {"extreme", INT_MAX}}},
      .csp = false,
      .max_value = [](int n) { return n * n; },
      .fuzz = {.side = 8, .seeds = "instances/fillomino/*.txt"},
      .edit = {.head = "fillomino", .tokens = ".", .keys = "0123456789", .width = 3},
  };
  return f;
}

}  // namespace gridsat
