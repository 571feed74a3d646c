// Hashi's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/hashi/hashi.hpp"

namespace gridsat {

namespace {

// explain's rule names (Family::explain.rule) from the kinds of a step's groups: an island's
// number alone fixes its bridges ("island_determined": the count equals what its neighbours
// can take, or one neighbour left) or bounds them ("neighbour_bounds": at least one to each, at
// most what the others leave); a bridge that would cross one already laid ("no_crossing"); a
// set of islands that would close itself off ("isolation"); sgt's L option ("no_loop").
std::string hashi_rule(const std::vector<std::string>& kinds, bool places) {
  auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("connected")) return "isolation";
  if (has("no loop")) return "no_loop";
  if (has("crossing")) return "no_crossing";
  if (kinds.size() == 1 && kinds[0] == "number") return places ? "island_determined" : "neighbour_bounds";
  return "";
}

}  // namespace

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
      // generate: a random layout of islands (hashi_generate.cpp), its blank's native search a
      // random network, dressed with every island's count; the engine removes counts.
      .generate = {.layout = hashi_layout,
                   .dress = hashi_dress,
                   .default_size = 7,
                   .forms = {{"sgt", "bridges"}, {"puzzlink", "puzz.link"}}},
      // sgt-bridges' levels (d0 easy, d1 medium, d2 hard; bridges.c's solve_sub stages): easy and
      // medium reason about one island's number at a time (and, medium, about loops); only hard
      // asks whether bridges would close a group of islands off (stage 3: "connected"). Easy
      // takes steps of one group and keeps only what they place (stage 1 fills an island's
      // bridges or closes it; stage 2's "at least one each way" is medium's), medium of two (a
      // number with a crossing or a neighbour's).
      .explain = {.rule = hashi_rule,
                  .levels = {{"easy", 1}, {"medium", 2}, {"hard", INT_MAX}},
                  .without = {{"easy", {"connected"}}, {"medium", {"connected"}}},
                  .placing = {"easy"}},
      .csp = false,  // its own search (hashi_search.cpp)
      .max_value = [](int) { return 34; },
      .fuzz = {.side = 8, .seeds = "instances/hashi/*.txt sgt:bridges:7x7 sgt:bridges:7x7m3L"},
      .edit = {.tokens = ".", .keys = "12345678?", .largest = "8", .spaced = false},
  };
  return f;
}

}  // namespace gridsat
