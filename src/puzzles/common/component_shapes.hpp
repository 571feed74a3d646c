#pragma once
// Components of a given shape: every orthogonally connected group of shaded cells has one
// shape. Norinori's: a domino (two cells). A group is a domino exactly when each of its cells
// has exactly one shaded neighbour, which is what the clauses say, cell by cell.
#include <span>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

// For each cell of a rows x cols board: when `shaded` holds there, exactly one of its
// orthogonal neighbours' `shaded` holds (constants allowed). Cell `i` alone: domino_at(i).
void every_component_a_domino(ClauseSink& sink, int rows, int cols, std::span<const int> shaded);
void domino_at(ClauseSink& sink, int rows, int cols, std::span<const int> shaded, int cell);

}  // namespace gridsat
