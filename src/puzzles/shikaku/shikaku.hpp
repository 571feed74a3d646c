#pragma once
// Shikaku (sgt Rectangles): a rectangle with numbers in some cells; divide it into rectangles,
// each holding exactly one number, equal to its area (a '?' number: any area). A cell's value
// is the index of the number whose rectangle holds it (numbers row-major, 1-based); JSON's
// `grid` and `regions` show it from 0.
//
// Encoding: the exact cover by rectangles of puzzles/common/rectangle_cover.hpp; the native
// search is its backtracking search.
//
// Shikaku inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?shikaku/COLS/ROWS/BODY" (number16, '.' a
//    '?'); a space and a solution after it (rows of region letters joined by '/', as --format
//    line prints one) is checked for shape and ignored;
//  - Simon Tatham's Rectangles game IDs "WxH:DESC" (a-z runs of empty cells, numbers, '_'
//    between two numbers), with the same optional solution after a space;
//  - the typed form: a "shikaku" line, then a row a line of whitespace-separated cells: a
//    number, '?' a number of any area, '.' an empty cell (a letter a-z: an empty cell, the
//    region --format grid shows); a blank line ends it.
// Numbers are 1..rows*cols.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class ShikakuForm { puzzlink, sgt, rows };

class Shikaku final : public Puzzle {
 public:
  static constexpr int kAny = -1;  // numbers(): a '?' number

  // numbers: rows * cols, row-major: 0 no number, kAny a '?', else 1..rows*cols.
  Shikaku(int rows, int cols, std::vector<int> numbers, ShikakuForm form);

  const std::vector<int>& numbers() const { return numbers_; }
  ShikakuForm form() const { return form_; }

  // print_grid: The typed form's rows: numbers, '?', and a letter per region (neighbouring
  // regions differ) where a cell is decided, '.' where not.
  // line: The URL (or sgt ID, as read) and, for a solution, a space and the regions' letters:
  // rows joined by '/'.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override;
  Figure figure(const Grid& shown) const override;
  // generate: the numbers, row-major, are the clues (clue_index in that order).
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  std::vector<int> numbers_;
  ShikakuForm form_;
};

// The writers of its one-line forms (shikaku_text.cpp).
std::string shikaku_puzzlink_url(int rows, int cols, const std::vector<int>& numbers);
std::string rect_sgt_id(int rows, int cols, const std::vector<int>& numbers);  // "" with a '?'

// generate (shikaku_generate.cpp): a random cut into rectangles, a number in each.
std::unique_ptr<Puzzle> shikaku_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> shikaku_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

// Reading and writing its forms (shikaku_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_shikaku(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_shikaku(const std::string& text);  // for --type auto
std::string shikaku_url(const Puzzle& p);          // --format url (Family::reader.url)

}  // namespace gridsat
