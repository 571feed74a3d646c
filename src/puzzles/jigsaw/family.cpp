// Jigsaw Sudoku's registration record (see model/family.hpp).
#include "base/errors.hpp"
#include "puzzles/common/extra_houses.hpp"
#include "puzzles/common/options.hpp"
#include "puzzles/jigsaw/jigsaw.hpp"

namespace gridsat {

namespace {

// generate: random regions from `seed`, redrawn (from the next seeds) until the native search
// completes the empty grid, as solo does; the puzzle with no givens in the line form.
std::unique_ptr<Puzzle> jigsaw_layout(int n, const ReadOptions& opt, uint64_t seed) {
  if (n < 2 || n > 100) throw InputError("a jigsaw's side must be 2..100, not " + std::to_string(n));
  const ExtraHouses extra = extra_houses_of(opt);
  if (auto why = extra_houses_problem(extra, n); !why.empty()) throw InputError(why);
  for (uint64_t attempt = 0; attempt < 1000; ++attempt) {
    auto p = std::make_unique<Jigsaw>(Grid(n, n), random_regions(n, seed + attempt * 0x9e3779b97f4a7c15ULL), extra,
                                      JigsawForm::text);
    const NativeResult r = p->search_native(1, deadline_after(0.05), nullptr, NativeOptions{});
    if (r.count > 0) return p;
  }
  throw InputError("no jigsaw layout of side " + std::to_string(n) + " with a solution in 1000 draws");
}

}  // namespace

const Family& jigsaw_family() {
  static const Family f{
      .name = "jigsaw",
      .reader = {.priority = 5, .looks_like = looks_like_jigsaw, .read = read_jigsaw},
      .options = {"amo", "simplify", "segments", "inference", "order", "x", "windoku"},
      .option_specs = {family_option_spec(kSegmentsOption, "encoding",
                                          "Sudoku: box-line segment variables (locked candidates by propagation)", 60),
                       x_option_spec(), windoku_option_spec()},
      .help =
          "  Jigsaw Sudoku (irregular regions of N cells): solo game IDs 9j:GRID,BLOCKS (also 9jx: with\n"
          "    the X diagonals); N lines of N givens, a blank, N region letters (3.......4 AAABBBCCC);\n"
          "    one line of N*N givens, '/', N*N region letters. --x, --windoku as for Sudoku.\n",
      .generate = {.layout = jigsaw_layout, .default_size = 9, .forms = {{"sgt", "solo"}}},
      .human = true,
      .fuzz = {.seeds = "instances/jigsaw/*.txt sgt:solo:9j sgt:solo:9jx sgt:solo:2x2j sgt:solo:5j"},
      .edit = {.tokens = ".", .keys = "0123456789", .largest = "{n}", .spaced = false, .square = true, .answers = "=",
               .regions = {.row = "{v} {r}"}},
  };
  return f;
}

}  // namespace gridsat
