// Dominosa's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/dominosa/dominosa.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule), after Simon Tatham's Dominosa solver: a cell
// with one possible partner ("cell"), a domino with one possible placement ("domino"), and
// the two weighed together (placements that would leave a cell without a partner).
std::string dominosa_rule(const std::vector<std::string>& kinds, bool) {
  const bool cell = std::find(kinds.begin(), kinds.end(), "cell") != kinds.end();
  const bool domino = std::find(kinds.begin(), kinds.end(), "domino") != kinds.end();
  if (cell && domino) return "placements_and_partners";
  return cell ? "only_partner" : "only_placement";
}

}  // namespace

const Family& dominosa_family() {
  static const Family f{
      .name = "dominosa",
      // Before Sudoku's fallback: its IDs ("6:" and (N+1)(N+2) numbers) are its own.
      .reader = {.priority = 6, .looks_like = looks_like_dominosa, .read = read_dominosa},
      .options = {"amo"},
      .help =
          "  Dominosa: sgt-dominosa game IDs (3:23332021001230132110: N, then the (N+2)x(N+1) numbers,\n"
          "    a digit or [12]), or typed rows after a 'dominosa' line: numbers, '-' joining two into\n"
          "    a domino, and between rows a row of '|' (joined to the number below) and '.' tokens.\n",
      // generate: a random tiling with the set dealt to it, kept when unique (src/generate/clues.cpp).
      .generate = {.layout = dominosa_layout, .dress = dominosa_dress, .default_size = 6, .native_up_to = 0,
                   .forms = {{"sgt", "dominosa"}}},
      .explain = {.rule = dominosa_rule,
                  .levels = {{"trivial", 2}, {"basic", 6}, {"hard", 12}, {"extreme", INT_MAX}}},
      .csp = false,  // its own exact-cover search (search_native)
      .max_value = [](int) { return 4; },
      .fuzz = {.side = 8, .seeds = "instances/dominosa/*.txt sgt:dominosa:3 sgt:dominosa:6db"},
      .edit = {.head = "dominosa", .tokens = ".", .keys = "0123456789", .width = 2},
  };
  return f;
}

}  // namespace gridsat
