#include "puzzles/common/no_2x2.hpp"

#include "encoders/constants.hpp"

namespace gridsat {

std::vector<std::array<int, 4>> blocks_2x2(int rows, int cols) {
  std::vector<std::array<int, 4>> out;
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) {
      const int i = r * cols + c;
      out.push_back({i, i + 1, i + cols, i + cols + 1});
    }
  return out;
}

void no_2x2_block(ClauseSink& sink, std::span<const int> lits, const std::array<int, 4>& block) {
  add_clause(sink, {-lits[block[0]], -lits[block[1]], -lits[block[2]], -lits[block[3]]});
}

void no_2x2(ClauseSink& sink, int rows, int cols, std::span<const int> lits) {
  for (const auto& b : blocks_2x2(rows, cols)) no_2x2_block(sink, lits, b);
}

}  // namespace gridsat
