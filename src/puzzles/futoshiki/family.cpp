// Futoshiki's registration record (see model/family.hpp).
#include "puzzles/futoshiki/futoshiki.hpp"
#include "puzzles/futoshiki/options.hpp"
#include "text/grid_text.hpp"
#include "text/segments.hpp"

namespace gridsat {

namespace {

// Streaming: after each unequal ID or bkoelman line. A janko puzzle or an aligned grid
// (which read across blank lines, and past a bad puzzle up to a blank line) ends the cuts:
// the rest of the source is read as one segment.
Cut futoshiki_cut(const std::string& text) {
  const LineIndex ix(text);
  Cut cut;
  bool read = false;
  for (size_t i = 0; i < ix.lines.size(); ++i) {
    const std::string_view t = ix.lines[i].text;
    if (is_meaningful(t) && !is_one_line_futoshiki(t)) break;
    read = read || is_meaningful(t);
    if (read) cut = ix.before(i + 1);
  }
  return cut;
}

// generate: the Futoshiki of these givens and signs; its line form is unequal's game ID
// (the only one-line form that keeps the signs), "grid" the aligned grid.
std::unique_ptr<Puzzle> make_futoshiki(const Grid& givens, const std::vector<std::pair<int, int>>& less,
                                       const ReadOptions&, std::string_view form) {
  if (!form.empty() && form != "sgt") throw InputError("a Futoshiki has no form '" + std::string(form) + "'");
  if (givens.rows > 100) throw InputError("the size must be 1..100");
  check_distinct_givens(givens, 0);
  std::vector<Less> rel;
  for (auto [a, b] : less) rel.push_back({a, b});
  return std::make_unique<Futoshiki>(givens, std::move(rel), FutoshikiForm::unequal);
}

}  // namespace

const Family& futoshiki_family() {
  static const Family f{
      .name = "futoshiki",
      .reader = {.priority = 40, .looks_like = looks_like_futoshiki, .read = read_futoshiki, .cut = futoshiki_cut},
      .options = {"amo", "simplify", "inequality", "inference", "order"},
      .option_specs = {family_option_spec(kInequalityOption, "encoding", "Futoshiki inequalities", 30)},
      .help =
          "  Futoshiki: the aligned grid (< > between cells; ^ or \u2227 / v or \u2228 under a cell:\n"
          "    upper smaller / larger), unequal game IDs (5:0R,0D,...), janko and bkoelman files.\n",
      .generate = {.make = make_futoshiki, .signs = true, .forms = {{"sgt", "unequal"}}},
      .human = true,
      .fuzz =
          {
              .seeds = "instances/futoshiki/*.txt ../shared/instances/futoshiki/janko/*.txt "
                       "lines:../shared/instances/futoshiki/bkoelman/*.txt sgt:unequal:4 "
                       "sgt:unequal:5",
          },
      // between layer: < > between two cells of a row, ^ v between two of a column (the upper
      // smaller / larger), typed as the aligned grid with a sign row between two rows
      .edit = {.tokens = ".", .keys = "123456789", .largest = "{n}", .square = true, .answers = "=",
               .marks = {.across = ". < >", .down = ". ^ v", .rows = "inner", .blank = " ", .spaced = true}},
  };
  return f;
}

}  // namespace gridsat
