#include "puzzles/common/room_counts.hpp"

#include <algorithm>
#include <set>

#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

namespace {

// Rooms as the areas that `joined(a, b)` (neighbours a, b in one room) makes, numbered by
// first cell: a flood fill from each cell not yet reached, in reading order.
template <class Joined>
Rooms flood_rooms(int rows, int cols, Joined joined) {
  Rooms r;
  r.rows = rows;
  r.cols = cols;
  const int n = rows * cols;
  r.room_of.assign(static_cast<size_t>(n), -1);
  for (int s = 0; s < n; ++s) {
    if (r.room_of[s] >= 0) continue;
    const int k = r.count();
    r.cells.emplace_back();
    std::vector<int> stack{s};
    r.room_of[s] = k;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      r.cells[k].push_back(i);
      for (int j : orthogonal_neighbours(rows, cols, i))
        if (r.room_of[j] < 0 && joined(i, j)) r.room_of[j] = k, stack.push_back(j);
    }
    std::sort(r.cells[k].begin(), r.cells[k].end());
  }
  return r;
}

}  // namespace

Rooms rooms_from_labels(int rows, int cols, std::span<const int> labels) {
  return flood_rooms(rows, cols, [&](int a, int b) { return labels[a] == labels[b]; });
}

Rooms rooms_from_borders(int rows, int cols, const puzzlink::Borders& borders) {
  return flood_rooms(rows, cols, [&](int a, int b) {
    const int lo = std::min(a, b), hi = std::max(a, b);
    if (hi == lo + 1 && hi % cols != 0) return !borders.right[static_cast<size_t>(lo / cols * (cols - 1) + lo % cols)];
    return !borders.down[static_cast<size_t>(lo)];
  });
}

puzzlink::Borders borders_of(const Rooms& rooms) {
  puzzlink::Borders b;
  const int R = rooms.rows, C = rooms.cols;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c + 1 < C; ++c) b.right.push_back(rooms.border(r * C + c, r * C + c + 1));
  for (int r = 0; r + 1 < R; ++r)
    for (int c = 0; c < C; ++c) b.down.push_back(rooms.border(r * C + c, (r + 1) * C + c));
  return b;
}

void room_counts(ClauseSink& sink, std::span<const int> shaded, const Rooms& rooms, std::span<const int> counts) {
  for (int k = 0; k < rooms.count(); ++k) {
    if (counts[static_cast<size_t>(k)] < 0) continue;
    std::vector<int> lits;
    for (int i : rooms.cells[static_cast<size_t>(k)]) lits.push_back(shaded[static_cast<size_t>(i)]);
    exactly_k_lits(sink, lits, counts[static_cast<size_t>(k)]);
  }
}

std::vector<char> room_letters(const Rooms& rooms) {
  static constexpr std::string_view kLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  std::vector<char> letter(static_cast<size_t>(rooms.count()), 0);
  for (int k = 0; k < rooms.count(); ++k) {
    std::set<char> taken;
    for (int i : rooms.cells[static_cast<size_t>(k)])
      for (int j : orthogonal_neighbours(rooms.rows, rooms.cols, i))
        if (rooms.room_of[j] != k) taken.insert(letter[static_cast<size_t>(rooms.room_of[j])]);
    char pick = kLetters[static_cast<size_t>(k) % kLetters.size()];  // spread, then the first free one
    for (size_t t = 0; taken.count(pick) && t < kLetters.size(); ++t) pick = kLetters[t];
    letter[static_cast<size_t>(k)] = pick;
  }
  return letter;
}

}  // namespace gridsat
