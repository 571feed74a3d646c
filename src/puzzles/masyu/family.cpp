// Masyu's registration record (see model/family.hpp).
#include "puzzles/masyu/masyu.hpp"

namespace gridsat {

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
      .generate = {.no_puzzle = "masyu has no generator here: sgt-pearl --generate makes unique ones"},
      .csp = false,  // its own search (masyu_search.cpp)
      .max_value = [](int) { return 7; },
      .fuzz = {.side = 7, .seeds = "instances/masyu/*.txt sgt:pearl:5x5de sgt:pearl:6x6dt sgt:pearl:8x5de"},
  };
  return f;
}

}  // namespace gridsat
