// Killer Sudoku's registration record (see model/family.hpp).
#include <algorithm>

#include "base/random.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/permutation_grid.hpp"
#include "puzzles/killer/killer.hpp"
#include "text/grid_text.hpp"
#include "text/segments.hpp"

namespace gridsat {

namespace {

// Streaming: after the last solo ID line or blank line that ends a puzzle (the reader starts
// afresh after either).
Cut killer_cut(const std::string& text) {
  const LineIndex ix(text);
  Cut cut;
  bool open = false;  // a puzzle's lines since the last cut
  for (size_t i = 0; i < ix.lines.size(); ++i) {
    const std::string_view t = ix.lines[i].text;
    if (is_killer_solo_id(t) || (t.empty() && open)) {
      cut = ix.before(i + 1);
      open = false;
    } else if (is_meaningful(t)) {
      open = true;
    }
  }
  return cut;
}

// generate: the blank is the Sudoku of these givens without cages (its seeded native search
// draws the full grid); dress then draws the cages.
std::unique_ptr<Puzzle> make_killer(const Grid& givens, const std::vector<std::pair<int, int>>&, const ReadOptions& opt,
                                    std::string_view form) {
  const int n = givens.rows;
  const auto box = killer_box(n, opt);
  if (!box) throw InputError("no Sudoku box shape of side " + std::to_string(n) + " for a killer Sudoku (--box)");
  if (n > 63) throw InputError("a killer Sudoku has sides 2..63");
  if (!form.empty() && form != "sgt" && form != "text")
    throw InputError("a killer Sudoku has no form '" + std::string(form) + "'");
  check_distinct_givens(givens, 0, box->first, box->second);
  return std::make_unique<Killer>(givens, box->first, box->second, std::vector<Cage>{},
                                  form == "text" ? KillerForm::text : KillerForm::solo);
}

// Random cages over the full grid: cells in random order each start a cage (unless taken)
// of a drawn size 2..5 (1 now and then), grown by random neighbours that repeat no value of
// it; a single cell left over joins a neighbouring cage that lacks its value, where one has room.
// Long: growing, merging and summing share the cage index per cell.
std::unique_ptr<Puzzle> dress_killer(const Puzzle& blank, const Grid& full, uint64_t seed) {
  const auto& k = dynamic_cast<const Killer&>(blank);
  const int n = full.rows;
  Rng rng(seed);
  std::vector<int> of(static_cast<size_t>(n) * n, -1), order(of.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  rng.shuffle(order);
  std::vector<std::vector<int>> cages;
  auto neighbours = [&](int c) { return orthogonal_neighbours(n, n, c); };
  auto has_value = [&](const std::vector<int>& cage, int v) {
    return std::any_of(cage.begin(), cage.end(), [&](int c) { return full.cells[static_cast<size_t>(c)] == v; });
  };
  const int largest = std::min(n, 5);
  for (int start : order) {
    if (of[static_cast<size_t>(start)] >= 0) continue;
    const int id = static_cast<int>(cages.size());
    int want = rng.below(8) == 0 ? 1 : 2 + rng.below(std::max(1, largest - 1));
    std::vector<int> cage{start};
    of[static_cast<size_t>(start)] = id;
    while (static_cast<int>(cage.size()) < want) {
      std::vector<int> options;
      for (int c : cage)
        for (int d : neighbours(c))
          if (of[static_cast<size_t>(d)] < 0 && !has_value(cage, full.cells[static_cast<size_t>(d)]))
            options.push_back(d);
      if (options.empty()) break;
      const int pick = options[static_cast<size_t>(rng.below(static_cast<int>(options.size())))];
      of[static_cast<size_t>(pick)] = id;
      cage.push_back(pick);
    }
    cages.push_back(std::move(cage));
  }
  // Single cells are givens in disguise: merge most of them into a neighbouring cage.
  for (size_t i = 0; i < cages.size(); ++i) {
    if (cages[i].size() != 1 || rng.below(4) == 0) continue;
    const int c = cages[i][0];
    for (int d : neighbours(c)) {
      auto& other = cages[static_cast<size_t>(of[static_cast<size_t>(d)])];
      if (other.size() >= static_cast<size_t>(largest) || &other == &cages[i] ||
          has_value(other, full.cells[static_cast<size_t>(c)]))
        continue;
      other.push_back(c);
      of[static_cast<size_t>(c)] = of[static_cast<size_t>(d)];
      cages[i].clear();
      break;
    }
  }
  return killer_with_cages(k, full, std::move(cages));
}

// A step's rule from its groups' kinds: a cage alone, a cage with houses, or the houses alone
// (house_rule).
std::string killer_rule(const std::vector<std::string>& kinds, bool places) {
  if (std::find(kinds.begin(), kinds.end(), "cage") == kinds.end()) return house_rule(kinds, places);
  if (kinds.size() == 1) return "cage_combination";
  if (kinds.size() > 2) return "cage_with_houses";
  return kinds[0] == "box" ? "cage_with_box" : "cage_with_line";
}

}  // namespace

const Family& killer_family() {
  static const Family f{
      .name = "killer",
      .reader = {.priority = 45, .looks_like = looks_like_killer, .read = read_killer, .cut = killer_cut},
      .options = {"box", "amo", "simplify", "segments", "inference", "order"},
      .help =
          "  Killer Sudoku (--type killer; boxes of any shape, --box RxC): Simon Tatham's solo\n"
          "    killer IDs (3x3k:GIVENS,CAGES,SUMS, from sgt-solo --generate 1 3x3kdu), or a block\n"
          "    of N rows of givens (optional), N rows of cage labels (one character or\n"
          "    whitespace-separated labels per cell), then the sums: a=14 b=7 ... Every cell lies\n"
          "    in one connected cage of distinct values.\n",
      // generate's count-to-2 after each removal: CaDiCaL, steadier than the native search,
      // whose tail on weakly caged grids costs 2-4x (20 puzzles: 1.5-2.7 s against 4.2-10.9 s).
      .generate =
          {
              .make = make_killer,
              .dress = dress_killer,
              .coarsen = coarsen_killer,
              .default_size = 9,
              .native_up_to = 0,
              .forms = {{"sgt", "solo"}},
              .by_grade = true,
          },
      .explain = {.rule = killer_rule,
                  .levels = {{"trivial", 1}, {"basic", 2}, {"intermediate", 3}, {"advanced", 4}, {"extreme", 1 << 20}}},
      .fuzz = {.seeds = "instances/killer/*.txt sgt:solo:3x3kdi sgt:solo:2x3kdb sgt:solo:2x2k"},
      .edit = {.tokens = ".", .keys = "0123456789", .width = 3, .spaced = false, .square = true, .answers = "=",
               .regions = {.row = "{r}", .clue = "list", .outlined = true}},
  };
  return f;
}

}  // namespace gridsat
