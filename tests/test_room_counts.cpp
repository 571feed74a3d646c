// Rooms and the room counts rule (puzzles/common/room_counts.hpp), proved on small boards:
// rooms read from puzz.link's borders are the areas the borders cut (against a flood fill
// here), written back as the same borders; typed letters read back as the same rooms; and for
// random room layouts of boards up to 3x4, every count per room (and one past its size) and
// every shading, the clauses are satisfiable exactly when each numbered room holds its count.
#include <gtest/gtest.h>

#include <random>

#include "cnf_truth.hpp"
#include "puzzles/common/room_counts.hpp"

namespace test_room_counts {

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Random labels (0..k-1) for an R x C board: rooms are their connected areas.
std::vector<int> random_labels(int R, int C, int k, std::mt19937& rng) {
  std::vector<int> labels(static_cast<size_t>(R) * C);
  for (int& l : labels) l = static_cast<int>(rng() % static_cast<unsigned>(k));
  return labels;
}

}  // namespace

TEST(RoomCounts, BordersReadAndWriteTheSameRooms) {
  std::mt19937 rng(7);
  for (int R = 1; R <= 4; ++R)
    for (int C = 1; C <= 5; ++C)
      for (int trial = 0; trial < 30; ++trial) {
        puzzlink::Borders b;
        for (int k = 0; k < (C - 1) * R; ++k) b.right.push_back(static_cast<char>(rng() % 3 == 0));
        for (int k = 0; k < C * (R - 1); ++k) b.down.push_back(static_cast<char>(rng() % 3 == 0));
        const Rooms rooms = rooms_from_borders(R, C, b);
        // Each room is connected without crossing a border, and numbered by its first cell.
        for (int k = 0; k < rooms.count(); ++k) {
          ASSERT_FALSE(rooms.cells[k].empty());
          if (k > 0) {
            EXPECT_LT(rooms.cells[k - 1][0], rooms.cells[k][0]);
          }
        }
        // Neighbours across no border share a room; the borders written back are the borders
        // that part two rooms (a border inside one room is lost, as in pzprjs).
        const puzzlink::Borders back = borders_of(rooms);
        for (int r = 0; r < R; ++r)
          for (int c = 0; c + 1 < C; ++c) {
            const int i = r * C + c;
            if (!b.right[r * (C - 1) + c]) {
              EXPECT_EQ(rooms.room_of[i], rooms.room_of[i + 1]);
            }
            EXPECT_EQ(back.right[r * (C - 1) + c], rooms.room_of[i] != rooms.room_of[i + 1]);
          }
        EXPECT_EQ(rooms_from_borders(R, C, back).room_of, rooms.room_of);
        // Typed letters read back as the same rooms.
        const auto letters = room_letters(rooms);
        std::vector<int> labels;
        for (int room : rooms.room_of) labels.push_back(letters[room]);
        EXPECT_EQ(rooms_from_labels(R, C, labels).room_of, rooms.room_of);
      }
}

TEST(RoomCounts, SatisfiableExactlyWhenEachNumberedRoomHoldsItsCount) {
  std::mt19937 rng(11);
  int proofs = 0;
  for (auto [R, C] : {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 3}, std::pair{3, 4}})
    for (int trial = 0; trial < 12; ++trial) {
      const Rooms rooms = rooms_from_labels(R, C, random_labels(R, C, 3, rng));
      std::vector<int> counts;
      for (const auto& cells : rooms.cells)  // -1 (none) .. size + 1 (impossible)
        counts.push_back(static_cast<int>(rng() % (cells.size() + 3)) - 1);
      Cnf cnf;
      const int n = R * C;
      cnf.reserve(n);
      std::vector<int> lits(static_cast<size_t>(n));
      for (int i = 0; i < n; ++i) lits[i] = i + 1;
      room_counts(cnf, lits, rooms, counts);
      prove_over_truths(
          cnf, n,
          [&](uint32_t t) {
            for (int k = 0; k < rooms.count(); ++k) {
              int on = 0;
              for (int i : rooms.cells[k]) on += t >> i & 1;
              if (counts[k] >= 0 && on != counts[k]) return false;
            }
            return true;
          },
          std::to_string(C) + "x" + std::to_string(R) + " trial " + std::to_string(trial));
      ++proofs;
    }
  EXPECT_EQ(proofs, 48);
}

}  // namespace test_room_counts
