#pragma once
// The independent checker's rules for magic squares (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// nullopt when `solution` is a magic square (1..n^2 each once; every row, column and both
// main diagonals summing to n(n^2+1)/2) keeping every given; with `frenicle`, also in
// Frenicle's standard form as published (a11 < a1n, a11 < an1, a11 < ann, a12 < a21).
std::optional<std::string> magic(const Grid& givens, bool frenicle, const Grid& solution);

}  // namespace gridsat::check
