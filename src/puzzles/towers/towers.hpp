#pragma once
// Towers (skyscrapers): a Latin square of heights 1..N, and clues outside the grid, each the
// number of towers seen from that side of its row or column (a tower hides every shorter one
// behind it). Clues are kept in Simon Tatham's order (towers.c): the N above the columns (left
// to right), the N below them, the N left of the rows (top to bottom), the N right of them;
// 0 is no clue.
//
// Towers (skyscrapers) inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-towers): "5:/2///2/.../1//,1q1f": N (and "dX", the level,
//    ignored), ':', the 4N clues separated by '/' (empty: none) above the columns, below
//    them, left of the rows, right of them; then optionally ',' and the given cells, row by
//    row, run-length coded (a-z: 1-26 blank cells, '_' between adjacent values);
//  - puzz.link / pzprjs URLs "https://puzz.link/p?skyscrapers/5/5/<clues><cells>": the clues
//    in the same order, then the cells, in pzprjs' number16 coding;
//  - the block: N+2 lines of N+2 tokens (whitespace-separated, or one character each), the
//    clues on the border ('.' or '-' none), the cells inside ('.' or 0 blank), the corners
//    '+' (or '.'; --type auto knows the block by its '+' corners).
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/family.hpp"
#include "puzzles/latin/latin.hpp"

namespace gridsat {

enum class TowersForm { sgt, puzzlink, block };

class Towers final : public LatinSquare {
 public:
  Towers(Grid givens, std::vector<int> clues, TowersForm form);

  const std::vector<int>& clues() const { return clues_; }
  // The cells that clue i looks along, nearest first.
  std::vector<int> sight(int i) const;

  // print_grid: The block form: N+2 rows of N+2 tokens, the clues on the border ('.' none), '+'
  //   corners.
  // line: The sgt game ID (puzz.link URLs: the URL), with g's values as givens.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  Csp to_csp() const override;
  std::vector<Grid> known_solutions() const override { return {}; }  // clues: no pattern fits them all
  double native_first_seconds(int64_t) const override { return 0; }  // not measured: sat first
  std::optional<HumanForm> human_form() const override { return std::nullopt; }
  Figure figure(const Grid& shown) const override;
  // generate: the clues shown (non-zero) are its clues, in the order of clues(); dropping one
  // leaves 0 there. with_givens keeps the clues ("" or "sgt").
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;

 private:
  std::vector<int> clues_;
  TowersForm tform_;
};

// The 4N views of a full grid (side N), in clues()' order: the towers seen from each side.
std::vector<int> towers_views(const Grid& full);

// Simon Tatham's game ID of a towers puzzle: "N:" then the 4N clues separated by '/', then,
// when a cell is given, ',' and the cells run-length coded (a-z: 1-26 blanks, '_' between
// adjacent values).
std::string towers_sgt_id(int n, const std::vector<int>& clues, const Grid& g);
// The puzz.link URL (pzprjs' skyscrapers: the 4N clues in the same order, then the cells).
std::string towers_puzzlink_url(int n, const std::vector<int>& clues, const Grid& g);

// Reading and writing its forms (towers_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_towers(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text looks like one of the Towers formats (for --type auto).
bool looks_like_towers(const std::string& text);
std::string towers_url(const Puzzle& p);  // --format url (Family::reader.url)

}  // namespace gridsat
