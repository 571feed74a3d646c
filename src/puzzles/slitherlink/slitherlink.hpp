#pragma once
// Slitherlink (sgt-loopy's square grids): draw one closed loop along the grid's lines, never
// touching itself, so that each clue counts the loop's sides around its cell.
//
// A solution is a grid of cells, 2 inside the loop and 1 outside (JSON 1 and 0): the loop is
// the set of sides between an inside and an outside cell (the grid's border counts as
// outside), so the cells determine the loop exactly and the cells are the primary variables.
// The JSON record adds `edges`, the loop's sides as [r1, c1, r2, c2] between grid corners
// 0..H x 0..W.
//
// Slitherlink inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-loopy, square grids only): "7x7t0:a3b12c1...": W x H, the
//    grid type t0 (the square grid; another type is refused, naming it) and optionally "dX"
//    (the level, ignored), ':', then the cells row by row: a clue digit 0-4, or a-z for 1-26
//    cells without a clue;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?slither/W/H/<body>": the cells in pzprjs'
//    4-cell coding ('0'-'4' a clue, '5'-'9' a clue and one blank, 'a'-'e' a clue and two,
//    g-z 1-20 blanks, '.' a clue '?' read as none);
//  - the typed block (--type slitherlink only: digits and dots also read as Sudoku): H lines of
//    W characters, a clue 0-4 or '.' for none (blanks between them are ignored), ended by a
//    blank line or the end.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class SlitherForm { sgt, puzzlink, text };

class Slitherlink final : public Puzzle {
 public:
  // clues: rows x cols, row-major, -1 for none, else 0..4.
  Slitherlink(int rows, int cols, std::vector<int> clues, SlitherForm form);

  const std::vector<int>& clues() const { return clues_; }

  // print_grid: The puzzle as typed (rows of clues and '.') when g is open; a solved g as its loop
  //   drawn between '+' corners.
  // line: The sgt game ID (puzz.link URLs: the URL); when g is solved, a space and its cells row by
  //   row, 1 inside the loop and 0 outside.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // Its own search over the grid's sides (slitherlink_search.cpp); the options are not used.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  // JSON: `edges`, loop_edges(g).
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override {
    return {{"edges", loop_edges(g)}};
  }
  // The loop's sides in g (a solution): [r1, c1, r2, c2] between corners, row-major.
  std::vector<std::vector<int>> loop_edges(const Grid& g) const;

  // explain and generate (slitherlink_generate.cpp): `edges_on` / `edges_off`, the sides
  // whose two cells (or cell and border) are known in `after` and not both in `before`, in
  // loop_edges' convention; the clues are the counts, row-major.
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> decided_fields(const Grid& before,
                                                                                    const Grid& after) const override;
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;
  // The loop genres take no givens: the same puzzle, printed in its line form.
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;

 private:
  std::vector<int> clues_;
  SlitherForm form_;
};

std::string slitherlink_sgt_id(int rows, int cols, const std::vector<int>& clues);
std::string slitherlink_puzzlink_url(int rows, int cols, const std::vector<int>& clues);

// Reading and writing its forms (slitherlink_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_slitherlink(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text holds a Slitherlink game ID (a "WxHtN:" prefix) or a ?slither/ URL (--type auto).
bool looks_like_slitherlink(const std::string& text);
std::string slitherlink_url(const Puzzle& p);  // --format url (Family::reader.url)

// generate (Family::generate): layout, the n x n puzzle of every count around a random loop
// (loop_region.hpp), whose solutions all have those counts; dress, every count of `full`.
std::unique_ptr<Puzzle> slitherlink_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> slitherlink_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
