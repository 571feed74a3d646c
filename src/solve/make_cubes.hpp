#pragma once
// Private to src/solve: how cubes are split on primary variables, by make_cubes
// (make_cubes.cpp) and by the cube workers that split a cube again (cubes.cpp).
#include <functional>
#include <vector>

#include "solve/parallel.hpp"

namespace gridsat::cube_split {

// Primary variables, those occurring most often in the CNF first: what cubes are split on.
std::vector<int> split_order(const Encoding& enc);

// `cube` split on the first `k` variables of `order` that it does not hold and that are
// not `decided`: 2^k disjoint cubes covering it (just {cube} when no variable is left).
std::vector<Cube> split(const Cube& cube, const std::vector<int>& order, int k,
                        const std::function<bool(int)>& decided);

}  // namespace gridsat::cube_split
