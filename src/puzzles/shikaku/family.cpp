// Shikaku's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/shikaku/shikaku.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "number" (a
// rectangle's area) and "rectangle" (a number's rectangle among those around it). One number
// with its rectangle: its only fits; more: the rectangles crowd each other out.
std::string shikaku_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (!has("number")) return "reach";  // '?' rectangles only, or a cell no rectangle reaches else
  return kinds.size() == 2 ? "fit_rectangle" : "crowded_rectangles";
}

}  // namespace

const Family& shikaku_family() {
  static const Family f{
      .name = "shikaku",
      // Before Kurodoko (3): a Rectangles ID is taken only when its numbers add up to W*H.
      .reader = {.priority = 2, .looks_like = looks_like_shikaku, .read = read_shikaku, .url = shikaku_url},
      .help =
          "  Shikaku (sgt rect): sgt-rect game IDs (7x7:2a2a3b6g2a4b3a2b4_2c3b2_2i6_3b3: a-z runs of\n"
          "    empty cells, numbers, '_' between two), puzz.link URLs\n"
          "    (https://puzz.link/p?shikaku/6/6/...), or typed rows after a 'shikaku' line: a number,\n"
          "    '?' a number of any area, '.' empty.\n",
      // generate by clue removal (src/generate/clues.cpp): a random cut, a number in each part.
      .generate = {.layout = shikaku_layout, .dress = shikaku_dress, .default_size = 7},
      .explain = {.rule = shikaku_rule, .levels = {{"easy", 2}, {"normal", 4}, {"hard", INT_MAX}}},
      .csp = false,  // its own search (puzzles/common/rectangle_cover.hpp)
      .max_value = [](int n) { return n * n; },
      .fuzz = {.side = 8, .seeds = "instances/shikaku/*.txt sgt:rect:7x7 sgt:rect:9x6"},
      .edit = {.head = "shikaku", .tokens = ". ?", .keys = "0123456789?", .width = 3},
  };
  return f;
}

}  // namespace gridsat
