#pragma once
// Tapa (puzz.link's tapa): shade cells of a grid. A clue cell holds 1 to 4 numbers ('?' a
// number not given): the lengths of the runs of shaded cells among the 8 cells around it,
// read around the ring (in any order; "0" none shaded). Clue cells stay unshaded, the shaded
// cells are connected (and there is at least one), and no 2x2 block is all shaded. A cell's
// value is 1 (unshaded) or 2 (shaded); JSON and the line forms show 0 and 1.
//
// Encoding: per cell a shaded literal (clue cells unshaded: kFalse); per clue its ring's
// allowed patterns (puzzles/common/ring_runs.hpp) as a table (encoders/table.hpp); per 2x2
// window not all four shaded; the shaded cells connected (encoders/connected.hpp) and one
// shaded at least.
//
// Tapa inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?tapa/COLS/ROWS/BODY" (a line may go on with
//    a space and a shading, rows of 0/1 joined by '/', as --format line prints a solution:
//    ignored);
//  - the typed block after a "tapa" line: a row a line, whitespace-separated cells: '.' an
//    empty cell ('x' a shaded one, ignored: --format grid's output reads back), a clue as its
//    numbers written together, '?' for a number not given ("3", "113", "1?", "0").
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class TapaForm { puzzlink, block };

class Tapa final : public Puzzle {
 public:
  // clues: rows * cols, row-major; an empty list for a cell without a clue, else a valid ring
  // clue (ring_clue_valid: numbers 0..8 and kRingAny).
  Tapa(int rows, int cols, std::vector<std::vector<int>> clues, TapaForm form);

  const std::vector<std::vector<int>>& clues() const { return clues_; }

  // print_grid: The block: a row a line, '.' empty, 'x' shaded, a clue's numbers ('?' unknown).
  // line: The puzz.link URL and, for a solution, a space and the shading (rows of 0/1, '/').
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Csp to_csp() const override;
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  // generate: the clue cells, row-major, are the clues (clue_index in that order).
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

  // The board cells of cell i's ring, -1 for a position off the board (ring_offsets order).
  std::vector<int> ring(int i) const;

 private:
  std::vector<std::vector<int>> clues_;
  TapaForm form_;
};

// A clue as the block writes it: its numbers together, '?' for kRingAny ("1?3").
std::string tapa_clue_text(const std::vector<int>& clue);
// pzprjs' tapa URL (its own clue code: 0-8, '9' 1111, '.' ?, two base-36 characters for 2-4 numbers).
std::string tapa_puzzlink_url(int rows, int cols, const std::vector<std::vector<int>>& clues);

// Reading and writing its forms (tapa_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_tapa(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_tapa(const std::string& text);  // for --type auto
std::string tapa_url(const Puzzle& p);          // --format url (Family::reader.url)

// generate (Family::generate): a random shading (grown from the middle: connected, no 2x2)
// with every other cell a clue read off it, whose one solution the native search finds; dress
// reads the clues off the full shading again; the engine (src/generate/clues.cpp) removes
// clues while the shading stays the only one.
std::unique_ptr<Puzzle> tapa_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> tapa_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
