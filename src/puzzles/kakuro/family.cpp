// Kakuro's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/kakuro/kakuro.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "sum" (a
// run's sum: its combinations) and "distinct" (a run's digits differ).
std::string kakuro_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (!has("sum")) return "distinct_digits";
  return has("distinct") ? "sum_and_distinct" : "run_combinations";
}

}  // namespace

const Family& kakuro_family() {
  static const Family f{
      .name = "kakuro",
      .reader = {.priority = 2, .looks_like = looks_like_kakuro, .read = read_kakuro, .url = kakuro_url},
      .options = {"inference", "order"},
      .help =
          "  Kakuro: puzz.link URLs (https://puzz.link/p?kakuro/COLS/ROWS/...), or typed framed rows\n"
          "    after a 'kakuro' line: '.' white, 1-9 a digit, DOWN\\ACROSS a block ('16\\', '\\24').\n",
      .generate = {.layout = kakuro_layout, .dress = kakuro_dress, .default_size = 6},
      .explain = {.rule = kakuro_rule, .levels = {{"easy", 1}, {"normal", 2}, {"hard", 3}, {"extreme", INT_MAX}}},
      .max_value = [](int) { return 10; },
      .fuzz = {.side = 12, .seeds = "instances/kakuro/*.txt"},
      // serve's editor: a cell white ('.', a given digit) or a block ('#'), a block's sums typed
      // into its halves ("16\\24", up to 45), the frame's above and left of the board
      .edit = {.head = "kakuro", .tokens = ". #", .keys = "123456789", .largest = "45", .answers = "=",
               .frame = "top left", .corner = "\\", .marks = {.split = "\\"}},
  };
  return f;
}

}  // namespace gridsat
