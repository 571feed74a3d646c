#include "puzzles/common/digit_distance.hpp"

#include <algorithm>

#include "encoders/constants.hpp"

namespace gridsat {

void digits_apart_from(ClauseSink& sink, int rows, int cols, const std::vector<std::vector<int>>& value, int i) {
  const auto& a = value[static_cast<size_t>(i)];
  const int r = i / cols, c = i % cols, top = static_cast<int>(a.size());
  for (int step : {1, cols}) {
    const int room = step == 1 ? cols - 1 - c : rows - 1 - r;  // cells right of / below i
    for (int d = 1; d <= std::min(room, top); ++d) {
      const auto& b = value[static_cast<size_t>(i + d * step)];
      for (int k = d; k <= std::min(top, static_cast<int>(b.size())); ++k)
        add_clause(sink, {-a[static_cast<size_t>(k - 1)], -b[static_cast<size_t>(k - 1)]});
    }
  }
}

void digits_apart(ClauseSink& sink, int rows, int cols, const std::vector<std::vector<int>>& value) {
  for (int i = 0; i < rows * cols; ++i) digits_apart_from(sink, rows, cols, value, i);
}

}  // namespace gridsat
