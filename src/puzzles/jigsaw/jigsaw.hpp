#pragma once
// Jigsaw Sudoku: an N x N grid whose rows, columns and N irregular regions of N cells each
// hold every value 1..N once; Sudoku-X's diagonals and windoku's windows may be added
// (puzzles/common/extra_houses.hpp). Regions need not be connected: the rules ask only N
// cells each (solo's IDs can only spell connected ones, and gridsat draws only those).
//
// Jigsaw Sudoku text forms, detected per line or block of lines:
//   Simon Tatham's solo game IDs with the j flag: "9j:GRID,BLOCKS" (also "3x3j:", and "9jx:"
//   with the X diagonals), one per line: GRID as solo's run-length givens, BLOCKS the region
//   borders (solo.c's spec_to_dsf);
//   a grid that a person can type: N lines, each N characters of givens (. or 0 blank, 1-9
//   then A-Z for 10..35), a blank, then N region labels (any characters; each label one
//   region of N cells), e.g. "3.......4  AAABBBCCC";
//   one line: the N*N givens, '/', the N*N labels ("3......./AAAB...", the line form).
// Lines starting with '#' are comments; blank lines separate grids.
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/extra_houses.hpp"

namespace gridsat {

struct PermutationLayout;

enum class JigsawForm {
  solo,  // Simon Tatham's solo game ID, "9j:GRID,BLOCKS"
  text,  // gridsat's own: givens and region letters side by side (jigsaw.hpp)
};

class Jigsaw final : public Puzzle {
 public:
  // region_of: per cell (row-major) its region 0..N-1, numbered in order of first appearance.
  Jigsaw(Grid givens, std::vector<int> region_of, ExtraHouses extra, JigsawForm form);
  ~Jigsaw() override;

  int n() const { return givens_.rows; }
  const std::vector<int>& region_of() const { return region_of_; }
  const ExtraHouses& extra() const { return extra_; }

  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  Csp to_csp() const override;
  // The generic search; drawing one random grid (generate: a seeded value order, limit 1) it
  // restarts with another seed after a growing slice, as a random order's search of an empty
  // jigsaw is heavy-tailed (seconds now and then where most take milliseconds).
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  std::optional<HumanForm> human_form() const override;
  Figure figure(const Grid& shown) const override;
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;

  // Rows, columns, regions (N each: row i, column i, region i), then the extra houses.
  std::vector<std::vector<int>> groups() const;

 private:
  const PermutationLayout& layout() const;

  std::vector<int> region_of_;
  ExtraHouses extra_;
  JigsawForm form_;
  mutable std::once_flag layout_once_;
  mutable std::unique_ptr<PermutationLayout> layout_;
};

// Renumbers labels (any ints) to 0..k-1 in order of first appearance.
std::vector<int> canonical_regions(const std::vector<int>& labels);

// Solo's block structure for `region_of` (side n): the edges between cells, vertical ones in
// reading order then horizontal ones column by column, as runs of non-edges ('_' none, 'a'
// one, ... 'y' 25, each ending at an edge; 'z' 26 that do not). Only connected regions read
// back the same.
std::string solo_blocks_desc(const std::vector<int>& region_of, int n);
// Solo's grid description: runs of blanks as a..z, numbers, '_' between two numbers.
std::string solo_grid_desc(const std::vector<int>& cells);

// A random jigsaw layout of side n from `seed`: n connected regions of n cells (rows mixed by
// random swaps of cells across region borders that keep both regions connected).
std::vector<int> random_regions(int n, uint64_t seed);

// Reading and writing its forms (jigsaw_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_jigsaw(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_jigsaw(const std::string& text);

}  // namespace gridsat
