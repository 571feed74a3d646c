// Towers' (skyscrapers') registration record (see model/family.hpp).
#include "base/errors.hpp"
#include "puzzles/common/permutation_grid.hpp"
#include "puzzles/towers/towers.hpp"

namespace gridsat {

namespace {

// generate: the blank is the Latin square of side n with no clue (its seeded native search
// draws the full grid); dress shows all 4n views of it, and the clues go one by one.
std::unique_ptr<Puzzle> towers_layout(int n, const ReadOptions&, uint64_t) {
  if (n < 1 || n > 100) throw InputError("a towers puzzle has sides 1..100, not " + std::to_string(n));
  return std::make_unique<Towers>(Grid(n, n), std::vector<int>(4 * static_cast<size_t>(n)), TowersForm::sgt);
}

std::unique_ptr<Puzzle> towers_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  return std::make_unique<Towers>(blank.givens(), towers_views(full), TowersForm::sgt);
}

// A step's rule from its groups' kinds: a view alone, a view with rows or columns, or the
// houses alone (house_rule).
std::string towers_rule(const std::vector<std::string>& kinds, bool places) {
  if (kinds == std::vector<std::string>{"view of 1"}) return "tallest_first";
  if (kinds == std::vector<std::string>{"full view"}) return "ascending_line";
  bool views = false, houses = false;
  for (const auto& k : kinds) (k.find("view") != std::string::npos ? views : houses) = true;
  if (views && !houses) return kinds.size() == 1 ? "view_count" : "views";
  if (views) return "view_with_line";
  return house_rule(kinds, places);
}

}  // namespace

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
      .generate = {.layout = towers_layout, .dress = towers_dress, .forms = {{"sgt", "towers"}}},
      .explain = {.rule = towers_rule, .levels = {{"easy", 1}, {"hard", 3}, {"extreme", 1 << 20}}},
      .fuzz = {.seeds = "instances/towers/*.txt sgt:towers:4de sgt:towers:5dh sgt:towers:6dx sgt:towers:5du"},
      .edit = {.tokens = ".", .keys = "0123456789", .largest = "{n}", .width = 2, .square = true, .answers = "=",
               .frame = "top bottom left right", .corner = "+"},
  };
  return f;
}

}  // namespace gridsat
