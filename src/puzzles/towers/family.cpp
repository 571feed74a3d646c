// Towers' (skyscrapers') registration record (see model/family.hpp).
#include "puzzles/towers/towers.hpp"

namespace gridsat {

const Family& towers_family() {
  static const Family f{
      .name = "towers",
      // Before Futoshiki (40): an sgt towers ID with givens ("5:/2//...,l3l") also has the
      // shape of an unequal ID ("N:" and a comma); towers' own test is stricter (4N-1 '/').
      .reader = {.priority = 36, .looks_like = looks_like_towers, .read = read_towers, .url = towers_url},
      .options = {"amo", "simplify", "inference", "order"},
      .help =
          "  Towers (skyscrapers): sgt-towers game IDs (5:/2///2/...//1//,1q1f: the clues above the\n"
          "    columns, below them, left of the rows, right of them, '/' between; then the givens),\n"
          "    puzz.link URLs (https://puzz.link/p?skyscrapers/5/5/...), or the block: N+2 lines of\n"
          "    N+2 tokens, clues on the border ('.' none), cells inside ('.' blank), corners '+'.\n",
      .generate = {.no_puzzle = "towers has no generator here: sgt-towers --generate makes unique ones"},
      .fuzz = {.seeds = "instances/towers/*.txt sgt:towers:4de sgt:towers:5dh sgt:towers:6dx sgt:towers:5du"},
  };
  return f;
}

}  // namespace gridsat
