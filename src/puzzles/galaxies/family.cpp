// Galaxies' registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/galaxies/galaxies.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "symmetry"
// (a cell goes with its turn about a dot: a turn taken or off the grid rules the dot out) and
// "galaxy" (a region's connectivity: a cell cut off from its dot).
std::string galaxies_rule(const std::vector<std::string>& kinds, bool) {
  const bool sym = std::find(kinds.begin(), kinds.end(), "symmetry") != kinds.end();
  const bool conn = std::find(kinds.begin(), kinds.end(), "galaxy") != kinds.end();
  if (!conn) return kinds.size() <= 1 ? "symmetry" : "symmetries";
  if (!sym) return kinds.size() == 1 ? "reach_dot" : "walled_off";
  return "symmetric_reach";
}

}  // namespace

const Family& galaxies_family() {
  static const Family f{
      .name = "galaxies",
      // Before Light Up (2): a Galaxies ID has letters only, which no other sgt reader takes.
      .reader = {.priority = 1, .looks_like = looks_like_galaxies, .read = read_galaxies, .url = galaxies_url},
      .options = {"connectivity"},
      .help =
          "  Galaxies (tentaisho, sgt galaxies): sgt-galaxies game IDs (7x7:egtpcezzicbohgq: a-y a dot\n"
          "    after 0-24 empty half-cell points, z 25 of them), puzz.link URLs\n"
          "    (https://puzz.link/p?tentaisho/5/5/...), or a 'galaxies' line and the 2*ROWS-1 rows of\n"
          "    2*COLS-1 half-cell points: '*' a dot, '.' none.\n",
      // generate: random symmetric regions, kept when their dots leave one solution.
      .generate = {.layout = galaxies_layout, .dress = galaxies_dress, .default_size = 7, .native_up_to = 0},
      .explain = {.rule = galaxies_rule, .levels = {{"normal", 2}, {"hard", INT_MAX}}},
      .csp = false,  // its own search (puzzles/common/symmetric_regions.hpp)
      .max_value = [](int n) { return n * n; },
      .fuzz = {.side = 8, .seeds = "instances/galaxies/*.txt sgt:galaxies:7x7 sgt:galaxies:9x6"},
      // between layer: a dot at a cell's centre, on an edge or at a vertex, typed as the rows of
      // half-cell points
      .edit = {.head = "galaxies", .tokens = ".",
               .marks = {.across = ". *", .down = ". *", .vertex = ". *", .centre = ". *", .rows = "inner"}},
  };
  return f;
}

}  // namespace gridsat
