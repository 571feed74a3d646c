// Slitherlink's registration record (see model/family.hpp).
#include "puzzles/slitherlink/slitherlink.hpp"

#include <algorithm>
#include <climits>

namespace gridsat {

namespace {

// A step's name in the Slitherlink catalogue, from the kinds of its groups (the clues by their
// count: "zero" .. "four"; "vertex": a corner meets 0 or 2 sides; "loop": one loop).
std::string slitherlink_rule(const std::vector<std::string>& kinds, bool) {
  auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("loop")) return "loop_closure";
  if (kinds.size() == 1 && has("vertex")) return "vertex_degree";
  if (has("vertex")) return "corner_rule";
  if (kinds.size() == 1 && has("zero")) return "zero_rule";
  if (kinds.size() == 1 && has("three")) return "three_rule";
  if (kinds.size() == 1) return "clue_count";
  return "inside_outside_parity";
}

// sgt-loopy's levels by the costliest step (groups used), calibrated on 20 fresh 7x7 puzzles
// per level: mean ranks 1.75, 2.1, 3.3, 3.5 (Spearman's rho 0.62 against sgt's level). No
// rule kind is left out per level (FamilyExplain::without): every loopy level reads the same
// rules (a face's count, a dot's degree, no early loop: loopy.c's trivial_ and loop_deductions);
// its levels differ in what its solver derives about sides (normal: pairs of sides at a
// corner; tricky: those pairs along diagonal chains; hard: sides equal or opposite), facts
// about sides that explain's steps, which decide cells inside or outside, do not hold. Fresh
// 7x7 puzzles again (20, 20, 12, 12 a level): mean ranks 2.0, 2.0, 3.4, 3.1 (rho 0.43).
const std::vector<std::pair<std::string_view, int>> kLoopyLevels = {
    {"easy", 2}, {"normal", 3}, {"tricky", 6}, {"hard", INT_MAX}};

}  // namespace

const Family& slitherlink_family() {
  static const Family f{
      .name = "slitherlink",
      // First: its IDs carry the grid type ("7x7t0:"), which no other sgt game's IDs have, and
      // Light Up's looser test (2) would take them.
      .reader = {.priority = 1, .looks_like = looks_like_slitherlink, .read = read_slitherlink, .url = slitherlink_url},
      .options = {"connectivity"},
      .help =
          "  Slitherlink: sgt-loopy game IDs of square grids (7x7t0:a3b12c1..., W x H, clues 0-4,\n"
          "    a-z 1-26 cells without one; other grid types are refused), puzz.link URLs\n"
          "    (https://puzz.link/p?slither/7/7/...), or with --type slitherlink the block: H lines\n"
          "    of W clues, 0-4 or '.' for none. Answers: 1 inside the loop, 0 outside; JSON `edges`.\n",
      .generate = {.layout = slitherlink_layout, .dress = slitherlink_dress, .default_size = 7, .forms = {{"sgt", "loopy"}}},
      .explain = {.rule = slitherlink_rule, .levels = kLoopyLevels},
      .csp = false,  // its own search (slitherlink_search.cpp)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 7, .seeds = "instances/slitherlink/*.txt sgt:loopy:5x5t0de sgt:loopy:7x7t0dh sgt:loopy:6x4t0dn"},
      .edit = {.tokens = ".", .keys = "01234", .largest = "4"},
  };
  return f;
}

}  // namespace gridsat
