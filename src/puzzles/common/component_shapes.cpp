#include "puzzles/common/component_shapes.hpp"

#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

void domino_at(ClauseSink& sink, int rows, int cols, std::span<const int> shaded, int cell) {
  const std::vector<int> near = orthogonal_neighbours(rows, cols, cell);
  const int me = shaded[static_cast<size_t>(cell)];
  std::vector<int> some{-me};  // shaded: a shaded neighbour
  for (int j : near) some.push_back(shaded[static_cast<size_t>(j)]);
  add_clause(sink, some);
  for (size_t a = 0; a < near.size(); ++a)  // and no two
    for (size_t b = a + 1; b < near.size(); ++b)
      add_clause(sink, {-me, -shaded[static_cast<size_t>(near[a])], -shaded[static_cast<size_t>(near[b])]});
}

void every_component_a_domino(ClauseSink& sink, int rows, int cols, std::span<const int> shaded) {
  for (int i = 0; i < rows * cols; ++i) domino_at(sink, rows, cols, shaded, i);
}

}  // namespace gridsat
