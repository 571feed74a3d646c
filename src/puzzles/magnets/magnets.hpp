#pragma once
// Magnets: a grid cut into dominoes; each domino is a magnet (a + end and a - end) or blank.
// Numbers beside the grid count the + and the - poles of their row or column; equal poles are
// never orthogonally adjacent. A cell in no domino stays blank.
//
// Grids: value 1 no pole, 2 plus, 3 minus (JSON and the shown grid: 0, +1, -1).
//
// Encoding (puzzles/common/polarity.hpp): per cell one-hot over none, +, -; per domino "a magnet
// or blank"; per pair of neighbours "not the same pole"; per count exactly that many.
//
// Magnets inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-magnets): "3x3:201,102,120,111,LRTT*BBLR": the + counts of
//    the columns, of the rows, the - counts of the columns, of the rows (a digit each, '.' none),
//    then per cell L/R/T/B its domino's left, right, top or bottom end, '*' a cell in none;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?magnets/COLS/ROWS/BODY": number16 counts per
//    column (its - then its + count), then per row, the borders between dominoes, then where
//    any: the given poles (circles: 1 +, 2 -) and the cells in no domino.
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class MagnetsForm { sgt, puzzlink };

class Magnets final : public Puzzle {
 public:
  static constexpr int kNone = -1;  // no count

  // partner: per cell the other cell of its domino, -1 for a cell in none. counts: + per
  // column, + per row, - per column, - per row (kNone: none). givens: 0 open, 1..3 decided.
  Magnets(int rows, int cols, std::vector<int> partner, std::vector<int> counts, Grid givens, MagnetsForm form);

  const std::vector<int>& partner() const { return partner_; }
  const std::vector<int>& counts() const { return counts_; }
  // The cells of count i's line (counts() order).
  std::vector<int> line_of(int i) const;
  int symbol(int v) const override { return v == 2 ? 1 : v == 3 ? -1 : 0; }

  // print_grid: rows of '+', '-', '.'; line: the input's ID (URL) without a solution, else it
  //   and the solution's rows joined by '/'.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Csp to_csp() const override;
  Figure figure(const Grid& shown) const override;  // plates, poles, the counts outside
  // generate: the counts, in counts() order, are the clues.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  std::vector<int> partner_, counts_;
  MagnetsForm form_;
};

std::string magnets_sgt_id(const Magnets& m);
std::string magnets_puzzlink_url(const Magnets& m);

// Reading and writing its forms (magnets_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_magnets(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_magnets(const std::string& text);
std::string magnets_url(const Puzzle& p);

// generate: a random tiling of an n x n grid by dominoes (a cell left over when none fits), no
// counts; every count from a full grid.
std::unique_ptr<Puzzle> magnets_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> magnets_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
