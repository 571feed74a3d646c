// LITS's generate hooks (Family::generate: layout, dress and repair; the engine is
// src/generate/clues.cpp). The regions are the only clues and none is removed. A layout plants
// a solution first: tetrominoes added at random, each beside the shading so far (so that it
// stays connected), on no shaded cell, no 2x2 block made all shaded, no cell beside a
// tetromino of its own letter; until none fits. One region is grown around each tetromino from
// the unshaded cells, small ones first (a region's size capped, the cap lifted for the cells
// left over): small regions leave few placements. The engine then moves one cell at a time to
// a neighbouring region (repair_regions) while a second solution is left.
#include <algorithm>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/random_regions.hpp"
#include "puzzles/lits/lits.hpp"

namespace gridsat {

namespace {

// The regions in reading order of their first cells (Lits' numbering).
std::vector<int> lits_renumbered(std::vector<int> label) {
  std::vector<int> to(label.size(), -1);
  int next = 0;
  for (int& l : label) {
    if (to[static_cast<size_t>(l)] < 0) to[static_cast<size_t>(l)] = next++;
    l = to[static_cast<size_t>(l)];
  }
  return label;
}

// A planted shading: per cell its tetromino (-1 unshaded), per tetromino its letter and cells.
struct Planting {
  int n;
  std::vector<int> piece_of;
  std::vector<int> letter;
  std::vector<std::vector<int>> cells;

  bool shaded(int c) const { return piece_of[static_cast<size_t>(c)] >= 0; }

  // Whether placement p may join: its cells unshaded, one of them beside the shading (unless
  // it is the first), none beside a tetromino of p's letter, no 2x2 block all shaded after.
  bool fits(const Placement& p) const {
    bool touches = cells.empty();
    for (int c : p.cells) {
      if (shaded(c)) return false;
      for (int m : orthogonal_neighbours(n, n, c)) {
        const int k = piece_of[static_cast<size_t>(m)];
        if (k < 0) continue;
        if (letter[static_cast<size_t>(k)] == p.piece) return false;
        touches = true;
      }
    }
    if (!touches) return false;
    auto on = [&](int c) { return shaded(c) || std::find(p.cells.begin(), p.cells.end(), c) != p.cells.end(); };
    for (int c : p.cells) {
      const int r = c / n, col = c % n;
      for (int dr = -1; dr <= 0; ++dr)
        for (int dc = -1; dc <= 0; ++dc) {
          const int r0 = r + dr, c0 = col + dc;
          if (r0 < 0 || c0 < 0 || r0 + 1 >= n || c0 + 1 >= n) continue;
          const int t = r0 * n + c0;
          if (on(t) && on(t + 1) && on(t + n) && on(t + n + 1)) return false;
        }
    }
    return true;
  }
  void add(const Placement& p) {
    for (int c : p.cells) piece_of[static_cast<size_t>(c)] = static_cast<int>(cells.size());
    letter.push_back(p.piece);
    cells.push_back(p.cells);
  }
};

Planting plant(int n, Rng& rng) {
  Planting s{n, std::vector<int>(static_cast<size_t>(n) * n, -1), {}, {}};
  std::vector<Placement> all;
  for (size_t k = 0; k < lits_letters().size(); ++k) {
    auto some = placements(lits_letters()[k], n, n, nullptr, static_cast<int>(k));
    all.insert(all.end(), some.begin(), some.end());
  }
  for (bool added = true; added;) {
    added = false;
    rng.shuffle(all);
    for (const Placement& p : all)
      if (s.fits(p)) s.add(p), added = true;
  }
  return s;
}

}  // namespace

std::unique_ptr<Puzzle> lits_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 4 || n > 30) throw InputError("a generated LITS has sides 4..30, not " + std::to_string(n));
  Rng rng(seed);
  const Planting s = plant(n, rng);
  // Regions of at most 5..7 cells first, then the cells left over joining any region.
  std::vector<int> size(s.cells.size(), 4), cap(s.cells.size());
  for (int& c : cap) c = 5 + rng.below(3);
  std::vector<int> label = grow_regions(n, n, s.cells, rng.next(), [&](int region, int cell) {
    const auto r = static_cast<size_t>(region);
    if (s.shaded(cell) || size[r] >= cap[r]) return false;
    ++size[r];
    return true;
  });
  std::vector<std::vector<int>> grown(s.cells.size());
  for (int c = 0; c < n * n; ++c)
    if (label[static_cast<size_t>(c)] >= 0) grown[static_cast<size_t>(label[static_cast<size_t>(c)])].push_back(c);
  label = grow_regions(n, n, grown, rng.next(), [&](int, int cell) { return !s.shaded(cell); });
  return std::make_unique<Lits>(n, n, lits_renumbered(std::move(label)));
}

std::unique_ptr<Puzzle> Lits::with_clues(const std::vector<bool>&) const {
  return std::make_unique<Lits>(rows(), cols(), region_);
}

std::unique_ptr<Puzzle> lits_dress(const Puzzle& blank, const Grid&, uint64_t) { return blank.with_clues({}); }

std::unique_ptr<Puzzle> lits_repair(const Puzzle& dressed, const Grid& full, const Grid& other, uint64_t seed) {
  const auto& p = dynamic_cast<const Lits&>(dressed);
  return repair_regions(p.region(), full, other, seed, [&](const std::vector<int>& l) {
    return std::make_unique<Lits>(p.rows(), p.cols(), lits_renumbered(l));
  });
}

}  // namespace gridsat
