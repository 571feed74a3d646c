#pragma once
// Nurikabe: a rectangle with numbers in some cells; shade cells so that every unshaded
// ("white") orthogonally connected area holds exactly one number, equal to its size (a '?'
// number: any size), the shaded cells are connected, and no 2x2 block is all shaded. A cell's
// value is 1 (white) or 2 (shaded); JSON and the line forms show 0 and 1.
//
// Encoding: binary_cells (numbered cells white), the regions grown from their sizes
// (puzzles/common/grown_regions.hpp), no shaded 2x2 (puzzles/common/no_2x2.hpp), the shaded
// cells connected (encoders/connected.hpp).
//
// Nurikabe inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?nurikabe/COLS/ROWS/BODY" (pzprjs' number16,
//    '.' a '?' number); a space and a shading after it (rows of 0/1 joined by '/', as
//    --format line prints a solution) is checked for shape and ignored;
//  - the typed form: a "nurikabe" line, then a row a line of whitespace-separated cells: a
//    number, '?' a number of any size, '.' an empty cell ('x' a shaded one, ignored: --format
//    grid's output reads back); a blank line ends it.
// Numbers are 1..rows*cols.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class NurikabeForm { puzzlink, rows };

class Nurikabe final : public Puzzle {
 public:
  static constexpr int kAny = -1;  // numbers(): a '?' number

  // numbers: rows * cols, row-major: 0 no number, kAny a '?', else 1..rows*cols.
  Nurikabe(int rows, int cols, std::vector<int> numbers, NurikabeForm form);

  const std::vector<int>& numbers() const { return numbers_; }

  // print_grid: The typed form's rows: numbers, '?', 'x' a shaded cell, '.' a white one.
  // line: The URL and, for a solution, a space and the shading: rows of 0/1 joined by '/'.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  // Its own backtracking search (nurikabe_search.cpp): the cross-check of the encoding.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  // generate: the numbers, row-major, are the clues (clue_index in that order).
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  void wall_has_no_small_parts(Encoding& e, const std::vector<int>& shaded) const;

  std::vector<int> numbers_;
  NurikabeForm form_;
};

// pzprjs' URL https://puzz.link/p?nurikabe/COLS/ROWS/BODY (number16, '.' a '?').
std::string nurikabe_puzzlink_url(int rows, int cols, const std::vector<int>& numbers);

// generate (nurikabe_generate.cpp; the engine is src/generate/clues.cpp): a random solution
// drawn first (islands carved out of a shaded board), one number an island; no number goes (the
// full solution would break); a second solution is repaired (nurikabe_repair).
std::unique_ptr<Puzzle> nurikabe_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> nurikabe_dress(const Puzzle& blank, const Grid& full, uint64_t seed);
// While a second solution `other` is left (FamilyGenerator::repair): near a cell where the two
// differ, `full` changed by one cell (a new island of 1, an island grown or shrunk by one, its
// number with it) so that `other` breaks.
std::unique_ptr<Puzzle> nurikabe_repair(const Puzzle& dressed, Grid& full, const Grid& other, uint64_t seed);

// Reading and writing its forms (nurikabe_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_nurikabe(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_nurikabe(const std::string& text);  // for --type auto
std::string nurikabe_url(const Puzzle& p);          // --format url (Family::reader.url)

}  // namespace gridsat
