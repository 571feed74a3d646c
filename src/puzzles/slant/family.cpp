// Slant's (gokigen naname's) registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/slant/slant.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule), after the reasonings of Simon Tatham's Slant
// solver: numbers alone ("number": a corner's diagonals all in or all out, or numbers sharing
// cells), the loop rule alone ("no loop": a diagonal that would close a loop goes the other
// way), and the two together.
std::string slant_rule(const std::vector<std::string>& kinds, bool) {
  const bool loop = std::find(kinds.begin(), kinds.end(), "no loop") != kinds.end();
  if (!loop) return "corner_count";
  return kinds.size() == 1 ? "loop_avoidance" : "count_with_loops";
}

}  // namespace

const Family& slant_family() {
  static const Family f{
      .name = "slant",
      // First: its IDs count (W+1)*(H+1) corners, which no other sgt ID does.
      .reader = {.priority = 0, .looks_like = looks_like_slant, .read = read_slant, .url = slant_url},
      .options = {"connectivity"},
      .help =
          "  Slant (gokigen): sgt-slant game IDs (5x5:0b21f11a122b32b0c22b2c0: the (W+1)x(H+1) corners,\n"
          "    0-4 numbered, a-z runs without), puzz.link URLs (https://puzz.link/p?gokigen/4/4/...),\n"
          "    or typed rows after a 'slant' line: corner rows ('.' none, 0-4), between them cell\n"
          "    rows may stand ('/', '\\' a given diagonal, '.' open).\n",
      .generate = {.layout = slant_layout, .dress = slant_dress, .default_size = 8, .native_up_to = 0,
                   .forms = {{"sgt", "slant"}}},
      .explain = {.rule = slant_rule, .levels = {{"easy", 1}, {"hard", INT_MAX}}},
      .csp = false,  // the generic engine with a loop filter (search_native)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/slant/*.txt sgt:slant:5x5 sgt:slant:8x6dh"},
      // between layer: the 0-4 clues at the grid's vertices, typed as the corner rows
      .edit = {.head = "slant", .tokens = ".",
               .marks = {.vertex = ". 0 1 2 3 4", .keys = "01234", .rows = "vertices"},
               .shown = "1:/ 2:\\"},
  };
  return f;
}

}  // namespace gridsat
