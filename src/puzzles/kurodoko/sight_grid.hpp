#pragma once
// The board of the sight genres, Kurodoko and Cave (src/puzzles/cave): a rectangle whose
// cells are shaded or not, some unshaded cells numbered; a number counts the unshaded cells
// it sees along its row and column, itself included, up to a shaded cell or the edge. A
// cell's value is 1 (unshaded) or 2 (shaded); JSON and the line forms show 0 and 1.
//
// Their inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?GENRE/COLS/ROWS/BODY": the numbers in
//    pzprjs' number16 coding, '.' a '?' number (a numbered cell of unknown count);
//  - Simon Tatham's Range game IDs (Kurodoko only), "WxH:" and the cells: a-z 1..26 cells
//    without a number, decimal numbers, '_' between two numbers;
//  - the typed rows: an optional header line (the genre's name), then a row a line of
//    whitespace-separated tokens: a number, '?' a number of unknown count, '.' a cell with no
//    number, 'X' a shaded cell (ignored: --format grid's output reads back).
// A URL or an ID may go on with a space and a shading, rows of 0/1 joined by '/' (what
// --format line prints for a solution): checked for shape and ignored.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class SightForm { sgt, puzzlink, rows };

class SightGrid : public Puzzle {
 public:
  static constexpr int kQuestion = -1;  // numbers(): a '?' number (0: no number)

  // numbers: rows * cols, row-major: 0 none, kQuestion, or 1..rows + cols - 1.
  // family: a static name (the Family record's).
  SightGrid(std::string_view family, int rows, int cols, std::vector<int> numbers, SightForm form);

  const std::vector<int>& numbers() const { return numbers_; }
  SightForm form() const { return form_; }
  // The same genre with other numbers (with_clues, generate's dress).
  virtual std::unique_ptr<SightGrid> remade(std::vector<int> numbers) const = 0;

  std::string describe() const override;
  // print_grid: the typed rows, a shaded cell 'X' (a shaded number keeps its number).
  void print_grid(std::ostream& out, const Grid& g) const override;
  // line: the sgt ID (Kurodoko read from one, numbers only) or the URL, and for a solution a
  //   space and its rows of 0/1 joined by '/'.
  std::string line(const Grid& g) const override;
  Figure figure(const Grid& shown) const override;
  // generate: the numbers, row-major, are the clues.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

  // The cells `cell` sees in each direction (down, up, right, left), nearest first, at most
  // `reach` of each.
  std::vector<std::vector<int>> rays(int cell, int reach) const;

  // generate's layout: a random shading (1 unshaded, 2 shaded), the cells in `seed`'s order
  // shaded while `may_shade(values, cell)` allows and the unshaded cells stay connected, at
  // most `most` of them; fix() makes it the puzzle's givens (the blank whose only solution
  // it is: dress then numbers it, and with_clues' puzzles have no givens).
  std::vector<int> random_shading(uint64_t seed, int most,
                                  const std::function<bool(const std::vector<int>&, int)>& may_shade) const;
  void fix(const std::vector<int>& values) { givens_.cells = values; }

 protected:
  // The encoding's common part: per cell "shaded" (value 2) and "unshaded" (value 1) as
  // primaries; per number (a clue group) its cell unshaded and, for a count, the visibility
  // sum over the unshaded literals (encoders/visibility.hpp); the unshaded cells connected
  // ("connected" group). Returns per cell the shaded literal.
  std::vector<int> encode_sight(Encoding& e, const EncodeOptions& opt) const;
  // The native search's common part: binary cells (numbered ones unshaded), per count a
  // relation over its rays.
  Csp sight_csp() const;
  // Whether the unshaded cells of `values` (1 unshaded, 2 shaded) are connected.
  bool unshaded_connected(const std::vector<int>& values) const;

 private:
  std::vector<int> numbers_;
  SightForm form_;
};

// What each sight genre writes (beside its constructor): the board with other numbers, its
// encoding (encode_sight and its own rule), its checker, its native search (sight_csp, its own
// relations, search_filtered with its connectivity).
#define GRIDSAT_SIGHT_GENRE                                                              \
  std::unique_ptr<SightGrid> remade(std::vector<int> numbers) const override;           \
  Encoding encode(const EncodeOptions& opt) const override;                              \
  std::optional<std::string> check(const Grid& solution) const override;                 \
  Csp to_csp() const override;                                                           \
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution, \
                             const NativeOptions& opt) const override

// The pieces of the readers (sight_text.cpp), for each genre's record.
using SightMaker = std::unique_ptr<Puzzle> (*)(int rows, int cols, std::vector<int> numbers, SightForm form);
std::vector<Record> read_sight(const std::string& text, const std::string& source, const ReadOptions& opt,
                               std::string_view genre, SightMaker make, bool sgt);
bool looks_like_sight(const std::string& text, std::string_view genre, bool sgt);
std::string sight_url(const Puzzle& p);  // --format url
// Simon Tatham's Range ID of these numbers ('?' numbers cannot be written: "").
std::string range_sgt_id(int rows, int cols, const std::vector<int>& numbers);

}  // namespace gridsat
