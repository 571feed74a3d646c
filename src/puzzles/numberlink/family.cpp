// Numberlink's registration record (see model/family.hpp).
#include "puzzles/numberlink/numberlink.hpp"

namespace gridsat {

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
      .csp = false,  // its own search (numberlink_search.cpp)
      .max_value = [](int) { return 11; },
      .fuzz = {.side = 7, .seeds = "instances/numberlink/*.txt"},
      .edit = {.tokens = ".", .keys = "0123456789", .width = 3},
  };
  return f;
}

}  // namespace gridsat
