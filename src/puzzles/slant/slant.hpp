#pragma once
// Slant (gokigen naname): a diagonal in every cell, '/' or '\'. A number 0..4 on a corner of
// the cells counts the diagonals that touch it, and the diagonals form no loop.
//
// Grids: 1 '/' (bottom-left to top-right), 2 '\' (top-left to bottom-right), as the JSON grid
// shows them. The clues are on the (rows + 1) x (cols + 1) corners, row-major.
//
// Encoding: per cell the literal "'\'" (puzzles/common/binary_cells.hpp); per number exactly
// that many of the diagonals that would touch its corner; no loop: the diagonals are edges of
// the corners' graph and form a forest (encoders/acyclic.hpp: lazy cycle cuts when solving,
// vertex elimination where a complete CNF is needed).
//
// Slant inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-slant): "5x5:0b21f11a122b32b0c22b2c0": WxH (then
//    parameters, ignored), ':', the (W+1)*(H+1) corners row by row: 0-4 a number, a-z 1..26
//    corners without one;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?gokigen/COLS/ROWS/DATA" (its 4-cross coding);
//  - the typed form: an optional "slant" line, then the corner rows (cols + 1 characters, 0-4
//    a number, '.' none) between which cell rows may stand (cols characters '/', '\' a given
//    diagonal, '.' an open cell); blanks are ignored, a blank line ends it.
// An ID or URL may be followed by a blank and the cells as rows of '/', '\', '.' joined by ','
// (the line form of a solution: it reads back).
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class SlantForm { sgt, puzzlink, rows };

class Slant final : public Puzzle {
 public:
  static constexpr int kNone = -1;  // clues(): a corner without a number

  // clues: (rows + 1) * (cols + 1) entries, kNone or 0..4; cells: rows * cols, 0 open, 1 '/',
  // 2 '\' given.
  Slant(int rows, int cols, std::vector<int> clues, std::vector<int> cells, SlantForm form);

  const std::vector<int>& clues() const { return clues_; }
  SlantForm form() const { return form_; }
  int corner(int r, int c) const { return r * (cols() + 1) + c; }

  // print_grid: the typed form: corner rows and cell rows, one blank between characters
  //   (cell rows start with one).
  // line: The sgt game ID (the puzz.link URL when read from one); with cells decided, a blank
  //   and the cell rows joined by ','.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Csp to_csp() const override;
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  // generate: the numbers, row-major over the corners, are the clues (clue_index in that order).
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  std::vector<int> clues_;
  SlantForm form_;
};

// Simon Tatham's game ID "WxH:" then the corners: 0-4 a number, a-z runs of corners without.
std::string slant_sgt_id(int rows, int cols, const std::vector<int>& clues);
// pzprjs' URL https://puzz.link/p?gokigen/COLS/ROWS/DATA.
std::string slant_puzzlink_url(int rows, int cols, const std::vector<int>& clues);

// Reading and writing its forms (slant_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_slant(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_slant(const std::string& text);  // for --type auto
std::string slant_url(const Puzzle& p);          // --format url (Family::reader.url)

// generate (Family::generate): a random loop-free filling as the blank's givens (each cell in
// random order takes a random diagonal, the other where that one closes a loop: one of the two
// never does), and every corner numbered from a full solution.
std::unique_ptr<Puzzle> slant_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> slant_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
