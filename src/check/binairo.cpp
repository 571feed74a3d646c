#include "check/binairo.hpp"

#include <vector>

namespace gridsat::check {

namespace {

std::string binairo_at(int r, int c) { return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1); }

// A line's problem: unbalanced, or three equal in a row; `name` says which line it is.
std::optional<std::string> line_problem(const std::vector<int>& v, const std::string& name) {
  int ones = 0;
  for (size_t k = 0; k < v.size(); ++k) {
    ones += v[k] == 2;
    if (k >= 2 && v[k] == v[k - 1] && v[k] == v[k - 2])
      return name + " has three " + std::to_string(v[k] - 1) + "s in a row ending at position " + std::to_string(k + 1);
  }
  if (2 * ones != static_cast<int>(v.size()))
    return name + " has " + std::to_string(ones) + " 1s of " + std::to_string(v.size());
  return std::nullopt;
}

}  // namespace

std::optional<std::string> binairo(const Grid& givens, bool unique, const Grid& solution) {
  const int R = givens.rows, C = givens.cols;
  if (solution.rows != R || solution.cols != C) return "the grid is not " + std::to_string(C) + "x" + std::to_string(R);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int v = solution.at(r, c);
      if (v != 1 && v != 2) return binairo_at(r, c) + " holds " + std::to_string(v) + ", not 1 or 2";
      if (givens.at(r, c) && givens.at(r, c) != v) return "the given at " + binairo_at(r, c) + " is changed";
    }
  std::vector<std::vector<int>> rows(R), cols(C);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) rows[r].push_back(solution.at(r, c)), cols[c].push_back(solution.at(r, c));
  for (int r = 0; r < R; ++r)
    if (auto e = line_problem(rows[r], "row " + std::to_string(r + 1))) return e;
  for (int c = 0; c < C; ++c)
    if (auto e = line_problem(cols[c], "column " + std::to_string(c + 1))) return e;
  if (!unique) return std::nullopt;
  for (int a = 0; a < R; ++a)
    for (int b = a + 1; b < R; ++b)
      if (rows[a] == rows[b]) return "rows " + std::to_string(a + 1) + " and " + std::to_string(b + 1) + " are equal";
  for (int a = 0; a < C; ++a)
    for (int b = a + 1; b < C; ++b)
      if (cols[a] == cols[b])
        return "columns " + std::to_string(a + 1) + " and " + std::to_string(b + 1) + " are equal";
  return std::nullopt;
}

}  // namespace gridsat::check
