#pragma once
// Yajilin: some cells hold clues (a number, mostly with an arrow); shade some of the other
// cells and draw one closed loop through cell centres over every other cell that is neither
// shaded nor a clue. Shaded cells never share an edge; an arrow's number says how many cells
// are shaded in its direction up to the border.
//
// A solution is per cell: 8 a clue cell, 1 shaded, 2..7 its piece of the loop (as Masyu's:
// 2 ─, 3 │, 4 └, 5 ┘, 6 ┐, 7 ┌). JSON `grid`: 1 shaded, 0 otherwise; `edges`: the loop's steps
// as [r1, c1, r2, c2] between cell centres.
//
// Yajilin inputs, one puzzle each:
//  - puzz.link URLs "https://puzz.link/p?yajilin/COLS/ROWS/BODY" (also ?yajirin/): pzprjs'
//    arrow numbers (a direction 0-4 then the number); the line may go on with a space and the
//    cells' values 1-8 (as --format line prints a solution: checked for shape and ignored);
//  - typed rows (after a "yajilin" line, or with --type yajilin): a token a cell separated by
//    blanks: '.' an open cell, a clue a number and its arrow (^ v < > or none: "2>", "0^",
//    "1"), '?' a clue cell with no number.
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/cell_loop.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

enum class YajilinForm { puzzlink, rows };

class Yajilin final : public CellLoopPuzzle {
 public:
  static constexpr int kClue = 8, kShaded = 1;
  // clues: per cell (row-major) its arrow and number; value puzzlink::kNone an open cell,
  // kUnknown a clue cell without a number (dir 0 none, 1 up, 2 down, 3 left, 4 right).
  Yajilin(int rows, int cols, std::vector<puzzlink::Arrow> clues, YajilinForm form);

  const std::vector<puzzlink::Arrow>& clues() const { return clues_; }
  bool is_clue(int i) const { return clues_[static_cast<size_t>(i)].value != puzzlink::kNone; }

  // print_grid: the typed rows, or a solved grid as its loop drawn ('#' shaded).
  // line: the URL and, for a solution, a space and the cells' values 1-8.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  int symbol(int v) const override { return v == kShaded ? 1 : 0; }
  Figure figure(const Grid& shown) const override;
  // Its own search: the shared loop search, filtered by the global rules (*_search.cpp).
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  // generate: the clues are the numbered clue cells, row-major; one not kept becomes '?'.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;

 private:
  std::vector<puzzlink::Arrow> clues_;
  YajilinForm form_;
};

// The cells an arrow at cell i of a rows x cols board points at, nearest first (none: dir 0).
std::vector<int> yajilin_arrow_cells(int rows, int cols, int i, int dir);

std::vector<Record> read_yajilin(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_yajilin(const std::string& text);
std::string yajilin_url(const Puzzle& p);  // --format url (Family::reader.url)
std::string yajilin_puzzlink_url(int rows, int cols, const std::vector<puzzlink::Arrow>& clues);

// generate (yajilin_generate.cpp): layout, an n x n board with clue cells ('?') spread at
// random; dress, every clue cell an arrow (random, where it sees cells) and its count.
std::unique_ptr<Puzzle> yajilin_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> yajilin_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
