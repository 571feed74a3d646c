#pragma once
// Slitherlink (sgt-loopy's square grids): draw one closed loop along the grid's lines, never
// touching itself, so that each clue counts the loop's sides around its cell.
//
// A solution is a grid of cells, 2 inside the loop and 1 outside (JSON 1 and 0): the loop is
// the set of sides between an inside and an outside cell (the grid's border counts as
// outside), so the cells determine the loop exactly and the cells are the primary variables.
// The JSON record adds `edges`, the loop's sides as [r1, c1, r2, c2] between grid corners
// 0..H x 0..W.
#include <string>
#include <vector>

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
  Figure figure(const Grid& shown) const override;
  // JSON: `edges`, loop_edges(g).
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override {
    return {{"edges", loop_edges(g)}};
  }
  // The loop's sides in g (a solution): [r1, c1, r2, c2] between corners, row-major.
  std::vector<std::vector<int>> loop_edges(const Grid& g) const;

 private:
  std::vector<int> clues_;
  SlitherForm form_;
};

std::string slitherlink_sgt_id(int rows, int cols, const std::vector<int>& clues);
std::string slitherlink_puzzlink_url(int rows, int cols, const std::vector<int>& clues);

}  // namespace gridsat
