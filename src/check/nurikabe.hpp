#pragma once
// The independent checker's rules for Nurikabe (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols, 1 white, 2 shaded) shades the Nurikabe of `numbers` (row-major, 0
// none, -1 a '?' number of any size): every white area (orthogonally connected) holds exactly
// one number, equal to its size unless '?'; the shaded cells are connected; no 2x2 block is
// all shaded. Flood fills of its own.
std::optional<std::string> nurikabe(int rows, int cols, const std::vector<int>& numbers, const Grid& solution);

}  // namespace gridsat::check
