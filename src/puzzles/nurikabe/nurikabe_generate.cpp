// Nurikabe's generate hooks (Family::generate: layout and dress; the engine is
// src/generate/clues.cpp). A layout draws a solution first: white islands carved out of an
// all-shaded board (each new white cell beside at most one island, the shaded cells kept
// connected), until no 2x2 block is all shaded; each island's size goes in one random cell
// of it. No number can go (the island would lose its only one: the engine's check that the
// full solution still solves the puzzle keeps them all); while the numbers have a second
// solution, nurikabe_repair changes the full solution by one cell near where the two differ.
#include <algorithm>
#include <numeric>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/random_regions.hpp"
#include "puzzles/nurikabe/nurikabe.hpp"

namespace gridsat {

namespace {

class Islands {
 public:
  Islands(int n, int most) : n_(n), most_(most), island_(static_cast<size_t>(n) * n, -1) {}

  // Makes cell c white: a new island, or part of the one island beside it (below `most_`
  // cells), while the shaded cells stay connected. False (nothing changed) where it cannot.
  bool whiten(int c) {
    if (island_[static_cast<size_t>(c)] >= 0) return false;
    int joins = -1;
    for (int m : orthogonal_neighbours(n_, n_, c)) {
      const int k = island_[static_cast<size_t>(m)];
      if (k < 0 || k == joins) continue;
      if (joins >= 0) return false;  // two islands would meet
      joins = k;
    }
    if (joins >= 0 && static_cast<int>(cells_[static_cast<size_t>(joins)].size()) >= most_) return false;
    island_[static_cast<size_t>(c)] = joins >= 0 ? joins : static_cast<int>(cells_.size());
    if (!shaded_connected()) {
      island_[static_cast<size_t>(c)] = -1;
      return false;
    }
    if (joins < 0) cells_.emplace_back();
    cells_[static_cast<size_t>(island_[static_cast<size_t>(c)])].push_back(c);
    return true;
  }
  // The top-left cells of the 2x2 blocks all shaded.
  std::vector<int> pools() const {
    std::vector<int> out;
    for (int r = 0; r + 1 < n_; ++r)
      for (int c = 0; c + 1 < n_; ++c) {
        const int i = r * n_ + c;
        if (shaded(i) && shaded(i + 1) && shaded(i + n_) && shaded(i + n_ + 1)) out.push_back(i);
      }
    return out;
  }
  const std::vector<std::vector<int>>& cells() const { return cells_; }
  bool shaded(int i) const { return island_[static_cast<size_t>(i)] < 0; }

 private:
  bool shaded_connected() const { return region_connected(n_, n_, island_, -1); }

  int n_, most_;
  std::vector<int> island_;  // per cell its island, -1 shaded
  std::vector<std::vector<int>> cells_;
};

}  // namespace

// Long: islands grown at random, then the shaded pools broken, then one number an island
std::unique_ptr<Puzzle> nurikabe_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 3 || n > 40) throw InputError("a generated Nurikabe has sides 3..40, not " + std::to_string(n));
  Rng rng(seed);
  for (;;) {
    Islands is(n, std::max(2, n * 2 / 3 + 1));
    std::vector<int> order(static_cast<size_t>(n) * n);
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(order);
    // A few islands grown at random first (their sizes vary more than pools alone make them).
    for (size_t k = 0; k < order.size() / 12; ++k) {
      if (!is.whiten(order[k])) continue;
      const int grow = rng.below(5);
      for (int g = 0; g < grow; ++g) {
        const auto& island = is.cells().back();
        const int from = island[static_cast<size_t>(rng.below(static_cast<int>(island.size())))];
        const auto near = orthogonal_neighbours(n, n, from);
        is.whiten(near[static_cast<size_t>(rng.below(static_cast<int>(near.size())))]);
      }
    }
    // Then every all-shaded 2x2 block broken by one of its cells, tried in random order.
    bool stuck = false;
    for (std::vector<int> pools = is.pools(); !pools.empty() && !stuck; pools = is.pools()) {
      const int p = pools[static_cast<size_t>(rng.below(static_cast<int>(pools.size())))];
      std::vector<int> block{p, p + 1, p + n, p + n + 1};
      rng.shuffle(block);
      stuck = std::none_of(block.begin(), block.end(), [&](int c) { return is.whiten(c); });
    }
    if (stuck || is.cells().empty()) continue;
    std::vector<int> numbers(static_cast<size_t>(n) * n, 0);
    for (const auto& island : is.cells())
      numbers[static_cast<size_t>(island[static_cast<size_t>(rng.below(static_cast<int>(island.size())))])] =
          static_cast<int>(island.size());
    return std::make_unique<Nurikabe>(n, n, std::move(numbers), NurikabeForm::puzzlink);
  }
}

std::unique_ptr<Puzzle> nurikabe_dress(const Puzzle& blank, const Grid&, uint64_t) {
  const auto& p = dynamic_cast<const Nurikabe&>(blank);
  return std::make_unique<Nurikabe>(p.rows(), p.cols(), p.numbers(), NurikabeForm::puzzlink);
}

// Long: the moves tried at each cell near where the two solutions differ
std::unique_ptr<Puzzle> nurikabe_repair(const Puzzle& dressed, Grid& full, const Grid& other, uint64_t seed) {
  const auto& p = dynamic_cast<const Nurikabe&>(dressed);
  const int R = p.rows(), C = p.cols(), n = R * C;
  Rng rng(seed);
  // Per white cell of `full` its island's numbered cell.
  std::vector<int> number_of(static_cast<size_t>(n), -1);
  for (int i = 0; i < n; ++i) {
    if (p.numbers()[static_cast<size_t>(i)] <= 0) continue;
    std::vector<int> stack{i};
    number_of[static_cast<size_t>(i)] = i;
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      for (int m : orthogonal_neighbours(R, C, c))
        if (full.cells[static_cast<size_t>(m)] == 1 && number_of[static_cast<size_t>(m)] < 0)
          number_of[static_cast<size_t>(m)] = i, stack.push_back(m);
    }
  }
  std::vector<char> tried(static_cast<size_t>(n), 0);
  std::vector<int> cells;
  for (int i = 0; i < n; ++i) {
    if (full.cells[static_cast<size_t>(i)] == other.cells[static_cast<size_t>(i)]) continue;
    std::vector<int> near = orthogonal_neighbours(R, C, i);
    near.push_back(i);
    for (int m : near)
      if (!tried[static_cast<size_t>(m)]) tried[static_cast<size_t>(m)] = 1, cells.push_back(m);
  }
  rng.shuffle(cells);
  for (int c : cells) {
    // The moves at c, each a new full solution and its numbers: a shaded cell made an island
    // of 1, or joined to the one island beside it (its number one more); a white unnumbered
    // cell shaded (its island's number one less).
    std::vector<std::pair<std::vector<int>, std::vector<int>>> moves;
    const auto at = static_cast<size_t>(c);
    if (full.cells[at] == 2) {
      std::vector<int> beside;
      for (int m : orthogonal_neighbours(R, C, c))
        if (full.cells[static_cast<size_t>(m)] == 1) beside.push_back(number_of[static_cast<size_t>(m)]);
      std::sort(beside.begin(), beside.end());
      beside.erase(std::unique(beside.begin(), beside.end()), beside.end());
      std::vector<int> numbers = p.numbers(), cells_after = full.cells;
      cells_after[at] = 1;
      if (beside.empty()) {
        numbers[at] = 1;
        moves.emplace_back(cells_after, numbers);
      } else if (beside.size() == 1 && beside[0] >= 0) {
        ++numbers[static_cast<size_t>(beside[0])];
        moves.emplace_back(cells_after, numbers);
      }
    } else if (p.numbers()[at] == 0 && number_of[at] >= 0) {
      std::vector<int> numbers = p.numbers(), cells_after = full.cells;
      cells_after[at] = 2;
      --numbers[static_cast<size_t>(number_of[at])];
      moves.emplace_back(cells_after, numbers);
    }
    for (auto& [cells_after, numbers] : moves) {
      Grid next = full;
      next.cells = cells_after;
      auto q = std::make_unique<Nurikabe>(R, C, numbers, NurikabeForm::puzzlink);
      if (q->check(next) || !q->check(other)) continue;
      full = std::move(next);
      return q;
    }
  }
  return nullptr;
}

}  // namespace gridsat
