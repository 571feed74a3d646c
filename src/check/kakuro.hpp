#pragma once
// The independent checker's rules for Kakuro (check/values.hpp says what the checker is): its
// own walk from each block along its row and its column, sharing nothing with the encoding.
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// The framed board (rows + 1) x (cols + 1): `white` per framed cell, `down` and `across` the
// blocks' sums (0 none). `givens` and `solution` are rows x cols: 1 on a block, d + 1 for digit
// d. Every white cell holds a digit (a given one where given), each run's digits are distinct
// and total its sum.
std::optional<std::string> kakuro(int rows, int cols, const std::vector<char>& white, const std::vector<int>& down,
                                  const std::vector<int>& across, const Grid& givens, const Grid& solution);

}  // namespace gridsat::check
