#pragma once
// A random simple loop on a grid, as the region it encloses (generate's layouts for
// Slitherlink and Masyu): cells of a rows x cols grid, 2 inside and 1 outside, the inside
// connected, the outside connected to the border (no hole), and no corner where inside and
// outside cells alternate (the loop would touch itself there). The sides between inside and
// outside cells (the border counting as outside) then form exactly one closed loop.
#include <cstdint>

#include "base/grid.hpp"

namespace gridsat {

// Grown from a random cell by random neighbours that keep the shape above, until it holds
// about `fill` of the cells (0..1) or no neighbour can join. rows, cols >= 1.
Grid random_loop_region(int rows, int cols, double fill, uint64_t seed);

}  // namespace gridsat
