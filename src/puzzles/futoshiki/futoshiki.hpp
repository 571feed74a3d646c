#pragma once
// Futoshiki: a Latin square plus "<" relations between orthogonally adjacent cells.
//
// Futoshiki inputs:
//  - the aligned grid: a line of cells (0 or . blank) with < or > between neighbours,
//    then a line of signs under cells (^ or ∧: the upper cell is smaller; v or ∨: larger),
//    alternating; a vertical sign belongs to the cell whose characters stand above it, so
//    two-digit cells simply take two columns (e.g. cells every 5 columns);
//  - Simon Tatham's unequal game IDs "N:cell,cell,...," (digit, then flags U R D L:
//    greater than the neighbour above / right / below / left);
//  - janko files: n, n rows (-1 blank), k, then k lines "a>b" (0-based cells);
//  - bkoelman lines: (2n-1)^2 characters for the puzzle then as many for the solution.
#include <string>
#include <utility>
#include <vector>

#include "model/family.hpp"
#include "puzzles/latin/latin.hpp"

namespace gridsat {

// value(lo) < value(hi); lo and hi are row-major cell indices of adjacent cells.
struct Less {
  int lo, hi;
  bool operator==(const Less&) const = default;
};

enum class FutoshikiForm { grid, unequal, janko, bkoelman };

class Futoshiki final : public LatinSquare {
 public:
  Futoshiki(Grid givens, std::vector<Less> relations, FutoshikiForm form);

  const std::vector<Less>& relations() const { return relations_; }
  // print_grid: The aligned grid: cells every 4 columns (wider for two-digit values), < and >
  //   between cells, ^ (upper smaller) and v (upper larger) on the line below a cell.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  Csp to_csp() const override;
  std::vector<Grid> known_solutions() const override { return {}; }  // signs: no pattern fits them all
  double native_first_seconds(int64_t) const override { return 0; }  // not measured: sat first
  std::optional<HumanForm> human_form() const override;
  Figure figure(const Grid& shown) const override;

 private:
  std::vector<Less> relations_;
  FutoshikiForm fform_;
};

// Reading and writing its forms (futoshiki_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_futoshiki(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether read_futoshiki reads this (trimmed) line as a puzzle of its own: an unequal game ID
// or a bkoelman line. Streaming cuts a source after such lines.
bool is_one_line_futoshiki(std::string_view line);

// Whether a text looks like one of the Futoshiki formats (for --type auto).
bool looks_like_futoshiki(const std::string& text);

}  // namespace gridsat
