// Tents' generate hooks (Family::generate): a layout of trees, the counts read off a solution,
// and the puzzle with some counts only (Puzzle::clue_count, with_clues).
#include "puzzles/tents/tents.hpp"

#include <algorithm>
#include <random>

#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

int Tents::clue_count() const {
  return static_cast<int>(std::count_if(counts_.begin(), counts_.end(), [](int c) { return c != kNoCount; }));
}

std::unique_ptr<Puzzle> Tents::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> counts = counts_;
  for (int i = 0, clue = 0; i < static_cast<int>(counts.size()); ++i)
    if (counts[i] != kNoCount && !keep.at(static_cast<size_t>(clue++))) counts[i] = kNoCount;
  Grid givens = givens_;
  for (int i = 0; i < givens.size(); ++i)
    if (trees_[i]) givens.cells[i] = 0;
  return std::make_unique<Tents>(std::move(givens), trees_, std::move(counts), form_);
}

std::unique_ptr<Puzzle> Tents::with_givens(const Grid& givens, std::string_view) const {
  Grid g = givens;
  for (int i = 0; i < g.size(); ++i)
    if (trees_[i]) g.cells[i] = 0;
  return std::make_unique<Tents>(std::move(g), trees_, counts_, form_);
}

std::unique_ptr<Puzzle> tents_layout(int n, const ReadOptions&, uint64_t seed) {
  std::mt19937_64 rng(seed);
  const int cells = n * n;
  std::vector<int> order(static_cast<size_t>(cells));
  for (int i = 0; i < cells; ++i) order[static_cast<size_t>(i)] = i;
  std::shuffle(order.begin(), order.end(), rng);
  // Tents where no tent touches, about one cell in five, each with a tree on a free neighbour.
  std::vector<char> tent(static_cast<size_t>(cells), 0), tree(static_cast<size_t>(cells), 0);
  const int want = std::max(1, cells / 5);
  for (int i : order) {
    if (std::count(tent.begin(), tent.end(), 1) >= want) break;
    const int r = i / n, c = i % n;
    bool free = !tree[static_cast<size_t>(i)];
    for (int dr = -1; dr <= 1 && free; ++dr)
      for (int dc = -1; dc <= 1 && free; ++dc) {
        const int rr = r + dr, cc = c + dc;
        if (rr >= 0 && rr < n && cc >= 0 && cc < n && tent[static_cast<size_t>(rr * n + cc)]) free = false;
      }
    if (!free) continue;
    std::vector<int> spots;
    for (int m : orthogonal_neighbours(n, n, i))
      if (!tent[static_cast<size_t>(m)] && !tree[static_cast<size_t>(m)]) spots.push_back(m);
    if (spots.empty()) continue;
    tent[static_cast<size_t>(i)] = 1;
    tree[static_cast<size_t>(spots[rng() % spots.size()])] = 1;
  }
  return std::make_unique<Tents>(Grid(n, n), std::move(tree), std::vector<int>(static_cast<size_t>(2 * n), Tents::kNoCount),
                                 TentsForm::sgt);
}

std::unique_ptr<Puzzle> tents_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const Tents&>(blank);
  const int R = b.rows(), C = b.cols();
  std::vector<int> counts(static_cast<size_t>(R + C), 0);
  for (int i = 0; i < full.size(); ++i)
    if (full.cells[i] == 2) ++counts[static_cast<size_t>(i % C)], ++counts[static_cast<size_t>(C + i / C)];
  return std::make_unique<Tents>(Grid(R, C), b.trees(), std::move(counts), TentsForm::sgt);
}

}  // namespace gridsat
