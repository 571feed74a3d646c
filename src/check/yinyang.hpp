#pragma once
// The independent checker's rules for Yin-Yang (check/values.hpp says what the checker is).
#include <optional>
#include <string>

#include "base/grid.hpp"

namespace gridsat::check {

// `solution` (1 black, 2 white) colours the Yin-Yang of `givens` (0 open, 1 a black circle, 2 a
// white one): every cell coloured, the circles kept, no 2x2 block of one colour, the black
// cells connected and the white cells connected (flood fills of its own).
std::optional<std::string> yinyang(const Grid& givens, const Grid& solution);

}  // namespace gridsat::check
