#include "base/grid.hpp"

namespace gridsat {

std::string to_string(const Grid& g) {
  std::string s;
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) {
      if (c) s += ' ';
      s += std::to_string(g.at(r, c));
    }
    s += '\n';
  }
  return s;
}

}  // namespace gridsat
