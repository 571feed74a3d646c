#pragma once
// Sudoku with boxes of R rows x C columns on an N x N grid, N = R * C (4x4, 6x6, 9x9,
// 12x12, 16x16, 25x25, ... 400x400); Sudoku-X and windoku add extra houses (diagonals,
// windows: puzzles/common/extra_houses.hpp).
//
// Sudoku text formats, detected per block of lines:
//   one puzzle per line: N*N characters (., 0 blank; 1-9, then A-Z = 10..35), or N*N integers;
//   a grid: N lines of N characters (.sdk style) or of N whitespace-separated integers;
//   Simon Tatham's solo game IDs "CxR:desc", one per line;
//   the origin reports' Prolog lists, [8,_,_,2,...] or a list of rows, blanks as _ (or any
//   variable), '.' or 0, over one or more lines, maybe ending in '.'.
//   a list starts a block (the text's start or after a blank line).
// Lines starting with '#' are comments; blank lines separate grids.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/extra_houses.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

class Sudoku final : public Puzzle {
 public:
  Sudoku(Grid givens, int box_rows, int box_cols, GridForm form, ExtraHouses extra = {});

  int n() const { return givens_.rows; }
  int box_rows() const { return box_rows_; }
  int box_cols() const { return box_cols_; }
  const ExtraHouses& extra() const { return extra_; }

  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  Csp to_csp() const override;
  std::optional<HumanForm> human_form() const override;
  std::string_view cadical_config(bool counting) const override;
  Figure figure(const Grid& shown) const override;
  std::vector<Grid> known_solutions() const override;
  double native_first_seconds(int64_t limit) const override;
  // Up to 16x16: the bit-set engine (bits/sudoku_bits.hpp); else, with --inference or
  // --order named, or a random value order (generate's full grids): the generic CSP engine.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  // The extra houses (diagonals, windows) as lists of cells, for the bit-set engine.
  std::vector<std::vector<int>> extra_houses() const;

  // The rows, columns and boxes as lists of cell indices (3N groups of N cells; row i,
  // column i, box i for each i), then the extra houses (diagonals, windows).
  std::vector<std::vector<int>> groups() const;

 private:
  int box_rows_, box_cols_;
  GridForm form_;
  ExtraHouses extra_;
  std::string layout_key() const;
};

// The box shape gridsat picks for side n: R x C with R <= C as close to square as
// possible (6 -> 2x3, 12 -> 3x4). nullopt when only 1 x n exists (n prime, or n = 1):
// such a grid is a Latin square, not a Sudoku.
std::optional<std::pair<int, int>> default_box(int n);

// Reading and writing its forms (sudoku_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_sudoku(const std::string& text, const std::string& source, const ReadOptions& opt);

// True when a line looks like a solo game ID ("3x3:", "2x3:", "3:").
bool is_solo_id(std::string_view line);
// True when a line starts a Prolog list ('[' first); prolog_list_end: the index of the line
// after the one closing the list that starts at lines[i] (or of the blank line that ends an
// unclosed one), SIZE_MAX when the lines end first.
bool is_prolog_list(std::string_view line);
size_t prolog_list_end(const std::vector<TextLine>& lines, size_t i);
std::string sudoku_url(const Puzzle& p);  // --format url (Family::reader.url); "" when puzz.link cannot say it

}  // namespace gridsat
