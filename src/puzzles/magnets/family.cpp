// Magnets' registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/magnets/magnets.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "count" (a
// line's + or - count), "domino" (a magnet or blank), "apart" (equal poles never side by side).
std::string magnets_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (!has("count")) return has("apart") ? "repelling_poles" : "domino_ends";
  if (kinds.size() == 1) return "line_count";
  return has("apart") ? "count_and_repulsion" : "count_and_domino";
}

}  // namespace

const Family& magnets_family() {
  static const Family f{
      .name = "magnets",
      .reader = {.priority = 2, .looks_like = looks_like_magnets, .read = read_magnets, .url = magnets_url},
      .options = {"inference", "order"},
      .help =
          "  Magnets: sgt-magnets game IDs (3x3:201,102,120,111,LRTT*BBLR: + counts of the columns and\n"
          "    rows, - counts, the domino ends L R T B, * none), puzz.link URLs (?magnets/COLS/ROWS/...).\n"
          "    Framed (the workbench's): a 'magnets' line, then rows of tokens: + counts above and\n"
          "    left, - below and right ('.' none, corners '.'); inside a letter a cell, a domino two\n"
          "    touching cells of a letter (alone: in none), '+' or '-' after it a given pole.\n",
      .generate = {.layout = magnets_layout, .dress = magnets_dress, .default_size = 6, .forms = {{"sgt", "magnets"}}},
      .explain = {.rule = magnets_rule, .levels = {{"easy", 1}, {"tricky", 2}, {"hard", INT_MAX}}},
      .max_value = [](int) { return 3; },
      .fuzz = {.line_reads_back = false, .seeds = "instances/magnets/*.txt sgt:magnets:6x5 sgt:magnets:8x8"},
      // The workbench: the dominoes drawn as regions of two cells, a pole typed into a cell, the
      // counts in the frame (+ above and left, - below and right).
      .edit = {.head = "magnets", .tokens = ". + -", .keys = "+-", .answers = "1:+ -1:-", .glyphs = "\u2212:-",
               .frame = "top bottom left right", .corner = ".", .regions = {.row = "{r}{v}", .reuse = true},
               .labels = "+ . . \u2212"},
  };
  return f;
}

}  // namespace gridsat
