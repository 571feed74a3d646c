// Binairo's (Takuzu's) registration record (see model/family.hpp).
#include "puzzles/binairo/binairo.hpp"

namespace gridsat {

const Family& binairo_family() {
  static const Family f{
      .name = "binairo",
      .reader = {.priority = 33, .looks_like = looks_like_binairo, .read = read_binairo},
      .options = {"simplify", "inference", "order"},
      .help =
          "  Binairo (takuzu): sgt-unruly game IDs (8x8:AbCbajabBaeeEBAbgCBFb; 8x8u: rows and columns\n"
          "    all differ), or a 'binairo' line ('binairo unique') then rows of 0, 1 and '.' (open).\n"
          "    puzz.link has no Binairo variety.\n",
      .generate = {.no_puzzle = "binairo has no generator here: sgt-unruly --generate makes unique ones"},
      .max_value = [](int) { return 2; },
      .fuzz = {.seeds = "instances/binairo/*.txt sgt:unruly:8x8 sgt:unruly:6x6ude sgt:unruly:10x10un"},
  };
  return f;
}

}  // namespace gridsat
