#pragma once
// Masyu (sgt-pearl): draw one closed loop through cell centres, never crossing itself, that
// passes every pearl: straight through a white pearl, turning in the cell before or after it;
// turning at a black pearl, going straight through the next cell on both sides.
//
// A solution is per cell its piece of the loop (1 none, 2 ─, 3 │, 4 └, 5 ┘, 6 ┐, 7 ┌; JSON 0
// off the loop, 1 on it): the pieces determine the loop, so they are the primary variables.
// The JSON record adds `edges`, the loop's steps as [r1, c1, r2, c2] between cell centres.
//
// Masyu inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-pearl): "6x6:eBbWcBbBaBBbWkWaB": W x H (and the level's
//    letters, ignored), ':', then the cells row by row: B a black pearl, W a white one, a-z
//    1-26 cells without one;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?mashu/W/H/<body>": three cells a base-27
//    digit (0-9a-q, weights 9, 3, 1; 1 white, 2 black);
//  - the typed block (--type masyu): H lines of W characters, '.' none, W or o white, B or x
//    black (blanks between them ignored), ended by a blank line or the end.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class MasyuForm { sgt, puzzlink, text };

class Masyu final : public Puzzle {
 public:
  // pearls: rows x cols, row-major: 0 none, 1 white, 2 black.
  Masyu(int rows, int cols, std::vector<int> pearls, MasyuForm form);

  const std::vector<int>& pearls() const { return pearls_; }

  // print_grid: The puzzle as typed ('.', W, B) when g is open; a solved g as its loop drawn.
  // line: The sgt game ID (puzz.link URLs: the URL); when g is solved, a space and its pieces 1..7.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // Its own search over the steps between cells (masyu_search.cpp); the options are not used.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  int symbol(int v) const override { return v > 1 ? 1 : 0; }
  Figure figure(const Grid& shown) const override;
  std::vector<std::vector<int>> loop_edges(const Grid& g) const;
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override {
    return {{"edges", loop_edges(g)}};
  }

  // explain and generate (masyu_generate.cpp): `edges_on` / `edges_off`, the steps between
  // adjacent cells that a piece known in `after` (and in neither cell in `before`) uses or
  // not, in loop_edges' convention; the clues are the pearls, row-major.
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> decided_fields(const Grid& before,
                                                                                    const Grid& after) const override;
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;
  // The loop genres take no givens: the same puzzle, printed in its line form.
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;

 private:
  Encoding encode_groups(const EncodeOptions& opt) const;  // encode under opt.groups (masyu_groups.cpp)

  std::vector<int> pearls_;
  MasyuForm form_;
};

std::string masyu_sgt_id(int rows, int cols, const std::vector<int>& pearls);
std::string masyu_puzzlink_url(int rows, int cols, const std::vector<int>& pearls);

// Reading and writing its forms (masyu_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_masyu(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text holds an sgt-pearl game ID or a ?mashu/ URL (--type auto).
bool looks_like_masyu(const std::string& text);
std::string masyu_url(const Puzzle& p);  // --format url (Family::reader.url)

// generate (Family::generate): layout, the n x n puzzle of every pearl a random loop allows
// (masyu_generate.cpp); dress, every pearl the loop of `full` allows: black at a turn whose
// two sides go on straight, white on a straight piece with a turn beside it.
std::unique_ptr<Puzzle> masyu_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> masyu_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
