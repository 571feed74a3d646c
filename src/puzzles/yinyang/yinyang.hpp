#pragma once
// Yin-Yang: colour every cell black or white so that the black cells are orthogonally
// connected, the white cells too, no 2x2 block is of one colour, and the given circles keep
// their colour. A cell's value is 1 (black) or 2 (white), shown as they are (JSON: 1 black,
// 2 white).
//
// Encoding (puzzles/common/binary_cells.hpp: the literal "white"): no 2x2 of one colour
// (puzzles/common/no_2x2.hpp, over both colours), each colour connected
// (encoders/connected.hpp), and two consequences of the two connected sets on a plane: no 2x2
// checkerboard (its two black corners and its two white corners cannot both be joined), and
// at most two changes of colour around the border (black, white, black, white around it would
// need two crossing paths).
//
// Yin-Yang inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?yinyang/COLS/ROWS/BODY" (pzprjs' circles: 1
//    a white circle, 2 a black one);
//  - the typed form: a "yinyang" line, then a row a line, a character a cell: 'O' a white
//    circle, 'X' a black one, '.' (or 'o', 'x': a solved cell, ignored) an open cell; the same
//    rows on one line joined by '/' (the line form of a solution) read too.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class YinYangForm { puzzlink, rows };

class YinYang final : public Puzzle {
 public:
  static constexpr int kBlack = 1, kWhite = 2;

  // givens: rows * cols, row-major: 0 open, kBlack or kWhite a circle.
  YinYang(int rows, int cols, const std::vector<int>& givens, YinYangForm form);

  // print_grid: The typed form's rows: 'X' 'O' the circles, 'x' 'o' solved cells, '.' open.
  // line: The URL for a grid with nothing solved, else the typed rows joined by '/'.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Csp to_csp() const override;
  // The generic search over to_csp, its full grids filtered by the checker (connectivity).
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  // generate: the clues are the circles (row-major); a circle not kept leaves its cell open.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  YinYangForm form_;
};

// generate (yinyang_generate.cpp; the engine is src/generate/clues.cpp, the circles its
// given_clues): the side-n grid with no circles, whose random SAT model is the full grid, and
// the puzzle whose circles are all of `full` (clue removal then drops them: with_clues).
std::unique_ptr<Puzzle> yinyang_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> yinyang_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

// pzprjs' URL https://puzz.link/p?yinyang/COLS/ROWS/BODY (circles: 1 white, 2 black).
std::string yinyang_puzzlink_url(const Grid& givens);

// Reading and writing its forms (yinyang_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_yinyang(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_yinyang(const std::string& text);  // for --type auto
std::string yinyang_url(const Puzzle& p);          // --format url (Family::reader.url)

}  // namespace gridsat
