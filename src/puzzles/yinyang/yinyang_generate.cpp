// Yin-Yang's generate hooks (Family::generate: layout, dress, given_clues; the engine is
// src/generate/clues.cpp): the full grid is a random model of the grid with no circles, every
// cell of it a circle, and the circles go while the puzzle stays unique.
#include <algorithm>

#include "base/errors.hpp"
#include "puzzles/yinyang/yinyang.hpp"

namespace gridsat {

int YinYang::clue_count() const {
  return static_cast<int>(std::count_if(givens_.cells.begin(), givens_.cells.end(), [](int v) { return v != 0; }));
}

std::unique_ptr<Puzzle> YinYang::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> g = givens_.cells;
  for (int clue = 0; int& v : g)
    if (v && !keep.at(static_cast<size_t>(clue++))) v = 0;
  return std::make_unique<YinYang>(rows(), cols(), g, form_);
}

std::unique_ptr<Puzzle> yinyang_layout(int n, const ReadOptions&, uint64_t) {
  if (n < 2 || n > 30) throw InputError("a generated Yin-Yang has sides 2..30, not " + std::to_string(n));
  return std::make_unique<YinYang>(n, n, std::vector<int>(static_cast<size_t>(n) * n, 0), YinYangForm::puzzlink);
}

std::unique_ptr<Puzzle> yinyang_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  return std::make_unique<YinYang>(blank.rows(), blank.cols(), full.cells, YinYangForm::puzzlink);
}

}  // namespace gridsat
