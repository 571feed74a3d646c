// Norinori's generate hooks (Family::generate: layout and dress; the engine is
// src/generate/clues.cpp). The regions are the only clues and none is removed: a layout places
// dominoes first (no two side by side), grows one region around each, and the engine draws
// again until the regions have one solution.
#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/random_regions.hpp"
#include "puzzles/common/room_counts.hpp"
#include "puzzles/norinori/norinori.hpp"

namespace gridsat {

std::unique_ptr<Puzzle> norinori_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 3 || n > 30) throw InputError("a generated Norinori has sides 3..30, not " + std::to_string(n));
  Rng rng(seed);
  // Dominoes at random places (a cell and its right or lower neighbour), each kept when its
  // cells and their neighbours hold no other domino, up to a quarter of the cells' count.
  std::vector<char> shaded(static_cast<size_t>(n) * n, 0);
  std::vector<std::vector<int>> seeds;
  std::vector<int> order(static_cast<size_t>(2 * n * n));
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  rng.shuffle(order);
  auto free = [&](int c) {
    if (shaded[static_cast<size_t>(c)]) return false;
    for (int m : orthogonal_neighbours(n, n, c))
      if (shaded[static_cast<size_t>(m)]) return false;
    return true;
  };
  for (int o : order) {
    if (static_cast<int>(seeds.size()) >= n * n / 4) break;
    const int a = o / 2, r = a / n, c = a % n;
    const bool across = o % 2 == 0;
    if (across ? c + 1 >= n : r + 1 >= n) continue;
    const int b = across ? a + 1 : a + n;
    if (!free(a) || !free(b)) continue;
    shaded[static_cast<size_t>(a)] = shaded[static_cast<size_t>(b)] = 1;
    seeds.push_back({a, b});
  }
  const std::vector<int> label = grow_regions(n, n, seeds, rng.next());
  return std::make_unique<Norinori>(rooms_from_labels(n, n, label), NorinoriForm::puzzlink);
}

std::unique_ptr<Puzzle> Norinori::with_clues(const std::vector<bool>&) const { return std::make_unique<Norinori>(rooms_, form_); }

std::unique_ptr<Puzzle> norinori_dress(const Puzzle& blank, const Grid&, uint64_t) {
  return blank.with_clues({});
}

std::unique_ptr<Puzzle> norinori_repair(const Puzzle& dressed, const Grid& full, const Grid& other, uint64_t seed) {
  const auto& s = dynamic_cast<const Norinori&>(dressed);
  return repair_regions(s.rooms().room_of, full, other, seed, [&](const std::vector<int>& l) {
    return std::make_unique<Norinori>(rooms_from_labels(s.rows(), s.cols(), l), NorinoriForm::puzzlink);
  });
}

}  // namespace gridsat
