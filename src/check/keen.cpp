#include "check/keen.hpp"

#include <algorithm>

#include "check/latin.hpp"
#include "check/values.hpp"

namespace gridsat::check {

namespace {

// The value the cage's cells make under its operation (subtraction and division: the larger
// value by the smaller; a division that leaves a remainder makes -1, no target).
int64_t cage_value(const Cage& c, const Grid& s) {
  if (c.cells.size() == 1) return s.cells[c.cells[0]];
  int64_t sum = 0, product = 1;
  for (int cell : c.cells) {
    sum += s.cells[cell];
    if (product >= 0 && __builtin_mul_overflow(product, int64_t{s.cells[cell]}, &product))
      product = -2;  // above any target
  }
  if (c.op == '+') return sum;
  if (c.op == 'x') return product;
  const int64_t a = s.cells[c.cells[0]], b = s.cells[c.cells[1]];
  const int64_t hi = std::max(a, b), lo = std::min(a, b);
  if (c.op == '-') return hi - lo;
  return hi % lo == 0 ? hi / lo : -1;
}

}  // namespace

std::optional<std::string> keen(int n, const std::vector<Cage>& cages, const Grid& solution) {
  if (auto e = latin(Grid(n, n), solution)) return e;
  std::vector<int> seen(static_cast<size_t>(n) * n, 0);
  for (const Cage& c : cages) {
    if (c.cells.empty()) return "a cage without cells";
    for (int cell : c.cells) {
      if (cell < 0 || cell >= n * n) return "a cage names a cell outside the grid";
      ++seen[cell];
    }
    if ((c.op == '-' || c.op == '/') && c.cells.size() != 2) return "a '-' or '/' cage of other than two cells";
    if (c.op != '+' && c.op != 'x' && c.op != '-' && c.op != '/') return "a cage with an unknown operation";
    const int64_t got = cage_value(c, solution);
    if (got != c.target) {
      std::string values;
      for (int cell : c.cells) values += (values.empty() ? "" : " ") + std::to_string(solution.cells[cell]);
      return "the cage " + std::to_string(c.target) + (c.cells.size() == 1 ? "" : std::string(1, c.op)) + " at " +
             cell_name(c.cells[0] / n, c.cells[0] % n) + " holds " + values;
    }
  }
  for (int cell = 0; cell < n * n; ++cell)
    if (seen[cell] != 1) return cell_name(cell / n, cell % n) + (seen[cell] ? " is in two cages" : " is in no cage");
  return std::nullopt;
}

}  // namespace gridsat::check
