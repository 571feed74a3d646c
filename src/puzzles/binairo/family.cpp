// Binairo's (Takuzu's) registration record (see model/family.hpp).
#include "puzzles/binairo/binairo.hpp"

#include <algorithm>
#include <climits>

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "triple" (no
// three equal in a row: pairs and sandwiches), "balance" (half of each digit per line),
// "unique" (two lines differ).
std::string binairo_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("unique")) return "unique_lines";
  if (kinds.size() == 1) return has("triple") ? "pair_or_sandwich" : "balance";
  return kinds.size() == 2 ? "balance_gap" : "";
}

}  // namespace

const Family& binairo_family() {
  static const Family f{
      .name = "binairo",
      .reader = {.priority = 33, .looks_like = looks_like_binairo, .read = read_binairo},
      .options = {"simplify", "inference", "order"},
      .help =
          "  Binairo (takuzu): sgt-unruly game IDs (8x8:AbCbajabBaeeEBAbgCBFb; 8x8u: rows and columns\n"
          "    all differ), or a 'binairo' line ('binairo unique') then rows of 0, 1 and '.' (open).\n"
          "    puzz.link has no Binairo variety.\n",
      // generate by clue removal (src/generate/clues.cpp): a random full grid, every cell a
      // given, and the givens go while the puzzle stays unique.
      .generate = {.layout = binairo_layout, .dress = binairo_dress, .default_size = 8, .native_up_to = 0,
                   .given_clues = true},
      .explain = {.rule = binairo_rule, .levels = {{"trivial", 1}, {"normal", INT_MAX}}},
      .max_value = [](int) { return 2; },
      .fuzz = {.seeds = "instances/binairo/*.txt sgt:unruly:8x8 sgt:unruly:6x6ude sgt:unruly:10x10un"},
      .edit = {.head = "binairo", .tokens = ". 0 1", .spaced = false, .answers = "0:0 1:1"},
  };
  return f;
}

}  // namespace gridsat
