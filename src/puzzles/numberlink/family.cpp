// Numberlink's registration record (see model/family.hpp).
#include "puzzles/numberlink/numberlink.hpp"

#include <algorithm>

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "end" (a
// number's one step), "cell" (a cell's two steps, or none), "pair" (a pair's path keeps its
// number), "loop" (no loop apart from the paths).
std::string numberlink_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("loop")) return "no_loop";
  if (has("pair")) return kinds.size() == 1 ? "keep_number" : "number_flow";
  if (has("end") && !has("cell")) return "end_step";
  return has("end") ? "dead_end" : "two_steps";
}

}  // namespace

const Family& numberlink_family() {
  static const Family f{
      .name = "numberlink",
      // Only ?numlin/ URLs: no other reader takes them.
      .reader = {.priority = 5, .looks_like = looks_like_numberlink, .read = read_numberlink, .url = numberlink_url},
      .options = {"connectivity", "cover"},
      .option_specs = {family_option_spec(kCoverOption, "puzzle",
                                          "numberlink: whether every cell lies on a path (all) or may stay empty (free)",
                                          46)},
      .help =
          "  Numberlink: puzz.link URLs (https://puzz.link/p?numlin/5/5/...), or with --type numberlink\n"
          "    the block: H lines of W numbers separated by blanks ('.' none; or a line of characters\n"
          "    '.', 1-9, a-z). Answers: per cell its path piece (0 none; JSON `edges`).\n",
      .generate = {.layout = numberlink_layout, .dress = numberlink_dress, .default_size = 7},
      .explain = {.rule = numberlink_rule, .levels = {}},
      .csp = false,  // its own search (numberlink_search.cpp)
      .max_value = [](int) { return 11; },
      .fuzz = {.side = 7, .seeds = "instances/numberlink/*.txt"},
      .edit = {.tokens = ".", .keys = "0123456789", .width = 3},
  };
  return f;
}

}  // namespace gridsat
