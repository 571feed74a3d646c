#pragma once
// The independent checker's rules for Towers (skyscrapers) (check/values.hpp says what the
// checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// A Latin square whose towers seen from each clue number that clue. `clues` holds 4n
// values (0: none): above the columns left to right, below them, left of the rows top to
// bottom, right of them.
std::optional<std::string> towers(const Grid& givens, const std::vector<int>& clues, const Grid& solution);

}  // namespace gridsat::check
