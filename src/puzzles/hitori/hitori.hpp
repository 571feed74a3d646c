#pragma once
// Hitori (Simon Tatham's "Singles", puzz.link's hitori): a rectangle of numbers; shade cells so
// that no number repeats among the unshaded cells of a row or column, no two shaded cells touch
// orthogonally, and the unshaded cells are connected. A cell's value is 1 (unshaded) or 2
// (shaded); JSON and the line forms show 0 and 1 (symbol(v) = v - 1).
//
// Hitori inputs, one puzzle each (a line may go on with a space and a shading, rows of 0/1
// joined by '/', as --format line prints a solution; it is checked for shape and ignored):
//  - Simon Tatham's game IDs (sgt-singles): "WxH:" (or "WxHdX:", the level, ignored) and a
//    character per cell, row by row: 1-9, a-z for 10-35, A-Z for 36-61;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?hitori/COLS/ROWS/BODY": a base-36 character
//    per cell ('-' and two for 36 and above), '.' a cell with no number;
//  - the block (with --type hitori; --type auto reads a block of numbers as a Latin square):
//    one row a line, whitespace-separated numbers ('.' no number, a trailing '#' a shaded
//    cell, ignored: --format grid's output reads back), or one character a cell as in sgt IDs.
// Numbers are 1..max(W, H).
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class HitoriForm { sgt, puzzlink, block };

class Hitori final : public Puzzle {
 public:
  // numbers: rows * cols, row-major, 1..max(rows, cols), 0 where a puzz.link cell has none.
  Hitori(int rows, int cols, std::vector<int> numbers, HitoriForm form);

  const std::vector<int>& numbers() const { return numbers_; }

  // print_grid: The block: one row a line, the numbers ('.' none), a shaded cell's number followed
  //   by '#'.
  // line: The sgt ID (a URL for a URL, or for cells without a number) and, for a solution, a space
  //   and the shading: rows of 0/1 joined by '/' (neither form has room for it).
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  // generate: no number goes (clue_count 0), so the puzzle with the clues kept is itself.
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;
  // generate's blank only (hitori_layout): every unshaded cell touches a shaded one, so no
  // other shading can add a shaded cell to the full one (it would touch one).
  void dominate() { dominated_ = true; }
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // Its own backtracking search (hitori_search.cpp): the cross-check of the encoding.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;

 private:
  std::vector<int> numbers_;
  HitoriForm form_;
  bool dominated_ = false;
};

// sgt-singles' game ID "WxH:" and a character per cell (1-9, a-z 10-35, A-Z 36-61).
std::string hitori_sgt_id(int rows, int cols, const std::vector<int>& numbers);
// pzprjs' hitori URL: a base-36 character per cell ('-' and two above 35), '.' a cell with no number.
std::string hitori_puzzlink_url(int rows, int cols, const std::vector<int>& numbers);

// Reading and writing its forms (hitori_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_hitori(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text holds an sgt-singles game ID or a puzz.link hitori URL (for --type auto).
bool looks_like_hitori(const std::string& text);
std::string hitori_url(const Puzzle& p);  // --format url (Family::reader.url)

// generate (Family::generate): the side-n grid with no numbers, whose native search draws a
// shading (no two shaded cells touch, the unshaded ones connected), and the numbers for the
// shading `full`: a random Latin square's on the unshaded cells (so none repeats), and on each
// shaded cell the number of an unshaded cell of its row or column (so it must be shaded).
// Whether the shading is the only one is generate's to check (and repair's to mend): no number
// can go.
std::unique_ptr<Puzzle> hitori_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> hitori_dress(const Puzzle& blank, const Grid& full, uint64_t seed);
// generate's repair (FamilyGenerator::repair): a shaded cell of `full` left unshaded in `other`
// takes the number of a cell of its row or column unshaded in both; null when `other` shades
// every cell `full` does.
std::unique_ptr<Puzzle> hitori_repair(const Puzzle& dressed, const Grid& full, const Grid& other, uint64_t seed);

}  // namespace gridsat
