#pragma once
// The independent checker's rules for Hashi (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (rows x cols; 1 water, 1 + k under k horizontal bridges, 5 + k under k vertical
// ones, an island 10 + r + 5d with r, d the bridges to a touching island right of it and
// below it) joins the islands of `counts` (row-major; 0 water, -1 an island of any number):
// every bridge run starts and ends at an island (its own walk along the cells), 1..max_bridges
// bridges a pair, each island's number met, the islands connected (a search of its own), and
// with no_loops no cycle of bridged pairs.
std::optional<std::string> hashi(int rows, int cols, const std::vector<int>& counts, int max_bridges, bool no_loops,
                                 const Grid& solution);

}  // namespace gridsat::check
