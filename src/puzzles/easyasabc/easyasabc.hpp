#pragma once
// Easy as ABC (ABC End View): fill a grid with the letters A..K (k of them) and blanks so that
// every row and column holds each letter exactly once; a letter beside the grid is the first
// letter met in its row or column from that side.
//
// Grids: value 1 a blank, 1 + j the j-th letter (shown from zero: JSON 0 blank, 1 = A, 2 = B...).
//
// Encoding (puzzles/common/latin_blanks.hpp): per cell one-hot over blank and the letters, per
// line each letter once, per clue "first seen".
//
// Easy as ABC inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?easyasabc/COLS/ROWS/K/CLUES": K the letters,
//    CLUES number16 over the clues above the columns, below them, left of the rows, right of
//    them (1 = A; '.' a clue "some letter");
//  - the typed form: a line "easyasabc K", then rows + 2 lines of cols + 2 characters, the
//    frame holding the clues (a letter, '.' none, '?' some letter; its corners '.'), inside '.'
//    an open cell, '-' a blank, a letter given; a blank line ends it. The same rows on the
//    header's line with '/' between them (a solution's line form) read too.
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class EasyAsAbcForm { puzzlink, text };

class EasyAsAbc final : public Puzzle {
 public:
  static constexpr int kNone = -1;  // no clue
  static constexpr int kSome = -2;  // a clue "some letter" (pzprjs' '?')

  // clues: 2 * (rows + cols): above the columns, below them, left of the rows, right of them
  // (1..k, kNone, kSome). givens: rows * cols values (0 open, 1 blank, 1 + j letter j).
  EasyAsAbc(int rows, int cols, int letters, std::vector<int> clues, Grid givens, EasyAsAbcForm form);

  int letters() const { return letters_; }
  const std::vector<int>& clues() const { return clues_; }
  // Clue i's ray: the cells from its side inwards.
  std::vector<int> ray(int i) const;

  // print_grid: the typed form's rows (without the header); line: the URL for a grid with no
  //   letters or blanks, else the header and the typed rows joined by '/'.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Csp to_csp() const override;
  Figure figure(const Grid& shown) const override;  // letters, blanks as dots, the clues outside
  // generate: the letter clues, in clues() order, are the clues.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  int letters_;
  std::vector<int> clues_;
  EasyAsAbcForm form_;
};

// The rows of the typed form for grid g, `sep` between them.
std::string easyasabc_rows(const EasyAsAbc& p, const Grid& g, const std::string& sep);
std::string easyasabc_puzzlink_url(const EasyAsAbc& p);

// Reading and writing its forms (easyasabc_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_easyasabc(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_easyasabc(const std::string& text);
std::string easyasabc_url(const Puzzle& p);

// generate: an n x n grid with n - 2 letters (at least 2 from side 3) and no clues; every clue from a full grid.
std::unique_ptr<Puzzle> easyasabc_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> easyasabc_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
