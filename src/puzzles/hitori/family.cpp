// Hitori's registration record (see model/family.hpp).
#include "puzzles/hitori/hitori.hpp"

namespace gridsat {

const Family& hitori_family() {
  static const Family f{
      .name = "hitori",
      // First: its sgt ID test is strict (exactly W*H cell characters, each 1..max(W, H)), which
      // no solo, unruly or other sgt ID meets.
      .reader = {.priority = 3, .looks_like = looks_like_hitori, .read = read_hitori, .url = hitori_url},
      .options = {"connectivity"},
      .help =
          "  Hitori: sgt-singles game IDs (5x5:2325423311314215415241513: W x H, then a character a\n"
          "    cell, 1-9 a-z A-Z), puzz.link URLs (https://puzz.link/p?hitori/5/5/...), or with\n"
          "    --type hitori the block: a row a line of numbers ('.' none; '3#' a shaded 3, ignored).\n",
      .generate = {.no_puzzle = "hitori has no generator here: sgt-singles --generate makes unique ones"},
      .csp = false,  // its own search (hitori_search.cpp)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/hitori/*.txt sgt:singles:5x5de sgt:singles:6x6dk"},
  };
  return f;
}

}  // namespace gridsat
