#pragma once
// Shakashaka (puzz.link's shakashaka): a grid of white and black cells, some black cells
// numbered 0..4. Put black triangles (half a cell, the right angle in one of its corners) in
// white cells so that every white area is a rectangle, upright or turned 45 degrees, and a
// number counts the triangles orthogonally beside it. A cell's value is 1 (nothing) or 2..5 (a
// triangle with its right angle lower left, lower right, upper right, upper left); JSON and the
// line forms show 0..4 (pzprjs' order), black cells 0.
//
// Encoding: per white cell its value one-hot; per half-corner of a cell at a vertex a literal
// "white there" (puzzles/common/rectangle_vertices.hpp); per vertex of the board the table of
// the white half-corner patterns it allows (encoders/table.hpp); per number exactly that many
// triangles beside it.
//
// Shakashaka inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?shakashaka/COLS/ROWS/BODY" (the 4-cell code:
//    a number 0-4 a numbered black cell, '.' a black cell without one; a line may go on with a
//    space and a solution, rows of 0-4 joined by '/', as --format line prints it: ignored);
//  - the typed block after a "shakashaka" line: a row a line, whitespace-separated cells: '.'
//    white, 'X' black, 0-4 numbered black; a triangle (◣ ◢ ◥ ◤, as --format grid prints a
//    solution) reads as white.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class ShakashakaForm { puzzlink, block };

class Shakashaka final : public Puzzle {
 public:
  static constexpr int kWhite = -1;  // board(): a white cell
  static constexpr int kBlack = 5;   // board(): a black cell without a number (0..4: numbered)

  Shakashaka(int rows, int cols, std::vector<int> board, ShakashakaForm form);

  const std::vector<int>& board() const { return board_; }

  // print_grid: The block: '.' white, 'X' black, 0-4 numbered, a triangle as ◣ ◢ ◥ ◤.
  // line: The puzz.link URL and, for a solution, a space and rows of 0-4 joined by '/'.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Csp to_csp() const override;
  Figure figure(const Grid& shown) const override;
  // generate: the numbers, row-major, are the clues (clue_index in that order).
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  std::vector<int> board_;
  ShakashakaForm form_;
};

std::string shakashaka_puzzlink_url(int rows, int cols, const std::vector<int>& board);

// Reading and writing its forms (shakashaka_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_shakashaka(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_shakashaka(const std::string& text);  // for --type auto
std::string shakashaka_url(const Puzzle& p);          // --format url (Family::reader.url)

// generate (Family::generate): a random layout of black cells with no numbers, and every black
// cell numbered from a full solution; the engine (src/generate/clues.cpp) removes numbers while
// the solution stays the only one.
std::unique_ptr<Puzzle> shakashaka_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> shakashaka_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
