#pragma once
// The independent checker's rules for Dominosa (check/values.hpp says what the checker is):
// its own pairing of the cells, sharing nothing with the encoding.
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// `numbers`: per cell 0..n (a rows x cols grid with rows = n + 1, cols = n + 2); `givens`: 0 or a
// partner side (1 right, 2 down, 3 left, 4 up). The solution gives every cell a partner side,
// keeps the givens, partners point at each other, and every domino a-b (0 <= a <= b <= n)
// appears exactly once.
std::optional<std::string> dominosa(int n, const std::vector<int>& numbers, const Grid& givens, const Grid& solution);

}  // namespace gridsat::check
