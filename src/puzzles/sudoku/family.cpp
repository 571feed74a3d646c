// Sudoku's registration record (see model/family.hpp); the fallback of --type auto.
#include "bits/sudoku_bits.hpp"
#include "puzzles/common/extra_houses.hpp"
#include "puzzles/common/options.hpp"
#include "puzzles/sudoku/sudoku.hpp"
#include "text/grid_text.hpp"
#include "text/segments.hpp"

namespace gridsat {

namespace {

// Streaming: read_grid_blocks' blocks; a solo game ID at the start of a block is one line, a
// Prolog list runs to its closing bracket.
Cut sudoku_cut(const std::string& text) {
  return grid_blocks_cut(text, [](const std::vector<TextLine>& lines, size_t i) -> std::optional<size_t> {
    if (is_solo_id(lines[i].text)) return i + 1;
    if (is_prolog_list(lines[i].text)) {
      const size_t end = prolog_list_end(lines, i);
      return end == SIZE_MAX ? kNeedMore : end;
    }
    return std::nullopt;
  });
}

// generate: the Sudoku of these givens; --box or the squarest shape; "sgt" is solo's game ID.
std::unique_ptr<Puzzle> make_sudoku(const Grid& givens, const std::vector<std::pair<int, int>>&, const ReadOptions& opt,
                                    std::string_view form) {
  const int n = givens.rows;
  auto box = opt.box ? opt.box : default_box(n);
  if (!box)
    throw InputError("no Sudoku box shape of side " + std::to_string(n) + " (only 1x" + std::to_string(n) +
                     ": that is a Latin square, --type latin)");
  if (box->first * box->second != n)
    throw InputError("--box " + std::to_string(box->first) + "x" + std::to_string(box->second) + " does not make a " +
                     std::to_string(n) + "x" + std::to_string(n) + " grid");
  if (!form.empty() && form != "sgt") throw InputError("a Sudoku has no form '" + std::string(form) + "'");
  const ExtraHouses extra = extra_houses_of(opt);
  if (auto why = extra_houses_problem(extra, n); !why.empty()) throw InputError(why);
  check_distinct_givens(givens, 0, box->first, box->second);
  check_extra_house_givens(givens, extra, 0);
  // An X Sudoku's line form is solo's ID, whose x says it (81 characters would read back as a
  // plain Sudoku); windoku has no form that says it.
  const GridForm f = form == "sgt" || extra.x ? GridForm::solo : n <= 35 ? GridForm::chars : GridForm::ints;
  return std::make_unique<Sudoku>(givens, box->first, box->second, f, extra);
}

// generate: a blank up to 16x16 is counted by the bit-set engine (bits/sudoku_bits.hpp).
GivensCounter sudoku_counter(const Puzzle& blank) {
  const auto& s = static_cast<const Sudoku&>(blank);  // make_sudoku's
  const bits::SudokuShape* shape =
      s.n() <= bits::kMaxSide ? bits::sudoku_shape(s.box_rows(), s.box_cols(), s.extra_houses()) : nullptr;
  if (!shape) return nullptr;
  return [shape](std::span<const int> givens, int64_t limit, Deadline deadline) {
    return bits::sudoku_search(*shape, givens, limit, deadline);
  };
}

}  // namespace

const Family& sudoku_family() {
  static const Family f{
      .name = "sudoku",
      .reader =
          {
              .priority = 100,
              .looks_like = nullptr,
              .read = read_sudoku,
              .blank = [](int n, const ReadOptions& opt) { return empty_grid_record(n, opt, read_sudoku); },
              .cut = sudoku_cut,
              .url = sudoku_url,
          },
      .options = {"box", "amo", "simplify", "segments", "inference", "order", "x", "windoku"},
      .option_specs = {family_option_spec(kSegmentsOption, "encoding",
                                          "Sudoku: box-line segment variables (locked candidates by propagation)", 60),
                       x_option_spec(), windoku_option_spec()},
      .help =
          "  Sudoku: one puzzle per line, 81 characters for 9x9 (. or 0 blank; 1-9 then A-Z for\n"
          "    10..35) or N*N integers; a grid of N lines of N characters (.sdk) or N integers\n"
          "    (blank lines separate grids); Simon Tatham's solo game IDs such as 3x3:a2_4c...\n"
          "    Sudoku-X: --x (both main diagonals hold 1..N too), or solo's 3x3x:... IDs; windoku:\n"
          "    --windoku (the extra 3x3 windows of a 9x9, (k-1)^2 k x k ones on side k*k).\n",
      .generate = {.make = make_sudoku, .counter = sudoku_counter, .default_size = 9, .forms = {{"sgt", "solo"}}},
      .human = true,
      .fuzz =
          {
              .seeds = "instances/sudoku/*.sdk lines:../shared/instances/sudoku/*.txt "
                       "../shared/instances/sudoku-large/gecode/*.txt "
                       "../shared/instances/sudoku-large/rkkautsar/sudoku-16-*.txt "
                       "sgt:solo:2x2 sgt:solo:2x3 sgt:solo:3x3",
          },
      .edit = {.tokens = ".", .keys = "0123456789", .largest = "{n}", .width = 2, .square = true, .answers = "="},
  };
  return f;
}

}  // namespace gridsat
