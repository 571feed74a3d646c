// Hashi's registration record (see model/family.hpp).
#include "puzzles/hashi/hashi.hpp"

namespace gridsat {

const Family& hashi_family() {
  static const Family f{
      .name = "hashi",
      // After Hitori (3), whose sgt ID test is stricter; before every other: an sgt-bridges ID
      // must fill exactly W*H cells with runs and islands, which no other sgt ID does.
      .reader = {.priority = 4, .looks_like = looks_like_hashi, .read = read_hashi, .url = hashi_url},
      .options = {"connectivity"},
      .help =
          "  Hashi (bridges): sgt-bridges game IDs (7x7m2:3a4c4i5a4p2h4a6a4: W x H, mM at most M\n"
          "    bridges a pair, L no loops; then a-z water runs, 1-9 A-G islands), puzz.link URLs\n"
          "    (https://puzz.link/p?hashikake/5/5/...), or with --type hashi the block: a row a\n"
          "    line, a character a cell (1-9 A-G islands, '?' any number, '.' water; a line 'm3'\n"
          "    before it: at most 3 bridges a pair, else 2).\n",
      .generate = {.no_puzzle = "hashi has no generator here: sgt-bridges --generate makes unique ones"},
      .csp = false,  // its own search (hashi_search.cpp)
      .max_value = [](int) { return 34; },
      .fuzz = {.side = 8, .seeds = "instances/hashi/*.txt sgt:bridges:7x7 sgt:bridges:7x7m3L"},
  };
  return f;
}

}  // namespace gridsat
