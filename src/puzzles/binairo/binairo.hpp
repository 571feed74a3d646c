#pragma once
// Binairo (Takuzu, sgt-unruly): fill an even-sided grid with 0s and 1s so that every row and
// every column holds as many 0s as 1s and no three equal digits stand in a row or a column;
// with `unique` (sgt-unruly's "unique rows and columns"), no two rows and no two columns are
// equal either.
//
// Grids: 1 is the digit 0, 2 the digit 1 (Puzzle::symbol(v) = v - 1); givens 0 = open.
//
// Encoding (puzzles/common/binary_cells.hpp): per cell a literal "digit 1"; per row and column
// exactly half of them (a sequential counter); per three consecutive cells of a line one clause
// against three 1s and one against three 0s; with `unique`, per pair of rows (and of columns)
// a difference literal per position, implying the two cells differ, and one clause asking for
// one of them (auxiliary, not primary: the count stays exact).
//
// Binairo (Takuzu) inputs, one puzzle each:
//  - Simon Tatham's unruly game IDs: "8x8:AbCbajabBaeeEBAbgCBFb": WxH, 'u' when rows and
//    columns must all differ ("8x8u:..."), "dX" (the level, ignored), ':', then the digits
//    row by row: a-y skip 0-24 open cells then a 0, A-Y the same then a 1, z/Z skip 25; a
//    last letter one past the end;
//  - the typed form: a "binairo" line ("binairo unique": rows and columns all differ; also
//    "takuzu"), then a row per line of 0, 1 and '.' (open); a blank line ends it.
// puzz.link has no Binairo (pzprjs lists no such variety).
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

class Binairo final : public Puzzle {
 public:
  Binairo(Grid givens, bool unique);

  bool unique() const { return unique_; }

  // print_grid: The typed form: a row per line, 0 and 1, '.' open.
  // line: The sgt game ID with g's digits as givens (it reads back, solutions included).
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // The generic relation engine over to_csp(); with `unique`, solutions with two equal rows
  // or columns are passed over (the relations do not say it).
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Csp to_csp() const override;
  Figure figure(const Grid& shown) const override;
  // generate: the clues are the givens (row-major); a given not kept leaves its cell open.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  bool unique_;
};

// Simon Tatham's unruly game ID: "WxH" ('u' when rows and columns are unique) ':' then the
// digits row by row: a-y (A-Y) skip 0-24 open cells then a 0 (a 1), z (Z) skip 25; one
// letter past the last cell ends it.
std::string binairo_sgt_id(const Grid& g, bool unique);

// Reading and writing its forms (binairo_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_binairo(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_binairo(const std::string& text);  // for --type auto

// generate (Family::generate): the side-n grid with no givens (n even; rows and columns need
// not differ, sgt-unruly's default), whose native search draws the full grid, and the puzzle
// whose givens are all of `full` (clue removal then drops them: with_clues).
std::unique_ptr<Puzzle> binairo_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> binairo_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
