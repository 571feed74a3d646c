#pragma once
// The published answers of ../shared/instances/genres/<genre>.jsonl as gridsat grids: rows of
// cell values shown from 0 (0/1 shaded, Shakashaka's 0..4), each one more inside gridsat.
#include <nlohmann/json.hpp>

#include "base/grid.hpp"

namespace gridsat::test {

inline Grid published_grid(const nlohmann::json& answer) {
  Grid g(static_cast<int>(answer.size()), static_cast<int>(answer[0].size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) g.cells[r * g.cols + c] = answer[r][c].get<int>() + 1;
  return g;
}

}  // namespace gridsat::test
