#pragma once
// The checker's loop through cell centres for the genres whose loop passes some cells
// (Yajilin, Country Road): per cell a piece 2..7 (2 left-right, 3 up-down, 4 up-right,
// 5 up-left, 6 down-left, 7 down-right) or any other value for a cell off the loop.
#include <optional>
#include <string>

#include "base/grid.hpp"

namespace gridsat::check {

// Whether cell (r, c) of g uses its side towards direction d (0 up, 1 down, 2 left, 3 right).
bool loop_side(const Grid& g, int r, int c, int d);
// nullopt when the pieces join up (each side used from both cells, never past the border)
// into exactly one closed loop, which passes some cell; else what is wrong.
std::optional<std::string> one_cell_loop(const Grid& g);

}  // namespace gridsat::check
