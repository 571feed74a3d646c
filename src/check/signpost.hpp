#pragma once
// The independent checker's rules for Signpost (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` numbers the cells 1..N (N cells), each once; valid when the given `numbers`
// (row-major, 0 none) are kept and, for every p < N, the cell numbered p + 1 lies on the ray of
// the arrow of the cell numbered p (`arrows`: 0..7 = N, NE, E, SE, S, SW, W, NW; -1 none).
std::optional<std::string> signpost(const std::vector<int>& arrows, const std::vector<int>& numbers,
                                    const Grid& solution);

}  // namespace gridsat::check
