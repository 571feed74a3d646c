// Binairo's (Takuzu's) registration record (see model/family.hpp).
#include "puzzles/binairo/binairo.hpp"

#include <algorithm>
#include <climits>

#include "base/errors.hpp"

namespace gridsat {

namespace {

// generate's puzzle of these givens (the digits 1 and 2 as 0 and 1; no signs): rows and
// columns need not differ (sgt-unruly's default). Form "" or "sgt", the same game ID.
std::unique_ptr<Puzzle> make_binairo(const Grid& givens, const std::vector<std::pair<int, int>>&, const ReadOptions&,
                                     std::string_view form) {
  if (!form.empty() && form != "sgt") throw InputError("a binairo has no form '" + std::string(form) + "'");
  if (givens.rows % 2 || givens.cols % 2) throw InputError("a binairo's sides are even");
  return std::make_unique<Binairo>(givens, false);
}

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "triple" (no
// three equal in a row: pairs and sandwiches), "balance" (half of each digit per line),
// "unique" (two lines differ).
std::string binairo_rule(const std::vector<std::string>& kinds, bool places) {
  (void)places;
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (has("unique")) return "unique_lines";
  if (kinds.size() == 1) return has("triple") ? "pair_or_sandwich" : "balance";
  return kinds.size() == 2 ? "balance_gap" : "";
}

}  // namespace

const Family& binairo_family() {
  static const Family f{
      .name = "binairo",
      .reader = {.priority = 33, .looks_like = looks_like_binairo, .read = read_binairo},
      .options = {"simplify", "inference", "order"},
      .help =
          "  Binairo (takuzu): sgt-unruly game IDs (8x8:AbCbajabBaeeEBAbgCBFb; 8x8u: rows and columns\n"
          "    all differ), or a 'binairo' line ('binairo unique') then rows of 0, 1 and '.' (open).\n"
          "    puzz.link has no Binairo variety.\n",
      .generate = {.make = make_binairo, .default_size = 6, .forms = {{"sgt", "unruly"}}, .no_puzzle = "binairo has no generator here: sgt-unruly --generate makes unique ones"},
      .explain = {.rule = binairo_rule, .levels = {{"trivial", 1}, {"normal", INT_MAX}}},
      .max_value = [](int) { return 2; },
      .fuzz = {.seeds = "instances/binairo/*.txt sgt:unruly:8x8 sgt:unruly:6x6ude sgt:unruly:10x10un"},
  };
  return f;
}

}  // namespace gridsat
