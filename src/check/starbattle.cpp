#include "check/starbattle.hpp"

#include <map>

namespace gridsat::check {

namespace {

std::string starbattle_cell_at(int cols, int i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

}  // namespace

std::optional<std::string> starbattle(int rows, int cols, const std::vector<int>& region_of, int stars,
                                      const Grid& solution) {
  if (solution.rows != rows || solution.cols != cols || static_cast<int>(region_of.size()) != rows * cols)
    return "the grid is not " + std::to_string(cols) + "x" + std::to_string(rows);
  for (int i = 0; i < rows * cols; ++i)
    if (solution.cells[i] != 1 && solution.cells[i] != 2) return starbattle_cell_at(cols, i) + " is neither a star nor empty";
  auto star = [&](int r, int c) { return r >= 0 && c >= 0 && r < rows && c < cols && solution.cells[r * cols + c] == 2; };
  for (int r = 0; r < rows; ++r) {
    int n = 0;
    for (int c = 0; c < cols; ++c) n += star(r, c);
    if (n != stars) return "row " + std::to_string(r + 1) + " holds " + std::to_string(n) + " stars, not " + std::to_string(stars);
  }
  for (int c = 0; c < cols; ++c) {
    int n = 0;
    for (int r = 0; r < rows; ++r) n += star(r, c);
    if (n != stars)
      return "column " + std::to_string(c + 1) + " holds " + std::to_string(n) + " stars, not " + std::to_string(stars);
  }
  std::map<int, int> in_region, first;
  for (int i = rows * cols - 1; i >= 0; --i) in_region[region_of[i]] += solution.cells[i] == 2, first[region_of[i]] = i;
  for (const auto& [region, n] : in_region)
    if (n != stars)
      return "the region of " + starbattle_cell_at(cols, first[region]) + " holds " + std::to_string(n) + " stars, not " +
             std::to_string(stars);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (star(r, c))
        for (int dr = -1; dr <= 1; ++dr)
          for (int dc = -1; dc <= 1; ++dc)
            if ((dr || dc) && star(r + dr, c + dc))
              return "the stars at " + starbattle_cell_at(cols, r * cols + c) + " and " + starbattle_cell_at(cols, (r + dr) * cols + c + dc) +
                     " touch";
  return std::nullopt;
}

}  // namespace gridsat::check
