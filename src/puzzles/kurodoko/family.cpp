// Kurodoko's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/kurodoko/kurodoko.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule), after the reasonings of Simon Tatham's Range
// solver: a number's reach ("number": not too big / must reach), a shaded cell's neighbours
// ("adjacent"), the unshaded cells' connectivity ("connected").
std::string kurodoko_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (kinds.size() == 1) {
    if (has("number")) return "number_reach";
    if (has("adjacent")) return "shaded_neighbours_unshaded";
    return "connectivity";
  }
  if (has("connected")) return has("number") ? "number_with_connectivity" : "adjacency_with_connectivity";
  return "number_with_adjacency";
}

std::vector<Record> read(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_sight(text, source, opt, "kurodoko", make_kurodoko, true);
}

}  // namespace

const Family& kurodoko_family() {
  static const Family f{
      .name = "kurodoko",
      .reader = {.priority = 3,
                 .looks_like = [](const std::string& t) { return looks_like_sight(t, "kurodoko", true); },
                 .read = read,
                 .url = sight_url},
      .options = {"connectivity"},
      .help =
          "  Kurodoko (sgt range): sgt-range game IDs (7x7:d7b3e8e5c7a7c13e4d8b4d: a-z runs of cells\n"
          "    without a number, numbers, '_' between two), puzz.link URLs\n"
          "    (https://puzz.link/p?kurodoko/5/5/...), or typed rows after a 'kurodoko' line: a row a\n"
          "    line of numbers, '?' (a number of unknown count) and '.' (none).\n",
      .generate = {.layout = kurodoko_layout, .dress = sight_dress, .default_size = 7, .native_up_to = 0, .forms = {{"sgt", "range"}}},
      .explain = {.rule = kurodoko_rule, .levels = {{"easy", 1}, {"normal", 2}, {"hard", INT_MAX}}},
      .csp = false,  // the generic engine with a connectivity filter (search_native)
      .max_value = [](int) { return 2; },
      .fuzz = {.side = 8, .seeds = "instances/kurodoko/*.txt sgt:range:7x7 sgt:range:9x6"},
      .edit = {.head = "kurodoko", .tokens = ". ?", .keys = "0123456789?", .width = 3},
  };
  return f;
}

}  // namespace gridsat
