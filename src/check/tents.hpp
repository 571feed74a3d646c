#pragma once
// The independent checker's rules for Tents (check/values.hpp says what the checker is): its
// own matching of trees to tents (augmenting paths), counts and neighbourhoods.
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `trees`: per cell whether a tree stands there; `counts`: per column then per row the number
// of tents (-1: none); `givens`: 2 tents given, 1 cells given empty. The solution holds 1 or 2
// (a tent) per cell, no tent on a tree, the givens kept, no two tents touching (diagonals
// included), the counts met, and a one-to-one matching of trees and tents, each tent beside
// its tree.
std::optional<std::string> tents(const std::vector<char>& trees, const std::vector<int>& counts, const Grid& givens,
                                 const Grid& solution);

}  // namespace gridsat::check
