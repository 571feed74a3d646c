// Masyu's registration record (see model/family.hpp).
#include "puzzles/masyu/masyu.hpp"

#include <algorithm>
#include <climits>

namespace gridsat {

namespace {

// A step's name in the Masyu catalogue, from the kinds of its groups ("black" and "white":
// pearls; "cell": a cell's piece joins its neighbours'; "loop": one loop).
std::string masyu_rule(const std::vector<std::string>& kinds, bool) {
  auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("loop")) return "no_loop_closure";
  if (has("black") && has("white")) return "pearl_chain";
  if (has("black")) return has("cell") ? "black_pearl_straight_outs" : "black_pearl_turn";
  if (has("white")) return has("cell") ? "white_pearl_turn" : "white_pearl_straight";
  return "line_continuity";
}

// sgt-pearl's levels (pearl.c's pearl_solve): easy reads each pearl with the cells beside it
// and the line's continuity (a step of at most 2 groups: every hardest step of 20 fresh 8x8
// easy puzzles costs 1 or 2) but never asks whether a line would close a loop too early, which
// is tricky's deduction alone; so easy leaves the loop's rule out (FamilyExplain::without) and
// a tricky puzzle whose steps all cost 2 still needs it. 20 fresh puzzles a level: at sgt's own
// level 40 of 40 at 8x8 (before: 33), 39 of 40 at 6x6 (before: 21); the one easy 6x6 puzzle graded
// tricky needs, once its loop is closed, the other cells empty (sgt's easy solver blanks them
// when a loop forms; here that is the loop's rule).
const std::vector<std::pair<std::string_view, int>> kPearlLevels = {{"easy", 2}, {"tricky", INT_MAX}};

}  // namespace

const Family& masyu_family() {
  static const Family f{
      .name = "masyu",
      // After Slitherlink (37); its IDs' cells are only a-z, B and W, with a pearl.
      .reader = {.priority = 38, .looks_like = looks_like_masyu, .read = read_masyu, .url = masyu_url},
      .options = {"connectivity"},
      .help =
          "  Masyu: sgt-pearl game IDs (6x6:eBbWcBbB..., W x H, B black, W white, a-z 1-26 cells\n"
          "    without a pearl), puzz.link URLs (https://puzz.link/p?mashu/6/6/...), or with --type\n"
          "    masyu the block: H lines of W cells, '.' none, W or o white, B or x black. Answers: per\n"
          "    cell 1 on the loop, 0 off it; the line form the pieces 1-7; JSON `edges`.\n",
      .generate = {.layout = masyu_layout, .dress = masyu_dress, .default_size = 8, .forms = {{"sgt", "pearl"}}},
      .explain = {.rule = masyu_rule, .levels = kPearlLevels, .without = {{"easy", {"loop"}}}},
      .csp = false,  // its own search (masyu_search.cpp)
      .max_value = [](int) { return 7; },
      .fuzz = {.side = 7, .seeds = "instances/masyu/*.txt sgt:pearl:5x5de sgt:pearl:6x6dt sgt:pearl:8x5de"},
      .edit = {.tokens = ". W B", .spaced = false, .picture = "- B W -"},
  };
  return f;
}

}  // namespace gridsat
