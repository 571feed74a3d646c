// Easy as ABC's registration record (see model/family.hpp).
#include <algorithm>
#include <climits>

#include "puzzles/easyasabc/easyasabc.hpp"

namespace gridsat {

namespace {

// The catalogue's names (Family::explain.rule) from the kinds of a step's groups: "clue" (the
// first letter from a side) and "line" (each letter once in a row or column).
std::string easyasabc_rule(const std::vector<std::string>& kinds, bool) {
  const auto has = [&](std::string_view k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  if (!has("clue")) return "letters_once";
  return has("line") ? "clue_and_line" : "first_letter";
}

}  // namespace

const Family& easyasabc_family() {
  static const Family f{
      .name = "easyasabc",
      .reader = {.priority = 2, .looks_like = looks_like_easyasabc, .read = read_easyasabc, .url = easyasabc_url},
      .options = {"inference", "order"},
      .help =
          "  Easy as ABC: puzz.link URLs (https://puzz.link/p?easyasabc/5/5/3/...), or 'easyasabc K'\n"
          "    then framed rows: clue letters around, '.' none; inside '.' open, '-' blank, A.. given.\n",
      .generate = {.layout = easyasabc_layout, .dress = easyasabc_dress, .default_size = 5},
      .explain = {.rule = easyasabc_rule, .levels = {{"easy", 1}, {"normal", 2}, {"hard", 3}, {"extreme", INT_MAX}}},
      .max_value = [](int n) { return n + 1; },
      .fuzz = {.seeds = "instances/easyasabc/*.txt"},
      // The workbench: letters typed into cells and the frame, 'x' a blank (the picture's dot),
      // the letters' count beside the size (the head's {k}, read off describe's "letters A-C").
      .edit = {.head = "easyasabc {k}",
               .tokens = ". x A B C D E F G H I J K L M N O P Q R S T U V W X Y Z",
               .keys = "x",
               .spaced = false,
               .answers = "0:x 1:A 2:B 3:C 4:D 5:E 6:F 7:G 8:H 9:I 10:J 11:K 12:L 13:M 14:N 15:O 16:P 17:Q 18:R "
                          "19:S 20:T 21:U 22:V 23:W 24:X 25:Y 26:Z",
               .picture = "- - - - x",
               .frame = "top bottom left right",
               .corner = ".",
               .regions = {.count = "letter"}},
  };
  return f;
}

}  // namespace gridsat
