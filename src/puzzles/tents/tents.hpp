#pragma once
// Tents: trees stand on some cells; put tents on other cells so that the tents and the trees
// can be matched one to one, each tent orthogonally next to its tree; no two tents touch, not
// even diagonally; the numbers beside the grid count the tents of each column and row.
//
// Grids: 1 an empty cell or a tree, 2 a tent (shown as 0 and 1). The givens hold 1 on trees
// and on cells given empty, 2 on tents given, 0 elsewhere.
//
// Encoding (puzzles/common/binary_cells.hpp): per cell a tent literal; per two touching cells
// (a 2x2 block) at most one tent; per row and column count exactly that many; the matching as
// a bipartite matching with a variable per (tree, neighbouring cell): exactly one per tree,
// each implying a tent on its cell, and per cell "a tent exactly when one tree is matched to
// it" (at least one when a tent, at most one always). The matching variables are auxiliary:
// several matchings of one tent layout are one solution (the blocking clause is over cells).
//
// Tents inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-tents): "8x8:a_liciba_ehaa,2,0,3,0,2,1,1,3,2,1,1,2,2,1,2,1":
//    WxH (then parameters, ignored), ':', the trees (a-y: 1-25 empty cells then a tree, '_' a
//    tree, 'z' 25 empty cells, one last tree past the end; '!' after a letter makes its tree
//    a tent, '-' a cell given empty), then ',' and the W column counts and H row counts;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?tents/COLS/ROWS/DATA": the counts (columns,
//    then rows; a count may be absent), then the trees;
//  - the typed form: a "tents" line, then a row per line, its cells ('.' empty, 'T' a tree,
//    'A' a tent given) and its count ('.' none), then a line of the column counts.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class TentsForm { sgt, puzzlink, text };

class Tents final : public Puzzle {
 public:
  static constexpr int kNoCount = -1;
  // trees: per cell whether a tree stands there; counts: the cols column counts, then the
  // rows row counts (kNoCount: none); givens: 2 tents given, 1 cells given empty (and trees).
  Tents(Grid givens, std::vector<char> trees, std::vector<int> counts, TentsForm form);

  const std::vector<char>& trees() const { return trees_; }
  const std::vector<int>& counts() const { return counts_; }

  // print_grid: The typed form: a row per line, its cells ('.' empty, 'T' a tree, 'A' a tent) then
  //   its count; a last line of the column counts ('.' none).
  // line: The sgt game ID with g's tents marked (a puzz.link URL for a URL without tents).
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // Its own search (tents_search.cpp: the matching pruned on partial layouts). With a seed or
  // with --inference/--order (opt.generic): the generic relation engine over to_csp() (counts,
  // 2x2 blocks, a tent next to every tree and a tree next to every tent), then a matching found
  // for each candidate (the relations cannot say it): candidates without one are passed over.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Csp to_csp() const override;
  Figure figure(const Grid& shown) const override;
  // generate: the clues are the counts given (columns, then rows); a count not kept is gone.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;
  // The same trees and counts with the tents (2) and empty cells (1) of `givens` given.
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;

 private:
  std::vector<char> trees_;
  std::vector<int> counts_;
  TentsForm form_;
};

// Simon Tatham's game ID: "WxH:" then the trees (a-y: 1-25 empty cells then a tree, '_' a
// tree, 'z' 25 empty cells, a last tree one past the end; '!' after a tree's letter makes it a
// tent, '-' a cell given empty), then ',' and each count, columns first.
std::string tents_sgt_id(const Tents& t, const Grid& g);
// pzprjs' URL https://puzz.link/p?tents/COLS/ROWS/DATA: the counts (number16, columns first),
// then the trees (its 1-cell coding).
std::string tents_puzzlink_url(const Tents& t);
// Tents' own native search (tents_search.cpp): up to `limit` solutions (0 = all) to on_solution.
NativeResult tents_search(const Tents& t, int64_t limit, Deadline deadline, const ValuesSink& on_solution);

// Reading and writing its forms (tents_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_tents(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_tents(const std::string& text);  // for --type auto
std::string tents_url(const Puzzle& p);          // --format url (Family::reader.url)

// generate (Family::generate, tents_generate.cpp): a side-n grid of trees, each beside a tent of
// a random layout of tents that do not touch (the puzzle with no counts, whose native search
// draws a tent layout), and that grid with every count read off the tents of `full`.
std::unique_ptr<Puzzle> tents_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> tents_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
