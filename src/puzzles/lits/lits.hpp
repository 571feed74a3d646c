#pragma once
// LITS (puzz.link's lits): a rectangle cut into regions; shade exactly four connected cells of
// each region (a tetromino: L, I, T or S, their rotations and reflections the same letter) so
// that no two tetrominoes of the same letter touch orthogonally across a region border, all
// shaded cells are connected, and no 2x2 block is shaded. A cell's value is 1 (unshaded) or
// 2 (shaded); JSON and the line forms show 0 and 1 (symbol(v) = v - 1).
//
// LITS inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?lits/COLS/ROWS/BODY": the region borders
//    (pzprjs' decodeBorder); after the URL a blank and a shading (rows of 0/1 joined by '/', as
//    --format line prints a solution) is checked for shape and ignored;
//  - the typed form after a 'lits' line: a row a line, a letter a cell, the regions the
//    connected areas of one letter (case ignored: an upper-case letter is a shaded cell, as
//    --format grid prints a solution; ignored when read).
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/polyomino_placement.hpp"

namespace gridsat {

class Lits final : public Puzzle {
 public:
  // region: rows * cols, row-major, each cell's region 0..regions-1 (numbered in reading order
  // of their first cells; each region connected).
  Lits(int rows, int cols, std::vector<int> region);

  // print_grid: the typed form: a letter a cell, adjacent regions different letters, a shaded
  //   cell's letter upper case.
  // line: the puz.link URL and, for a solution, a blank and the shading: rows of 0/1 joined by '/'.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  // The native backend: the relation engine over to_csp() (four shaded a region, no 2x2, no
  // same letters touching), the shaded cells' connectivity a filter on its candidates.
  Csp to_csp() const override;
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;  // the shaded cells, thick region borders
  // generate: the regions are the only clues and none can go: with_clues is this puzzle.
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

  const std::vector<int>& region() const { return region_; }  // per cell its region
  int regions() const { return regions_; }                     // how many

 private:
  std::vector<int> region_;
  int regions_ = 0;
};

// The regions of a rows x cols grid from the sides between them: right[r * (cols - 1) + c]
// parts (r, c) from (r, c + 1), down[r * cols + c] (r, c) from (r + 1, c); each region a
// connected area, numbered in reading order of their first cells.
std::vector<int> regions_from_borders(int rows, int cols, const std::vector<char>& right, const std::vector<char>& down);

std::string lits_puzzlink_url(const Lits& p);

// The four letters, in the order L, I, T, S (O, a 2x2 block, is never shaded).
const std::vector<Shape>& lits_letters();

// generate (lits_generate.cpp; the engine is src/generate/clues.cpp): a shading planted first
// (tetrominoes, each touching the ones before, no two of a letter side by side, no 2x2), one
// region grown around each from the unshaded cells; no clue removed: the engine repairs the
// regions (a cell moved to a neighbouring region) while a second solution is left.
std::unique_ptr<Puzzle> lits_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> lits_dress(const Puzzle& blank, const Grid& full, uint64_t seed);
std::unique_ptr<Puzzle> lits_repair(const Puzzle& dressed, const Grid& full, const Grid& other, uint64_t seed);

std::vector<Record> read_lits(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_lits(const std::string& text);  // for --type auto
std::string lits_url(const Puzzle& p);          // --format url (Family::reader.url)

}  // namespace gridsat
