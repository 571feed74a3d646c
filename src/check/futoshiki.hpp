#pragma once
// The independent checker's rules for Futoshiki (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// A Latin square that also keeps value(a) < value(b) for every (a, b) in `less`
// (row-major cell indices).
std::optional<std::string> futoshiki(const Grid& givens, const std::vector<std::pair<int, int>>& less,
                                     const Grid& solution);

}  // namespace gridsat::check
