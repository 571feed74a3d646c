#pragma once
// Masyu (sgt-pearl): draw one closed loop through cell centres, never crossing itself, that
// passes every pearl: straight through a white pearl, turning in the cell before or after it;
// turning at a black pearl, going straight through the next cell on both sides.
//
// A solution is per cell its piece of the loop (1 none, 2 ─, 3 │, 4 └, 5 ┘, 6 ┐, 7 ┌; JSON 0
// off the loop, 1 on it): the pieces determine the loop, so they are the primary variables.
// The JSON record adds `edges`, the loop's steps as [r1, c1, r2, c2] between cell centres.
#include <string>
#include <vector>

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
  int symbol(int v) const override { return v > 1 ? 1 : 0; }
  Figure figure(const Grid& shown) const override;
  std::vector<std::vector<int>> loop_edges(const Grid& g) const;
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override {
    return {{"edges", loop_edges(g)}};
  }

 private:
  std::vector<int> pearls_;
  MasyuForm form_;
};

std::string masyu_sgt_id(int rows, int cols, const std::vector<int>& pearls);
std::string masyu_puzzlink_url(int rows, int cols, const std::vector<int>& pearls);

}  // namespace gridsat
