// Slitherlink's registration record (see model/family.hpp).
#include "puzzles/slitherlink/slitherlink.hpp"

namespace gridsat {

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
      .generate = {.no_puzzle = "slitherlink has no generator here: sgt-loopy --generate makes unique ones"},
      .csp = false,  // its own search (slitherlink_search.cpp)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 7, .seeds = "instances/slitherlink/*.txt sgt:loopy:5x5t0de sgt:loopy:7x7t0dh sgt:loopy:6x4t0dn"},
  };
  return f;
}

}  // namespace gridsat
