// Country Road's generate hooks (Family::generate.layout and dress; the engine is
// src/generate/clues.cpp): small irregular rooms (each cell in reading order joins the room on
// its left or above while that holds fewer than four cells, or starts one), then every room
// numbered with its cells on the loop of the full solution. Small rooms leave the loop little
// room to wander, so the numbers more often make it unique.
#include <algorithm>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/countryroad/countryroad.hpp"

namespace gridsat {

std::unique_ptr<Puzzle> countryroad_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 40) throw InputError("a generated Country Road has sides 2..40, not " + std::to_string(n));
  Rng rng(seed);
  std::vector<int> label(static_cast<size_t>(n) * n), size(static_cast<size_t>(n) * n, 0);
  for (int i = 0; i < n * n; ++i) {
    const int pick = static_cast<int>(rng.next() % 3);
    const int from = pick == 0 && i % n > 0 ? i - 1 : pick == 1 && i >= n ? i - n : -1;
    label[static_cast<size_t>(i)] =
        from >= 0 && size[static_cast<size_t>(label[static_cast<size_t>(from)])] < 4 ? label[static_cast<size_t>(from)] : i;
    ++size[static_cast<size_t>(label[static_cast<size_t>(i)])];
  }
  Rooms rooms = rooms_from_labels(n, n, label);
  std::vector<int> counts(static_cast<size_t>(rooms.count()), -1);
  return std::make_unique<CountryRoad>(std::move(rooms), std::move(counts), CountryRoadForm::puzzlink);
}

std::unique_ptr<Puzzle> countryroad_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& c = dynamic_cast<const CountryRoad&>(blank);
  std::vector<int> counts;
  for (const auto& cells : c.rooms().cells)
    counts.push_back(static_cast<int>(
        std::count_if(cells.begin(), cells.end(), [&](int i) { return full.cells[static_cast<size_t>(i)] > 1; })));
  return std::make_unique<CountryRoad>(c.rooms(), std::move(counts), CountryRoadForm::puzzlink);
}

}  // namespace gridsat
