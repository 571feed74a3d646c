#pragma once
// The independent checker's rules for Slitherlink (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` holds per cell 2 (inside the loop) or 1 (outside); the loop is the set of cell
// sides between an inside cell and an outside cell or the grid's border. Valid when those
// sides form exactly one closed loop that never touches itself (every corner meets 0 or 2
// of them, one walk along them visits them all) and each clue (`clues`, row-major, -1 none)
// counts the loop's sides around its cell.
std::optional<std::string> slitherlink(const std::vector<int>& clues, const Grid& solution);

}  // namespace gridsat::check
