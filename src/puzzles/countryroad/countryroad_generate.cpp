// Country Road's generate hooks (Family::generate.layout and dress; the engine is
// src/generate/clues.cpp): Heyawake's random rectangular rooms, then every room numbered
// with its cells on the loop of the full solution.
#include <algorithm>

#include "puzzles/countryroad/countryroad.hpp"
#include "puzzles/heyawake/heyawake.hpp"

namespace gridsat {

std::unique_ptr<Puzzle> countryroad_layout(int n, const ReadOptions& opt, uint64_t seed) {
  const std::unique_ptr<Puzzle> h = heyawake_layout(n, opt, seed);
  const Rooms& rooms = dynamic_cast<const Heyawake&>(*h).rooms();
  return std::make_unique<CountryRoad>(rooms, std::vector<int>(static_cast<size_t>(rooms.count()), -1),
                                       CountryRoadForm::puzzlink);
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
