#pragma once
// Killer Sudoku: a Sudoku with boxes of R rows x C columns (N = R * C) whose cells are also
// divided into cages; the values of a cage are distinct and total the cage's sum.
// Encoding: the Sudoku's permutation-grid encoding (puzzles/common/permutation_grid.hpp),
// after bounds per cell that each cage implies, then per cage its sum in order encoding
// (encoders/sum.hpp, partial sums bounded by distinctness) and "no value twice" as pairwise
// at-most-one for the pairs of its cells that share no house. Native search: its own
// (killer_search.cpp); the generic one over the Sudoku's groups plus one Csp::Relation per cage
// with a seed or --inference/--order.
//
// Killer Sudoku inputs and outputs:
//  - Simon Tatham's solo game IDs with the k flag, "3x3k:GIVENS,CAGES,SUMS" (solo.c): GIVENS
//    as in plain solo IDs (runs of blanks a..z, numbers separated by _); CAGES the lines
//    between cells, first the N(N-1) between horizontal neighbours row by row, then the
//    N(N-1) between vertical neighbours column by column, as runs: _ no shared side before a
//    line, a..y 1..25 shared sides then a line, z 25 shared sides and no line, and a last
//    letter for the run before a virtual line at the end; SUMS a grid like GIVENS holding each
//    cage's total in one of its cells (sgt: the first in reading order).
//  - the plain-text form, one block of lines (a blank line ends it): optionally N rows of
//    givens (N characters, . or 0 blank, 1-9 then A-Z; or N integers), then N rows of cage
//    labels (N characters, or N whitespace-separated labels), then the sums as label=total
//    tokens (a=14 b=7 ...) on one or more lines.
// Lines starting with '#' are comments.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "check/killer.hpp"
#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

using Cage = check::KillerCage;

enum class KillerForm {
  solo,  // Simon Tatham's solo game ID "3x3k:givens,cages,sums"
  text,  // the plain-text form: givens rows (optional), cage-label rows, then "a=14 b=7 ..."
};

class Killer final : public Puzzle {
 public:
  // The cages are taken as given (the readers validate them: validate_cages).
  Killer(Grid givens, int box_rows, int box_cols, std::vector<Cage> cages, KillerForm form);

  int n() const { return givens_.rows; }
  int box_rows() const { return box_rows_; }
  int box_cols() const { return box_cols_; }
  const std::vector<Cage>& cages() const { return cages_; }
  KillerForm form() const { return form_; }

  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Csp to_csp() const override;
  // Its own search (killer_search.cpp: the cages' combinations, innies, the houses' singles).
  // With a seed (generate's full grids) or with --inference/--order (opt.generic): the
  // generic relation engine over to_csp().
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;

  // The rows, columns and boxes as lists of cell indices (3N groups of N cells).
  std::vector<std::vector<int>> groups() const;
  // Per cell, the index of its cage (-1: none).
  std::vector<int> cage_of() const;

 private:
  int box_rows_, box_cols_;
  std::vector<Cage> cages_;
  KillerForm form_;
};

// The smallest and largest totals of k distinct values of 1..n.
long long min_total(int k);
long long max_total(int k, int n);

// Throws ParseError at `line` when the cages do not make a killer Sudoku of side n: a cell in
// no cage or in two, a cage that is not connected, larger than n, with a sum no k distinct
// values of 1..n reach, or whose givens repeat a value or cannot reach its sum.
// `names` and `lines`, where given, name each cage and the line a problem of it is reported at.
void validate_cages(const Grid& givens, const std::vector<Cage>& cages, int line,
                    const std::vector<std::string>& names = {}, const std::vector<int>& lines = {});

// The puzzle's cages with grid g as its values, in the solo ID form and in the text form
// (killer_text.cpp).
std::string killer_solo_id(const Killer& p, const Grid& g);
std::string killer_text(const Killer& p, const Grid& g);

// Killer's own native search (killer_search.cpp): up to `limit` solutions (0 = all) to
// on_solution; sides up to 64.
NativeResult killer_search(const Killer& k, int64_t limit, Deadline deadline, const ValuesSink& on_solution);

// "r3c5" style name of a cell (1-based), for messages.
std::string killer_cell_name(int cell, int n);

// generate (killer_cages.cpp): the puzzle of blank `k` (no givens) with these cages, their
// sums read off `full`; and FamilyGenerator::coarsen: from sgt-solo's layout of dominoes
// (solo.c gen_killer_cages) to the coarsest unique one, two neighbouring cages merged at a time,
// the smallest pairs first.
std::unique_ptr<Puzzle> killer_with_cages(const Killer& k, const Grid& full, std::vector<std::vector<int>> cages);
std::vector<std::unique_ptr<Puzzle>> coarsen_killer(const Puzzle& blank, const Grid& full, uint64_t seed,
                                                    const std::function<bool(const Puzzle&)>& unique);

// Reading and writing its forms (killer_text.cpp; the record, family.cpp, lists them).
class Killer;

std::vector<Record> read_killer(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_killer(const std::string& text);
// Whether a (trimmed) line is a solo game ID with the killer flag ("3x3k:", "2x3k:", "3k:").
bool is_killer_solo_id(std::string_view line);

// The box shape for side n: --box when given, else R x C with R <= C as square as possible;
// nullopt when only 1 x n exists.
std::optional<std::pair<int, int>> killer_box(int n, const ReadOptions& opt);

}  // namespace gridsat
