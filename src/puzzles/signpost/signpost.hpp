#pragma once
// Signpost (sgt-signpost; janko.at's Pfeilpfad): number the cells 1..N (N = W x H) so that each
// cell's arrow points at the cell numbered one more (any distance along its line); the cell
// numbered N points nowhere. Some numbers are given. A solution is per cell its number (JSON
// `grid`: the order).
//
// Inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-signpost): "4x4:1ccceecgecghhbc16ag": W x H (and 'c' for
//    corner ends, ignored), ':', then per cell row by row an optional number and its arrow
//    a-h (N, NE, E, SE, S, SW, W, NW);
//  - the typed block (--type signpost): H lines of W tokens, each an optional number and an
//    arrow N NE E SE S SW W NW (one cell may have none: the last), ended by a blank line.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class SignpostForm { sgt, text };

class Signpost final : public Puzzle {
 public:
  static constexpr int kNoArrow = -1;
  // arrows: rows x cols, row-major, 0..7 (N, NE, E, SE, S, SW, W, NW) or kNoArrow; numbers:
  // the givens, 0 none.
  Signpost(int rows, int cols, std::vector<int> arrows, std::vector<int> numbers, SignpostForm form);

  const std::vector<int>& arrows() const { return arrows_; }
  const std::vector<int>& numbers() const { return numbers_; }
  // The cells cell i's arrow points at (none for kNoArrow).
  std::vector<int> targets(int i) const;

  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  int symbol(int v) const override { return v; }
  Figure figure(const Grid& shown) const override;
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;

 private:
  std::vector<int> arrows_, numbers_;
  SignpostForm form_;
};

std::string signpost_sgt_id(int rows, int cols, const std::vector<int>& arrows, const std::vector<int>& numbers);
std::vector<Record> read_signpost(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_signpost(const std::string& text);

std::unique_ptr<Puzzle> signpost_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> signpost_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
