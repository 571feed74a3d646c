#pragma once
// Kakuro: a board of white cells and black blocks; a block holds the sum of the run of white
// cells below it (down) and of the run right of it (across). Fill each white cell with a
// digit 1..9 so that every run holds distinct digits that total its sum (a run whose block
// gives no sum: distinct digits only). The board is framed: a row of blocks above it and a
// column left of it hold the clues of the runs that start at its top and left edges
// (puzz.link keeps them outside the board).
//
// Grids: the board's rows x cols (the frame left out); value 1 on a block, d + 1 for digit d
// (shown as 0 and d: Puzzle::symbol(v) = v - 1, JSON 0 on blocks).
//
// Encoding: per white cell a one-hot digit; per run the shared rule "run sums with distinct
// digits" (encoders/distinct_sum.hpp: pairwise distinct, the sum's combinations as a table).
//
// Kakuro inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?kakuro/COLS/ROWS/BODY": the board's cells
//    (k-z 1..16 white cells, '.' a block without sums, else a block's down then across sum,
//    one character each: 0-9, a-j 10..19, A-Z 20..45), then the frame's sums: a down sum per
//    column whose top cell is white, an across sum per row whose left cell is white;
//  - the typed form: a "kakuro" line, then the framed board's rows (the frame first, rows + 1
//    lines of cols + 1 tokens between blanks): '.' a white cell, 1-9 a given digit, and a block
//    as DOWN\ACROSS with either sum left out ("\", "16\", "\24", "16\24"); a blank line ends
//    it. The same rows on one line with '/' between them (a solution's line form) read too.
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class KakuroForm { puzzlink, text };

class Kakuro final : public Puzzle {
 public:
  // One run: its white cells (board cells, row-major, in order), its sum (0: none), the framed
  // cell of its block and whether it runs down.
  struct Run {
    std::vector<int> cells;
    int sum = 0;
    int block = 0;
    bool down = false;
  };

  // The framed board: (rows + 1) x (cols + 1) cells, row 0 and column 0 the frame (blocks).
  // white: per framed cell; down, across: the block's sums (0 none). digits: per board cell
  // a given digit (0 none). The reader validates (kakuro_runs).
  Kakuro(int rows, int cols, std::vector<char> white, std::vector<int> down, std::vector<int> across,
         const std::vector<int>& digits, KakuroForm form);

  int framed_cols() const { return cols() + 1; }
  const std::vector<char>& white() const { return white_; }
  const std::vector<int>& down() const { return down_; }
  const std::vector<int>& across() const { return across_; }
  const std::vector<Run>& runs() const { return runs_; }
  KakuroForm form() const { return form_; }

  // print_grid: the typed form's framed rows (digits of `g` in the white cells).
  // line: the puzz.link URL for a grid without digits; else the typed rows on one line, '/'
  //   between them (it reads back).
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Csp to_csp() const override;
  Figure figure(const Grid& shown) const override;  // blocks, diagonals and sums, the digits
  // generate: the sums, runs in order (across runs row by row, then down runs), are the clues.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  std::vector<char> white_;
  std::vector<int> down_, across_;
  KakuroForm form_;
  std::vector<Run> runs_;
};

// The runs of a framed board (across runs row by row, then down runs column by column).
// Throws ParseError at `line` for a run longer than 9 cells, a sum no run follows, or a sum
// its run's distinct digits cannot make.
std::vector<Kakuro::Run> kakuro_runs(int rows, int cols, const std::vector<char>& white, const std::vector<int>& down,
                                     const std::vector<int>& across, int line);

// pzprjs' URL https://puzz.link/p?kakuro/COLS/ROWS/BODY.
std::string kakuro_puzzlink_url(const Kakuro& k);
// The typed rows of the framed board, digits of `g` (board-sized, values d + 1) in the white
// cells; `sep` between rows ("\n" for the block form, "/" for the line form).
std::string kakuro_rows(const Kakuro& k, const Grid& g, const std::string& sep);

// Reading and writing its forms (kakuro_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_kakuro(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_kakuro(const std::string& text);
std::string kakuro_url(const Puzzle& p);

}  // namespace gridsat

namespace gridsat {

// generate (Family::generate, kakuro_generate.cpp): a random n x n board of blocks (symmetric
// about its centre, runs of 2..9 cells) with no sums, and every run's sum from a full grid.
std::unique_ptr<Puzzle> kakuro_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> kakuro_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
