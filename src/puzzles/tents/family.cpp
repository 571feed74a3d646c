// Tents' registration record (see model/family.hpp).
#include "puzzles/tents/tents.hpp"

#include <algorithm>
#include <climits>

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "count" (a
// row or column count), "touch" (a 2x2 block holds one tent at most), "tree" (a tree has its
// tent beside it), "tent" (a tent has its own tree beside it).
std::string tents_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (kinds.size() == 1) {
    if (has("count")) return "count_completed";  // the rest empty, or the rest tents
    if (has("touch")) return "no_touching";
    if (has("tree")) return "only_tree_neighbour";
    return "no_tree_nearby";
  }
  if (kinds.size() == 2 && has("count") && has("touch")) return "count_with_touching";
  if (!has("count")) return "tree_matching";
  return "";
}

}  // namespace

const Family& tents_family() {
  static const Family f{
      .name = "tents",
      .reader = {.priority = 34, .looks_like = looks_like_tents, .read = read_tents, .url = tents_url},
      .options = {"amo", "simplify", "inference", "order"},
      .help =
          "  Tents: sgt-tents game IDs (8x8:a_liciba_ehaa,2,0,3,...: the trees, then the column and row\n"
          "    counts), puzz.link URLs (https://puzz.link/p?tents/8/8/...), or a 'tents' line, rows of\n"
          "    cells ('.' empty, T tree, A tent) each with its count, and a line of the column counts.\n",
      .generate = {.layout = tents_layout,
                   .dress = tents_dress,
                   .default_size = 8,
                   .no_puzzle = "tents has no generator here: sgt-tents --generate makes unique ones"},
      .explain = {.rule = tents_rule, .levels = {{"easy", 1}, {"tricky", INT_MAX}}},
      .max_value = [](int) { return 2; },
      .fuzz = {.seeds = "instances/tents/*.txt sgt:tents:8x8 sgt:tents:6x6de sgt:tents:10x10dt"},
      .edit = {.head = "tents", .tokens = ". T A", .keys = "TA", .spaced = false, .answers = "1:A", .glyphs = "\u25B2:A",
               .frame = "right bottom"},
  };
  return f;
}

}  // namespace gridsat
