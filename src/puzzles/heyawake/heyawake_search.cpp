// Heyawake's native search (the cross-check of the encoding, --backend native|both): the
// generic CSP engine over the two-state cells, one relation per rule (a numbered room's count,
// a pair of neighbours, a run across two borders), and on each full candidate a breadth-first
// walk over the unshaded cells for their connectivity.
#include <algorithm>
#include <deque>

#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/sight_runs.hpp"
#include "puzzles/heyawake/heyawake.hpp"

namespace gridsat {

Csp Heyawake::to_csp() const {
  Csp csp = binary_csp(givens());
  for (int k = 0; k < rooms_.count(); ++k) {
    const int want = counts_[static_cast<size_t>(k)];
    if (want < 0) continue;
    const auto& cells = rooms_.cells[static_cast<size_t>(k)];
    const int size = static_cast<int>(cells.size());
    csp.relations.push_back({cells, [want, size](std::span<const int> prefix) {
                               const int on = static_cast<int>(std::count(prefix.begin(), prefix.end(), 2));
                               return on <= want && on + size - static_cast<int>(prefix.size()) >= want;
                             }});
  }
  const auto not_both = [](std::span<const int> prefix) { return prefix.size() < 2 || prefix[0] != 2 || prefix[1] != 2; };
  for (int i = 0; i < rows() * cols(); ++i) {
    if (i % cols() + 1 < cols()) csp.relations.push_back({{i, i + 1}, not_both});
    if (i + cols() < rows() * cols()) csp.relations.push_back({{i, i + cols()}, not_both});
  }
  for (auto& run : runs_crossing_borders(rooms_, 1)) {
    const size_t size = run.size();
    csp.relations.push_back({std::move(run), [size](std::span<const int> prefix) {
                               return prefix.size() < size || std::count(prefix.begin(), prefix.end(), 2) > 0;
                             }});
  }
  return csp;
}

namespace {

// Whether the unshaded cells (value 1) of a full R x C candidate form one orthogonal area.
bool unshaded_one_area(const std::vector<int>& v, int R, int C) {
  const auto first = std::find(v.begin(), v.end(), 1);
  if (first == v.end()) return true;
  std::vector<char> reached(v.size(), 0);
  std::deque<int> queue{static_cast<int>(first - v.begin())};
  reached[static_cast<size_t>(queue.front())] = 1;
  size_t seen = 1;
  while (!queue.empty()) {
    const int i = queue.front();
    queue.pop_front();
    for (int j : orthogonal_neighbours(R, C, i))
      if (v[static_cast<size_t>(j)] == 1 && !reached[static_cast<size_t>(j)]) {
        reached[static_cast<size_t>(j)] = 1;
        ++seen;
        queue.push_back(j);
      }
  }
  return seen == static_cast<size_t>(std::count(v.begin(), v.end(), 1));
}

}  // namespace

NativeResult Heyawake::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                     const NativeOptions& opt) const {
  return search_filtered(to_csp(), limit, deadline, on_solution, opt,
                         [&](const std::vector<int>& v) { return unshaded_one_area(v, rows(), cols()); });
}

}  // namespace gridsat
