#pragma once
// What Slitherlink and Masyu share beside their own encodings (Masyu's folder uses it too).
//
// A random simple loop on a grid, as the region it encloses (generate's layouts for
// Slitherlink and Masyu): cells of a rows x cols grid, 2 inside and 1 outside, the inside
// connected, the outside connected to the border (no hole), and no corner where inside and
// outside cells alternate (the loop would touch itself there). The sides between inside and
// outside cells (the border counting as outside) then form exactly one closed loop.
#include <cstdint>
#include <vector>

#include "base/grid.hpp"
#include "cnf/cnf.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

// Grown from a random cell by random neighbours that keep the shape above, until it holds
// about `fill` of the cells (0..1) or no neighbour can join. rows, cols >= 1.
Grid random_loop_region(int rows, int cols, double fill, uint64_t seed);

// explain's one-loop rule speaks of copies of the cells' literals: each literal of `lits`
// (but the constants) becomes a fresh variable equal to it, the two clauses written where
// the sink's guard is (outside every group: a definition, no rule). A group whose clauses
// hold no primary variable is tried only in the whole puzzle's step (src/deduce), never alone
// or paired over every cell.
void copy_literals(ClauseSink& sink, std::vector<int>& lits);

// The loop rule's group over the n cells.
RuleGroup loop_group(int cells);

}  // namespace gridsat
