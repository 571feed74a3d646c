// Tents' registration record (see model/family.hpp).
#include "puzzles/tents/tents.hpp"

namespace gridsat {

const Family& tents_family() {
  static const Family f{
      .name = "tents",
      .reader = {.priority = 34, .looks_like = looks_like_tents, .read = read_tents, .url = tents_url},
      .options = {"amo", "simplify", "inference", "order"},
      .help =
          "  Tents: sgt-tents game IDs (8x8:a_liciba_ehaa,2,0,3,...: the trees, then the column and row\n"
          "    counts), puzz.link URLs (https://puzz.link/p?tents/8/8/...), or a 'tents' line, rows of\n"
          "    cells ('.' empty, T tree, A tent) each with its count, and a line of the column counts.\n",
      .generate = {.no_puzzle = "tents has no generator here: sgt-tents --generate makes unique ones"},
      .max_value = [](int) { return 2; },
      .fuzz = {.seeds = "instances/tents/*.txt sgt:tents:8x8 sgt:tents:6x6de sgt:tents:10x10dt"},
  };
  return f;
}

}  // namespace gridsat
