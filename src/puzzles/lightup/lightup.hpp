#pragma once
// Light Up (Akari): a grid of white and black cells, some black cells numbered 0..4. Place
// bulbs on white cells so that every white cell is lit (a bulb lights its own cell and every
// cell it sees along its row and column up to a black cell or the edge), no bulb lights
// another, and a numbered black cell has exactly that many bulbs orthogonally next to it.
//
// Grids: 1 a white cell without a bulb or a black cell, 2 a bulb (shown as 0 and 1). The
// givens hold 1 on black cells, 2 on bulbs given, 0 on the other white cells.
//
// Encoding (puzzles/common/binary_cells.hpp): per white cell a bulb literal; per maximal run
// of white cells in a row or column at most one bulb; per white cell at least one bulb among
// the cells it sees (its own row run and column run); per number exactly that many bulbs next
// to it.
//
// Light Up inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-lightup): "7x7:b11p2Bb0b01pBBb": WxH (then parameters,
//    ignored), ':', the cells row by row: a-z 1..26 white cells, 'B' a black cell, 0-4 a
//    black cell with that number;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?lightup/COLS/ROWS/DATA" (also ?akari/);
//  - the typed form: an optional "lightup" line, then a row per line, '.' a white cell, 'X'
//    a black cell, 0-4 a numbered black cell, '*' a bulb given; a blank line ends it. The same
//    rows on one line with '/' between them (the line form of a solution) read too.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class LightUpForm { sgt, puzzlink, text };

class LightUp final : public Puzzle {
 public:
  static constexpr int kWhite = -1;  // board(): a white cell
  static constexpr int kBlack = 5;   // board(): a black cell without a number (0..4: numbered)

  // board: rows * cols entries, kWhite, 0..4 or kBlack; bulbs: cells holding a given bulb.
  LightUp(int rows, int cols, std::vector<int> board, const std::vector<int>& bulbs, LightUpForm form);

  const std::vector<int>& board() const { return board_; }

  // print_grid: The typed form: a row per line, '.' white, 'X' black, 0-4 numbered black, '*' a
  //   bulb.
  // line: The sgt game ID (puzz.link URL when read from one) for a grid without bulbs; with bulbs
  //   the typed form's rows on one line, '/' between them (it reads back).
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  Csp to_csp() const override;
  Figure figure(const Grid& shown) const override;
  // generate: the clues are the numbers (row-major); a number not kept leaves its wall black.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

  // The maximal runs of white cells: per cell the index of its row run and of its column run
  // in runs() (-1 for black cells); each run lists its cells in order.
  const std::vector<std::vector<int>>& runs() const { return runs_; }
  int row_run(int cell) const { return row_run_[cell]; }
  int col_run(int cell) const { return col_run_[cell]; }

 private:
  std::vector<int> board_;
  LightUpForm form_;
  std::vector<std::vector<int>> runs_;
  std::vector<int> row_run_, col_run_;
};

// Simon Tatham's game ID "WxH:" then the cells row by row: a-z 1..26 white cells, 'B' a
// black cell, 0-4 a numbered one.
std::string lightup_sgt_id(int rows, int cols, const std::vector<int>& board);
// pzprjs' URL https://puzz.link/p?lightup/COLS/ROWS/DATA (its 4-cell coding).
std::string lightup_puzzlink_url(int rows, int cols, const std::vector<int>& board);

// Reading and writing its forms (lightup_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_lightup(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_lightup(const std::string& text);  // for --type auto
std::string lightup_url(const Puzzle& p);          // --format url (Family::reader.url)

// generate (Family::generate): a side-n grid of random unnumbered walls, about one cell in five
// (the puzzle with no clues, whose native search draws the bulbs), and that grid with every
// wall numbered by the bulbs of `full` beside it.
std::unique_ptr<Puzzle> lightup_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> lightup_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
