// Nonograms' registration record (see model/family.hpp).
#include <climits>

#include "puzzles/nonogram/nonogram.hpp"

namespace gridsat {

namespace {

// generate: the blank of this size has no clues; its native search draws a random picture
// whose clues have one solution (nonogram.cpp), and dress takes that picture's clues.
std::unique_ptr<Puzzle> make_nonogram(const Grid& givens, const std::vector<std::pair<int, int>>&, const ReadOptions&,
                                      std::string_view form) {
  if (!form.empty() && form != "sgt" && form != "puzzlink")
    throw InputError("a nonogram has no form '" + std::string(form) + "'");
  Clues rows(static_cast<size_t>(givens.rows)), cols(static_cast<size_t>(givens.cols));
  return std::make_unique<Nonogram>(givens, rows, cols, form == "puzzlink" ? NonogramForm::puzzlink : NonogramForm::sgt,
                                    true);
}

std::unique_ptr<Puzzle> dress_nonogram(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const Nonogram&>(blank);
  Clues rows, cols;
  for (int r = 0; r < full.rows; ++r) rows.push_back(runs_of_line(full.cells, r * full.cols, 1, full.cols));
  for (int c = 0; c < full.cols; ++c) cols.push_back(runs_of_line(full.cells, c, full.cols, full.rows));
  return std::make_unique<Nonogram>(Grid(full.rows, full.cols), std::move(rows), std::move(cols), b.form());
}

// explain's rule names, from what the clue of a step's one line decides alone: the whole line
// ("complete_line"); some cells, the overlap of its runs' placements, where the line's steps
// start ("line_overlap": simple boxes, then what the known cells add); nothing, so that every
// step of the line pushes its runs against known cells ("line_push": edges, spaces, glue).
// A row and a column together: "cross_line"; more lines at once: "multi_line".
std::string nonogram_rule(const std::vector<std::string>& kinds, bool) {
  if (kinds.size() == 1) {
    if (kinds[0].rfind("complete ", 0) == 0) return "complete_line";
    return kinds[0].rfind("overlap ", 0) == 0 ? "line_overlap" : "line_push";
  }
  if (kinds.size() == 2) return "cross_line";
  return "multi_line";
}

}  // namespace

const Family& nonogram_family() {
  static const Family f{
      .name = "nonogram",
      // Before towers (36): an sgt pattern ID "N:a/b/..." has 2N-1 slashes, a towers ID 4N-1.
      .reader = {.priority = 35, .looks_like = looks_like_nonogram, .read = read_nonogram, .url = nonogram_url},
      .options = {},
      .help =
          "  Nonograms (--type nonogram; rectangles too): sgt-pattern game IDs (10x5:2/1.1/...,\n"
          "    the column clues top to bottom, then the row clues left to right, '/' between lines,\n"
          "    '.' between runs), puzz.link URLs (https://puzz.link/p?nonogram/COLS/ROWS/...), or\n"
          "    typed: a line 'rows:', a line of run lengths per row ('0' or '-': empty), a line\n"
          "    'columns:', a line per column, no blank line inside; or framed (the workbench's):\n"
          "    a line 'nonogram', '+' and the column clues, then per row its clue and '.' a cell,\n"
          "    a clue's runs joined by ',' ('.' empty). Output: '#' shaded, '.' empty.\n",
      // generate's count-to-2: the line solver settles the pictures it drew in microseconds.
      .generate =
          {
              .make = make_nonogram,
              .dress = dress_nonogram,
              .default_size = 10,
              .native_up_to = 64,
              .forms = {{"sgt", "pattern"}, {"puzzlink", "puzz.link"}},
              .by_grade = true,
          },
      // Levels: "easy" solves one line at a time (sgt-pattern's own puzzles), "medium" needs two
      // rows and two columns together, "hard" more. Lines that cross in one cell decide nothing
      // together that each does not alone (a row and a column, or one line and several across it:
      // each line's step is complete): the least set that decides more is a rectangle of four, and
      // a medium of two lines (as it was) graded no puzzle at all (10x10: 785 pictures, steps of
      // cost 1 then 4 and up).
      .explain = {.rule = nonogram_rule, .levels = {{"easy", 1}, {"medium", 4}, {"hard", INT_MAX}}},
      .csp = false,
      .max_value = [](int) { return 2; },  // 1 empty, 2 shaded, whatever the size
      .fuzz = {.side = 8, .seeds = "instances/nonogram/*.txt sgt:pattern:5x5 sgt:pattern:8x6 sgt:pattern:10x10"},
      // The workbench: the clues in the frame above and left of the cells, a slot's runs joined by ','.
      .edit = {.head = "nonogram", .tokens = ".", .frame = "top left ,", .corner = "+"},
  };
  return f;
}

}  // namespace gridsat
