// Heyawake's generate hooks (Family::generate.layout and dress; the engine is
// src/generate/clues.cpp): random rectangular rooms, then every room numbered from a shading.
#include <algorithm>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/heyawake/heyawake.hpp"

namespace gridsat {

std::unique_ptr<Puzzle> heyawake_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 40) throw InputError("a generated Heyawake has sides 2..40, not " + std::to_string(n));
  Rng rng(seed);
  std::vector<int> label(static_cast<size_t>(n) * n, -1);
  int rooms = 0;
  for (int s = 0; s < n * n; ++s) {  // at each free cell in reading order, a rectangle that fits
    if (label[static_cast<size_t>(s)] >= 0) continue;
    const int r = s / n, c = s % n;
    int w = 1 + static_cast<int>(rng.next() % 4), h = 1 + static_cast<int>(rng.next() % 4);
    w = std::min(w, n - c);
    for (int k = 1; k < w; ++k)
      if (label[static_cast<size_t>(s + k)] >= 0) w = k;
    h = std::min(h, n - r);
    for (int dr = 0; dr < h; ++dr)
      for (int dc = 0; dc < w; ++dc) label[static_cast<size_t>((r + dr) * n + c + dc)] = rooms;
    ++rooms;
  }
  Rooms built = rooms_from_labels(n, n, label);
  std::vector<int> counts(static_cast<size_t>(built.count()), -1);
  return std::make_unique<Heyawake>(std::move(built), std::move(counts), HeyawakeForm::puzzlink);
}

std::unique_ptr<Puzzle> heyawake_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& h = dynamic_cast<const Heyawake&>(blank);
  std::vector<int> counts;
  for (const auto& cells : h.rooms().cells)
    counts.push_back(static_cast<int>(
        std::count_if(cells.begin(), cells.end(), [&](int i) { return full.cells[static_cast<size_t>(i)] == 2; })));
  return std::make_unique<Heyawake>(h.rooms(), std::move(counts), HeyawakeForm::puzzlink);
}

}  // namespace gridsat
