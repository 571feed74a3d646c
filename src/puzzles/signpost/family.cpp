// Signpost's registration record (see model/family.hpp).
#include "puzzles/signpost/signpost.hpp"

#include <climits>

namespace gridsat {

namespace {

// A step's name from the kinds of its groups: "order" (the arrows number the cells in a
// chain), "number" (a given).
std::string signpost_rule(const std::vector<std::string>& kinds, bool) {
  if (kinds.size() == 1) return kinds[0] == "order" ? "arrow_chain" : "given_number";
  return "chain_between_numbers";
}

}  // namespace

const Family& signpost_family() {
  static const Family f{
      .name = "signpost",
      // After the other sgt IDs: its cells only digits and a-h, exactly W * H letters.
      .reader = {.priority = 45, .looks_like = looks_like_signpost, .read = read_signpost},
      .help =
          "  Signpost: sgt-signpost game IDs (4x4:1ccceecgecghhbc16ag: W x H, then per cell an optional\n"
          "    number and its arrow a-h = N NE E SE S SW W NW), or with --type signpost the block: H\n"
          "    lines of W cells, each an optional number and an arrow N NE E SE S SW W NW ('.' or a\n"
          "    number alone: no arrow, the last cell). Answers: per cell its number 1..W*H.\n",
      // native_up_to 6: the native count of a minimal 7x7 takes up to seconds (sat: milliseconds).
      .generate = {.layout = signpost_layout, .dress = signpost_dress, .default_size = 5, .native_up_to = 6,
                   .forms = {{"sgt", "signpost"}}},
      .explain = {.rule = signpost_rule, .levels = {{"easy", 2}, {"hard", INT_MAX}}},
      .csp = false,  // its own search (signpost_search.cpp)
      .max_value = [](int n) { return n * n; },
      .fuzz = {.side = 7, .seeds = "instances/signpost/*.txt sgt:signpost:4x4 sgt:signpost:5x5c"},
      .edit = {.tokens = ".", .keys = "0123456789NESW", .width = 4, .arrows = "N NE E SE S SW W NW"},
  };
  return f;
}

}  // namespace gridsat
