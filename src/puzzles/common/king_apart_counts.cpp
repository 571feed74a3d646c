#include "puzzles/common/king_apart_counts.hpp"

#include <algorithm>

#include "encoders/amo.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

std::vector<std::vector<int>> line_and_region_houses(int rows, int cols, std::span<const int> room_of) {
  std::vector<std::vector<int>> houses(static_cast<size_t>(rows + cols));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      houses[static_cast<size_t>(r)].push_back(r * cols + c);
      houses[static_cast<size_t>(rows + c)].push_back(r * cols + c);
    }
  for (int i = 0; i < rows * cols; ++i) {
    const size_t k = static_cast<size_t>(rows + cols + room_of[static_cast<size_t>(i)]);
    if (houses.size() <= k) houses.resize(k + 1);
    houses[k].push_back(i);
  }
  return houses;
}

std::vector<int> king_block(int cols, int top_left) {
  return {top_left, top_left + 1, top_left + cols, top_left + cols + 1};
}

void no_king_touch_block(ClauseSink& sink, int cols, std::span<const int> marked, int top_left) {
  std::vector<int> lits;
  for (int i : king_block(cols, top_left)) lits.push_back(marked[static_cast<size_t>(i)]);
  at_most_one_lits(sink, lits, Amo::pairwise);
}

void no_king_touch(ClauseSink& sink, int rows, int cols, std::span<const int> marked) {
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) no_king_touch_block(sink, cols, marked, r * cols + c);
  if (rows == 1 || cols == 1)  // no blocks: the line's neighbours apart
    for (int i = 0; i + 1 < rows * cols; ++i)
      at_most_one_lits(sink, std::vector<int>{marked[static_cast<size_t>(i)], marked[static_cast<size_t>(i + 1)]},
                       Amo::pairwise);
}

void house_count(ClauseSink& sink, std::span<const int> marked, std::span<const int> house, int k) {
  std::vector<int> lits;
  for (int i : house) lits.push_back(marked[static_cast<size_t>(i)]);
  exactly_k_lits(sink, lits, k);
}

void add_house_count(Csp& csp, const std::vector<int>& house, int k) {
  const int size = static_cast<int>(house.size());
  csp.relations.push_back({house, [size, k](std::span<const int> prefix) {
                             const int on = static_cast<int>(std::count(prefix.begin(), prefix.end(), 2));
                             return on <= k && on + size - static_cast<int>(prefix.size()) >= k;
                           }});
}

void add_king_apart_counts(Csp& csp, int rows, int cols, const std::vector<std::vector<int>>& houses, int k) {
  for (const auto& house : houses) add_house_count(csp, house, k);
  std::vector<std::vector<int>> pairs;
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) pairs.push_back(king_block(cols, r * cols + c));
  if (rows == 1 || cols == 1)
    for (int i = 0; i + 1 < rows * cols; ++i) pairs.push_back({i, i + 1});
  for (auto& block : pairs)
    csp.relations.push_back({std::move(block), [](std::span<const int> prefix) {
                               return std::count(prefix.begin(), prefix.end(), 2) <= 1;
                             }});
}

}  // namespace gridsat
