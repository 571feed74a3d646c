// Battleship's generate hooks (Family::generate: layout and dress; the engine is
// src/generate/clues.cpp): the fleet alone on an empty board (pzprjs' fleet for the size), its
// random SAT model the full placement, then every count and every cell given (water or its
// segment), and the clues go while the puzzle stays unique.
#include <algorithm>

#include "base/errors.hpp"
#include "puzzles/battleship/battleship.hpp"

namespace gridsat {

int Battleship::clue_count() const {
  const auto given = [](const std::vector<int>& v, int none) {
    return static_cast<int>(std::count_if(v.begin(), v.end(), [none](int x) { return x != none; }));
  };
  return given(counts_, kNoCount) + given(clues_, kOpen);
}

std::unique_ptr<Puzzle> Battleship::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> counts = counts_, clues = clues_;
  size_t k = 0;
  for (int& v : counts)
    if (v != kNoCount && !keep.at(k++)) v = kNoCount;
  for (int& v : clues)
    if (v != kOpen && !keep.at(k++)) v = kOpen;
  return std::make_unique<Battleship>(rows(), cols(), std::move(counts), std::move(clues), fleet_);
}

std::unique_ptr<Puzzle> battleship_layout(int n, const ReadOptions&, uint64_t) {
  if (n < 5 || n > 30) throw InputError("a generated Battleship has sides 5..30, not " + std::to_string(n));
  std::vector<int> fleet = battleship_fleet(n < 8 ? 'c' : n < 11 ? 'd' : 'e');
  return std::make_unique<Battleship>(n, n, std::vector<int>(static_cast<size_t>(2 * n), Battleship::kNoCount),
                                      std::vector<int>(static_cast<size_t>(n) * n, Battleship::kOpen), std::move(fleet));
}

std::unique_ptr<Puzzle> battleship_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const Battleship&>(blank);
  const int R = b.rows(), C = b.cols();
  const auto ship = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C && full.at(r, c) == 2; };
  std::vector<int> counts(static_cast<size_t>(R + C), 0), clues(static_cast<size_t>(R) * C, Battleship::kWater);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      if (!ship(r, c)) continue;
      ++counts[static_cast<size_t>(c)], ++counts[static_cast<size_t>(C + r)];
      const bool up = ship(r - 1, c), down = ship(r + 1, c), left = ship(r, c - 1), right = ship(r, c + 1);
      int& v = clues[static_cast<size_t>(r * C + c)];
      v = (up && down) || (left && right) ? Battleship::kMiddle
          : down                          ? Battleship::kUp
          : up                            ? Battleship::kDown
          : right                         ? Battleship::kLeft
          : left                          ? Battleship::kRight
                                          : Battleship::kSingle;
    }
  return std::make_unique<Battleship>(R, C, std::move(counts), std::move(clues), b.fleet());
}

}  // namespace gridsat
