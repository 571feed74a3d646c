#pragma once
// Fillomino (Simon Tatham's Filling): a rectangle with numbers in some cells; divide it into
// regions, each of as many cells as the number every cell of it holds, so that two regions of
// one size never share an edge. A numbered cell keeps its number. A cell's value is its region's
// size; JSON adds `regions` (per cell its region's id, row-major from 1).
//
// Sizes are bounded: at most max_size() (sgt's Filling: 9, its rule; otherwise the largest of
// 9, the largest number plus 4, so that regions with no number in them may outgrow the numbers;
// capped by the cells). A count says how many solutions have no region above it.
//
// Encoding: per cell one-hot sizes, the free partition into sized regions
// (puzzles/common/sized_partition.hpp).
//
// Fillomino inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?fillomino/COLS/ROWS/BODY" (number16); a space
//    and a solution after it (rows of sizes, ',' between cells, '/' between rows, as --format line
//    prints one) is checked for shape and ignored;
//  - Simon Tatham's Filling game IDs "WxH:DESC" (a digit a number, 'a'..'z' runs of 1..26 empty cells);
//  - the typed form: a "fillomino" line, then a row a line of whitespace-separated cells: a
//    number, '.' an empty cell; a blank line ends it (--format grid's output reads back).
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class FillominoForm { puzzlink, sgt, rows };

class Fillomino final : public Puzzle {
 public:
  static constexpr int kSgtMaxSize = 9;

  // numbers: rows * cols, row-major: 0 no number, else 1..rows*cols.
  Fillomino(int rows, int cols, std::vector<int> numbers, FillominoForm form);

  const std::vector<int>& numbers() const { return numbers_; }
  FillominoForm form() const { return form_; }
  int max_size() const { return max_size_; }

  // print_grid: the typed form's rows: sizes (a solution) or numbers and '.'.
  // line: the puzzle's own form (URL or sgt ID) and, for a solution, a space and its sizes.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Figure figure(const Grid& shown) const override;
  // The native search, its own (fillomino_search.cpp): sizes per cell, areas grown or closed.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override;
  // generate: the numbers, row-major, are the clues (clue_index in that order).
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  std::vector<int> numbers_;
  FillominoForm form_;
  int max_size_;
};

// Per cell its region's id (1.. in row-major order of first cells): the orthogonally connected
// sets of equal values of g.
std::vector<int> fillomino_regions(const Grid& g);

// A random partition of a rows x cols grid into regions of at most `largest` cells (>= 2), no
// two of one size sharing an edge, as per cell its region's size: from single cells, a region
// that touches one of its size is merged with a random neighbouring region that fits, until
// none does (sgt Filling's way); a try that cannot mend a clash starts again.
std::vector<int> random_fillomino_sizes(int rows, int cols, int largest, uint64_t seed);

// The puzzle's forms: the puzz.link URL and sgt's game ID.
std::string fillomino_puzzlink_url(int rows, int cols, const std::vector<int>& numbers);
std::string fillomino_sgt_id(int rows, int cols, const std::vector<int>& numbers);

// Reading and writing its forms (fillomino_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_fillomino(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_fillomino(const std::string& text);  // for --type auto
std::string fillomino_url(const Puzzle& p);          // --format url (Family::reader.url)
// generate: a blank board of side n (no numbers), and every cell of a full solution a number.
std::unique_ptr<Puzzle> fillomino_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> fillomino_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
