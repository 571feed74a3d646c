#pragma once
// The independent checker's rules for Binairo (Takuzu) (check/values.hpp says what the
// checker is): its own counts along each line.
#include <optional>
#include <string>

#include "base/grid.hpp"

namespace gridsat::check {

// The solution holds 1 (digit 0) or 2 (digit 1) per cell and keeps every given (0 = open);
// every row and column holds as many of each, no three equal in a row or a column, and with
// `unique` no two rows and no two columns are equal.
std::optional<std::string> binairo(const Grid& givens, bool unique, const Grid& solution);

}  // namespace gridsat::check
