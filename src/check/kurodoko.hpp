#pragma once
// The independent checker's rules for Kurodoko, and the sight count Cave's checker shares
// (check/values.hpp says what the checker is).
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

// The cells of `value` the cell at (r, c) sees, itself included: walking each of the four
// ways while the cells hold `value`.
int seen_cells(const Grid& g, int r, int c, int value);
// Whether the cells of `g` holding `value` are connected (none or one: connected); `cut`
// gets one that the first one's fill does not reach.
bool cells_connected(const Grid& g, int value, int& cut);
// Numbered cells (numbers: row-major, 0 none, -1 a '?' number, k > 0 a count) unshaded (1)
// and seeing their count of unshaded cells, every cell 1 or 2; the first rule broken.
std::optional<std::string> sight_numbers(int rows, int cols, const std::vector<int>& numbers, const Grid& solution);

// `solution` (1 unshaded, 2 shaded) solves the Kurodoko of `numbers`: sight_numbers, no two
// shaded cells side by side, the unshaded cells connected.
std::optional<std::string> kurodoko(int rows, int cols, const std::vector<int>& numbers, const Grid& solution);

}  // namespace gridsat::check
