#pragma once
// Nonograms (paint by numbers, sgt's "pattern"): an H x W grid of cells, each shaded or
// empty, and a clue per row and per column: the lengths of its runs of shaded cells, in
// order (an empty clue: no shaded cell). Cell values: 1 empty, 2 shaded (symbol 0 / 1 in
// every output); a given (sgt's optional fixed squares) is a cell decided in advance.
// Rectangular grids are welcome: Grid carries rows and cols.
//
// Nonogram inputs, one puzzle each:
//  - Simon Tatham's pattern game IDs (sgt-pattern --generate 3 10x10): "WxH:" (or "N:" for
//    N x N), the W column clues top to bottom then the H row clues left to right, '/'
//    between lines, '.' between runs, an empty line as nothing (or 0); then optionally ','
//    and fixed squares run-length coded (a-y: that many undecided cells then an empty one,
//    A-Y the same then a shaded one, z: 25 undecided);
//  - puzz.link / pzprjs URLs "https://puzz.link/p?nonogram/COLS/ROWS/DATA": the clues in
//    pzprjs' number16 coding, (ROWS+1)/2 slots per column (nearest the grid first), then
//    (COLS+1)/2 per row;
//  - the typed form: a line "rows:", a line per row of its run lengths (whitespace or commas
//    between them; "0" or "-" an empty row), a line "columns:", a line per column; no blank
//    line inside (a blank line ends the puzzle).
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class NonogramForm { sgt, puzzlink, typed };

using Clues = std::vector<std::vector<int>>;  // one list of run lengths per line

class Nonogram final : public Puzzle {
 public:
  // `free_lines`: no clue constrains any line (generate's blank, whose native search draws
  // a random grid whose clues have one solution).
  Nonogram(Grid givens, Clues rows, Clues cols, NonogramForm form, bool free_lines = false);

  // The clues of the rows and of the columns (they hide Puzzle::rows() and cols(): the
  // sizes are givens().rows and givens().cols).
  const Clues& rows() const { return rows_; }
  const Clues& cols() const { return cols_; }
  NonogramForm form() const { return form_; }

  // print_grid: A solved grid: rows of '#' (shaded) and '.'; otherwise the typed form
  //   (rows:/columns:), or the sgt ID when cells are given (the typed form has none).
  // line: The sgt game ID with g's decided cells as sgt's fixed squares (a URL for a URL).
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // The line solver (every placement of each line's runs, to a fixpoint) with backtracking.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;

 private:
  RuleGroup line_group(const std::vector<int>& clue, const std::string& name, int index, bool row) const;
  Clues rows_, cols_;
  NonogramForm form_;
  bool free_;
};

// The runs of shaded cells (value 2) of `cells` read with stride `step` from `first`, `len` cells.
std::vector<int> runs_of_line(const std::vector<int>& cells, int first, int step, int len);

// Simon Tatham's pattern game ID: "WxH:" then the W column clues (top to bottom) and the H
// row clues (left to right), '/' between lines, '.' between runs, an empty line empty; then,
// when a cell of g is decided, ',' and the cells run-length coded (a-y: that many undecided
// cells then a decided one, lower case empty, upper case shaded; z: 25 undecided).
std::string nonogram_sgt_id(const Clues& rows, const Clues& cols, const Grid& g);
// The puzz.link URL (pzprjs' nonogram: number16 clues outside the grid, nearest first).
std::string nonogram_puzzlink_url(const Clues& rows, const Clues& cols);

// Reading and writing its forms (nonogram_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_nonogram(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text looks like one of the nonogram formats (for --type auto).
bool looks_like_nonogram(const std::string& text);
std::string nonogram_url(const Puzzle& p);  // --format url (Family::reader.url)

}  // namespace gridsat
