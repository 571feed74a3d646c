// Galaxies' generator hooks: regions grown symmetric about random centres until every cell
// has one; their centres are the dots (src/generate/clues.cpp keeps a layout whose dots leave
// one solution).
#include <algorithm>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/galaxies/galaxies.hpp"

namespace gridsat {

namespace {

// Grows the region of `centre` (its touched cells already `id`) by pairs of free cells that
// turn into each other about it, each pair beside the region, up to `target` cells.
void grow(std::vector<int>& owner, int n, HalfPoint centre, int id, int target, Rng& rng) {
  int size = static_cast<int>(std::count(owner.begin(), owner.end(), id));
  while (size < target) {
    std::vector<int> frontier;
    for (int i = 0; i < n * n; ++i) {
      if (owner[static_cast<size_t>(i)] != -1) continue;
      const int r = i / n, c = i % n, r2 = centre.y - r, c2 = centre.x - c;
      if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n || owner[static_cast<size_t>(r2 * n + c2)] != -1) continue;
      bool beside = false;
      for (int j : {r > 0 ? i - n : -1, r + 1 < n ? i + n : -1, c > 0 ? i - 1 : -1, c + 1 < n ? i + 1 : -1})
        beside = beside || (j >= 0 && owner[static_cast<size_t>(j)] == id);
      if (beside) frontier.push_back(i);
    }
    if (frontier.empty()) return;
    const int i = frontier[static_cast<size_t>(rng.below(frontier.size()))];
    const int j = (centre.y - i / n) * n + centre.x - i % n;
    owner[static_cast<size_t>(i)] = owner[static_cast<size_t>(j)] = id;
    size += i == j ? 1 : 2;
  }
}

}  // namespace

std::unique_ptr<Puzzle> galaxies_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 40) throw InputError("a generated Galaxies has sides 2..40, not " + std::to_string(n));
  Rng rng(seed);
  std::vector<int> owner(static_cast<size_t>(n) * n, -1), order(owner.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  rng.shuffle(order);
  std::vector<HalfPoint> dots;
  for (int s : order) {
    if (owner[static_cast<size_t>(s)] != -1) continue;
    const int r = s / n, c = s % n;
    std::vector<HalfPoint> centres{{2 * r, 2 * c}};  // the cell, the edges and the corner right and below
    for (HalfPoint p : {HalfPoint{2 * r, 2 * c + 1}, HalfPoint{2 * r + 1, 2 * c}, HalfPoint{2 * r + 1, 2 * c + 1}}) {
      bool free = p.y / 2 + (p.y % 2) < n && p.x / 2 + (p.x % 2) < n;
      for (int i : free ? touched_cells(n, p) : std::vector<int>{}) free = free && owner[static_cast<size_t>(i)] == -1;
      if (free) centres.push_back(p);
    }
    const HalfPoint centre = centres[static_cast<size_t>(rng.below(centres.size()))];
    const int id = static_cast<int>(dots.size());
    for (int i : touched_cells(n, centre)) owner[static_cast<size_t>(i)] = id;
    grow(owner, n, centre, id, 2 + static_cast<int>(rng.below(static_cast<uint64_t>(2 * n))), rng);
    dots.push_back(centre);
  }
  std::sort(dots.begin(), dots.end(), [](HalfPoint a, HalfPoint b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  return std::make_unique<Galaxies>(n, n, std::move(dots), GalaxiesForm::sgt);
}

// The dots are the layout's own (a solution `full` of them exists: the regions grown).
std::unique_ptr<Puzzle> galaxies_dress(const Puzzle& blank, const Grid&, uint64_t) {
  const auto& b = dynamic_cast<const Galaxies&>(blank);
  std::vector<char> black;
  for (size_t k = 0; k < b.dots().size(); ++k) black.push_back(b.black(k));
  return std::make_unique<Galaxies>(b.rows(), b.cols(), b.dots(), b.form(), std::move(black));
}

}  // namespace gridsat
