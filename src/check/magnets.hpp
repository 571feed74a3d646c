#pragma once
// The independent checker's rules for Magnets (check/values.hpp says what the checker is): its
// own pass over the dominoes, the neighbours and the lines, sharing nothing with the encoding.
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// partner: per cell its domino's other cell, -1 for none. counts: + per column, + per row, - per
// column, - per row (negative: none). Cells 1 none, 2 plus, 3 minus; a domino is + and - or
// blank, a cell in none is blank, no equal poles side by side, the counts hold, givens kept.
std::optional<std::string> magnets(const std::vector<int>& partner, const std::vector<int>& counts, const Grid& givens,
                                   const Grid& solution);

}  // namespace gridsat::check
