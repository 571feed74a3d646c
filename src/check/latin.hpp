#pragma once
// The independent checker's rules for Latin squares (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// nullopt when `solution` is a Latin square (each value 1..N once per row and column)
// keeping every given; otherwise the first rule broken.
std::optional<std::string> latin(const Grid& givens, const Grid& solution);

}  // namespace gridsat::check
