// Random regions for generate's layouts: see random_regions.hpp.
#include "puzzles/common/random_regions.hpp"

#include <algorithm>
#include <numeric>

#include "base/random.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

std::vector<int> grow_regions(int rows, int cols, const std::vector<std::vector<int>>& seeds, uint64_t seed,
                              const std::function<bool(int region, int cell)>& may_join) {
  Rng rng(seed);
  std::vector<int> label(static_cast<size_t>(rows) * cols, -1);
  std::vector<std::pair<int, int>> frontier;  // (region, cell), possibly labelled since
  auto add = [&](int region, int cell) {
    for (int m : orthogonal_neighbours(rows, cols, cell))
      if (label[static_cast<size_t>(m)] < 0) frontier.emplace_back(region, m);
  };
  for (size_t r = 0; r < seeds.size(); ++r)
    for (int c : seeds[r]) label[static_cast<size_t>(c)] = static_cast<int>(r);
  for (size_t r = 0; r < seeds.size(); ++r)
    for (int c : seeds[r]) add(static_cast<int>(r), c);
  while (!frontier.empty()) {
    const size_t k = static_cast<size_t>(rng.below(static_cast<int>(frontier.size())));
    const auto [region, cell] = frontier[k];
    frontier[k] = frontier.back();
    frontier.pop_back();
    if (label[static_cast<size_t>(cell)] >= 0 || (may_join && !may_join(region, cell))) continue;
    label[static_cast<size_t>(cell)] = region;
    add(region, cell);
  }
  return label;
}

// Long: the regions grown one after another, then the small ones merged into a neighbour
std::vector<int> random_partition(int rows, int cols, int low, int high, uint64_t seed) {
  Rng rng(seed);
  const int n = rows * cols;
  std::vector<int> label(static_cast<size_t>(n), -1), order(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  std::vector<std::vector<int>> regions;
  for (int start : order) {
    if (label[static_cast<size_t>(start)] >= 0) continue;
    const int id = static_cast<int>(regions.size());
    const int want = low + rng.below(high - low + 1);
    std::vector<int> cells{start}, frontier;
    label[static_cast<size_t>(start)] = id;
    for (int m : orthogonal_neighbours(rows, cols, start)) frontier.push_back(m);
    while (static_cast<int>(cells.size()) < want && !frontier.empty()) {
      const size_t k = static_cast<size_t>(rng.below(static_cast<int>(frontier.size())));
      const int c = frontier[k];
      frontier[k] = frontier.back();
      frontier.pop_back();
      if (label[static_cast<size_t>(c)] >= 0) continue;
      label[static_cast<size_t>(c)] = id;
      cells.push_back(c);
      for (int m : orthogonal_neighbours(rows, cols, c)) frontier.push_back(m);
    }
    regions.push_back(std::move(cells));
  }
  // Regions under `low`, smallest first, join a random neighbouring region (the smallest of them).
  for (bool merged = true; merged;) {
    merged = false;
    for (size_t r = 0; r < regions.size(); ++r) {
      if (regions[r].empty() || static_cast<int>(regions[r].size()) >= low) continue;
      std::vector<int> near;
      for (int c : regions[r])
        for (int m : orthogonal_neighbours(rows, cols, c))
          if (label[static_cast<size_t>(m)] != static_cast<int>(r)) near.push_back(label[static_cast<size_t>(m)]);
      if (near.empty()) continue;
      std::sort(near.begin(), near.end());
      near.erase(std::unique(near.begin(), near.end()), near.end());
      const int to = near[static_cast<size_t>(rng.below(static_cast<int>(near.size())))];
      for (int c : regions[r]) label[static_cast<size_t>(c)] = to;
      auto& dest = regions[static_cast<size_t>(to)];
      dest.insert(dest.end(), regions[r].begin(), regions[r].end());
      regions[r].clear();
      merged = true;
    }
  }
  std::vector<int> renumber(regions.size(), -1);
  int count = 0;
  for (int& l : label) {
    if (renumber[static_cast<size_t>(l)] < 0) renumber[static_cast<size_t>(l)] = count++;
    l = renumber[static_cast<size_t>(l)];
  }
  return label;
}

bool region_connected(int rows, int cols, const std::vector<int>& labels, int region) {
  std::vector<int> stack;
  std::vector<char> seen(labels.size(), 0);
  int total = 0;
  for (size_t i = 0; i < labels.size(); ++i) {
    if (labels[i] != region) continue;
    ++total;
    if (stack.empty()) stack.push_back(static_cast<int>(i)), seen[i] = 1;
  }
  int reached = 0;
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    ++reached;
    for (int m : orthogonal_neighbours(rows, cols, c))
      if (labels[static_cast<size_t>(m)] == region && !seen[static_cast<size_t>(m)]) seen[static_cast<size_t>(m)] = 1, stack.push_back(m);
  }
  return total > 0 && reached == total;
}


std::unique_ptr<Puzzle> repair_regions(const std::vector<int>& labels, const Grid& full, const Grid& other,
                                       uint64_t seed,
                                       const std::function<std::unique_ptr<Puzzle>(const std::vector<int>&)>& remake) {
  const int rows = full.rows, cols = full.cols;
  Rng rng(seed);
  std::vector<char> tried(labels.size(), 0);
  std::vector<int> cells;
  for (int i = 0; i < rows * cols; ++i) {
    if (full.cells[static_cast<size_t>(i)] == other.cells[static_cast<size_t>(i)]) continue;
    std::vector<int> near = orthogonal_neighbours(rows, cols, i);
    near.push_back(i);
    for (int m : near)
      if (!tried[static_cast<size_t>(m)]) tried[static_cast<size_t>(m)] = 1, cells.push_back(m);
  }
  rng.shuffle(cells);
  for (int c : cells) {
    const int from = labels[static_cast<size_t>(c)];
    std::vector<int> to;
    for (int m : orthogonal_neighbours(rows, cols, c))
      if (labels[static_cast<size_t>(m)] != from) to.push_back(labels[static_cast<size_t>(m)]);
    std::sort(to.begin(), to.end());
    to.erase(std::unique(to.begin(), to.end()), to.end());
    rng.shuffle(to);
    for (int t : to) {
      std::vector<int> moved = labels;
      moved[static_cast<size_t>(c)] = t;
      if (!region_connected(rows, cols, moved, from)) continue;
      std::unique_ptr<Puzzle> p = remake(moved);
      if (!p->check(full) && p->check(other)) return p;
    }
  }
  return nullptr;
}

}  // namespace gridsat
