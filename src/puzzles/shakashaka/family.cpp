// Shakashaka's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/shakashaka/shakashaka.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "number" (the
// triangles beside a numbered black cell), "vertex" (the white areas' corners at a vertex).
std::string shakashaka_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (kinds.size() == 1) return has("number") ? "number_count" : "rectangle_corner";
  return "number_and_corner";
}

}  // namespace

const Family& shakashaka_family() {
  static const Family f{
      .name = "shakashaka",
      .reader = {.looks_like = looks_like_shakashaka, .read = read_shakashaka, .url = shakashaka_url},
      .help =
          "  Shakashaka: puzz.link URLs (https://puzz.link/p?shakashaka/6/6/...), or typed rows after\n"
          "    a 'shakashaka' line: whitespace-separated cells, '.' white, X black, 0-4 numbered black.\n",
      // generate by clue removal (src/generate/clues.cpp): random black cells, every one numbered.
      .generate = {.layout = shakashaka_layout, .dress = shakashaka_dress, .default_size = 6},
      .explain = {.rule = shakashaka_rule, .levels = {{"easy", 1}, {"tricky", 2}, {"hard", INT_MAX}}},
      .max_value = [](int) { return 5; },
      .fuzz = {.side = 8, .seeds = "instances/shakashaka/*.txt"},
      .edit = {.head = "shakashaka", .tokens = ". X", .keys = "01234", .largest = "4", .picture = "X - - -"},
  };
  return f;
}

}  // namespace gridsat
