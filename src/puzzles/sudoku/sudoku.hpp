#pragma once
// Sudoku with boxes of R rows x C columns on an N x N grid, N = R * C (4x4, 6x6, 9x9,
// 12x12, 16x16, 25x25, ... 400x400); Sudoku-X and windoku add extra houses (diagonals,
// windows: puzzles/common/extra_houses.hpp).
#include <optional>
#include <utility>

#include "model/puzzle.hpp"
#include "puzzles/common/extra_houses.hpp"
#include "text/grid_text.hpp"

namespace gridsat {

class Sudoku final : public Puzzle {
 public:
  Sudoku(Grid givens, int box_rows, int box_cols, GridForm form, ExtraHouses extra = {});

  int n() const { return givens_.rows; }
  int box_rows() const { return box_rows_; }
  int box_cols() const { return box_cols_; }
  const ExtraHouses& extra() const { return extra_; }

  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  Csp to_csp() const override;
  std::optional<HumanForm> human_form() const override;
  std::string_view cadical_config(bool counting) const override;
  Figure figure(const Grid& shown) const override;
  std::vector<Grid> known_solutions() const override;
  double native_first_seconds(int64_t limit) const override;
  // Up to 16x16: the bit-set engine (bits/sudoku_bits.hpp); else, with --inference or
  // --order named, or a random value order (generate's full grids): the generic CSP engine.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  // The extra houses (diagonals, windows) as lists of cells, for the bit-set engine.
  std::vector<std::vector<int>> extra_houses() const;

  // The rows, columns and boxes as lists of cell indices (3N groups of N cells; row i,
  // column i, box i for each i), then the extra houses (diagonals, windows).
  std::vector<std::vector<int>> groups() const;

 private:
  int box_rows_, box_cols_;
  GridForm form_;
  ExtraHouses extra_;
  std::string layout_key() const;
};

// The box shape gridsat picks for side n: R x C with R <= C as close to square as
// possible (6 -> 2x3, 12 -> 3x4). nullopt when only 1 x n exists (n prime, or n = 1):
// such a grid is a Latin square, not a Sudoku.
std::optional<std::pair<int, int>> default_box(int n);

}  // namespace gridsat
