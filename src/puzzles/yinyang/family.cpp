// Yin-Yang's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/yinyang/yinyang.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "pool" (no
// 2x2 of one colour, no checkerboard), "border" (two changes of colour at most around it),
// "black" and "white" (each colour connected).
std::string yinyang_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("black") || has("white")) return kinds.size() == 1 ? "connect_colour" : "connect_with_pools";
  if (has("border")) return kinds.size() == 1 ? "border_runs" : "border_and_pools";
  return kinds.size() == 1 ? "no_pool" : "pools_chain";
}

}  // namespace

const Family& yinyang_family() {
  static const Family f{
      .name = "yinyang",
      .reader = {.priority = 41, .looks_like = looks_like_yinyang, .read = read_yinyang, .url = yinyang_url},
      .options = {"connectivity"},
      .help =
          "  Yin-Yang: puzz.link URLs (https://puzz.link/p?yinyang/6/6/...), or a 'yinyang' line and\n"
          "    a row a line: 'X' a black circle, 'O' a white one, '.' open.\n",
      // generate by clue removal (src/generate/clues.cpp): the circles are the givens, and they go.
      .generate = {.layout = yinyang_layout, .dress = yinyang_dress, .default_size = 6, .native_up_to = 0, .given_clues = true},
      .explain = {.rule = yinyang_rule, .levels = {{"easy", 1}, {"normal", 2}, {"hard", 3}, {"extreme", INT_MAX}}},
      .csp = false,  // the generic search filtered by the checker (yinyang.cpp)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/yinyang/*.txt"},
      .edit = {.head = "yinyang", .tokens = ". X O", .spaced = false, .answers = "1:X 2:O", .picture = "- X O -"},
  };
  return f;
}

}  // namespace gridsat
