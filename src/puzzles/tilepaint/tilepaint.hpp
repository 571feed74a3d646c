#pragma once
// Tilepaint: a board cut into tiles, some cells clue blocks (black, as in Kakuro) and clues
// beside the board. Shade tiles whole or not at all so that each clue counts the shaded cells
// of its run: a column clue above the board or a block's down clue counts the cells below it
// up to the next block or the edge, a row clue left of the board or a block's right clue the
// cells to its right. Some cell is shaded (pzprjs' rule). A cell's value is 1 (unshaded, and
// every block) or 2 (shaded); JSON and the line forms show 0/1.
//
// Encoding: per cell a primary "shaded"; a tile's cells one literal (region-uniform shading,
// puzzles/common/region_uniform.hpp, shared); per clue its run's count.
//
// Tilepaint inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?tilepaint/COLS/ROWS/BODY": the borders, the
//    blocks (pzprjs' decodeTilePaint), the column clues, the row clues; the line may go on
//    with a space and a shading (rows of 0/1 joined by '/': checked for shape and ignored);
//  - typed rows after a "tilepaint" line: one more token than columns a line; the first line
//    '.' then the column clues, each other line its row clue then a token a cell: the tile's
//    letter ('#' after it a shaded cell, ignored) or a block "D\R" (down and right clues,
//    '.' none); a clue '.' is none.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/room_counts.hpp"

namespace gridsat {

enum class TilepaintForm { puzzlink, rows };

struct TilepaintClues {
  std::vector<char> block;            // per cell: a clue block
  std::vector<int> down, right;       // per block cell its clues (-1 none; 0 elsewhere)
  std::vector<int> columns, rows;     // above each column, left of each row (-1 none)
};

// A clue's run: the cells it counts, the count.
struct TilepaintRun {
  std::vector<int> cells;
  int count = 0;
  int key = -1;        // the block holding it, -1 for a clue beside the board
  bool down = false;   // a column's run
  int line = 0;        // its column (down) or row
};

class Tilepaint final : public Puzzle {
 public:
  // tiles: rooms over the board (a block's cells a room of their own kind, never a tile).
  Tilepaint(Rooms tiles, TilepaintClues clues, TilepaintForm form);

  const Rooms& rooms() const { return rooms_; }
  const TilepaintClues& clues() const { return clues_; }
  const std::vector<TilepaintRun>& runs() const { return runs_; }
  // The rooms that are tiles (not blocks), by index into rooms().cells.
  const std::vector<int>& tiles() const { return tiles_; }

  // print_grid: the typed form ('#' after a shaded cell's letter).
  // line: the URL and, for a solution, a space and the shading (rows of 0/1 joined by '/').
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // The generic CSP engine: a relation per tile (one value), per clued run (its count); the
  // native search filters the solutions with no cell shaded.
  Csp to_csp() const override;
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  // generate: the clues are the runs' counts (runs()).
  int clue_count() const override { return static_cast<int>(runs_.size()); }
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  Rooms rooms_;
  TilepaintClues clues_;
  TilepaintForm form_;
  std::vector<TilepaintRun> runs_;
  std::vector<int> tiles_;
};

// generate (tilepaint_generate.cpp; the engine is src/generate/clues.cpp): random tiles of 2
// to 5 cells and no blocks, a random shading of them, every row and column counted; the
// counts go while the puzzle stays unique.
std::unique_ptr<Puzzle> tilepaint_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> tilepaint_dress(const Puzzle& blank, const Grid& full, uint64_t seed);
// The regions changed so that `other` is no longer a solution (FamilyGenerator::repair).
std::unique_ptr<Puzzle> tilepaint_repair(const Puzzle& dressed, const Grid& full, const Grid& other, uint64_t seed);

// Reading and writing its forms (tilepaint_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_tilepaint(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_tilepaint(const std::string& text);
std::string tilepaint_url(const Puzzle& p);  // --format url (Family::reader.url)

}  // namespace gridsat
