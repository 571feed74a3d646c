#pragma once
// The independent checker's rules for Keen (KenKen) (check/values.hpp says what the checker is).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"

namespace gridsat::check {

struct Cage {
  char op;         // '+', 'x', '-', '/' (a one-cell cage: its value is the target)
  int64_t target;  // the clue's number
  std::vector<int> cells;
};

// nullopt when `solution` is an n x n Latin square in which every cell lies in exactly one
// cage and every cage's values give its target under its operation; else the first rule broken.
std::optional<std::string> keen(int n, const std::vector<Cage>& cages, const Grid& solution);

}  // namespace gridsat::check
