// Keen's registration record (see model/family.hpp).
#include <algorithm>

#include "puzzles/common/permutation_grid.hpp"
#include "puzzles/keen/keen.hpp"
#include "puzzles/keen/options.hpp"
#include "text/segments.hpp"

namespace gridsat {

namespace {

// Streaming: after each sgt ID; a typed block ends at a blank line (the default cut), so the
// first typed block ends the ID cuts.
Cut keen_cut(const std::string& text) {
  const LineIndex ix(text);
  Cut cut;
  bool read = false;
  for (size_t i = 0; i < ix.lines.size(); ++i) {
    const std::string_view t = ix.lines[i].text;
    if (is_meaningful(t) && !is_keen_id_line(t)) return read ? cut : blank_line_cut(text);
    read = read || is_meaningful(t);
    if (read) cut = ix.before(i + 1);
  }
  return cut;
}

// A step's rule from its groups' kinds: a cage alone, a cage with rows or columns, or the
// houses alone (house_rule); a cage's value sets (the easy level's weaker cage) or a whole
// line (hard's subsets), each alone (grade's levels only).
std::string keen_rule(const std::vector<std::string>& kinds, bool places) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("cage_values")) return kinds.size() == 1 ? "cage_values" : "cage_values_with_lines";
  if (kinds.size() == 1 && kinds[0] == "line") return "line_subset";
  if (!has("cage")) return house_rule(kinds, places);
  return kinds.size() == 1 ? "cage_combination" : kinds.size() == 2 ? "cage_with_line" : "cage_with_lines";
}

}  // namespace

const Family& keen_family() {
  static const Family f{
      .name = "keen",
      .reader = {.priority = 35, .looks_like = looks_like_keen, .read = read_keen, .cut = keen_cut},
      .options = {"amo", "simplify", "arith", "inference", "order"},
      .option_specs = {family_option_spec(kArithOption, "encoding", "Keen (KenKen) cage arithmetic", 45)},
      .help =
          "  Keen (KenKen): sgt-keen game IDs (6:_3a_3a5_...,s2m15a7...), or typed: an optional\n"
          "    'keen N' line, N rows of N cage letters, then clues a=12+ b=2/ c=3- d=15x e=4\n"
          "    (+ - x * /; a one-cell cage: its value); a blank line ends a puzzle.\n",
      .generate = {.layout = keen_layout, .dress = keen_dress, .default_size = 6, .forms = {{"sgt", "keen"}}},
      // sgt-keen's levels (keen.c's solver at each level; the kinds in keen_encode.cpp): easy
      // and normal place singles and use one cage at a time, easy only which values some layout
      // left holds ("cage_values"), normal which cell holds what ("cage"); hard adds a line's
      // subsets ("line"): every step of these one group. Extreme (fish, forcing chains) takes
      // steps of a few groups; past them sgt guesses (unreasonable). Explain's steps use
      // extreme's rules.
      .explain = {.rule = keen_rule,
                  .levels = {{"easy", 1}, {"normal", 1}, {"hard", 1}, {"extreme", 8}},
                  .without = {{"easy", {"cage", "line"}},
                              {"hard", {"cage_values"}},
                              {"extreme", {"cage_values", "line"}}}},
      .fuzz =
          {
              .side = 6,
              .seeds = "instances/keen/*.txt sgt:keen:4de sgt:keen:5dn sgt:keen:6dh lines:instances/keen/ids.txt",
          },
      .edit = {.head = "keen {n}", .tokens = ".", .keys = "0123456789+-x/", .width = 6, .spaced = false, .square = true,
               .answers = "=",  // the solved values drawn; a repair adds no cell given (keen has none)
               .regions = {.row = "{r}", .clue = "list"}},
  };
  return f;
}

}  // namespace gridsat
